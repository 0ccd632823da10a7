import { formatAmount } from '../core/amounts.js'
import type { Chain } from '../core/schemas/chain.js'

/** A chain's display name, or its key when the chain list does not have it. */
export function chainName(chains: readonly Chain[], chainKey: string): string {
  return chains.find((chain) => chain.chainKey === chainKey)?.name ?? chainKey
}

/**
 * A token amount (smallest units) for people: exact digits through `formatAmount`, cut (never
 * rounded up: a balance or what arrives is not overstated) to `maximumFractionDigits`, grouped and
 * localised by `Intl` (which formats decimal strings without going through floats). An amount too
 * small to show is "<0.000001", not "0" (a wallet that holds a little does not hold nothing).
 */
export function formatTokenAmount(
  value: bigint | string,
  decimals: number,
  locale?: string,
  maximumFractionDigits = 6,
): string {
  const [whole = '', fraction = ''] = formatAmount(value, decimals).split('.')
  const shown = fraction.slice(0, maximumFractionDigits)
  const format = (text: string) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits }).format(text as unknown as number)
  if (/^-?0*$/.test(whole) && !/[1-9]/.test(shown)) {
    // Cut to nothing: no "-0"; a positive remainder is said to be there.
    if (whole.startsWith('-') || !/[1-9]/.test(fraction)) return format('0')
    const smallest =
      maximumFractionDigits > 0 ? `0.${'1'.padStart(maximumFractionDigits, '0')}` : '1'
    return `<${format(smallest)}`
  }
  return format(`${whole}.${shown || '0'}`)
}

/** Fraction digits for a headline amount: fewer as the whole part grows (1,234,567.88; 12.49375). */
export function headlineFractionDigits(value: bigint | string, decimals: number): number {
  const whole = formatAmount(value, decimals).split('.')[0] ?? ''
  return Math.max(2, 7 - whole.replace('-', '').length)
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

/** The dollar value of an amount in smallest units at a price, for display only. */
export function usdValue(
  value: string | bigint,
  decimals: number,
  priceUsd: number | undefined,
  locale: string | undefined,
): string | undefined {
  if (priceUsd === undefined || !Number.isFinite(priceUsd)) return undefined
  const whole = Number(value) / 10 ** decimals
  return Number.isFinite(whole) ? formatUsd(whole * priceUsd, locale) : undefined
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

/** When a transfer was sent, as short as the row allows: the time today, the day this year. */
export function whenText(at: number, locale: string | undefined, now = Date.now()): string {
  const date = new Date(at)
  const today = new Date(now)
  const options: Intl.DateTimeFormatOptions =
    date.toDateString() === today.toDateString()
      ? { timeStyle: 'short' }
      : date.getFullYear() === today.getFullYear()
        ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
        : { dateStyle: 'medium' }
  return new Intl.DateTimeFormat(locale, options).format(date)
}
