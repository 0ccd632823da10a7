import { isNativeCoin, isSameAddress } from '../../address.js'
import type { Chain } from '../../schemas/chain.js'
import type { Fee } from '../../schemas/quote.js'
import type { Token } from '../../schemas/token.js'
import type { AddFinding, StepCheckContext } from '../types/index.js'

/**
 * How far priced fees may exceed the quote's own figures: prices move between the quote and the
 * catalogue vtkit priced it with, but an inflated list (5 ETH of "fees" beside `feeUsd` $0.07) is
 * far beyond.
 */
const RELATIVE_TOLERANCE = 0.25
const ABSOLUTE_TOLERANCE_USD = 0.05

/**
 * Where `feeUsd` leaves the native fee paid on top out and the chain could not be asked what the
 * bridge charges, that fee may be at most this much: above every honest messaging fee seen (cents
 * to a few dollars, tens when the destination's gas spikes), far below a fee that empties a
 * wallet. Within it, a pool that production or the app vouches for refunds what it is overpaid,
 * and an unknown one is a warning of its own (`bridge-contract-unverified`).
 */
const ON_TOP_CEILING_USD = 50

/**
 * The fee list, priced with the tokens vtkit knows (the quote response's and the catalogue's),
 * must agree with the quote's own dollar figures: it is the fee list that lets native value
 * through, and those figures are what the user is shown. Production states `feeUsd` two ways:
 * every listed fee, or only what the amount loses on the way (`srcAmountUsd - dstAmountUsd`),
 * leaving out the native messaging fee paid on top. Either reading passes; under the second, the
 * fee paid on top is held to what each bridge contract itself charges (read from the chain, see
 * `batch-bridge`) or, where that could not be read, to a ceiling. Fees without a known price are
 * left out, so sums are floors: they can only under-count, never refuse an honest quote.
 */
export function verifyFeesAgainstFeeUsd(context: StepCheckContext, add: AddFinding): void {
  const { quote, chains, prices, request } = context
  const stated = Number(quote.feeUsd)
  if (quote.feeUsd === undefined || !Number.isFinite(stated) || !prices?.length) return
  const sourceType = chains.find((chain) => chain.chainKey === request.srcChainKey)?.chainType
  let onTop = 0
  let rest = 0
  for (const fee of quote.fees) {
    const usd = feeInUsd(fee, chains, prices)
    if (usd === undefined) continue
    if (fee.chainKey === request.srcChainKey && isNativeCoin(fee.address, sourceType)) onTop += usd
    else rest += usd
  }
  const within = (value: number, bound: number) =>
    value <= bound * (1 + RELATIVE_TOLERANCE) + ABSOLUTE_TOLERANCE_USD
  if (within(onTop + rest, stated)) return
  const loss = Number(quote.srcAmountUsd) - Number(quote.dstAmountUsd)
  const statesOnlyLoss =
    Number.isFinite(loss) && within(stated, Math.max(loss, 0)) && within(Math.max(loss, 0), stated)
  if (statesOnlyLoss && within(rest, stated)) {
    const charged = Object.values(context.bridgeFees ?? {})
    const heldByChain = charged.length > 0 && charged.every((fee) => typeof fee === 'bigint')
    if (heldByChain || onTop <= ON_TOP_CEILING_USD) return
  }
  add(
    'fees-disagree-with-fee-usd',
    -1,
    'refuse',
    `the quote lists fees worth about $${(onTop + rest).toFixed(2)} but says its fees are $${stated.toFixed(2)}`,
  )
}

function feeInUsd(
  fee: Fee,
  chains: readonly Chain[],
  prices: readonly Token[],
): number | undefined {
  const chainType = chains.find((chain) => chain.chainKey === fee.chainKey)?.chainType
  const native = isNativeCoin(fee.address, chainType)
  const token = prices.find(
    (item) =>
      item.chainKey === fee.chainKey &&
      typeof item.price?.usd === 'number' &&
      (isSameAddress(item.address, fee.address) ||
        (native && isNativeCoin(item.address, chainType))),
  )
  const usd = token?.price?.usd
  if (!token || typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0) return undefined
  return (Number(fee.amount) / 10 ** token.decimals) * usd
}
