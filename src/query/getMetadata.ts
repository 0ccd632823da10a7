import type { QueryFunctionContext } from '@tanstack/react-query'
import { getMetadata } from '../core/actions/getMetadata.js'
import type { Client } from '../core/config.js'
import { sessionQueryOptions } from './shared.js'

export type GetMetadataQueryKey = readonly ['vtkit', 'metadata', { baseUrl: string | undefined }]

export function getMetadataQueryKey(client: Client): GetMetadataQueryKey {
  return ['vtkit', 'metadata', { baseUrl: client.baseUrl }]
}

export function getMetadataQueryOptions(client: Client) {
  return {
    ...sessionQueryOptions,
    queryKey: getMetadataQueryKey(client),
    queryFn: ({ signal }: QueryFunctionContext<GetMetadataQueryKey>) =>
      getMetadata(client, { signal }),
  }
}
