import type { ChainType } from '../core/schemas/chain.js'
import { isNativeOf } from './catalogBuild.js'
import type { Catalog, TokenInfo } from './catalogTypes.js'
import { type SimRouteKind, simRouteKind } from './routeNames.js'

export type RouteQuery = {
  /** A route type by its production or specification name (`STARGATE_V2_TAXI`, `INTENTA`), or its kind (`taxi`). */
  routeType?: string
  srcChainType?: ChainType
  dstChainType?: ChainType
  /** The source is the chain's native coin (true) or a token (false). */
  native?: boolean
  srcChainKey?: string
  dstChainKey?: string
  symbol?: string
}

/** The first source and destination in the catalog that match: handy for stories, demos and tests. */
export function findRoute(
  catalog: Catalog,
  query: RouteQuery = {},
): { source: TokenInfo; destination: TokenInfo; routeTypes: SimRouteKind[] } {
  const kind = query.routeType === undefined ? undefined : simRouteKind(query.routeType)
  if (query.routeType !== undefined && kind === undefined)
    throw new RangeError(`not a route type of the simulator: ${query.routeType}`)
  for (const token of catalog.tokens) {
    const source = catalog.token(token.chainKey, token.address)
    if (!source || !matchesSource(source, query)) continue
    for (const route of catalog.routesFrom(source)) {
      const destination = catalog.token(route.token.chainKey, route.token.address)
      if (!destination) continue
      if (kind && !route.routeTypes.includes(kind)) continue
      if (query.dstChainType && destination.chain.chainType !== query.dstChainType) continue
      if (query.dstChainKey && destination.token.chainKey !== query.dstChainKey) continue
      return { source, destination, routeTypes: route.routeTypes }
    }
  }
  throw new RangeError(`no route in the catalog matches ${JSON.stringify(query)}`)
}

function matchesSource(source: TokenInfo, query: RouteQuery): boolean {
  if (query.srcChainType && source.chain.chainType !== query.srcChainType) return false
  if (query.srcChainKey && source.token.chainKey !== query.srcChainKey) return false
  if (query.symbol && source.token.symbol !== query.symbol) return false
  if (query.native !== undefined && isNativeOf(source.chain, source.token.address) !== query.native)
    return false
  return true
}
