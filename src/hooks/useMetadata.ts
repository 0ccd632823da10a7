import { useQuery } from '@tanstack/react-query'
import type { Metadata } from '../core/schemas/metadata.js'
import { type GetMetadataQueryKey, getMetadataQueryOptions } from '../query/getMetadata.js'
import { useVtkitClient } from './context.js'
import { useStoredCatalog } from './internal/useStoredCatalog.js'
import type { QueryParameter } from './types.js'

export type UseMetadataParameters = {
  query?: QueryParameter<Metadata, Metadata, GetMetadataQueryKey>
}
export type UseMetadataReturnType = ReturnType<typeof useMetadata>

/** Per chain key, the multicall and transfer delegate addresses: what step verification checks against. */
export function useMetadata({ query }: UseMetadataParameters = {}) {
  const client = useVtkitClient('useMetadata')
  return useQuery({
    ...useStoredCatalog('metadata', client, getMetadataQueryOptions(client)),
    ...query,
  })
}
