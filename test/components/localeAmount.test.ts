import { describe, expect, it } from 'vitest'
import {
  amountKeystrokes,
  formatAmountText,
  readLocaleAmount,
  readLocaleAmountDetailed,
  toLocaleAmountText,
} from '../../src/components/localeAmount.js'

describe('readLocaleAmount: an amount as the locale writes it, one reading each', () => {
  it.each([
    // The locale's own decimal mark, and the other one where it cannot be grouping.
    ['de', '1,5', '1.5'],
    ['de', '1.5', '1.5'],
    ['de', '0.500', '0.500'],
    ['de', '24,99', '24.99'],
    ['en', '1.5', '1.5'],
    ['en', '1,5', '1.5'],
    ['fr', '1,5', '1.5'],
    ['de', '1,234', '1.234'],
    ['en', '2.125', '2.125'],
    ['ja', '0.25', '0.25'],
    // Persian and Arabic-Indic digits, the Arabic decimal and thousands separators.
    ['fa', '۱٫۵', '1.5'],
    ['fa', '1٫5', '1.5'],
    ['fa', '۱٬۲۳۴٫۵', '1234.5'],
    ['ar-EG', '١٫٢٥', '1.25'],
    ['ar-EG', '٠٫٥٠٠', '0.500'],
    ['fa', '1.500', '1.500'],
    // Grouping, where only grouping can be meant, ignored.
    ['de', '1.234.567,5', '1234567.5'],
    ['en', '1,234,567.5', '1234567.5'],
    ['fr', '1\u202f234,5', '1234.5'],
    ['fr', '1 234,5', '1234.5'],
    ['de-CH', '1’234.5', '1234.5'],
    ['en', '1 500', '1500'],
    ['en', ' 2 ', '2'],
    ['en', '.5', '.5'],
    ['de', ',5', '.5'],
    ['en', '1.', '1.'],
  ])('%s reads %j as %j', (locale, text, expected) => {
    expect(readLocaleAmount(text, locale)).toBe(expected)
  })

  it.each([
    ['en', 'abc'],
    ['en', '1.2.3,4'],
    ['de', '1,2,3'],
    ['en', '1,23,456'],
    ['en', '1.234,567.8'],
    ['en', '-1'],
    ['en', '1e6'],
    ['en', '.'],
    ['en', ''],
    ['en', '1 5'],
    ['fr', '12 34,5'],
  ])('%s has no reading of %j', (locale, text) => {
    expect(readLocaleAmount(text, locale)).toBeUndefined()
  })

  // One reading would be a thousand times the other: said back with both, never guessed.
  it.each([
    ['de', '1.500', '1,500', '1500'],
    ['en', '1,500', '1.500', '1500'],
    ['en', '2,125', '2.125', '2125'],
    ['ja', '1,250', '1.250', '1250'],
    ['fr', '1.500', '1,500', '1500'],
    // The Arabic thousands separator alone before three digits: a slip for "٫" is one key away.
    ['fa', '۱٬۵۰۰', '1٫500', '1500'],
  ])('%s reads %j two ways: %s or %s', (locale, text, decimal, whole) => {
    expect(readLocaleAmount(text, locale)).toBeUndefined()
    expect(readLocaleAmountDetailed(text, locale)).toEqual({ ambiguous: { decimal, whole } })
  })

  it('writes an amount back as the field shows it, exact and ungrouped', () => {
    expect(toLocaleAmountText('1234.5', 'de')).toBe('1234,5')
    expect(toLocaleAmountText('1234.5', 'en')).toBe('1234.5')
    expect(formatAmountText(1_234_500_000n, 6, 'de')).toBe('1234,5')
    expect(formatAmountText(1_234_000n, 6, 'de')).toBe('1,234')
    // What MAX writes reads back as the same amount in its own locale.
    for (const locale of ['de', 'en', 'fr', 'ja', 'pt-BR', 'fa', 'ar-EG'])
      expect(readLocaleAmount(formatAmountText(1_234_000n, 6, locale), locale)).toBe('1.234')
  })

  it('leaves a typed letter out, and keeps pasted text as it is (said unreadable, not changed)', () => {
    expect(amountKeystrokes('1a', '1')).toBe('1')
    expect(amountKeystrokes('a')).toBe('')
    expect(amountKeystrokes('-', '')).toBe('')
    expect(amountKeystrokes('1 000.5', '1 000.')).toBe('1 000.5')
    expect(amountKeystrokes('1e-6', '')).toBe('1e-6')
    // A Persian or Arabic keyboard's digits and marks are typed, not left out.
    expect(amountKeystrokes('۱٫۵', '۱٫')).toBe('۱٫۵')
    expect(amountKeystrokes('١٬٢', '١٬')).toBe('١٬٢')
    expect(readLocaleAmount('1e-6', 'en')).toBeUndefined()
  })
})
