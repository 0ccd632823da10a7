import type { QueryFunctionContext } from '@tanstack/react-query'
import { getTokens } from '../core/actions/getTokens.js'
import type { Client } from '../core/config.js'
import { sessionQueryOptions } from './shared.js'

export type GetTokensQueryKey = readonly ['vtkit', 'tokens', { baseUrl: string | undefined }]

export function getTokensQueryKey(client: Client): GetTokensQueryKey {
  return ['vtkit', 'tokens', { baseUrl: client.baseUrl }]
}

export function getTokensQueryOptions(client: Client) {
  return {
    ...sessionQueryOptions,
    queryKey: getTokensQueryKey(client),
    queryFn: ({ signal }: QueryFunctionContext<GetTokensQueryKey>) => getTokens(client, { signal }),
  }
}
