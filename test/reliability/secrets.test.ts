import { readdir, readFile } from 'node:fs/promises'
import { inspect } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  buildOftTransfer,
  buildUserSteps,
  createClient,
  createStorageJournal,
  getChains,
  getQuotes,
  getStatus,
  listOfts,
  type StorageLike,
  submitSignature,
} from '../../src/exports/core.js'
import { oftTransferRequestFor } from '../helpers/oftRoutes.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { withSimulatorServer } from '../helpers/simulatorServer.js'

// Keys the service accepts, so flows get far; and keys it echoes back in errors, as a careless proxy might.
const API_KEY = 'vt-secret-AAAA-1111'
const OFT_KEY = 'oft-secret-BBBB-2222'
const server = withSimulatorServer({ apiKeys: [API_KEY], oftApiKeys: [OFT_KEY] })
const logged: string[] = []

beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 }))).join(' '),
      )
    })
  }
})
afterAll(() => vi.restoreAllMocks())

function memoryStorage(): StorageLike & { dump(): string } {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
    dump: () => [...entries].join('\n'),
  }
}

describe('API keys never leak', () => {
  it('into errors, logs, URLs or storage, through successes and every kind of failure', async () => {
    const client = createClient({
      baseUrl: server().baseUrl,
      metadataUrl: server().metadataUrl,
      apiKey: API_KEY,
      oftApiKey: OFT_KEY,
      retry: false,
      timeoutMs: 300,
    })
    const { faults } = server().simulator
    const failures: unknown[] = []
    const attempt = async (run: () => Promise<unknown>) => {
      try {
        return await run()
      } catch (error) {
        failures.push(error)
        return undefined
      }
    }
    const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
    await attempt(() => getChains(client))
    const quotes = (await attempt(() => getQuotes(client, request))) as
      | Awaited<ReturnType<typeof getQuotes>>
      | undefined
    const storage = memoryStorage()
    const journal = createStorageJournal({
      storage,
      onCorrupt: (key, problem) => logged.push(`${key}: ${problem}`),
    })
    if (quotes?.quotes[0]) {
      const quote = quotes.quotes[0]
      journal.put({
        version: 1,
        quoteId: quote.id,
        createdAt: 1,
        updatedAt: 1,
        quote,
        request,
        steps: [],
        phase: 'executing',
      })
    }
    // Servers that echo the key, in every place an error can carry text.
    faults.inject({
      path: '/quotes',
      times: 1,
      fault: {
        type: 'body',
        status: 400,
        body: `{"error":{"status":4000,"message":"bad key ${API_KEY}","issues":[{"message":"${API_KEY}"}]}}`,
      },
    })
    await attempt(() => getQuotes(client, request))
    faults.inject({
      path: '/build-user-steps',
      times: 1,
      fault: { type: 'body', status: 500, body: `upstream said: x-api-key=${API_KEY}` },
    })
    await attempt(() => buildUserSteps(client, { quoteId: 'q_1' }))
    faults.inject({
      path: '/transfer',
      times: 1,
      fault: { type: 'body', status: 418, body: `key ${OFT_KEY} rejected` },
    })
    await attempt(() => buildOftTransfer(client, oftTransferRequestFor('OFT_ADAPTER')))
    faults.inject({ path: /^\/status\//, times: 1, fault: { type: 'latency', ms: 1_000 } })
    await attempt(() => getStatus(client, { quoteId: 'q_1' }))
    faults.inject({ path: '/submit-signature', times: 1, fault: { type: 'drop' } })
    await attempt(() =>
      submitSignature(client, { quoteId: 'q_1', signatures: [`0x${'00'.repeat(65)}`] }),
    )
    faults.inject({
      path: '/list',
      times: 1,
      fault: { type: 'malform', path: 'x', value: API_KEY },
    })
    await attempt(() => listOfts(client))
    // A wrong key: the service refuses it.
    await attempt(() =>
      getQuotes(
        createClient({ baseUrl: server().baseUrl, apiKey: 'wrong-key', retry: false }),
        request,
      ),
    )
    // What a host's error logging would print.
    for (const error of failures) logged.push(inspect(error, { depth: 10 }))

    expect(failures.length).toBeGreaterThanOrEqual(6)
    const views = [
      ...failures.flatMap((error) => [
        String(error),
        inspect(error, { depth: 10, showHidden: true }),
        JSON.stringify(error, Object.getOwnPropertyNames(error as object)),
      ]),
      ...logged,
      ...server().simulator.requests.map((item) => item.url),
      storage.dump(),
      inspect(client, { depth: 10, showHidden: true }),
    ]
    for (const view of views) {
      expect(view).not.toContain(API_KEY)
      expect(view).not.toContain(OFT_KEY)
    }
    // The keys did reach the service, in their headers only.
    expect(server().simulator.requests.some((item) => item.headers['x-api-key'] === API_KEY)).toBe(
      true,
    )
    expect(
      server().simulator.requests.some((item) => item.headers['x-layerzero-api-key'] === OFT_KEY),
    ).toBe(true)
  })

  it('into Storybook: its client is keyless and its simulator accepts requests without a key', async () => {
    const sources = [
      ...(await readdir(new URL('../../.storybook/', import.meta.url)))
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => `../../.storybook/${name}`),
      ...(await readdir(new URL('../../stories/', import.meta.url)))
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => `../../stories/${name}`),
    ]
    for (const path of sources) {
      const text = await readFile(new URL(path, import.meta.url), 'utf8')
      expect(text, path).not.toMatch(/\b(apiKey|oftApiKey)\s*:/)
      expect(text, path).not.toMatch(/x-api-key|x-layerzero-api-key/)
    }
    const simulator = await readFile(
      new URL('../../.storybook/simulator.ts', import.meta.url),
      'utf8',
    )
    expect(simulator).toMatch(/apiKeys: null,\s*oftApiKeys: null/)
  })
})
