import { isNativeCoin, isSameAddress } from '../../../address.js'
import { formatAmount } from '../../../amounts.js'
import { type Catalogue, decimalsOf } from './assets.js'

/** A token's symbol from the catalogue, a native coin's from its chain; undefined if none says. */
export function symbolOf(
  context: Catalogue,
  token: { chainKey: string; address: string },
): string | undefined {
  const chain = context.chains.find((item) => item.chainKey === token.chainKey)
  const native = isNativeCoin(token.address, chain?.chainType)
  if (native)
    return chain?.nativeCurrency?.symbol ?? (chain?.chainType === 'SOLANA' ? 'SOL' : undefined)
  return context.prices?.find(
    (item) => item.chainKey === token.chainKey && isSameAddress(item.address, token.address),
  )?.symbol
}

/** "1.5 USDC" where the catalogue knows the token; "1500000 units of 0x…" where it does not. */
export function describeAmount(
  context: Catalogue,
  token: { chainKey: string; address: string },
  amount: bigint,
): string {
  const decimals = decimalsOf(context, token)
  const symbol = symbolOf(context, token)
  if (decimals === undefined || symbol === undefined)
    return `${amount} units of ${symbol ?? token.address}`
  return `${formatAmount(amount, decimals)} ${symbol}`
}
