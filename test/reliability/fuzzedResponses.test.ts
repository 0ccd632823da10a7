import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  isVtError,
  listOfts,
  submitSignature,
} from '../../src/exports/core.js'
import { createSimulator } from '../../src/exports/testing.js'
import { createSimulatorHandlers } from '../../src/exports/testing-msw.js'
import { oftTransferRequestFor } from '../helpers/oftRoutes.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { sharedCatalog } from '../helpers/simulatorServer.js'
import { malformedBodies } from './bodies.js'

// At the network level (MSW), in-process: thousands of bodies in seconds.
const origin = 'https://fuzz.vtkit.test'
const simulator = createSimulator({
  catalog: sharedCatalog,
  pageSize: { chains: 1_000, tokens: 10_000 },
})
const msw = setupServer(...createSimulatorHandlers(simulator, { origin }))
const client: Client = createClient({
  baseUrl: `${origin}/v1`,
  metadataUrl: `${origin}/oft/v1`,
  apiKey: 'sim-api-key',
  oftApiKey: 'sim-oft-key',
  retry: false,
  timeoutMs: 2_000,
  maxPages: 5,
})

beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }))
afterAll(() => msw.close())

const quoteRequest = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))

/** One call per endpoint of both services, with the path its faults match. */
const endpoints: { name: string; path: string | RegExp; call: () => Promise<unknown> }[] = [
  { name: 'GET /chains', path: '/chains', call: () => getChains(client) },
  { name: 'GET /tokens', path: '/tokens', call: () => getTokens(client) },
  { name: 'GET /metadata', path: '/metadata', call: () => getMetadata(client) },
  { name: 'POST /quotes', path: '/quotes', call: () => getQuotes(client, quoteRequest) },
  {
    name: 'POST /build-user-steps',
    path: '/build-user-steps',
    call: () => buildUserSteps(client, { quoteId: 'q_1' }),
  },
  {
    name: 'POST /submit-signature',
    path: '/submit-signature',
    call: () => submitSignature(client, { quoteId: 'q_1', signatures: [`0x${'00'.repeat(65)}`] }),
  },
  { name: 'GET /status', path: /^\/status\//, call: () => getStatus(client, { quoteId: 'q_1' }) },
  { name: 'GET /list', path: '/list', call: () => listOfts(client) },
  {
    name: 'GET /transfer',
    path: '/transfer',
    call: () => buildOftTransfer(client, oftTransferRequestFor('OFT_ADAPTER')),
  },
  { name: 'GET /openapi', path: '/openapi', call: () => getOftOpenApi(client) },
]

/** A real body of each endpoint, to mutate: malformed bodies close to valid ones find the most. */
const validBodies = new Map<string, unknown>()

beforeAll(async () => {
  const quotes = await simulator.fetch(`${origin}/v1/quotes`, {
    method: 'POST',
    headers: { 'x-api-key': 'sim-api-key' },
    body: JSON.stringify(quoteRequest),
  })
  validBodies.set('POST /quotes', await quotes.json())
  validBodies.set('GET /chains', await (await simulator.fetch(`${origin}/v1/chains`)).json())
  validBodies.set('GET /metadata', await (await simulator.fetch(`${origin}/v1/metadata`)).json())
  validBodies.set('GET /list', await (await simulator.fetch(`${origin}/oft/v1/list`)).json())
})

const fuzzFigures = { cases: 0, parsed: 0, typedErrors: 0, untyped: 0 }

describe('fuzzed responses of every endpoint', () => {
  it.each(endpoints)(
    '$name: every body ends as a valid parse or a typed VtError, never a crash or a hang',
    async (endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          malformedBodies(validBodies.get(endpoint.name)),
          async ({ text, status }) => {
            const remove = simulator.faults.inject({
              path: endpoint.path,
              fault: { type: 'body', body: text, status },
            })
            try {
              fuzzFigures.cases++
              const outcome = await Promise.race([
                endpoint.call().then(
                  () => 'parsed' as const,
                  (error: unknown) => (isVtError(error) ? ('typed' as const) : error),
                ),
                new Promise((resolve) => setTimeout(() => resolve('hang'), 5_000)),
              ])
              if (outcome === 'parsed') fuzzFigures.parsed++
              else if (outcome === 'typed') fuzzFigures.typedErrors++
              else fuzzFigures.untyped++
              expect(
                outcome === 'parsed' || outcome === 'typed',
                `${endpoint.name} ${status} ${text.slice(0, 120)} → ${String(outcome)}`,
              ).toBe(true)
            } finally {
              remove()
            }
          },
        ),
        { numRuns: 300, seed: 42 },
      )
    },
    120_000,
  )

  afterAll(() => {
    console.info(
      `fuzzed responses: ${fuzzFigures.cases} cases, ${fuzzFigures.parsed} valid parses, ${fuzzFigures.typedErrors} typed errors, ${fuzzFigures.untyped} untyped failures`,
    )
  })
})
