import { useQuery } from '@tanstack/react-query'
import type { ContractRegistry } from '../../core/registry/contractRegistry.js'
import { loadProductionRegistry } from '../../core/registry/loadRegistry.js'

/**
 * vtkit's registry of production contracts, loaded once per page on first use (its data is a
 * chunk of its own). `ready` is false while it loads; `registry` is undefined if it could not be.
 */
export function useProductionRegistry(): {
  ready: boolean
  registry: ContractRegistry | undefined
} {
  const query = useQuery({
    queryKey: ['vtkit', 'productionRegistry'],
    queryFn: async () => (await loadProductionRegistry()) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return { ready: !query.isPending, registry: query.data ?? undefined }
}
