import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, getChains, getQuotes, listOfts } from '../../src/exports/core.js'
import {
  createNodeMiddleware,
  createOftProxy,
  createTransferProxy,
  type ProxyError,
} from '../../src/exports/server.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { API_KEY, OFT_API_KEY, withSimulatorServer } from '../helpers/simulatorServer.js'

// The proxy runs as a real Node server in front of the simulator (the "service"), and the kit
// talks to it over HTTP with no key at all, as a browser would.
const upstream = withSimulatorServer()
const errors: ProxyError[] = []
let proxyServer: Server
let origin: string

beforeAll(async () => {
  const transfer = createTransferProxy({
    upstream: upstream().baseUrl,
    prefix: '/api/vt',
    apiKey: API_KEY,
    allowOrigins: ['https://app.example'],
    maxBodyBytes: 16 * 1024,
    onError: (error) => errors.push(error),
  })
  const oft = createOftProxy({
    upstream: upstream().metadataUrl,
    prefix: '/api/oft',
    apiKey: OFT_API_KEY,
  })
  const transferMiddleware = createNodeMiddleware(transfer, '/api/vt/')
  const oftMiddleware = createNodeMiddleware(oft, '/api/oft/')
  proxyServer = createServer((request, response) => {
    void transferMiddleware(request, response, () => {
      void oftMiddleware(request, response)
    })
  })
  await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => proxyServer.close(resolve))
})

const keyless = () =>
  createClient({
    baseUrl: `${origin}/api/vt`,
    metadataUrl: `${origin}/api/oft`,
    retry: false,
  })

/** Everything a response shows: status, headers and body, to look for the key in. */
async function everything(response: Response): Promise<string> {
  return `${response.status} ${JSON.stringify([...response.headers])} ${await response.text()}`
}

describe('createTransferProxy over HTTP', () => {
  it('serves a keyless client: the key is added on the way out, only where the service asks for it', async () => {
    const client = keyless()
    expect((await getChains(client)).length).toBeGreaterThan(0)
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    expect(quotes.length).toBeGreaterThan(0)
    const seen = upstream().simulator.requests
    expect(seen.find((request) => request.path === '/quotes')?.headers['x-api-key']).toBe(API_KEY)
    expect(seen.find((request) => request.path === '/chains')?.headers['x-api-key']).toBeUndefined()
  })

  it('forwards the OFT service, its key only on /transfer', async () => {
    expect(Object.keys(await listOfts(keyless())).length).toBeGreaterThan(0)
    const list = upstream().simulator.requests.find((request) => request.service === 'oft')
    expect(list?.headers['x-layerzero-api-key']).toBeUndefined()
  })

  it.each([
    ['/api/vt/admin', 'GET'],
    ['/api/vt/chains/extra', 'GET'],
    ['/api/vt/..%2Fadmin', 'GET'],
    ['/api/vt/status/a%2F..%2F..%2Fadmin', 'GET'],
    ['/api/vtchains', 'GET'],
    ['/api/oft/transfer%2F..%2Flist', 'GET'],
  ])('answers 404 for %s: only the service’s own paths are forwarded', async (path, method) => {
    upstream().simulator.clearRequests()
    const response = await fetch(`${origin}${path}`, { method })
    expect(response.status).toBe(404)
    expect(upstream().simulator.requests).toEqual([])
  })

  it('answers 405 with Allow for another method', async () => {
    const response = await fetch(`${origin}/api/vt/quotes`, { method: 'GET' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect((await fetch(`${origin}/api/vt/chains`, { method: 'DELETE' })).status).toBe(405)
  })

  it('answers 413 for a body above the limit, without forwarding it', async () => {
    upstream().simulator.clearRequests()
    const response = await fetch(`${origin}/api/vt/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(20_000) }),
    })
    expect(response.status).toBe(413)
    expect(upstream().simulator.requests).toEqual([])
  })

  it('passes the service’s errors through as they are (status, body, Retry-After)', async () => {
    upstream().simulator.faults.inject({
      path: '/quotes',
      times: 1,
      fault: { type: 'rateLimit', retryAfter: '7' },
    })
    const response = await fetch(`${origin}/api/vt/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    const invalid = await fetch(`${origin}/api/vt/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(invalid.status).toBe(400)
    expect(await everything(invalid)).not.toContain(API_KEY)
  })

  it('says 502 when the service is unreachable, with the key in no response and no log', async () => {
    const down = createTransferProxy({
      upstream: 'http://127.0.0.1:9/v1',
      prefix: '/api/vt',
      apiKey: API_KEY,
      onError: (error) => errors.push(error),
    })
    const response = await down(
      new Request('https://app.example/api/vt/quotes', { method: 'POST', body: '{}' }),
    )
    expect(response.status).toBe(502)
    expect(await everything(response)).not.toContain(API_KEY)
    expect(errors.at(-1)?.message).toBe('upstream unreachable for /quotes')
    expect(JSON.stringify(errors)).not.toContain(API_KEY)
  })

  it('allows a configured origin (CORS) and refuses others', async () => {
    const allowed = await fetch(`${origin}/api/vt/quotes`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    })
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST')
    const stranger = await fetch(`${origin}/api/vt/quotes`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(stranger.status).toBe(403)
    const read = await fetch(`${origin}/api/vt/chains`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a bad upstream when it is created', () => {
    expect(() => createTransferProxy({ upstream: '/v1', prefix: '/api/vt' })).toThrow(TypeError)
    expect(() =>
      createTransferProxy({ upstream: 'https://x.example/v1?key=1', prefix: '/api/vt' }),
    ).toThrow(TypeError)
  })
})
