import { isNativeCoin, isSameAddress } from '../address.js'
import type { Chain } from '../schemas/chain.js'
import type { Fee, Quote } from '../schemas/quote.js'
import type { Token } from '../schemas/token.js'
import type { AddFinding } from './stepRules.js'

/**
 * How far the priced fee list may exceed `feeUsd`: prices move between the quote and the catalogue
 * vtkit priced it with, but an inflated list (5 ETH of "fees" beside `feeUsd` $0.07) is far beyond.
 */
const RELATIVE_TOLERANCE = 0.25
const ABSOLUTE_TOLERANCE_USD = 0.05

/**
 * The fee list, priced with the tokens vtkit knows (the quote response's and the catalogue's),
 * must agree with the quote's own `feeUsd`: it is the fee list that lets native value through, and
 * `feeUsd` is what the user is shown. Fees without a known price are left out, so the sum is a
 * floor: it can only under-count, never refuse an honest quote.
 */
export function verifyFeesAgainstFeeUsd(
  quote: Quote,
  chains: readonly Chain[],
  prices: readonly Token[] | undefined,
  add: AddFinding,
): void {
  const stated = Number(quote.feeUsd)
  if (quote.feeUsd === undefined || !Number.isFinite(stated) || !prices?.length) return
  let priced = 0
  for (const fee of quote.fees) {
    const usd = feeInUsd(fee, chains, prices)
    if (usd !== undefined) priced += usd
  }
  if (priced > stated * (1 + RELATIVE_TOLERANCE) + ABSOLUTE_TOLERANCE_USD) {
    add(
      'fees-disagree-with-fee-usd',
      -1,
      'refuse',
      `the quote lists fees worth about $${priced.toFixed(2)} but says its fees are $${stated.toFixed(2)}`,
    )
  }
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
