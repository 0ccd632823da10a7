import { describe, expect, it } from 'vitest'
import {
  ApiError,
  buildOftTransfer,
  buildUserSteps,
  getChains,
  getChainsPage,
  getMetadata,
  getOftOpenApi,
  getQuotes,
  getStatus,
  getTokens,
  getTokensPage,
  InvalidInputError,
  isSameAddress,
  listOfts,
  QuoteNotFoundError,
  submitSignature,
} from '../../src/exports/core.js'
import { createManualClock } from '../../src/exports/testing.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import {
  clientFor,
  sharedCatalog,
  wallets,
  withSimulatorServer,
} from '../helpers/simulatorServer.js'

const clock = createManualClock()
const server = withSimulatorServer({ clock })

describe('getChains', () => {
  it('returns every chain, following every page', async () => {
    const chains = await getChains(clientFor(server()))
    expect(chains).toHaveLength(sharedCatalog.chains.length)
    expect(chains.length).toBeGreaterThanOrEqual(150)
    expect(new Set(chains.map((chain) => chain.chainType))).toEqual(
      new Set(['EVM', 'SOLANA', 'STARKNET']),
    )
    expect(server().simulator.count('/chains')).toBe(Math.ceil(chains.length / 50))
  })

  it('keeps chains that omit nativeCurrency or chainId, as the spec allows', async () => {
    const chains = await getChains(clientFor(server()))
    expect(chains.some((chain) => chain.nativeCurrency === undefined)).toBe(true)
    expect(chains.some((chain) => chain.chainId === undefined)).toBe(true)
    expect(chains.find((chain) => chain.chainKey === 'solana')?.chainId).toBe(0)
  })

  it('offers the page-by-page form', async () => {
    const first = await getChainsPage(clientFor(server()))
    expect(first.chains).toHaveLength(50)
    expect(first.nextToken).toEqual(expect.any(String))
    const second = await getChainsPage(clientFor(server()), { nextToken: first.nextToken })
    expect(second.chains[0]?.chainKey).toBe(sharedCatalog.chains[50]?.chainKey)
    const request = server().simulator.requests.at(-1)
    expect(request?.url).toContain('pagination%5BnextToken%5D=')
  })
})

describe('getTokens', () => {
  it('returns the whole catalog over its pages', async () => {
    const tokens = await getTokens(clientFor(server()))
    expect(tokens).toHaveLength(sharedCatalog.tokens.length)
    expect(tokens.length).toBeGreaterThanOrEqual(5_000)
    expect(server().simulator.count('/tokens')).toBe(Math.ceil(tokens.length / 500))
  })

  it('returns the destinations reachable from a source, with both filters sent together', async () => {
    const { route } = quoteRequestFor({ symbol: 'USDC', srcChainKey: 'base' })
    const source = route.source.token
    const tokens = await getTokens(clientFor(server()), {
      transferrableFrom: {
        chainKey: source.chainKey,
        tokenAddress: source.address.toUpperCase().replace('0X', '0x'),
      },
    })
    expect(tokens.length).toBeGreaterThan(10)
    expect(tokens.every((token) => token.symbol === 'USDC' && token.chainKey !== 'base')).toBe(true)
    expect(
      tokens.some((token) => isSameAddress(token.address, route.destination.token.address)),
    ).toBe(true)
    const url = new URL(server().simulator.requests.at(-1)?.url ?? '')
    expect(url.searchParams.get('transferrableFromChainKey')).toBe('base')
    expect(url.searchParams.get('transferrableFromTokenAddress')).toEqual(expect.any(String))
  })

  it('returns an empty list for a source without routes', async () => {
    const lonely = sharedCatalog.tokens.at(-1)
    if (!lonely) throw new Error('empty catalog')
    const page = await getTokensPage(clientFor(server()), {
      transferrableFrom: { chainKey: lonely.chainKey, tokenAddress: lonely.address },
    })
    expect(page).toEqual({ tokens: [], nextToken: undefined, skipped: [] })
  })

  it.each([
    [
      { chainKey: 'base', tokenAddress: '' },
      'transferrableFrom.tokenAddress must be a non-empty string',
    ],
    [
      { chainKey: '', tokenAddress: '0x1' },
      'transferrableFrom.chainKey must be a non-empty string',
    ],
    ['base', 'transferrableFrom must be { chainKey, tokenAddress }'],
  ])('refuses the filter %j before any request', async (transferrableFrom, message) => {
    const error = await getTokens(clientFor(server()), {
      transferrableFrom: transferrableFrom as never,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).message).toContain(message)
    expect(server().simulator.count()).toBe(0)
  })
})

describe('getMetadata', () => {
  it('returns the multicall and transfer delegate of every chain, as sent', async () => {
    const metadata = await getMetadata(clientFor(server()))
    expect(Object.keys(metadata)).toHaveLength(sharedCatalog.chains.length)
    const base = sharedCatalog.chain('base')
    expect(metadata.base?.deployments.multicall?.address).toBe(base?.deployments.multicall)
    expect(metadata.base?.deployments.transferDelegate?.address).toBe(
      base?.deployments.transferDelegate,
    )
  })
})

describe('getQuotes', () => {
  it('returns quotes, rejected quotes and tokens', async () => {
    const request = quoteRequestFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      dstChainType: 'EVM',
      native: false,
    })
    const result = await getQuotes(clientFor(server()), bodyOf(request))
    expect(result.quotes.length).toBeGreaterThanOrEqual(2)
    expect(result.quotes.map((quote) => quote.routeSteps[0]?.type)).toContain('CCTP_V2')
    // The tokens involved: what is sent and received, and the native coin of the messaging fees.
    expect(result.tokens.map((token) => token.symbol)).toEqual(['USDC', 'USDC', 'ETH'])
    const sent = JSON.parse(server().simulator.requests.at(-1)?.body ?? '{}')
    expect(sent).toEqual(bodyOf(request))
  })

  it('sends options through', async () => {
    const request = quoteRequestFor({
      routeType: 'STARGATE_V2_TAXI',
      srcChainType: 'EVM',
      dstChainType: 'EVM',
    })
    const options = {
      feeTolerance: { type: 'PERCENT' as const, amount: 0.5 },
      dstNativeDropAmount: '1000000000000000',
    }
    const { quotes } = await getQuotes(clientFor(server()), { ...bodyOf(request), options })
    expect(JSON.parse(server().simulator.requests.at(-1)?.body ?? '{}').options).toEqual(options)
    expect(quotes[0]?.fees.map((fee) => fee.type)).toContain('DST_NATIVE_DROP')
    expect(quotes[0]?.options?.dstNativeDropAmount).toBe('1000000000000000')
  })

  it('reports rejected quotes alongside the others', async () => {
    const request = quoteRequestFor({
      routeType: 'STARGATE_V2_BUS',
      symbol: 'USDC',
      srcChainType: 'EVM',
    })
    // Below the bus minimum of one token.
    const { quotes, rejectedQuotes } = await getQuotes(clientFor(server()), {
      ...bodyOf(request),
      amount: '500000',
    })
    expect(rejectedQuotes).toContainEqual({
      routeType: 'STARGATE_V2_BUS',
      error: 'Amount below the bus minimum of 1 USDC',
    })
    expect(quotes.every((quote) => quote.routeSteps[0]?.type !== 'STARGATE_V2_BUS')).toBe(true)
  })

  it('throws the service error object as an ApiError with its issues (HTTP 400)', async () => {
    const request = quoteRequestFor({ srcChainType: 'EVM' })
    const error = await getQuotes(clientFor(server()), {
      ...bodyOf(request),
      srcChainKey: 'atlantis',
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'ApiError', status: 4000, httpStatus: 400 })
    expect((error as ApiError).issues).toContainEqual({
      message: 'Unknown chain "atlantis" (srcChainKey)',
    })
  })

  it('throws an ApiError for an error object sent with HTTP 200 (no route)', async () => {
    const request = quoteRequestFor({ routeType: 'OFT' })
    const other = sharedCatalog.tokens.find(
      (token) => token.symbol === 'USDC' && token.chainKey === request.dstChainKey,
    )
    const error = await getQuotes(clientFor(server()), {
      ...bodyOf(request),
      dstTokenAddress: other?.address ?? '',
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ApiError', status: 4000, httpStatus: 200 })
    expect((error as ApiError).shortMessage).toMatch(/^No route from /)
  })

  it.each([
    [{ amount: '1.5' }, 'amount must be a whole number in smallest units (digits only)'],
    [{ amount: '0' }, 'amount must be greater than zero'],
    [{ amount: '-5' }, 'amount must be a whole number in smallest units (digits only)'],
    [{ srcWalletAddress: '' }, 'srcWalletAddress must be a non-empty string'],
    [{ dstChainKey: undefined }, 'dstChainKey must be a non-empty string'],
    [
      { options: { feeTolerance: { type: 'PERCENT', amount: 120 } } },
      'options.feeTolerance.amount must be a percentage from 0 to 100',
    ],
    [
      { options: { dstNativeDropAmount: '1e18' } },
      'options.dstNativeDropAmount must be a whole number',
    ],
  ])('refuses %j with an InvalidInputError and sends nothing', async (change, message) => {
    const request = { ...bodyOf(quoteRequestFor({ srcChainType: 'EVM' })), ...change }
    const error = await getQuotes(clientFor(server()), request as never).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).message).toContain(message)
    expect(server().simulator.count()).toBe(0)
  })

  it('refuses the same chain and token on both sides', async () => {
    const request = bodyOf(quoteRequestFor({ srcChainType: 'EVM' }))
    const error = await getQuotes(clientFor(server()), {
      ...request,
      dstChainKey: request.srcChainKey,
      dstTokenAddress: request.srcTokenAddress.toUpperCase().replace('0X', '0x'),
    }).catch((caught: unknown) => caught)
    expect((error as InvalidInputError).issues).toEqual([
      {
        path: 'dstTokenAddress',
        message: 'must differ from the source: same chain and token on both sides',
      },
    ])
  })
})

describe('buildUserSteps', () => {
  it('returns fresh steps for a quote', async () => {
    const request = quoteRequestFor({ srcChainType: 'SOLANA', native: true })
    const client = clientFor(server())
    const { quotes } = await getQuotes(client, bodyOf(request))
    const quote = quotes[0]
    if (!quote) throw new Error('no quote')
    const steps = await buildUserSteps(client, { quoteId: quote.id })
    expect(steps).toHaveLength(1)
    expect(steps[0]).toMatchObject({
      type: 'TRANSACTION',
      chainType: 'SOLANA',
      transaction: { encoded: { encoding: 'base64' } },
    })
    expect(JSON.parse(server().simulator.requests.at(-1)?.body ?? '{}')).toEqual({
      quoteId: quote.id,
    })
  })

  it('throws QuoteNotFoundError for an unknown quote', async () => {
    const error = await buildUserSteps(clientFor(server()), { quoteId: 'q_missing' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(QuoteNotFoundError)
    expect(error).toMatchObject({ quoteId: 'q_missing', name: 'QuoteNotFoundError' })
  })

  it('throws QuoteNotFoundError for a quote the service let expire', async () => {
    const client = clientFor(server())
    const { quotes } = await getQuotes(
      client,
      bodyOf(quoteRequestFor({ srcChainType: 'EVM', routeType: 'STARGATE_V2_TAXI' })),
    )
    clock.advance(61_000)
    const error = await buildUserSteps(client, { quoteId: quotes[0]?.id ?? '' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(QuoteNotFoundError)
  })

  it.each(['', undefined, 42])('refuses the quote id %j', async (quoteId) => {
    const error = await buildUserSteps(clientFor(server()), { quoteId: quoteId as never }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(server().simulator.count()).toBe(0)
  })
})

describe('submitSignature and getStatus', () => {
  it('submits an intent signature, after which the status progresses to SUCCEEDED', async () => {
    const client = clientFor(server())
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'AORI_V1' })))
    const intent = quotes.find((quote) => quote.routeSteps[0]?.type === 'AORI_V1')
    if (!intent) throw new Error('no intent quote')
    expect(await getStatus(client, { quoteId: intent.id })).toEqual({
      status: 'UNKNOWN',
      executionHistory: [],
    })
    await expect(
      submitSignature(client, { quoteId: intent.id, signatures: [`0x${'ab'.repeat(65)}`] }),
    ).resolves.toBeUndefined()
    expect(JSON.parse(server().simulator.requests.at(-1)?.body ?? '{}')).toEqual({
      quoteId: intent.id,
      signatures: [`0x${'ab'.repeat(65)}`],
    })
    clock.advance(3_000)
    expect((await getStatus(client, { quoteId: intent.id })).status).toBe('PENDING')
    clock.advance(20_000)
    const status = await getStatus(client, { quoteId: intent.id })
    expect(status.status).toBe('SUCCEEDED')
    expect(status.executionHistory.map((item) => item.event)).toEqual(['SENT', 'DELIVERED'])
    expect(status.explorerUrl).toMatch(/^https:\/\/explorer\.vtkit\.test\/tx\/0x[0-9a-f]{64}$/)
  })

  it('sends txHash as a query parameter', async () => {
    const client = clientFor(server())
    const { quotes } = await getQuotes(
      client,
      bodyOf(quoteRequestFor({ routeType: 'STARGATE_V2_TAXI' })),
    )
    const hash = `0x${'12'.repeat(32)}`
    await getStatus(client, { quoteId: quotes[0]?.id ?? '', txHash: hash })
    expect(new URL(server().simulator.requests.at(-1)?.url ?? '').searchParams.get('txHash')).toBe(
      hash,
    )
    clock.advance(6_000)
    const status = await getStatus(client, { quoteId: quotes[0]?.id ?? '' })
    expect(status.status).toBe('PROCESSING')
    expect(status.executionHistory[0]?.transaction?.hash).toBe(hash)
  })

  it('reads a 404 on /status as UNKNOWN, as the service documents', async () => {
    expect(await getStatus(clientFor(server()), { quoteId: 'q_unknown' })).toEqual({
      status: 'UNKNOWN',
      executionHistory: [],
    })
    expect(server().simulator.requests.at(-1)?.path).toBe('/status/q_unknown')
  })

  it('encodes the quote id as one path segment', async () => {
    await getStatus(clientFor(server()), { quoteId: '../chains?x=1' })
    expect(server().simulator.requests.at(-1)?.path).toBe('/status/..%2Fchains%3Fx%3D1')
  })

  it('throws the service refusal of a bad signature as an ApiError', async () => {
    const client = clientFor(server())
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'AORI_V1' })))
    const intent = quotes.find((quote) => quote.routeSteps[0]?.type === 'AORI_V1')
    const error = await submitSignature(client, {
      quoteId: intent?.id ?? '',
      signatures: ['0x1234'],
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'ApiError',
      httpStatus: 400,
      issues: [{ message: 'Each signature must be 65 bytes of 0x-prefixed hex' }],
    })
  })

  it('throws QuoteNotFoundError when submitting for an unknown quote', async () => {
    const error = await submitSignature(clientFor(server()), {
      quoteId: 'q_gone',
      signatures: [`0x${'00'.repeat(65)}`],
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(QuoteNotFoundError)
  })

  it.each([
    [{ quoteId: 'q', signatures: [] }, 'signatures must be a non-empty array'],
    [{ quoteId: 'q', signatures: ['hello'] }, 'signatures[0] must be 0x-prefixed hex'],
    [{ quoteId: '', signatures: ['0x00'] }, 'quoteId must be a non-empty string'],
  ])('refuses %j before any request', async (params, message) => {
    const error = await submitSignature(clientFor(server()), params).catch(
      (caught: unknown) => caught,
    )
    expect((error as InvalidInputError).message).toContain(message)
    expect(server().simulator.count()).toBe(0)
  })

  it('refuses an empty txHash', async () => {
    const error = await getStatus(clientFor(server()), { quoteId: 'q', txHash: '' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(InvalidInputError)
  })
})

describe('OFT service actions', () => {
  it('lists OFTs, with the four filters sent comma-separated', async () => {
    const all = await listOfts(clientFor(server()))
    // 40 token families and ether, the native coin's OFT.
    expect(Object.keys(all)).toHaveLength(41)
    const [symbol, entries] = Object.entries(all)[0] ?? []
    const entry = entries?.[0]
    if (!symbol || !entry) throw new Error('empty OFT list')
    const [chainName, deployment] = Object.entries(entry.deployments)[0] ?? []
    const filtered = await listOfts(clientFor(server()), {
      symbols: [symbol, 'NOPE'],
      chainNames: [chainName ?? ''],
      protocols: [entry.endpointVersion ?? 'v2'],
      contractAddresses: [deployment?.address ?? ''],
    })
    expect(Object.keys(filtered)).toEqual([symbol])
    const url = new URL(server().simulator.requests.at(-1)?.url ?? '')
    expect(url.searchParams.get('symbols')).toBe(`${symbol},NOPE`)
    expect([...url.searchParams.keys()].sort()).toEqual([
      'chainNames',
      'contractAddresses',
      'protocols',
      'symbols',
    ])
  })

  it('refuses a filter value holding a comma', async () => {
    const error = await listOfts(clientFor(server()), { symbols: ['A,B'] }).catch(
      (caught: unknown) => caught,
    )
    expect((error as InvalidInputError).issues).toEqual([
      { path: 'symbols[0]', message: 'must not contain a comma' },
    ])
  })

  it('builds an OFT transfer with every parameter, options as JSON text', async () => {
    const [symbol, entries] = Object.entries(sharedCatalog.ofts).find(([, list]) =>
      Object.values(list[0]?.deployments ?? {}).some(
        (deployment) => deployment.type === 'OFT_ADAPTER',
      ),
    ) ?? ['', []]
    const deployments = Object.entries(entries[0]?.deployments ?? {})
    const [srcChainName, source] =
      deployments.find(([, deployment]) => deployment.type === 'OFT_ADAPTER') ?? []
    const [dstChainName] =
      deployments.find(
        ([name]) => name !== srcChainName && sharedCatalog.chain(name)?.chainType === 'EVM',
      ) ?? []
    if (!srcChainName || !source || !dstChainName) throw new Error(`no adapter route for ${symbol}`)
    const options = {
      executor: {
        lzReceive: { gasLimit: 300000 },
        nativeDrops: [{ amount: '1', receiver: wallets.evm2 }],
      },
    }
    const transfer = await buildOftTransfer(clientFor(server()), {
      srcChainName,
      dstChainName,
      oftAddress: source.address,
      amount: '1000000000000000000',
      from: wallets.evm,
      to: wallets.evm2,
      validate: true,
      options,
      composeMsg: '0x',
      oftCmd: '0x',
    })
    expect(transfer.transactionData.populatedTransaction.to).toBe(source.address)
    expect(transfer.transactionData.approvalTransaction?.to).toBe(source.innerToken)
    expect(transfer.metadata?.properties?.approvalRequired).toBe(true)
    const query = new URL(server().simulator.requests.at(-1)?.url ?? '').searchParams
    expect(JSON.parse(query.get('options') ?? '')).toEqual(options)
    expect(query.get('validate')).toBe('true')
    expect(query.get('composeMsg')).toBe('0x')
  })

  it.each([
    [{ amount: '1.0' }, 'amount must be a whole number'],
    [{ composeMsg: 'zz' }, 'composeMsg must be 0x-prefixed hex'],
    [{ options: '{"executor":{}}' }, 'options must be an object (it is sent as JSON text)'],
    [{ validate: 'yes' }, 'validate must be a boolean'],
    [{ to: '' }, 'to must be a non-empty string'],
  ])('refuses %j before any request', async (change, message) => {
    const params = {
      srcChainName: 'a',
      dstChainName: 'b',
      oftAddress: '0x1',
      amount: '1',
      from: '0x1',
      to: '0x2',
      ...change,
    }
    const error = await buildOftTransfer(clientFor(server()), params as never).catch(
      (caught: unknown) => caught,
    )
    expect((error as InvalidInputError).message).toContain(message)
    expect(server().simulator.count()).toBe(0)
  })

  it('passes the service refusal of an unknown OFT as an ApiError', async () => {
    const error = await buildOftTransfer(clientFor(server()), {
      srcChainName: 'base',
      dstChainName: 'arbitrum',
      oftAddress: wallets.evm,
      amount: '1',
      from: wallets.evm,
      to: wallets.evm2,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ApiError', httpStatus: 400 })
    expect((error as ApiError).issues[0]?.message).toBe(`No OFT at ${wallets.evm} on base`)
  })

  it('reads the OpenAPI document', async () => {
    const document = await getOftOpenApi(clientFor(server()))
    expect(document).toEqual({
      openapi: '3.0.3',
      info: { title: 'OFT Transfer API (simulated)', version: '1.0.0' },
      servers: [{ url: server().metadataUrl }],
      paths: {},
    })
  })
})
