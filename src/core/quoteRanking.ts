import { isNativeCoin, isSameAddress } from './address.js'
import type { Quote } from './schemas/quote.js'
import type { Token } from './schemas/token.js'

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
 * What the sender pays on top of the amount, in USD: the source chain's native coin sent as fees
 * (a messaging fee rides in the transaction's value; gas on the destination is not a cost, it
 * arrives). Undefined when a price is missing: then it cannot be compared.
 */
export function onTopCostUsd(quote: Quote, prices: readonly Token[]): number | undefined {
  const source = quote.routeSteps[0]?.srcChainKey
  let cost = 0
  for (const item of quote.fees) {
    if (item.chainKey !== source || item.type === 'DST_NATIVE_DROP') continue
    // A fee in a token is taken from the amount: dstAmount has it already.
    if (!isNativeCoin(item.address, 'EVM') && !isNativeCoin(item.address, 'SOLANA')) continue
    const token = prices.find(
      (entry) => entry.chainKey === item.chainKey && isSameAddress(entry.address, item.address),
    )
    const price = token?.price?.usd
    if (!token || typeof price !== 'number' || !/^\d+$/.test(item.amount)) return undefined
    cost += (Number(item.amount) / 10 ** token.decimals) * price
  }
  return cost
}

/** What the recipient gets in USD, less what the sender pays on top; undefined when unknown. */
function netValueUsd(quote: Quote, prices: readonly Token[]): number | undefined {
  const value = Number(quote.dstAmountUsd)
  const cost = onTopCostUsd(quote, prices)
  return quote.dstAmountUsd === undefined || !Number.isFinite(value) || cost === undefined
    ? undefined
    : value - cost
}

/**
 * The quotes by what the recipient gets, most first; then the lower fee, then the faster. Given
 * prices (the quote response's `tokens`), a native fee paid on top of the amount counts against
 * its route: 0.1 USDC more that costs 0.50 USD of ETH more is not the better return. The quotes of
 * one request share the destination token, so without prices their `dstAmount`s compare directly.
 */
export function sortByReturn(quotes: readonly Quote[], prices: readonly Token[] = []): Quote[] {
  const net = new Map(quotes.map((quote) => [quote, netValueUsd(quote, prices)]))
  // Either every quote has its net value, or none is ranked by it: a mix would not compare.
  const byNet = prices.length > 0 && [...net.values()].every((value) => value !== undefined)
  return [...quotes].sort((a, b) => {
    if (byNet) {
      const difference = (net.get(b) ?? 0) - (net.get(a) ?? 0)
      // Below a tenth of a cent, two routes return the same: the amount decides.
      if (Math.abs(difference) >= 0.001) return difference
    }
    const difference = received(b) - received(a)
    if (difference !== 0n) return difference > 0n ? 1 : -1
    return fee(a) - fee(b) || quoteDurationMs(a) - quoteDurationMs(b)
  })
}

/** The quote whose recipient gets the most, counting native fees on top ("Best return"). */
export function bestReturnQuote(
  quotes: readonly Quote[],
  prices: readonly Token[] = [],
): Quote | undefined {
  return sortByReturn(quotes, prices)[0]
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
