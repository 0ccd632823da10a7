import { parseAmount } from '../core/amounts.js'
import { InvalidAmountError } from '../core/errors.js'
import type { LocaleTexts } from './localeTexts.js'

/** An amount field's text in smallest units, or the reason it cannot be read; empty reads as nothing. */
export function readAmount(
  text: string,
  decimals: number | undefined,
  texts?: LocaleTexts,
): { value?: string; error?: string } {
  if (text.trim() === '' || decimals === undefined) return {}
  try {
    const value = parseAmount(text, decimals)
    return value > 0n ? { value: String(value) } : {}
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) return { error: String(error) }
    return { error: texts ? texts.error(error) : error.shortMessage }
  }
}
