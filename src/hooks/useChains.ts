import { useQuery } from '@tanstack/react-query'
import type { Chain } from '../core/schemas/chain.js'
import { type GetChainsQueryKey, getChainsQueryOptions } from '../query/getChains.js'
import { useVtkitClient } from './context.js'
import type { QueryParameter } from './types.js'
import { useStoredCatalog } from './useStoredCatalog.js'

export type UseChainsParameters = { query?: QueryParameter<Chain[], Chain[], GetChainsQueryKey> }
export type UseChainsReturnType = ReturnType<typeof useChains>

/**
 * Every chain, shared by every component that asks: usable from the first page on (a partial
 * list until the last: `isPartialList(data)`), fetched once per session, kept for the next visit.
 */
export function useChains({ query }: UseChainsParameters = {}) {
  const client = useVtkitClient('useChains')
  return useQuery({
    ...useStoredCatalog('chains', client, getChainsQueryOptions(client)),
    ...query,
  })
}
