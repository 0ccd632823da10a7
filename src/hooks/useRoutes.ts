import { useQuery } from '@tanstack/react-query'
import { createRouteIndex, type RouteIndex } from '../core/routeIndex.js'
import type { Token } from '../core/schemas/token.js'
import { isTokenInScope, type TransferScope } from '../core/scope.js'
import {
  type GetRoutesParameters,
  type GetRoutesQueryKey,
  getRoutesQueryOptions,
} from '../query/getRoutes.js'
import { useVtkitClient } from './context.js'
import { memoizeByReference } from './internal/memo.js'
import { keepInScope, useScopedSelect } from './internal/useScopedSelect.js'
import type { QueryParameter } from './types.js'
import { useChains } from './useChains.js'

export type UseRoutesParameters = GetRoutesParameters & {
  /** Only the destinations the scope allows on its `to` side. */
  scope?: TransferScope | undefined
  query?: QueryParameter<Token[], RouteIndex, GetRoutesQueryKey>
}
export type UseRoutesReturnType = ReturnType<typeof useRoutes>

const toIndex = memoizeByReference((tokens: Token[]) => createRouteIndex(tokens))

/**
 * The destinations transferable from a source (the filtered `/tokens` call). No request until
 * both the chain and the token are known. `data.byChain`, `data.isRoute(dstChainKey, dstAddress)`.
 */
export function useRoutes({
  srcChainKey,
  srcTokenAddress,
  scope,
  query,
}: UseRoutesParameters = {}) {
  const client = useVtkitClient('useRoutes')
  const options = getRoutesQueryOptions(client, { srcChainKey, srcTokenAddress })
  const chains = useChains({ query: { enabled: scope !== undefined } }).data
  const scoped = useScopedSelect(
    scope,
    (tokens: Token[]) =>
      toIndex(keepInScope(tokens, (token) => isTokenInScope(token, scope, 'to', chains ?? []))),
    [chains],
  )
  return useQuery({
    ...options,
    ...query,
    enabled: options.enabled && query?.enabled !== false,
    select: scoped ?? toIndex,
  })
}
