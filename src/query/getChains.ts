import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { GetChainsErrorType } from '../core/actions/getChains.js'
import { getChains } from '../core/actions/getChains.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import type { Chain } from '../core/schemas/chain.js'
import { listQueryOptions, publishPages, withVtErrors } from './shared.js'

type GetChainsQueryKeyParts = readonly ['vtkit', 'chains', { baseUrl: string | undefined }]

/** The key, tagged with the data and error types it holds. */
export type GetChainsQueryKey = DataTag<
  GetChainsQueryKeyParts,
  Chain[],
  GetChainsErrorType | UnexpectedError
>

/** `getChains`' query key, tagged with its data and error types. */
export function getChainsQueryKey(client: Client): GetChainsQueryKey {
  return [
    'vtkit',
    'chains',
    { baseUrl: client.baseUrl },
  ] as GetChainsQueryKeyParts as GetChainsQueryKey
}

/** `getChains` as TanStack Query options (key, function, freshness): for `useQuery`, a prefetch or a server. */
export function getChainsQueryOptions(client: Client) {
  return withVtErrors({
    ...listQueryOptions,
    queryKey: getChainsQueryKey(client),
    queryFn: (context: QueryFunctionContext<GetChainsQueryKey>) =>
      getChains(client, { signal: context.signal, onPage: publishPages(context) }),
  })
}
