import type { QueryFunctionContext } from '@tanstack/react-query'
import { type ListOftsFilters, listOfts } from '../core/actions/listOfts.js'
import type { Client } from '../core/config.js'
import { sessionQueryOptions } from './shared.js'

export type ListOftsQueryKey = readonly [
  'vtkit',
  'ofts',
  { metadataUrl: string | undefined; filters: ListOftsFilters },
]

export function listOftsQueryKey(client: Client, filters: ListOftsFilters = {}): ListOftsQueryKey {
  return ['vtkit', 'ofts', { metadataUrl: client.metadataUrl, filters }]
}

export function listOftsQueryOptions(client: Client, filters: ListOftsFilters = {}) {
  return {
    ...sessionQueryOptions,
    queryKey: listOftsQueryKey(client, filters),
    queryFn: ({
      queryKey: [, , { filters: sent }],
      signal,
    }: QueryFunctionContext<ListOftsQueryKey>) => listOfts(client, { ...sent, signal }),
  }
}
