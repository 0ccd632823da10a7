import { QueryClient } from '@tanstack/react-query'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { BuildOftTransferErrorType } from '../../src/core/actions/buildOftTransfer.js'
import type { GetChainsErrorType } from '../../src/core/actions/getChains.js'
import type { GetMetadataErrorType } from '../../src/core/actions/getMetadata.js'
import type { GetQuotesErrorType } from '../../src/core/actions/getQuotes.js'
import type { GetStatusErrorType } from '../../src/core/actions/getStatus.js'
import type { GetTokensErrorType } from '../../src/core/actions/getTokens.js'
import type { ListOftsErrorType } from '../../src/core/actions/listOfts.js'
import type { UnexpectedError } from '../../src/core/errors.js'
import {
  type Chain,
  createClient,
  type GetQuotesReturnType,
  type Token,
  type TransferStatus,
} from '../../src/exports/core.js'
import {
  buildOftTransferQueryOptions,
  getChainsQueryKey,
  getChainsQueryOptions,
  getMetadataQueryOptions,
  getQuotesQueryKey,
  getQuotesQueryOptions,
  getRoutesQueryOptions,
  getStatusQueryKey,
  getStatusQueryOptions,
  getTokensQueryKey,
  getTokensQueryOptions,
  listOftsQueryOptions,
} from '../../src/exports/index.js'
import type { useChains } from '../../src/hooks/useChains.js'
import type { useMetadata } from '../../src/hooks/useMetadata.js'
import type { useOftList } from '../../src/hooks/useOftList.js'
import type { useOftTransfer } from '../../src/hooks/useOftTransfer.js'
import type { useQuote } from '../../src/hooks/useQuote.js'
import type { useTokens } from '../../src/hooks/useTokens.js'
import type { useTransferStatus } from '../../src/hooks/useTransferStatus.js'

const client = createClient({
  baseUrl: 'https://api.example/v1',
  metadataUrl: 'https://meta.example/oft/v1',
  apiKey: 'k',
})
const request = {
  amount: '1',
  srcChainKey: 'base',
  srcTokenAddress: '0x1',
  srcWalletAddress: '0x2',
  dstChainKey: 'arbitrum',
  dstTokenAddress: '0x3',
  dstWalletAddress: '0x4',
}

/** The options without the query function, which a snapshot cannot hold. */
const shape = ({ queryFn: _queryFn, ...options }: { queryFn: unknown }) => options

describe('query option builders (no React)', () => {
  it('have stable keys and options', () => {
    expect({
      chains: shape(getChainsQueryOptions(client)),
      tokens: shape(getTokensQueryOptions(client)),
      routes: shape(
        getRoutesQueryOptions(client, { srcChainKey: 'base', srcTokenAddress: '0xAbC' }),
      ),
      routesIncomplete: shape(getRoutesQueryOptions(client, { srcChainKey: 'base' })),
      metadata: shape(getMetadataQueryOptions(client)),
      quotes: shape(getQuotesQueryOptions(client, request)),
      quotesDisabled: shape(getQuotesQueryOptions(client, undefined)),
      status: shape(getStatusQueryOptions(client, { quoteId: 'q_1', txHash: '0xab' })),
      ofts: shape(listOftsQueryOptions(client, { symbols: ['ZRO'] })),
      oftTransfer: shape(buildOftTransferQueryOptions(client, undefined)),
    }).toMatchSnapshot()
  })

  it('never put the API key into a key', () => {
    const keys = [
      getQuotesQueryOptions(client, request),
      getStatusQueryOptions(client, { quoteId: 'q' }),
    ].map((options) => JSON.stringify(options.queryKey))
    for (const key of keys) expect(key).not.toContain('"k"')
  })
})

describe('query keys', () => {
  it('carry the type of their data and error, as queryOptions() tags them', () => {
    const queryClient = new QueryClient()
    expectTypeOf(queryClient.getQueryData(getChainsQueryKey(client))).toEqualTypeOf<
      Chain[] | undefined
    >()
    expectTypeOf(queryClient.getQueryData(getTokensQueryKey(client))).toEqualTypeOf<
      Token[] | undefined
    >()
    expectTypeOf(queryClient.getQueryData(getQuotesQueryKey(client, request))).toEqualTypeOf<
      GetQuotesReturnType | undefined
    >()
    expectTypeOf(
      queryClient.getQueryData(getStatusQueryKey(client, { quoteId: 'q' })),
    ).toEqualTypeOf<TransferStatus | undefined>()
    // Only a type: the key itself is the same array.
    expect(getChainsQueryKey(client)).toEqual(['vtkit', 'chains', { baseUrl: client.baseUrl }])
  })
})

describe('the hooks’ errors', () => {
  it('are their action’s own error types, or an UnexpectedError (a query that failed otherwise)', () => {
    type ErrorOf<Hook extends (...args: never[]) => { error: unknown }> = ReturnType<Hook>['error']
    expectTypeOf<ErrorOf<typeof useChains>>().toEqualTypeOf<
      GetChainsErrorType | UnexpectedError | null
    >()
    expectTypeOf<ErrorOf<typeof useTokens>>().toEqualTypeOf<
      GetTokensErrorType | UnexpectedError | null
    >()
    expectTypeOf<ErrorOf<typeof useMetadata>>().toEqualTypeOf<
      GetMetadataErrorType | UnexpectedError | null
    >()
    expectTypeOf<ErrorOf<typeof useOftList>>().toEqualTypeOf<
      ListOftsErrorType | UnexpectedError | null
    >()
    expectTypeOf<ErrorOf<typeof useOftTransfer>>().toEqualTypeOf<
      BuildOftTransferErrorType | UnexpectedError | null
    >()
    expectTypeOf<ErrorOf<typeof useQuote>>().toEqualTypeOf<
      GetQuotesErrorType | GetChainsErrorType | UnexpectedError | null
    >()
    expectTypeOf<ErrorOf<typeof useTransferStatus>>().toEqualTypeOf<
      GetStatusErrorType | UnexpectedError | null
    >()
    expect(true).toBe(true)
  })
})

describe('the query functions', () => {
  it('fail only with VtErrors: anything else reaches the hooks as an UnexpectedError', async () => {
    // Run without its request (a refetch() of a disabled query): a TypeError inside, wrapped.
    const { queryFn, queryKey } = getQuotesQueryOptions(client, undefined)
    const failure = await queryFn({
      queryKey,
      signal: new AbortController().signal,
      meta: undefined,
      client: new QueryClient(),
    } as never).catch((caught: unknown) => caught)
    expect(failure).toMatchObject({ name: 'UnexpectedError' })
    expect((failure as Error & { cause?: unknown }).cause).toBeInstanceOf(TypeError)
  })
})
