import { isNativeCoin, isSameAddress } from '../../../address.js'
import type { Chain } from '../../../schemas/chain.js'
import type { Token } from '../../../schemas/token.js'
import type { LedgerAsset } from '../../types/index.js'

/** What a token's decimals and symbol are read from: the chains, the catalogue, the chains' own answers. */
export type Catalogue = {
  chains: readonly Chain[]
  prices?: readonly Token[] | undefined
  tokenDecimals?: Readonly<Record<string, number>> | undefined
}

/** The asset an address names on a chain (the native coin by vtkit's own knowledge, never `/chains`). */
export function assetOf(chains: readonly Chain[], chainKey: string, address: string): LedgerAsset {
  const chainType = chains.find((chain) => chain.chainKey === chainKey)?.chainType
  return { chainKey, address, native: isNativeCoin(address, chainType) }
}

export function sameAsset(a: LedgerAsset, b: LedgerAsset): boolean {
  return a.chainKey === b.chainKey && (a.native ? b.native : isSameAddress(a.address, b.address))
}

/** SOL's decimals: a fact of the chain type, not the service's word. */
const SOLANA_NATIVE_DECIMALS = 9

/**
 * A token's decimals as its contract answers on chain (`tokenDecimals`), else from the catalogue
 * (the quote response's tokens and `/tokens`), a native coin's from its chain; undefined where
 * none says, or where the catalogue's answers disagree.
 */
export function decimalsOf(
  context: Catalogue,
  token: { chainKey: string; address: string },
): number | undefined {
  const onChain = context.tokenDecimals?.[`${token.chainKey}:${token.address.toLowerCase()}`]
  if (onChain !== undefined) return onChain
  const chain = context.chains.find((item) => item.chainKey === token.chainKey)
  const native = isNativeCoin(token.address, chain?.chainType)
  if (native && chain?.chainType === 'SOLANA') return SOLANA_NATIVE_DECIMALS
  const listed = new Set(
    (context.prices ?? [])
      .filter(
        (item) =>
          item.chainKey === token.chainKey &&
          (isSameAddress(item.address, token.address) ||
            (native && isNativeCoin(item.address, chain?.chainType))),
      )
      .map((item) => item.decimals),
  )
  if (native && chain?.nativeCurrency) listed.add(chain.nativeCurrency.decimals)
  // Two answers for one token: which is meant cannot be told, so neither is used.
  return listed.size === 1 ? [...listed][0] : undefined
}

/** An amount in one token's decimals expressed in another's, rounded down. */
export function convertUnits(amount: bigint, from: number, to: number): bigint {
  if (to >= from) return amount * 10n ** BigInt(to - from)
  return amount / 10n ** BigInt(from - to)
}
