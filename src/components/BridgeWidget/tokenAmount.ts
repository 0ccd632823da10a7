import { isNativeCoin, isNativeTokenAddress, isSameAddress } from '../../core/address.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { TokenIndex } from '../../core/tokenIndex.js'
import { formatTokenAmount, formatUsd } from '../format.js'

export type TokenAmountParts = { amount: string; symbol: string; usd: string | undefined }

/**
 * An amount of a token on a chain for people ("2 USDC"), from the catalogue or the chain's native
 * coin; undefined when neither knows the token (its decimals are then unknown).
 */
export function describeTokenAmount(
  value: string | bigint,
  chainKey: string,
  address: string,
  context: { tokens: TokenIndex | undefined; chains: readonly Chain[]; locale: string | undefined },
): TokenAmountParts | undefined {
  const token = context.tokens?.get(chainKey, address)
  const native = context.chains.find((chain) => chain.chainKey === chainKey)?.nativeCurrency
  const known =
    token ??
    (native && (isSameAddress(native.address, address) || isNativeTokenAddress(address))
      ? { ...native, price: undefined }
      : undefined)
  if (!known) return undefined
  return {
    amount: formatTokenAmount(value, known.decimals, context.locale),
    symbol: known.symbol,
    usd: usdValue(value, known.decimals, known.price?.usd ?? undefined, context.locale),
  }
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

/**
 * What a Solana wallet keeps when MAX sends SOL: its account's rent-exempt minimum (an account
 * left below it cannot stay) and the signature fees of a transfer and of a retry, in lamports.
 */
export const SOLANA_MAX_RESERVE = 890_880n + 2n * 5_000n

/**
 * What MAX fills in: the whole balance of a token; of SOL, the balance less what the wallet must
 * keep and the quoted fees paid in SOL on top (never below zero).
 */
export function maxSendable(
  available: bigint,
  source: { chainType: string | undefined; native: boolean },
  quote: Quote | undefined,
): bigint {
  if (source.chainType !== 'SOLANA' || !source.native) return available
  let keep = SOLANA_MAX_RESERVE
  const sourceChain = quote?.routeSteps[0]?.srcChainKey
  for (const fee of quote?.fees ?? [])
    if (
      fee.chainKey === sourceChain &&
      isNativeCoin(fee.address, 'SOLANA') &&
      /^\d+$/.test(fee.amount)
    )
      keep += BigInt(fee.amount)
  return available > keep ? available - keep : 0n
}
