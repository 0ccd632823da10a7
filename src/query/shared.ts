/**
 * Settings every vtkit query shares. The core already retries what is safe to retry (with
 * backoff and Retry-After), so TanStack's own retries stay off: they would multiply requests.
 */
export const baseQueryOptions = { retry: false } as const

/** Catalog data (chains, tokens, metadata): fetched once per session, shared by every component. */
export const sessionQueryOptions = {
  ...baseQueryOptions,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const
