import { describe, expect, it } from 'vitest'
import { formatAmount, InvalidAmountError, parseAmount } from '../../src/exports/core.js'

describe('parseAmount', () => {
  it.each([
    ['1', 6, 1_000_000n],
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['.5', 2, 50n],
    ['5.', 2, 500n],
    ['  42  ', 0, 42n],
    [
      '123456789012345678901234567890.123456789012345678',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
    ['007', 1, 70n],
  ])('reads %j with %i decimals exactly', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toBe(expected)
  })

  it.each([
    ['', 'enter an amount'],
    ['   ', 'enter an amount'],
    ['-1', 'signs are not allowed'],
    ['+1', 'signs are not allowed'],
    ['1e18', 'exponents are not allowed'],
    ['1E3', 'exponents are not allowed'],
    ['1,000', 'use digits and at most one "." as the decimal point'],
    ['1.2.3', 'use digits and at most one "." as the decimal point'],
    ['.', 'use digits and at most one "." as the decimal point'],
    ['abc', 'use digits and at most one "." as the decimal point'],
    ['0x10', 'use digits and at most one "." as the decimal point'],
    ['1.0000001', 'this token has at most 6 decimals'],
    ['Infinity', 'use digits and at most one "." as the decimal point'],
  ])('refuses %j: %s', (text, reason) => {
    const error = catchError(() => parseAmount(text, 6))
    expect(error).toBeInstanceOf(InvalidAmountError)
    expect(error.name).toBe('InvalidAmountError')
    expect(error.shortMessage).toContain(reason)
  })

  it('explains a token without decimals', () => {
    expect(catchError(() => parseAmount('1.5', 0)).shortMessage).toContain(
      'this token has no decimals',
    )
  })

  it.each([-1, 1.5, 256, Number.NaN])('refuses %d decimals', (decimals) => {
    expect(catchError(() => parseAmount('1', decimals)).shortMessage).toContain(
      'decimals must be an integer',
    )
  })

  it('refuses a value that is not text', () => {
    expect(catchError(() => parseAmount(12 as unknown as string, 6)).shortMessage).toContain(
      'must be text',
    )
  })
})

describe('formatAmount', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    ['1000000', 6, '1'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [-2_500n, 3, '-2.5'],
    [123n, 0, '123'],
  ])('formats %s with %i decimals as %s', (value, decimals, expected) => {
    expect(formatAmount(value, decimals)).toBe(expected)
  })

  it('round-trips with parseAmount', () => {
    for (const text of ['0.1', '1', '99999.999999', '0.000001']) {
      expect(formatAmount(parseAmount(text, 6), 6)).toBe(text)
    }
  })

  it.each(['1.5', '', 'abc', '1e3'])('refuses the string %j', (value) => {
    expect(catchError(() => formatAmount(value, 6))).toBeInstanceOf(InvalidAmountError)
  })
})

function catchError(run: () => unknown): InvalidAmountError {
  try {
    run()
  } catch (error) {
    return error as InvalidAmountError
  }
  throw new Error('expected a throw')
}
