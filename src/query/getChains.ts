import type { QueryFunctionContext } from '@tanstack/react-query'
import { getChains } from '../core/actions/getChains.js'
import type { Client } from '../core/config.js'
import { listQueryOptions, publishPages } from './shared.js'

export type GetChainsQueryKey = readonly ['vtkit', 'chains', { baseUrl: string | undefined }]

export function getChainsQueryKey(client: Client): GetChainsQueryKey {
  return ['vtkit', 'chains', { baseUrl: client.baseUrl }]
}

export function getChainsQueryOptions(client: Client) {
  return {
    ...listQueryOptions,
    queryKey: getChainsQueryKey(client),
    queryFn: (context: QueryFunctionContext<GetChainsQueryKey>) =>
      getChains(client, { signal: context.signal, onPage: publishPages(context) }),
  }
}
