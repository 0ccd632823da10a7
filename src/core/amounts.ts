import { InvalidAmountError } from './errors.js'

const amountPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads a human amount ("1.5") into smallest units (1500000n for 6 decimals), exactly: no floats.
 * Refuses, with an `InvalidAmountError`, empty text, signs, exponents, separators, and more
 * fraction digits than the token has (rather than rounding the user's money away).
 */
export function parseAmount(text: string, decimals: number): bigint {
  checkDecimals(decimals)
  if (typeof text !== 'string') throw new InvalidAmountError(String(text), 'must be text')
  const input = text.trim()
  if (input === '') throw new InvalidAmountError(text, 'enter an amount')
  if (/^[+-]/.test(input)) throw new InvalidAmountError(text, 'signs are not allowed')
  if (/e/i.test(input)) throw new InvalidAmountError(text, 'exponents are not allowed')
  const match = amountPattern.exec(input)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) {
    throw new InvalidAmountError(text, 'use digits and at most one "." as the decimal point')
  }
  if (fraction.length > decimals) {
    throw new InvalidAmountError(
      text,
      decimals === 0 ? 'this token has no decimals' : `this token has at most ${decimals} decimals`,
      { reason: 'decimals', decimals },
    )
  }
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** Smallest units to a plain decimal text ("1.5"), exact, without trailing zeros or grouping. */
export function formatAmount(value: bigint | string, decimals: number): string {
  checkDecimals(decimals)
  let amount: bigint
  if (typeof value === 'bigint') amount = value
  else if (typeof value === 'string' && /^-?\d+$/.test(value)) amount = BigInt(value)
  else throw new InvalidAmountError(String(value), 'must be a bigint or a string of digits')
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidAmountError(String(decimals), 'decimals must be an integer from 0 to 255')
  }
}
