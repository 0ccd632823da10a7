import { isSameAddress } from './address.js'
import { isPartialList } from './partialList.js'
import type { Token } from './schemas/token.js'

/** The destinations of a source, grouped by destination chain. */
export type RouteIndex = {
  readonly tokens: readonly Token[]
  /** Only the pages that have arrived so far: more destinations are on their way. */
  readonly partial: boolean
  readonly byChain: ReadonlyMap<string, readonly Token[]>
  /** Whether the filtered `/tokens` answer lists this destination (addresses compared as the service does). */
  isRoute(dstChainKey: string, dstTokenAddress: string): boolean
}

/** A source's destinations (the filtered `/tokens` answer) grouped by chain: what the To picker offers. */
export function createRouteIndex(tokens: readonly Token[]): RouteIndex {
  const byChain = new Map<string, Token[]>()
  for (const token of tokens) {
    const list = byChain.get(token.chainKey) ?? []
    list.push(token)
    byChain.set(token.chainKey, list)
  }
  return {
    tokens,
    partial: isPartialList(tokens),
    byChain,
    isRoute: (dstChainKey, dstTokenAddress) =>
      (byChain.get(dstChainKey) ?? []).some((token) =>
        isSameAddress(token.address, dstTokenAddress),
      ),
  }
}
