import { describe, expect, it } from 'vitest'
import {
  ApiError,
  buildOftTransfer,
  buildUserSteps,
  type Client,
  getChains,
  getChainsPage,
  getMetadata,
  getOftOpenApi,
  getQuotes,
  getStatus,
  getTokens,
  HttpError,
  isUnknownStep,
  listOfts,
  ResponseShapeError,
  type SkippedItem,
  UnauthorizedError,
} from '../../src/exports/core.js'
import type { FaultRule } from '../../src/exports/testing.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import {
  API_KEY,
  clientFor,
  sharedCatalog,
  wallets,
  withSimulatorServer,
} from '../helpers/simulatorServer.js'

const server = withSimulatorServer({ pageSize: { chains: 500, tokens: 10_000 } })

const [oftSymbol, [oftEntry] = []] = Object.entries(sharedCatalog.ofts)[0] ?? []
const [[oftSrc, oftSource] = [], [oftDst] = []] = Object.entries(
  oftEntry?.deployments ?? {},
).filter(([name]) => sharedCatalog.chain(name)?.chainType === 'EVM')

type Call = (client: Client) => Promise<unknown>

const calls: Record<string, Call> = {
  '/chains': (client) => getChains(client),
  '/tokens': (client) => getTokens(client),
  '/metadata': (client) => getMetadata(client),
  '/quotes': (client) =>
    getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2', native: false }))),
  '/quotes (solana)': (client) =>
    getQuotes(client, bodyOf(quoteRequestFor({ srcChainType: 'SOLANA' }))),
  // A known quote: a 404 on /status reads as UNKNOWN by design, so faults need a real one.
  '/build-user-steps (solana)': async (client) => {
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ srcChainType: 'SOLANA' })))
    return buildUserSteps(client, { quoteId: quotes[0]?.id ?? '' })
  },
  '/status': async (client) => {
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    return getStatus(client, { quoteId: quotes[0]?.id ?? '' })
  },
  '/list': (client) => listOfts(client),
  '/transfer': (client) =>
    buildOftTransfer(client, {
      srcChainName: oftSrc ?? '',
      dstChainName: oftDst ?? '',
      oftAddress: oftSource?.address ?? '',
      amount: '1000000000000000000',
      from: wallets.evm,
      to: wallets.evm2,
    }),
  '/openapi': (client) => getOftOpenApi(client),
}

const pathOf = (name: string) => (name.startsWith('/status') ? /^\/status\// : name.split(' ')[0])

/** [endpoint, field path to change, value (undefined deletes), the path the error must name] */
type Malformed = [string, string, unknown, string]

/** A malformed envelope (or the one item vtkit must act on): the whole read fails, naming the field. */
const malformedEnvelopes: Malformed[] = [
  ['/chains', 'chains', null, 'chains'],
  ['/quotes', 'tokens', 'USDC', 'tokens'],
  ['/quotes', 'quotes', { id: 'x' }, 'quotes'],
  [
    '/build-user-steps (solana)',
    'userSteps.0.transaction.encoded.data',
    'not base64!',
    'userSteps[0].transaction.encoded.data',
  ],
  [
    '/build-user-steps (solana)',
    'userSteps.0.transaction.encoded.encoding',
    'hex',
    'userSteps[0].transaction.encoded.encoding',
  ],
  ['/status', 'status', 5, 'status'],
  ['/status', 'executionHistory', 'none', 'executionHistory'],
  [
    '/transfer',
    'transactionData.populatedTransaction.to',
    'bad',
    'transactionData.populatedTransaction.to',
  ],
  ['/transfer', 'transactionData', undefined, 'transactionData'],
  ['/openapi', 'openapi', undefined, 'openapi'],
]

/** A malformed item of a list: dropped and reported by path, the rest of the list kept. */
const malformedItems: Malformed[] = [
  ['/chains', 'chains.0.chainKey', 42, 'chains[0].chainKey'],
  ['/chains', 'chains.3.chainType', undefined, 'chains[3].chainType'],
  ['/chains', 'chains.0.chainId', -1, 'chains[0].chainId'],
  ['/chains', 'chains.2.nativeCurrency.decimals', '18', 'chains[2].nativeCurrency.decimals'],
  ['/tokens', 'tokens.5.decimals', 1.5, 'tokens[5].decimals'],
  ['/tokens', 'tokens.0.address', '', 'tokens[0].address'],
  ['/tokens', 'tokens.9.symbol', undefined, 'tokens[9].symbol'],
  ['/metadata', 'base.deployments', 'none', 'base.deployments'],
  ['/metadata', 'base.deployments.multicall.address', 7, 'base.deployments.multicall.address'],
  ['/quotes', 'quotes.0.id', '', 'quotes[0].id'],
  ['/quotes', 'quotes.0.id', undefined, 'quotes[0].id'],
  ['/quotes', 'quotes.0.srcAmount', '1e18', 'quotes[0].srcAmount'],
  ['/quotes', 'quotes.0.dstAmount', 5, 'quotes[0].dstAmount'],
  ['/quotes', 'quotes.0.userSteps', {}, 'quotes[0].userSteps'],
  [
    '/quotes',
    'quotes.0.userSteps.0.transaction.encoded.to',
    '0x123',
    'quotes[0].userSteps[0].transaction.encoded.to',
  ],
  [
    '/quotes',
    'quotes.0.userSteps.1.transaction.encoded.chainId',
    'one',
    'quotes[0].userSteps[1].transaction.encoded.chainId',
  ],
  [
    '/quotes',
    'quotes.0.userSteps.1.transaction.encoded.value',
    '-1',
    'quotes[0].userSteps[1].transaction.encoded.value',
  ],
  [
    '/quotes',
    'quotes.0.userSteps.0.transaction.encoded.data',
    'approve',
    'quotes[0].userSteps[0].transaction.encoded.data',
  ],
  [
    '/quotes',
    'quotes.0.userSteps.0.signerAddress',
    undefined,
    'quotes[0].userSteps[0].signerAddress',
  ],
  ['/quotes', 'quotes.0.fees.0.amount', '0.5', 'quotes[0].fees[0].amount'],
  ['/list', `${oftSymbol}.0.sharedDecimals`, 'six', `${oftSymbol}[0].sharedDecimals`],
  [
    '/list',
    `${oftSymbol}.0.deployments.${oftSrc}.address`,
    undefined,
    `${oftSymbol}[0].deployments.${oftSrc}.address`,
  ],
]

describe('a malformed envelope is a ResponseShapeError naming the bad field', () => {
  it.each(malformedEnvelopes)('%s with %s = %j', async (endpoint, field, value, expectedPath) => {
    server().simulator.faults.inject({
      path: pathOf(endpoint),
      fault: { type: 'malform', path: field, value },
    })
    const error = await calls[endpoint]?.(clientFor(server())).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).path).toBe(expectedPath)
    expect((error as ResponseShapeError).shortMessage).toContain(expectedPath)
  })
})

describe('a malformed list item is dropped and reported, and the rest is kept', () => {
  it.each(malformedItems)('%s with %s = %j', async (endpoint, field, value, expectedPath) => {
    const call = calls[endpoint]
    if (!call) throw new Error(`no call for ${endpoint}`)
    const honest = await call(clientFor(server()))
    const reported: SkippedItem[] = []
    server().simulator.faults.inject({
      path: pathOf(endpoint),
      fault: { type: 'malform', path: field, value },
    })
    const result = await call(clientFor(server(), { onInvalidItem: (item) => reported.push(item) }))
    expect(reported).toEqual([
      expect.objectContaining({
        path: expectedPath,
        url: expect.stringContaining(pathOf(endpoint) as string),
      }),
    ])
    expect(reported[0]?.problem.length).toBeGreaterThan(0)
    if (endpoint === '/list') {
      expect(sizeOf(result)).toBeLessThan(sizeOf(honest))
      expect(sizeOf(result)).toBeGreaterThan(0)
    } else expect(sizeOf(result)).toBe(sizeOf(honest) - 1)
  })

  it('returns what it dropped on a page or a quote response, beside what it kept', async () => {
    const { faults } = server().simulator
    faults.inject({
      path: '/chains',
      fault: { type: 'malform', path: 'chains.1.chainKey', value: 7 },
    })
    const page = await getChainsPage(clientFor(server()))
    expect(page.skipped).toMatchObject([{ kind: 'chain', path: 'chains[1].chainKey' }])
    expect(page.chains.length).toBeGreaterThan(0)
    faults.inject({
      path: '/quotes',
      fault: { type: 'malform', path: 'quotes.1.srcAmount', value: 'x' },
    })
    const quotes = await getQuotes(
      clientFor(server()),
      bodyOf(quoteRequestFor({ routeType: 'CCTP_V2', native: false })),
    )
    expect(quotes.skipped).toMatchObject([{ kind: 'quote', path: 'quotes[1].srcAmount' }])
    expect(quotes.quotes.length).toBeGreaterThan(0)
  })

  it('never lets a throwing onInvalidItem break the read', async () => {
    server().simulator.faults.inject({
      path: '/tokens',
      fault: { type: 'malform', path: 'tokens.0.address', value: '' },
    })
    const client = clientFor(server(), {
      onInvalidItem: () => {
        throw new Error('the app’s logger is down')
      },
    })
    await expect(getTokens(client)).resolves.not.toHaveLength(0)
  })
})

/** How many items a list result holds (chains, tokens, quotes, metadata chains, OFT deployments). */
function sizeOf(result: unknown): number {
  if (Array.isArray(result)) return result.length
  const record = result as Record<string, unknown>
  if (Array.isArray(record.quotes)) return record.quotes.length
  return Object.values(record).reduce<number>((sum, value) => {
    if (!Array.isArray(value)) return sum + 1
    return (
      sum +
      value.reduce<number>(
        (inner, entry: { deployments?: object }) =>
          inner + 1 + Object.keys(entry.deployments ?? {}).length,
        0,
      )
    )
  }, 0)
}

describe('broken bodies of every endpoint', () => {
  const bodies: [string, FaultRule['fault'], string][] = [
    ['truncated', { type: 'truncate' }, '(body) is not valid JSON'],
    ['HTML', { type: 'nonJson' }, '(body) is not valid JSON'],
    ['empty', { type: 'body', body: '' }, '(body) is empty'],
    ['an array', { type: 'body', body: '[1,2]' }, ''],
    ['null', { type: 'body', body: 'null' }, '(body) must be Object'],
  ]
  for (const endpoint of Object.keys(calls).filter((name) => !name.includes(' '))) {
    it.each(bodies)(`${endpoint}: %s`, async (_label, fault, message) => {
      server().simulator.faults.inject({ path: pathOf(endpoint), fault })
      const error = await calls[endpoint]?.(clientFor(server())).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ResponseShapeError)
      expect((error as ResponseShapeError).shortMessage).toContain(message)
    })
  }
})

describe('lenient where the spec says fields may be absent or enums may grow', () => {
  it('keeps chains without nativeCurrency or chainId, unknown chain types and extra fields', async () => {
    const { faults } = server().simulator
    faults.inject({
      path: '/chains',
      fault: { type: 'malform', path: 'chains.0.nativeCurrency', value: undefined },
    })
    faults.inject({
      path: '/chains',
      fault: { type: 'malform', path: 'chains.0.chainId', value: undefined },
    })
    faults.inject({
      path: '/chains',
      fault: { type: 'malform', path: 'chains.1.chainType', value: 'COSMOS' },
    })
    faults.inject({
      path: '/chains',
      fault: { type: 'malform', path: 'chains.1.rpcUrls', value: ['https://rpc.example'] },
    })
    const [first, second] = await getChains(clientFor(server()))
    expect(first?.nativeCurrency).toBeUndefined()
    expect(first?.chainId).toBeUndefined()
    expect(second?.chainType).toBe('COSMOS')
    expect(second?.rpcUrls).toEqual(['https://rpc.example'])
  })

  it('keeps tokens without logo, price or isSupported, and a null price', async () => {
    const { faults } = server().simulator
    for (const field of ['logoUrl', 'price', 'isSupported']) {
      faults.inject({
        path: '/tokens',
        fault: { type: 'malform', path: `tokens.0.${field}`, value: undefined },
      })
    }
    faults.inject({
      path: '/tokens',
      fault: { type: 'malform', path: 'tokens.1.price', value: null },
    })
    const [first, second] = await getTokens(clientFor(server()))
    expect(first).toEqual({
      chainKey: 'ethereum',
      address: first?.address,
      decimals: 18,
      symbol: 'ETH',
      name: 'Ether',
    })
    expect(second?.price).toBeNull()
  })

  it('keeps unknown route, fee and step types, a null duration and a quote without expiresAt', async () => {
    const { faults } = server().simulator
    const set = (path: string, value: unknown) =>
      faults.inject({ path: '/quotes', fault: { type: 'malform', path, value } })
    set('quotes.0.routeSteps.0.type', 'MULTIHOP_V3')
    set('quotes.0.fees.0.type', 'LP_FEE')
    set('quotes.0.duration.estimated', null)
    set('quotes.0.expiresAt', undefined)
    set('quotes.0.userSteps.0.type', 'PERMIT2')
    set('rejectedQuotes', ['no liquidity', { error: 'paused' }])
    const { quotes, rejectedQuotes } = await getQuotes(
      clientFor(server()),
      bodyOf(quoteRequestFor({ routeType: 'CCTP_V2', native: false })),
    )
    const quote = quotes[0]
    expect(quote?.routeSteps[0]?.type).toBe('MULTIHOP_V3')
    expect(quote?.fees[0]?.type).toBe('LP_FEE')
    expect(quote?.duration?.estimated).toBeNull()
    expect(quote?.expiresAt).toBeUndefined()
    const step = quote?.userSteps[0]
    expect(step && isUnknownStep(step)).toBe(true)
    expect(step?.type).toBe('PERMIT2')
    expect(rejectedQuotes).toEqual(['no liquidity', { error: 'paused' }])
  })

  it('keeps unknown statuses and events, and defaults a missing history to []', async () => {
    const client = clientFor(server())
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    const { faults } = server().simulator
    faults.inject({
      path: /^\/status\//,
      times: 1,
      fault: { type: 'body', body: '{"status":"REFUNDING"}' },
    })
    expect(await getStatus(client, { quoteId: quotes[0]?.id ?? '' })).toEqual({
      status: 'REFUNDING',
      executionHistory: [],
    })
    faults.inject({
      path: /^\/status\//,
      times: 1,
      fault: {
        type: 'body',
        body: '{"status":"PROCESSING","executionHistory":[{"event":"REFUNDED"},{"event":"SENT","transaction":{"hash":"0x1"}}]}',
      },
    })
    const status = await getStatus(client, { quoteId: quotes[0]?.id ?? '' })
    expect(status.executionHistory.map((item) => item.event)).toEqual(['REFUNDED', 'SENT'])
  })
})

describe('error bodies and statuses', () => {
  it.each([401, 403, 200])(
    'reads the Unauthorized body as UnauthorizedError with HTTP %i',
    async (status) => {
      server().simulator.faults.inject({
        path: '/metadata',
        fault: { type: 'body', body: '{"error":"Unauthorized"}', status },
      })
      const error = await getMetadata(clientFor(server())).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(UnauthorizedError)
      expect((error as UnauthorizedError).httpStatus).toBe(status)
    },
  )

  it('reads an error object on a 4xx as an ApiError, with HttpError for anything else', async () => {
    const { faults } = server().simulator
    faults.inject({
      path: '/metadata',
      times: 1,
      fault: {
        type: 'body',
        status: 422,
        body: '{"error":{"status":4221,"message":"Nope","issues":[{"message":"a"},"b"]}}',
      },
    })
    const api = await getMetadata(clientFor(server())).catch((caught: unknown) => caught)
    expect(api).toBeInstanceOf(ApiError)
    expect(api).toMatchObject({
      status: 4221,
      httpStatus: 422,
      issues: [{ message: 'a' }, { message: 'b' }],
    })
    faults.inject({
      path: '/metadata',
      times: 1,
      fault: { type: 'body', status: 404, body: 'Not Found' },
    })
    const http = await getMetadata(clientFor(server())).catch((caught: unknown) => caught)
    expect(http).toBeInstanceOf(HttpError)
    expect(http).toMatchObject({ status: 404, bodyExcerpt: 'Not Found' })
  })

  it('keeps a 5xx with an error object an HttpError, so it is retried', async () => {
    server().simulator.faults.inject({
      path: '/metadata',
      times: 1,
      fault: {
        type: 'body',
        status: 503,
        body: '{"error":{"status":503,"message":"maintenance"}}',
      },
    })
    await expect(getMetadata(clientFor(server()))).resolves.toBeDefined()
    expect(server().simulator.count('/metadata')).toBe(2)
  })

  it('cuts body excerpts to 500 characters', async () => {
    server().simulator.faults.inject({
      path: '/metadata',
      fault: { type: 'body', status: 418, body: 'x'.repeat(5_000) },
    })
    const error = (await getMetadata(clientFor(server())).catch(
      (caught: unknown) => caught,
    )) as HttpError
    expect(error.bodyExcerpt).toHaveLength(500)
  })

  it('redacts a key that a proxy echoes back, from excerpts and service messages', async () => {
    const { faults } = server().simulator
    faults.inject({
      path: '/metadata',
      times: 1,
      fault: { type: 'body', status: 418, body: `bad key ${API_KEY} for you` },
    })
    const http = (await getMetadata(clientFor(server())).catch(
      (caught: unknown) => caught,
    )) as HttpError
    expect(http.bodyExcerpt).toBe('bad key [redacted] for you')
    faults.inject({
      path: '/quotes',
      times: 1,
      fault: {
        type: 'body',
        status: 400,
        body: `{"error":{"status":4000,"message":"key ${API_KEY} is throttled","issues":[{"message":"${API_KEY}"}]}}`,
      },
    })
    const api = (await getQuotes(
      clientFor(server()),
      bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })),
    ).catch((caught: unknown) => caught)) as ApiError
    expect(api.message).not.toContain(API_KEY)
    expect(api.issues).toEqual([{ message: '[redacted]' }])
  })

  it('turns a 404 on build-user-steps into QuoteNotFoundError with a way forward', async () => {
    const error = await buildUserSteps(clientFor(server()), { quoteId: 'q_x' }).catch(
      (caught: unknown) => caught,
    )
    expect((error as ApiError).shortMessage).toBe(
      'This quote is no longer available: request a new quote.',
    )
  })
})
