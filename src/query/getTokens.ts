import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { GetTokensErrorType } from '../core/actions/getTokens.js'
import { getTokens } from '../core/actions/getTokens.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import type { Token } from '../core/schemas/token.js'
import { listQueryOptions, publishPages, withVtErrors } from './shared.js'

type GetTokensQueryKeyParts = readonly ['vtkit', 'tokens', { baseUrl: string | undefined }]

/** The key, tagged with the data and error types it holds. */
export type GetTokensQueryKey = DataTag<
  GetTokensQueryKeyParts,
  Token[],
  GetTokensErrorType | UnexpectedError
>

/** `getTokens`' query key, tagged with its data and error types. */
export function getTokensQueryKey(client: Client): GetTokensQueryKey {
  return [
    'vtkit',
    'tokens',
    { baseUrl: client.baseUrl },
  ] as GetTokensQueryKeyParts as GetTokensQueryKey
}

/** `getTokens` as TanStack Query options (key, function, freshness): for `useQuery`, a prefetch or a server. */
export function getTokensQueryOptions(client: Client) {
  return withVtErrors({
    ...listQueryOptions,
    queryKey: getTokensQueryKey(client),
    queryFn: (context: QueryFunctionContext<GetTokensQueryKey>) =>
      getTokens(client, { signal: context.signal, onPage: publishPages(context) }),
  })
}
