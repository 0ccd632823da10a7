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
  it('says only the time for today, the day for this year, the date before', () => {
    expect(whenText(new Date(2026, 10, 24, 9, 5).getTime(), 'en-US', now)).toBe('9:05 AM')
    expect(whenText(new Date(2026, 2, 3, 18, 40).getTime(), 'en-US', now)).toBe('Mar 3, 6:40 PM')
    expect(whenText(new Date(2025, 11, 31, 23, 59).getTime(), 'en-US', now)).toBe('Dec 31, 2025')
  })

  it('follows the locale', () => {
    expect(whenText(new Date(2026, 10, 24, 9, 5).getTime(), 'de-DE', now)).toBe('09:05')
  })
})

describe('formatTokenAmount', () => {
  it('cuts extra digits instead of rounding up: a balance or what arrives is never overstated', () => {
    expect(formatTokenAmount(999_999_999_999_999_999n, 18, 'en-US')).toBe('0.999999')
    expect(formatTokenAmount('1234567881234', 6, 'en-US', 2)).toBe('1,234,567.88')
    expect(formatTokenAmount('12493750', 6, 'en-US')).toBe('12.49375')
    expect(formatTokenAmount(5n * 10n ** 18n, 18, 'en-US')).toBe('5')
  })

  it('gives a headline amount fewer fraction digits as its whole part grows', () => {
    expect(headlineFractionDigits('1234567881234', 6)).toBe(2)
    expect(headlineFractionDigits('12493750', 6)).toBe(5)
    expect(headlineFractionDigits('493750', 6)).toBe(6)
  })
})
