import { useContext, useMemo } from 'react'
import type { StepFinding, VtError } from '../core/errors.js'
import { LocalesContext } from '../hooks/internal/localesContext.js'
import { defaultErrorTexts } from '../locales/en/errors.js'
import { formatMessage } from '../locales/format.js'
import { packFor } from '../locales/packs.js'
import type { ErrorTextKey, LocalePack } from '../locales/types.js'

/** A finding's and an error's words in the component's language; English is the kit's own. */
export type LocaleTexts = {
  /** The component's `locale` (undefined: the browser's), which numbers are written and read in. */
  locale: string | undefined
  finding(finding: Pick<StepFinding, 'rule' | 'message'>): string
  error(error: VtError): string
}

export function localeTexts(
  pack: LocalePack | undefined,
  locale: string | undefined = pack?.locale,
): LocaleTexts {
  const finding = (item: Pick<StepFinding, 'rule' | 'message'>) =>
    (pack?.findings as Record<string, string> | undefined)?.[item.rule] ?? item.message
  return {
    locale,
    finding,
    error(error) {
      const key = errorKey(error)
      const template = pack?.errors[key] ?? defaultErrorTexts[key]
      if (!template) return error.shortMessage
      const fields = error as VtError & Record<string, unknown>
      const first = error.name === 'UnsafeStepError' ? firstRefusal(fields.findings) : undefined
      return formatMessage(template, {
        status: String(fields.status ?? ''),
        chain: String(fields.chainName ?? ''),
        chainType: String(fields.chainType ?? ''),
        account: String(fields.expected ?? ''),
        reason: first ? finding(first) : '',
        decimals: String(fields.decimals ?? ''),
        decimal: String((fields.readings as { decimal?: string } | undefined)?.decimal ?? ''),
        whole: String((fields.readings as { whole?: string } | undefined)?.whole ?? ''),
      })
    },
  }
}

/** The texts of the component's `locale`, from the packs given to `VtkitProvider`. */
export function useLocaleTexts(locale: string | undefined): LocaleTexts {
  const pack = packFor(useContext(LocalesContext), locale)
  return useMemo(() => localeTexts(pack, locale), [pack, locale])
}

function errorKey(error: VtError): ErrorTextKey {
  const { reason } = error as { reason?: unknown }
  if (error.name === 'StepInterruptedError')
    return reason === 'noAnswer' ? 'StepInterruptedError_noAnswer' : 'StepInterruptedError_closed'
  if (error.name === 'TransactionReplacedError')
    return reason === 'cancelled'
      ? 'TransactionReplacedError_cancelled'
      : 'TransactionReplacedError_replaced'
  if (error.name === 'InvalidAmountError' && (reason === 'decimals' || reason === 'ambiguous'))
    return `InvalidAmountError_${reason}`
  return error.name as ErrorTextKey
}

function firstRefusal(findings: unknown): StepFinding | undefined {
  const list = Array.isArray(findings) ? (findings as StepFinding[]) : []
  return list.find((item) => item.severity === 'refuse') ?? list[0]
}
