import type { InferErrorFromTag, QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { VtError } from '../core/errors.js'

/**
 * TanStack options a hook's caller may add, kept apart from the capability's own parameters. The
 * error type is the action's own, read from the key's tag (`GetChainsErrorType` for `useChains`).
 */
export type QueryParameter<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
> = Omit<
  UseQueryOptions<TQueryFnData, InferErrorFromTag<VtError, TQueryKey>, TData, TQueryKey>,
  'queryKey' | 'queryFn' | 'select'
>
