import { parseAmount } from '../core/amounts.js'
import { InvalidAmountError } from '../core/errors.js'
import { readLocaleAmountDetailed } from './localeAmount.js'
import type { LocaleTexts } from './localeTexts.js'

/**
 * An amount field's text in smallest units, or the reason it cannot be read in the user's words;
 * empty reads as nothing. The text is read as the locale writes numbers ("1,5" in German).
 */
export function readAmount(
  text: string,
  decimals: number | undefined,
  texts: LocaleTexts,
): { value?: string; error?: string } {
  if (text.trim() === '' || decimals === undefined) return {}
  try {
    const reading = readLocaleAmountDetailed(text, texts.locale)
    if (reading && 'ambiguous' in reading)
      throw new InvalidAmountError(text, 'read two ways', {
        reason: 'ambiguous',
        readings: reading.ambiguous,
      })
    if (reading === undefined) throw new InvalidAmountError(text, 'not a number')
    const value = parseAmount(reading.value, decimals)
    return value > 0n ? { value: String(value) } : {}
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error
    return { error: texts.error(error) }
  }
}
