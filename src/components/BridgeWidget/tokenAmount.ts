import { isNativeTokenAddress, isSameAddress } from '../../core/address.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { TokenIndex } from '../../core/tokenIndex.js'
import { formatTokenAmount, usdValue } from '../format.js'

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
