import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  buildOftTransfer,
  buildUserSteps,
  type Client,
  createClient,
  getChains,
  getMetadata,
  getOftOpenApi,
  getQuotes,
  getStatus,
  getTokens,
  listOfts,
  submitSignature,
  UnauthorizedError,
} from '../../src/exports/core.js'
import { startSimulatorServer } from '../../src/exports/testing-server.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import {
  API_KEY,
  clientFor,
  OFT_API_KEY,
  sharedCatalog,
  wallets,
  withSimulatorServer,
} from '../helpers/simulatorServer.js'

const server = withSimulatorServer()

/** Calls every endpoint of both services once; failures are expected for some and ignored. */
async function callEveryEndpoint(client: Client) {
  const settle = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)
  await settle(getChains(client))
  await settle(getTokens(client))
  await settle(getMetadata(client))
  await settle(getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'AORI_V1' }))))
  await settle(buildUserSteps(client, { quoteId: 'q_1' }))
  await settle(submitSignature(client, { quoteId: 'q_1', signatures: [`0x${'00'.repeat(65)}`] }))
  await settle(getStatus(client, { quoteId: 'q_1' }))
  await settle(listOfts(client))
  await settle(getOftOpenApi(client))
  const [entry] = Object.values(sharedCatalog.ofts)[0] ?? []
  const [[srcChainName, source] = [], [dstChainName] = []] = Object.entries(
    entry?.deployments ?? {},
  )
  await settle(
    buildOftTransfer(client, {
      srcChainName: srcChainName ?? '',
      dstChainName: dstChainName ?? '',
      oftAddress: source?.address ?? '',
      amount: '1',
      from: wallets.evm,
      to: wallets.evm2,
    }),
  )
}

const needsApiKey = ['/quotes', '/build-user-steps', '/submit-signature', '/status/q_1']

describe('API key placement', () => {
  it('sends x-api-key only to the four endpoints that need it, and the OFT key only to /transfer', async () => {
    await callEveryEndpoint(clientFor(server()))
    const requests = server().simulator.requests
    expect(requests.map((request) => request.path).sort()).toEqual(
      [
        '/build-user-steps',
        '/chains',
        '/chains',
        '/chains',
        '/chains',
        '/list',
        '/metadata',
        '/openapi',
        '/quotes',
        '/status/q_1',
        '/submit-signature',
        '/transfer',
        ...Array.from({ length: Math.ceil(sharedCatalog.tokens.length / 500) }, () => '/tokens'),
      ].sort(),
    )
    for (const request of requests) {
      expect(request.headers['x-api-key'], request.path).toBe(
        needsApiKey.includes(request.path) ? API_KEY : undefined,
      )
      expect(request.headers['x-layerzero-api-key'], request.path).toBe(
        request.path === '/transfer' ? OFT_API_KEY : undefined,
      )
      expect(request.url, 'a key never goes into a URL').not.toContain(API_KEY)
      expect(request.url).not.toContain(OFT_API_KEY)
    }
  })

  it('uses a configured header name for the OFT key', async () => {
    const custom = await startSimulatorServer({
      catalog: sharedCatalog,
      oftApiKeyHeader: 'x-oft-key',
    })
    try {
      await callEveryEndpoint(clientFor(custom, { oftApiKeyHeader: 'X-Oft-Key' }))
      const transfer = custom.simulator.requests.find((request) => request.path === '/transfer')
      expect(transfer?.headers['x-oft-key']).toBe(OFT_API_KEY)
      expect(transfer?.headers['x-layerzero-api-key']).toBeUndefined()
    } finally {
      await custom.close()
    }
  })

  it('never sends the value transfer key to the OFT service on another origin', async () => {
    const other = await startSimulatorServer({ catalog: sharedCatalog })
    try {
      const client = clientFor(server(), { metadataUrl: other.metadataUrl })
      await callEveryEndpoint(client)
      expect(other.simulator.requests.length).toBeGreaterThan(0)
      for (const request of other.simulator.requests)
        expect(request.headers['x-api-key']).toBeUndefined()
    } finally {
      await other.close()
    }
  })

  it('sends extra headers to both services', async () => {
    await listOfts(clientFor(server(), { headers: { 'X-Partner': 'acme' } }))
    await getMetadata(clientFor(server(), { headers: { 'X-Partner': 'acme' } }))
    expect(server().simulator.requests.map((request) => request.headers['x-partner'])).toEqual([
      'acme',
      'acme',
    ])
  })
})

describe('without a key', () => {
  it('reads the public endpoints and gets UnauthorizedError from the others', async () => {
    const client = clientFor(server(), { apiKey: undefined, oftApiKey: undefined })
    expect((await getChains(client)).length).toBeGreaterThan(0)
    const error = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect(error).toMatchObject({ name: 'UnauthorizedError', httpStatus: 401 })
    expect((error as UnauthorizedError).shortMessage).toBe(
      'The service refused the API key (missing or invalid).',
    )
    for (const request of server().simulator.requests)
      expect(request.headers['x-api-key']).toBeUndefined()
  })

  it('gets UnauthorizedError for a wrong key, and the key is not in the error', async () => {
    const client = clientFor(server(), { apiKey: 'wrong-key-123' })
    const error = await getStatus(client, { quoteId: 'q' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect(inspect(error, { depth: 5 })).not.toContain('wrong-key-123')
  })

  it('works through a backend proxy that adds the key server-side (the recommended setup)', async () => {
    const proxied = await startSimulatorServer({ catalog: sharedCatalog, apiKeys: null })
    try {
      const client = createClient({ baseUrl: proxied.baseUrl })
      const { quotes } = await getQuotes(
        client,
        bodyOf(quoteRequestFor({ routeType: 'STARGATE_V2_TAXI' })),
      )
      expect(quotes.length).toBeGreaterThan(0)
      expect(proxied.simulator.requests[0]?.headers['x-api-key']).toBeUndefined()
    } finally {
      await proxied.close()
    }
  })
})

describe('the client never exposes its keys', () => {
  it('keeps them out of JSON, inspection and enumeration', () => {
    const client = createClient({
      baseUrl: 'https://api.example/v1',
      apiKey: 'secret-key-1',
      oftApiKey: 'secret-key-2',
    })
    const views = [
      JSON.stringify(client),
      inspect(client, { depth: 10, showHidden: true }),
      Object.values(client).join(' '),
    ]
    for (const view of views) {
      expect(view).not.toContain('secret-key-1')
      expect(view).not.toContain('secret-key-2')
    }
    expect(client.hasApiKey).toBe(true)
    expect(client.hasOftApiKey).toBe(true)
  })
})
