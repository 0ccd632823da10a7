import { formatAmount } from '../core/amounts.js'
import type { Chain } from '../core/schemas/chain.js'

/** A chain's display name, or its key when the chain list does not have it. */
export function chainName(chains: readonly Chain[], chainKey: string): string {
  return chains.find((chain) => chain.chainKey === chainKey)?.name ?? chainKey
}

/**
 * A token amount (smallest units) for people: exact digits through `formatAmount`, grouped and
 * localised by `Intl` (which formats decimal strings without going through floats).
 */
export function formatTokenAmount(
  value: bigint | string,
  decimals: number,
  locale?: string,
  maximumFractionDigits = 6,
): string {
  const exact = formatAmount(value, decimals)
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits })
  return format.format(exact as unknown as number)
}

/** Dollars and cents; under a dollar, two significant digits ($0.036, $0.000012): what a fee needs. */
export function formatUsd(value: number | string | undefined, locale?: string): string | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  if (number === undefined || !Number.isFinite(number)) return undefined
  return new Intl.NumberFormat(
    locale,
    Math.abs(number) < 1 && number !== 0
      ? { style: 'currency', currency: 'USD', maximumSignificantDigits: 2 }
      : { style: 'currency', currency: 'USD', maximumFractionDigits: 2 },
  ).format(number)
}

export function formatPercent(value: string | undefined, locale?: string): string | undefined {
  const number = Number(value)
  if (value === undefined || !Number.isFinite(number)) return undefined
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
    number / 100,
  )
}

/** Milliseconds as "45 s", "12 min", "1 h 5 min". */
export function formatDuration(ms: number, locale?: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(value)
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return unit(seconds, 'second')
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return unit(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`
}

/** A transaction hash or signature, shortened for display: 0x1234ab…cdef01. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash
}
