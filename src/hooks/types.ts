import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { VtError } from '../core/errors.js'

/** TanStack options a hook's caller may add, kept apart from the capability's own parameters. */
export type QueryParameter<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
> = Omit<
  UseQueryOptions<TQueryFnData, VtError, TData, TQueryKey>,
  'queryKey' | 'queryFn' | 'select'
>
