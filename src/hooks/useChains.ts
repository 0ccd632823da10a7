import { useQuery } from '@tanstack/react-query'
import type { Chain } from '../core/schemas/chain.js'
import { isChainInScope, type ScopeSide, type TransferScope } from '../core/scope.js'
import { type GetChainsQueryKey, getChainsQueryOptions } from '../query/getChains.js'
import { useVtkitClient } from './context.js'
import { keepInScope, useScopedSelect } from './internal/useScopedSelect.js'
import { useStoredCatalog } from './internal/useStoredCatalog.js'
import type { QueryParameter } from './types.js'

export type UseChainsParameters = {
  /** Only the chains that may be picked on `side` (default `from`), as the widget's pickers list them. */
  scope?: TransferScope | undefined
  side?: ScopeSide | undefined
  query?: QueryParameter<Chain[], Chain[], GetChainsQueryKey>
}
export type UseChainsReturnType = ReturnType<typeof useChains>

/**
 * Every chain, shared by every component that asks: usable from the first page on (a partial
 * list until the last: `isPartialList(data)`), fetched once per session, kept for the next visit.
 */
export function useChains({ scope, side = 'from', query }: UseChainsParameters = {}) {
  const client = useVtkitClient('useChains')
  const select = useScopedSelect(
    scope,
    (chains: Chain[]) => keepInScope(chains, (chain) => isChainInScope(chain, scope, side)),
    [side],
  )
  return useQuery({
    ...useStoredCatalog('chains', client, getChainsQueryOptions(client)),
    ...query,
    select,
  })
}
