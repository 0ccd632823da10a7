import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { GetMetadataErrorType } from '../core/actions/getMetadata.js'
import { getMetadata } from '../core/actions/getMetadata.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import { sessionQueryOptions, withVtErrors } from './shared.js'

type GetMetadataQueryKeyParts = readonly ['vtkit', 'metadata', { baseUrl: string | undefined }]

/** The key, tagged with the data and error types it holds. */
export type GetMetadataQueryKey = DataTag<
  GetMetadataQueryKeyParts,
  Awaited<ReturnType<typeof getMetadata>>,
  GetMetadataErrorType | UnexpectedError
>

/** `getMetadata`'s query key, tagged with its data and error types. */
export function getMetadataQueryKey(client: Client): GetMetadataQueryKey {
  return [
    'vtkit',
    'metadata',
    { baseUrl: client.baseUrl },
  ] as GetMetadataQueryKeyParts as GetMetadataQueryKey
}

/** `getMetadata` as TanStack Query options (key, function, freshness): for `useQuery`, a prefetch or a server. */
export function getMetadataQueryOptions(client: Client) {
  return withVtErrors({
    ...sessionQueryOptions,
    queryKey: getMetadataQueryKey(client),
    queryFn: ({ signal }: QueryFunctionContext<GetMetadataQueryKey>) =>
      getMetadata(client, { signal }),
  })
}
