import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { GetQuotesErrorType, GetQuotesReturnType } from '../core/actions/getQuotes.js'
import { getQuotes } from '../core/actions/getQuotes.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import type { QuoteRequest } from '../core/schemas/quote.js'
import { baseQueryOptions, withVtErrors } from './shared.js'

type GetQuotesQueryKeyParts = readonly [
  'vtkit',
  'quotes',
  { baseUrl: string | undefined; request: QuoteRequest | undefined },
]

/** The key, tagged with the data and error types it holds. */
export type GetQuotesQueryKey = DataTag<
  GetQuotesQueryKeyParts,
  GetQuotesReturnType,
  GetQuotesErrorType | UnexpectedError
>

/** `getQuotes`' query key for a request, tagged with its data and error types. */
export function getQuotesQueryKey(
  client: Client,
  request: QuoteRequest | undefined,
): GetQuotesQueryKey {
  return [
    'vtkit',
    'quotes',
    { baseUrl: client.baseUrl, request },
  ] as GetQuotesQueryKeyParts as GetQuotesQueryKey
}

/**
 * Quotes for one request. Never refetched behind the user's back (focus, reconnect): a quote
 * changes only when its input changes or it expires, which `useQuote` handles.
 */
export function getQuotesQueryOptions(client: Client, request: QuoteRequest | undefined) {
  return withVtErrors({
    ...baseQueryOptions,
    queryKey: getQuotesQueryKey(client, request),
    enabled: request !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: ({
      queryKey: [, , { request: sent }],
      signal,
    }: QueryFunctionContext<GetQuotesQueryKey>) => {
      if (!sent)
        throw new TypeError('getQuotes query ran without a request (it should be disabled)')
      return getQuotes(client, { ...sent, signal })
    },
  })
}
