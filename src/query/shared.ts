import type { QueryFunctionContext } from '@tanstack/react-query'
import { isVtError, UnexpectedError } from '../core/errors.js'
import { isPartialList } from '../core/partialList.js'

/**
 * Settings every vtkit query shares. The core already retries what is safe to retry (with
 * backoff and Retry-After), so TanStack's own retries stay off: they would multiply requests.
 * Asked whatever the browser says of its connection: offline, a request fails as the
 * `NetworkError` a card says, with its retry (TanStack's default would pause it, and the card would
 * wait with no word).
 */
export const baseQueryOptions = { retry: false, networkMode: 'always' } as const

/** Catalog data (chains, tokens, metadata): fetched once per session, shared by every component. */
export const sessionQueryOptions = {
  ...baseQueryOptions,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const

/**
 * Paged lists (chains, tokens, routes): shown page by page (see `publishPages`). Their data is
 * never structurally shared: a copy would lose the partial mark, and comparing 20,000 tokens
 * deeply on each page would cost more than it saves.
 */
export const listQueryOptions = { ...sessionQueryOptions, structuralSharing: false } as const

/**
 * Puts a list's pages in the cache as they arrive: the query has data after the first page (a
 * partial list, `isPartialList`) and goes on fetching until the last. The list is shown again
 * each time it has doubled (pages 1, 2, 4, 8…, then whole): every showing rebuilds indexes and
 * re-renders what reads it, so that work stays proportional to the list, not to its pages. A
 * whole list already there (stored from an earlier visit, or fetched before) stays until the new
 * one is whole, and a partial one is only replaced by one at least twice as long.
 */
export function publishPages<T>({ client, queryKey, signal }: QueryFunctionContext) {
  return (itemsSoFar: T[]) => {
    // `client` is in the context from TanStack Query 5.66 on: earlier, the list comes whole.
    if (!client || signal.aborted) return
    const current = client.getQueryData<T[]>(queryKey)
    if (current && (!isPartialList(current) || itemsSoFar.length < current.length * 2)) return
    client.setQueryData(queryKey, itemsSoFar)
  }
}

/**
 * Query options whose query function fails only with `VtError`s, as the keys' error types say:
 * anything else (a bug, a `TypeError`) is wrapped in an `UnexpectedError`, never handed to the UI
 * as it is.
 */
export function withVtErrors<TOptions extends { queryFn: (context: never) => unknown }>(
  options: TOptions,
): TOptions {
  const { queryFn } = options
  return {
    ...options,
    queryFn: (async (context: never) => {
      try {
        return await queryFn(context)
      } catch (error) {
        throw isVtError(error) ? error : new UnexpectedError(error)
      }
    }) as TOptions['queryFn'],
  }
}
