import { describe, expect, it } from 'vitest'
import {
  formatTokenAmount,
  formatUsd,
  headlineFractionDigits,
  whenText,
} from '../../src/components/format.js'

describe('formatUsd', () => {
  it.each([
    [1234.5678, '$1,234.57'],
    [25, '$25.00'],
    [0.0362, '$0.036'],
    [0.1398, '$0.14'],
    [0.01, '$0.01'],
    [0.00001234, '$0.000012'],
    ['0.0125', '$0.013'],
    [0, '$0.00'],
  ])('%s → %s', (value, text) => {
    expect(formatUsd(value, 'en-US')).toBe(text)
  })

  it.each([undefined, 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'says nothing for %s rather than a wrong figure',
    (value) => {
      expect(formatUsd(value as number | string | undefined, 'en-US')).toBeUndefined()
    },
  )
})

describe('whenText', () => {
  const now = new Date(2026, 10, 24, 15, 30).getTime()
  // ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones).
  const when = (date: Date, locale: string) =>
    whenText(date.getTime(), locale, now).replace(/\s/g, ' ')
  it('says only the time for today, the day for this year, the date before', () => {
    expect(when(new Date(2026, 10, 24, 9, 5), 'en-US')).toBe('9:05 AM')
    expect(when(new Date(2026, 2, 3, 18, 40), 'en-US')).toBe('Mar 3, 6:40 PM')
    expect(when(new Date(2025, 11, 31, 23, 59), 'en-US')).toBe('Dec 31, 2025')
  })

  it('follows the locale', () => {
    expect(when(new Date(2026, 10, 24, 9, 5), 'de-DE')).toBe('09:05')
  })
})

describe('formatTokenAmount', () => {
  it('cuts extra digits instead of rounding up: a balance or what arrives is never overstated', () => {
    expect(formatTokenAmount(999_999_999_999_999_999n, 18, 'en-US')).toBe('0.999999')
    expect(formatTokenAmount('1234567881234', 6, 'en-US', 2)).toBe('1,234,567.88')
    expect(formatTokenAmount('12493750', 6, 'en-US')).toBe('12.49375')
    expect(formatTokenAmount(5n * 10n ** 18n, 18, 'en-US')).toBe('5')
  })

  it('says an amount too small to show is there, and never shows "-0"', () => {
    expect(formatTokenAmount(1n, 18, 'en-US')).toBe('<0.000001')
    expect(formatTokenAmount(1n, 18, 'en-US', 2)).toBe('<0.01')
    expect(formatTokenAmount(1n, 18, 'de-DE', 2)).toBe('<0,01')
    expect(formatTokenAmount(4n, 1, 'en-US', 0)).toBe('<1')
    expect(formatTokenAmount(0n, 18, 'en-US')).toBe('0')
    expect(formatTokenAmount(-1n, 18, 'en-US')).toBe('0')
    expect(formatTokenAmount(-15n, 1, 'en-US')).toBe('-1.5')
    expect(formatTokenAmount(10n ** 12n, 18, 'en-US')).toBe('0.000001')
  })

  it('gives a headline amount fewer fraction digits as its whole part grows', () => {
    expect(headlineFractionDigits('1234567881234', 6)).toBe(2)
    expect(headlineFractionDigits('12493750', 6)).toBe(5)
    expect(headlineFractionDigits('493750', 6)).toBe(6)
  })
})
