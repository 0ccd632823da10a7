import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { ListOftsErrorType } from '../core/actions/listOfts.js'
import { type ListOftsFilters, listOfts } from '../core/actions/listOfts.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import { sessionQueryOptions, withVtErrors } from './shared.js'

type ListOftsQueryKeyParts = readonly [
  'vtkit',
  'ofts',
  { metadataUrl: string | undefined; filters: ListOftsFilters },
]

/** The key, tagged with the data and error types it holds. */
export type ListOftsQueryKey = DataTag<
  ListOftsQueryKeyParts,
  Awaited<ReturnType<typeof listOfts>>,
  ListOftsErrorType | UnexpectedError
>

/** `listOfts`' query key for these filters, tagged with its data and error types. */
export function listOftsQueryKey(client: Client, filters: ListOftsFilters = {}): ListOftsQueryKey {
  return [
    'vtkit',
    'ofts',
    { metadataUrl: client.metadataUrl, filters },
  ] as ListOftsQueryKeyParts as ListOftsQueryKey
}

/** `listOfts` as TanStack Query options (key, function, freshness): for `useQuery`, a prefetch or a server. */
export function listOftsQueryOptions(client: Client, filters: ListOftsFilters = {}) {
  return withVtErrors({
    ...sessionQueryOptions,
    queryKey: listOftsQueryKey(client, filters),
    queryFn: ({
      queryKey: [, , { filters: sent }],
      signal,
    }: QueryFunctionContext<ListOftsQueryKey>) => listOfts(client, { ...sent, signal }),
  })
}
