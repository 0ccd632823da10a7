import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { GetTokensErrorType } from '../core/actions/getTokens.js'
import { getTokens } from '../core/actions/getTokens.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import type { Token } from '../core/schemas/token.js'
import { listQueryOptions, publishPages, withVtErrors } from './shared.js'

export type GetRoutesParameters = {
  srcChainKey?: string | undefined
  srcTokenAddress?: string | undefined
}
type GetRoutesQueryKeyParts = readonly [
  'vtkit',
  'routes',
  {
    baseUrl: string | undefined
    srcChainKey: string | undefined
    srcTokenAddress: string | undefined
  },
]

/** The key, tagged with the data and error types it holds. */
export type GetRoutesQueryKey = DataTag<
  GetRoutesQueryKeyParts,
  Token[],
  GetTokensErrorType | UnexpectedError
>

/** `getRoutes`' query key for a source, tagged with its data and error types. */
export function getRoutesQueryKey(
  client: Client,
  { srcChainKey, srcTokenAddress }: GetRoutesParameters,
): GetRoutesQueryKey {
  // Hex addresses are one address in any case: one cache entry for them.
  const address =
    srcTokenAddress && /^0x/i.test(srcTokenAddress)
      ? srcTokenAddress.toLowerCase()
      : srcTokenAddress
  return [
    'vtkit',
    'routes',
    {
      baseUrl: client.baseUrl,
      srcChainKey: srcChainKey || undefined,
      srcTokenAddress: address || undefined,
    },
  ] as GetRoutesQueryKeyParts as GetRoutesQueryKey
}

/** The destinations of a source. Disabled until both parts are known: the spec requires both filters. */
export function getRoutesQueryOptions(client: Client, parameters: GetRoutesParameters) {
  const queryKey = getRoutesQueryKey(client, parameters)
  return withVtErrors({
    ...listQueryOptions,
    queryKey,
    enabled: Boolean(queryKey[2].srcChainKey && queryKey[2].srcTokenAddress),
    queryFn: (context: QueryFunctionContext<GetRoutesQueryKey>) => {
      const { srcChainKey, srcTokenAddress } = context.queryKey[2]
      return getTokens(client, {
        transferrableFrom: { chainKey: srcChainKey ?? '', tokenAddress: srcTokenAddress ?? '' },
        signal: context.signal,
        onPage: publishPages(context),
      })
    },
  })
}
