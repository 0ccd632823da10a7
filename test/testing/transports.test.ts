import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, getChains, getMetadata, NetworkError } from '../../src/exports/core.js'
import { createSimulator } from '../../src/exports/testing.js'
import { createSimulatorHandlers } from '../../src/exports/testing-msw.js'
import { type SimulatorServer, startSimulatorServer } from '../../src/exports/testing-server.js'
import { sharedCatalog } from '../helpers/simulatorServer.js'

const origin = 'https://sim.vtkit.test'
const viaMsw = createSimulator({ catalog: sharedCatalog })
const viaFetch = createSimulator({ catalog: sharedCatalog })
const msw = setupServer(...createSimulatorHandlers(viaMsw, { origin }))
let viaHttp: SimulatorServer

beforeAll(async () => {
  msw.listen({
    // The HTTP server's requests go through the real network; anything else unhandled is a bug.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error()
    },
  })
  viaHttp = await startSimulatorServer({ catalog: sharedCatalog })
})
afterAll(async () => {
  msw.close()
  await viaHttp.close()
})

const transports = () => [
  {
    name: 'direct fetch',
    simulator: viaFetch,
    client: createClient({ baseUrl: `${origin}/v1`, fetch: viaFetch.fetch, retry: false }),
  },
  {
    name: 'MSW',
    simulator: viaMsw,
    client: createClient({ baseUrl: `${origin}/v1`, retry: false }),
  },
  {
    name: 'HTTP server',
    simulator: viaHttp.simulator,
    client: createClient({ baseUrl: viaHttp.baseUrl, retry: false }),
  },
]

describe('one simulator, three transports', () => {
  it('answer the same', async () => {
    const answers = await Promise.all(transports().map(({ client }) => getChains(client)))
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    for (const { simulator } of transports()) expect(simulator.count('/chains')).toBeGreaterThan(0)
  })

  it('turn a dropped connection into a NetworkError', async () => {
    for (const { name, simulator, client } of transports()) {
      const remove = simulator.faults.inject({ path: '/metadata', fault: { type: 'drop' } })
      const error = await getMetadata(client).catch((caught: unknown) => caught)
      remove()
      expect(error, name).toBeInstanceOf(NetworkError)
    }
  })

  it('answer CORS preflights so a browser app can reach the HTTP server', async () => {
    const response = await fetch(`${viaHttp.baseUrl}/quotes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-api-key')
  })

  it('answer unknown paths with 404', async () => {
    expect((await fetch(`${viaHttp.url}/elsewhere`)).status).toBe(404)
    expect((await fetch(`${viaHttp.baseUrl}/nothing-here`)).status).toBe(404)
  })
})
