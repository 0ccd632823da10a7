import type { QueryFunctionContext } from '@tanstack/react-query'
import { getTokens } from '../core/actions/getTokens.js'
import type { Client } from '../core/config.js'
import { listQueryOptions, publishPages } from './shared.js'

export type GetTokensQueryKey = readonly ['vtkit', 'tokens', { baseUrl: string | undefined }]

export function getTokensQueryKey(client: Client): GetTokensQueryKey {
  return ['vtkit', 'tokens', { baseUrl: client.baseUrl }]
}

export function getTokensQueryOptions(client: Client) {
  return {
    ...listQueryOptions,
    queryKey: getTokensQueryKey(client),
    queryFn: (context: QueryFunctionContext<GetTokensQueryKey>) =>
      getTokens(client, { signal: context.signal, onPage: publishPages(context) }),
  }
}
