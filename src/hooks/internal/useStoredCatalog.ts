import { type QueryFunctionContext, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import type { Client } from '../../core/config.js'
import { isPartialList } from '../../core/partialList.js'
import {
  type CatalogName,
  catalogStorage,
  readCatalog,
  type StoredCatalog,
  writeCatalog,
} from './catalogStorage.js'

/** `VtkitProvider`'s `persistCatalogs`: whether chains, tokens and metadata are kept between visits. */
export const PersistCatalogsContext = createContext(true)

/** Shown without asking the service again while younger than this; revalidated once older. */
export const CATALOG_FRESH_MS = 10 * 60_000

// What this page fetched is fresh for the session; what an earlier visit stored, for a while.
const pageLoadedAt = Date.now()
const subscribeToNothing = () => () => {}

type CatalogQueryOptions<TData, TKey extends QueryKey> = {
  queryKey: TKey
  queryFn: (context: QueryFunctionContext<TKey>) => Promise<TData>
}

/**
 * A catalogue query (chains, tokens, metadata) that a return visit answers from storage at once
 * (stale-while-revalidate: asked again in the background once older than `CATALOG_FRESH_MS`)
 * and that stores what it fetches whole. A list stored partial is completed at once. A server
 * render and its hydration show no stored data (the server has none): it comes in right after.
 */
export function useStoredCatalog<TData, TKey extends QueryKey>(
  name: CatalogName,
  client: Client,
  options: CatalogQueryOptions<TData, TKey>,
) {
  const storage = useContext(PersistCatalogsContext) ? catalogStorage() : undefined
  const queryClient = useQueryClient()
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
  const { queryKey } = options
  // Read once, by the first component that finds the cache empty (never over what streams in).
  const empty = () => queryClient.getQueryData(queryKey) === undefined
  const [stored] = useState<StoredCatalog | undefined>(() =>
    storage && !hydrating && empty() ? readCatalog(storage, name, client.baseUrl) : undefined,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit (hydration)
  useEffect(() => {
    if (!storage || !empty()) return
    const late = readCatalog(storage, name, client.baseUrl)
    if (late) queryClient.setQueryData(queryKey, late.data as never, { updatedAt: late.savedAt })
  }, [])
  // A number, not TanStack's staleTime function (5.x releases before it would take it as NaN:
  // always stale): what this page fetched is fresh for the session, what an earlier visit
  // stored for a while, and a partial list not at all.
  const state = queryClient.getQueryState(queryKey)
  const data = state?.data ?? stored?.data
  const updatedAt = state?.dataUpdatedAt ?? stored?.savedAt ?? pageLoadedAt
  return {
    ...options,
    ...(stored && { initialData: stored.data as TData, initialDataUpdatedAt: stored.savedAt }),
    staleTime: isPartialList(data)
      ? 0
      : updatedAt < pageLoadedAt
        ? CATALOG_FRESH_MS
        : Number.POSITIVE_INFINITY,
    queryFn: async (context: QueryFunctionContext<TKey>) => {
      const data = await options.queryFn(context)
      if (storage) writeCatalog(storage, name, client.baseUrl, data)
      return data
    },
  }
}
