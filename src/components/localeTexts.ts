import { useContext, useMemo } from 'react'
import type { StepFinding, VtError } from '../core/errors.js'
import { LocalesContext } from '../hooks/internal/localesContext.js'
import { formatMessage } from '../locales/format.js'
import { packFor } from '../locales/packs.js'
import type { ErrorTextKey, LocalePack } from '../locales/types.js'

/** A finding's and an error's words in the component's language; English is the kit's own. */
export type LocaleTexts = {
  finding(finding: Pick<StepFinding, 'rule' | 'message'>): string
  error(error: VtError): string
}

export function localeTexts(pack: LocalePack | undefined): LocaleTexts {
  const finding = (item: Pick<StepFinding, 'rule' | 'message'>) =>
    (pack?.findings as Record<string, string> | undefined)?.[item.rule] ?? item.message
  return {
    finding,
    error(error) {
      const template = pack?.errors[errorKey(error)]
      if (!template) return error.shortMessage
      const fields = error as VtError & Record<string, unknown>
      const first = error.name === 'UnsafeStepError' ? firstRefusal(fields.findings) : undefined
      return formatMessage(template, {
        status: String(fields.status ?? ''),
        chain: String(fields.chainName ?? ''),
        chainType: String(fields.chainType ?? ''),
        account: String(fields.expected ?? ''),
        reason: first ? finding(first) : '',
      })
    },
  }
}

/** The texts of the component's `locale`, from the packs given to `VtkitProvider`. */
export function useLocaleTexts(locale: string | undefined): LocaleTexts {
  const pack = packFor(useContext(LocalesContext), locale)
  return useMemo(() => localeTexts(pack), [pack])
}

function errorKey(error: VtError): ErrorTextKey {
  const { reason } = error as { reason?: unknown }
  if (error.name === 'StepInterruptedError')
    return reason === 'noAnswer' ? 'StepInterruptedError_noAnswer' : 'StepInterruptedError_closed'
  if (error.name === 'TransactionReplacedError')
    return reason === 'cancelled'
      ? 'TransactionReplacedError_cancelled'
      : 'TransactionReplacedError_replaced'
  return error.name as ErrorTextKey
}

function firstRefusal(findings: unknown): StepFinding | undefined {
  const list = Array.isArray(findings) ? (findings as StepFinding[]) : []
  return list.find((item) => item.severity === 'refuse') ?? list[0]
}
