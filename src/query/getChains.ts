import type { QueryFunctionContext } from '@tanstack/react-query'
import { getChains } from '../core/actions/getChains.js'
import type { Client } from '../core/config.js'
import { sessionQueryOptions } from './shared.js'

export type GetChainsQueryKey = readonly ['vtkit', 'chains', { baseUrl: string | undefined }]

export function getChainsQueryKey(client: Client): GetChainsQueryKey {
  return ['vtkit', 'chains', { baseUrl: client.baseUrl }]
}

export function getChainsQueryOptions(client: Client) {
  return {
    ...sessionQueryOptions,
    queryKey: getChainsQueryKey(client),
    queryFn: ({ signal }: QueryFunctionContext<GetChainsQueryKey>) => getChains(client, { signal }),
  }
}
