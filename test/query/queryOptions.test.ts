import { QueryClient } from '@tanstack/react-query'
import { describe, expect, expectTypeOf, it } from 'vitest'
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
