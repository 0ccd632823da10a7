import type { Quote } from './schemas/quote.js'

export type AmountChange = { before: string; after: string; delta: bigint }

/** What changed between a quote and the one that replaced it (after expiry, say): for the user to see. */
export type QuoteChange = {
  /** `dstAmount`: what the recipient gets. */
  receive: AmountChange
  /** `dstAmountMin`, when both quotes give it. */
  minimum: AmountChange | undefined
  /** `feeUsd`, when both quotes give it. */
  feeUsd: { before: number; after: number; delta: number } | undefined
  routeChanged: boolean
  /** Less received or more paid: the user should look before going on. */
  isWorse: boolean
  isUnchanged: boolean
}

/** What changed from a quote to its replacement for the same input: what arrives, the minimum, the fee, the route. */
export function compareQuotes(previous: Quote, next: Quote): QuoteChange {
  const amount = (before: string, after: string): AmountChange => ({
    before,
    after,
    delta: BigInt(after) - BigInt(before),
  })
  const receive = amount(previous.dstAmount, next.dstAmount)
  const minimum =
    previous.dstAmountMin && next.dstAmountMin
      ? amount(previous.dstAmountMin, next.dstAmountMin)
      : undefined
  const before = Number(previous.feeUsd)
  const after = Number(next.feeUsd)
  const feeUsd =
    previous.feeUsd !== undefined &&
    next.feeUsd !== undefined &&
    Number.isFinite(before) &&
    Number.isFinite(after)
      ? { before, after, delta: after - before }
      : undefined
  const routeOf = (quote: Quote) => quote.routeSteps.map((step) => step.type).join('>')
  const routeChanged = routeOf(previous) !== routeOf(next)
  const isWorse = receive.delta < 0n || (minimum?.delta ?? 0n) < 0n || (feeUsd?.delta ?? 0) > 0
  return {
    receive,
    minimum,
    feeUsd,
    routeChanged,
    isWorse,
    isUnchanged:
      receive.delta === 0n &&
      (minimum?.delta ?? 0n) === 0n &&
      (feeUsd?.delta ?? 0) === 0 &&
      !routeChanged,
  }
}
