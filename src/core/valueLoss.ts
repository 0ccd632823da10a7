import { InvalidInputError, type ValidationIssue } from './errors.js'
import { onTopCostUsd } from './quoteRanking.js'
import type { Quote } from './schemas/quote.js'
import type { Token } from './schemas/token.js'

/**
 * When a route's loss is said (`warn`) and when it must be accepted before any wallet prompt
 * (`confirm`), as fractions of the USD value sent.
 */
export type ValueLossThresholds = { warn: number; confirm: number }

/**
 * 5 % is said, 10 % is asked: a CCTP or Stargate transfer of a few hundred dollars loses well
 * under 1 %, so 5 % is a small amount or a bad route; above 10 % most of what LI.FI's widget
 * calls a high value loss, and Squid's "critical" price impact, is there.
 */
export const defaultValueLossThresholds: ValueLossThresholds = { warn: 0.05, confirm: 0.1 }

/** What a route loses of the value sent, and whether that is to be said or accepted. */
export type ValueLoss = {
  /**
   * USD: the value sent, less what arrives, plus the native fees paid on top. Undefined where a
   * price is missing and the loss is known only in `units`.
   */
  usd: number | undefined
  /**
   * Where one currency crosses (USDC to USDC): what is lost of it, in the destination token's
   * smallest units, counted from the steps without a price.
   */
  units?: bigint
  /** Of the value sent (across, for a loss figured from the ledger), in USD or in units of one currency: 0 to 1. */
  fraction: number
  level: 'none' | 'warn' | 'confirm'
}

/**
 * The thresholds an app gives, checked (each a fraction from 0 to 1, `warn` not above
 * `confirm`), the defaults filling what it leaves out. `InvalidInputError` names each mistake.
 */
export function readValueLossThresholds(
  given: Partial<ValueLossThresholds> | undefined,
): ValueLossThresholds {
  const thresholds = { ...defaultValueLossThresholds, ...given }
  const issues: ValidationIssue[] = []
  for (const key of ['warn', 'confirm'] as const) {
    const value: unknown = thresholds[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
      issues.push({ path: key, message: 'must be a fraction from 0 to 1 (0.05 is 5 %)' })
  }
  if (issues.length === 0 && thresholds.warn > thresholds.confirm)
    issues.push({ path: 'warn', message: 'must not be above confirm' })
  if (issues.length > 0) throw new InvalidInputError('valueLoss', issues)
  return thresholds
}

/**
 * What the route loses of the value sent, from the quote's USD amounts and the native fees paid
 * on top of the amount (priced by the answer's `tokens`); undefined when a value is missing.
 * Gas asked on arrival is not a loss (it arrives); gas for the source transactions is not
 * counted (the quote does not give it).
 */
export function quoteValueLoss(
  quote: Quote,
  prices: readonly Token[],
  thresholds: ValueLossThresholds = defaultValueLossThresholds,
): ValueLoss | undefined {
  const sent = Number(quote.srcAmountUsd)
  const received = Number(quote.dstAmountUsd)
  const onTop = onTopCostUsd(quote, prices)
  if (
    quote.srcAmountUsd === undefined ||
    quote.dstAmountUsd === undefined ||
    !Number.isFinite(sent) ||
    !Number.isFinite(received) ||
    sent <= 0 ||
    onTop === undefined
  )
    return undefined
  const usd = Math.max(0, sent - received + onTop)
  const fraction = Math.min(1, usd / sent)
  return {
    usd,
    fraction,
    level:
      fraction >= thresholds.confirm && fraction > 0
        ? 'confirm'
        : fraction >= thresholds.warn && fraction > 0
          ? 'warn'
          : 'none',
  }
}

/** A new quote's amount below the one shown, beyond the tolerance (smallest units, as digits). */
export type RateDrop = { before: string; after: string; less: string }

/**
 * A new quote for the same input that pays less than the one shown, by more than `tolerance`
 * (a fraction of what was shown): the amounts in the destination token's smallest units, as
 * digit strings (an event carrying them can be written as JSON).
 */
export function rateDrop(
  change: { receive: { before: string; after: string; delta: bigint } } | undefined,
  tolerance: number,
): RateDrop | undefined {
  if (!change || change.receive.delta >= 0n) return undefined
  const before = BigInt(change.receive.before)
  const less = -change.receive.delta
  if (before <= 0n) return undefined
  // In millionths, exact in integers: 0.001 tolerance is 1,000 millionths of what was shown. A
  // tolerance that is not a fraction (negative, NaN, infinite, above 1) is read as none: ask.
  const fraction = Number.isFinite(tolerance) && tolerance > 0 && tolerance <= 1 ? tolerance : 0
  const allowed = (before * BigInt(Math.round(fraction * 1_000_000))) / 1_000_000n
  return less > allowed
    ? { before: change.receive.before, after: change.receive.after, less: less.toString() }
    : undefined
}
