import type { Quote } from './schemas/quote.js'

const received = (quote: Quote) => (/^\d+$/.test(quote.dstAmount) ? BigInt(quote.dstAmount) : -1n)
const fee = (quote: Quote) => {
  const value = Number(quote.feeUsd)
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
}
/** Estimated milliseconds; unknown is slowest. */
export function quoteDurationMs(quote: Quote): number {
  const estimated = quote.duration?.estimated
  const value = estimated === null || estimated === undefined ? Number.NaN : Number(estimated)
  return Number.isFinite(value) && value >= 0 ? value : Number.POSITIVE_INFINITY
}

/**
 * The quotes by what the recipient gets, most first; then the lower fee, then the faster. The
 * quotes of one request share the destination token, so their `dstAmount`s compare directly.
 */
export function sortByReturn(quotes: readonly Quote[]): Quote[] {
  return [...quotes].sort((a, b) => {
    const difference = received(b) - received(a)
    if (difference !== 0n) return difference > 0n ? 1 : -1
    return fee(a) - fee(b) || quoteDurationMs(a) - quoteDurationMs(b)
  })
}

/** The quote whose recipient gets the most ("Best return"). */
export function bestReturnQuote(quotes: readonly Quote[]): Quote | undefined {
  return sortByReturn(quotes)[0]
}

/** The quote with the shortest estimated time ("Fastest"); undefined when no quote gives one. */
export function fastestQuote(quotes: readonly Quote[]): Quote | undefined {
  let best: Quote | undefined
  for (const quote of quotes) {
    if (quoteDurationMs(quote) === Number.POSITIVE_INFINITY) continue
    if (!best || quoteDurationMs(quote) < quoteDurationMs(best)) best = quote
  }
  return best
}
