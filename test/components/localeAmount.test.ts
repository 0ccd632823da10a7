import { describe, expect, it } from 'vitest'
import {
  amountKeystrokes,
  formatAmountText,
  readLocaleAmount,
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
    ['fr', '1.500', '1.500'],
    ['ja', '0.25', '0.25'],
    // Grouping as the locale writes it, ignored.
    ['de', '1.500', '1500'],
    ['en', '1,500', '1500'],
    ['de', '1.234.567,5', '1234567.5'],
    ['en', '1,234,567.5', '1234567.5'],
    ['fr', '1\u202f234,5', '1234.5'],
    ['fr', '1 234,5', '1234.5'],
    ['de-CH', '1’234.5', '1234.5'],
    ['en', '1,234', '1234'],
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
  ])('%s has no reading of %j', (locale, text) => {
    expect(readLocaleAmount(text, locale)).toBeUndefined()
  })

  it('writes an amount back as the field shows it, exact and ungrouped', () => {
    expect(toLocaleAmountText('1234.5', 'de')).toBe('1234,5')
    expect(toLocaleAmountText('1234.5', 'en')).toBe('1234.5')
    expect(formatAmountText(1_234_500_000n, 6, 'de')).toBe('1234,5')
    expect(formatAmountText(1_234_000n, 6, 'de')).toBe('1,234')
    // What MAX writes reads back as the same amount in its own locale.
    for (const locale of ['de', 'en', 'fr', 'ja', 'pt-BR'])
      expect(readLocaleAmount(formatAmountText(1_234_000n, 6, locale), locale)).toBe('1.234')
  })

  it('keeps digits, marks and spaces of what is typed, not letters', () => {
    expect(amountKeystrokes('1a2,5b')).toBe('12,5')
    expect(amountKeystrokes('abc')).toBe('')
    expect(amountKeystrokes('1 000.5')).toBe('1 000.5')
    expect(amountKeystrokes('-1e5')).toBe('15')
  })
})
