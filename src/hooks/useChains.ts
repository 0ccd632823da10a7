import { useQuery } from '@tanstack/react-query'
import type { Chain } from '../core/schemas/chain.js'
import { type GetChainsQueryKey, getChainsQueryOptions } from '../query/getChains.js'
import { useVtkitClient } from './context.js'
import type { QueryParameter } from './types.js'

export type UseChainsParameters = { query?: QueryParameter<Chain[], Chain[], GetChainsQueryKey> }
export type UseChainsReturnType = ReturnType<typeof useChains>

/** Every chain (all pages), fetched once per session and shared by every component that asks. */
export function useChains({ query }: UseChainsParameters = {}) {
  const client = useVtkitClient('useChains')
  return useQuery({ ...getChainsQueryOptions(client), ...query })
}
