import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
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

/** An upstream that misbehaves on purpose: quotes the key, sends status 999, stalls a body. */
const hostile = { url: '', server: undefined as Server | undefined }

beforeAll(async () => {
  hostile.server = createServer((request, response) => {
    if (request.url?.startsWith('/v1/quotes')) {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(`{"error":"key ${request.headers['x-api-key']} is not valid"}`)
    } else if (request.url?.startsWith('/v1/tokens')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"tokens":')
      // ...and never the rest.
    } else {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{}')
    }
  })
  await new Promise<void>((resolve) => hostile.server?.listen(0, '127.0.0.1', resolve))
  hostile.url = `http://127.0.0.1:${(hostile.server.address() as AddressInfo).port}/v1`
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
  const hostileUpstream = createTransferProxy({
    upstream: hostile.url,
    prefix: '/api/hostile',
    apiKey: API_KEY,
    timeoutMs: 500,
  })
  const hostileMiddleware = createNodeMiddleware(hostileUpstream, '/api/hostile/')
  const oftMiddleware = createNodeMiddleware(oft, '/api/oft/')
  proxyServer = createServer((request, response) => {
    void transferMiddleware(request, response, () => {
      void hostileMiddleware(request, response, () => {
        void oftMiddleware(request, response)
      })
    })
  })
  await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  proxyServer.closeAllConnections()
  hostile.server?.closeAllConnections()
  await Promise.all([
    new Promise((resolve) => proxyServer.close(resolve)),
    new Promise((resolve) => hostile.server?.close(resolve)),
  ])
})

/** A raw HTTP/1.1 request on a socket: what a browser never sends, an attacker may. */
function raw(text: string, closeAfterWrite = false): Promise<string> {
  return new Promise((resolve) => {
    const { port } = new URL(origin)
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(text)
      if (closeAfterWrite) socket.destroy()
    })
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
    })
    socket.on('close', () => resolve(answer))
    socket.on('error', () => resolve(answer))
    setTimeout(() => socket.destroy(), 2_000)
  })
}

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
      new Request('https://app.example/api/vt/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
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

  it('builds the forwarded URL on a fixed base: a forged Host header neither crashes the server nor moves the request', async () => {
    upstream().simulator.clearRequests()
    const broken = await raw('GET /api/vt/chains HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n')
    expect(broken).toMatch(/^HTTP\/1\.1 200/)
    const moved = await raw(
      'GET /api/vt/chains HTTP/1.1\r\nHost: a/api/vt/status/abc?\r\nConnection: close\r\n\r\n',
    )
    expect(moved).toMatch(/^HTTP\/1\.1 200/)
    expect(upstream().simulator.requests.map((request) => request.path)).toEqual([
      '/chains',
      '/chains',
    ])
    // Still serving.
    expect((await fetch(`${origin}/api/vt/chains`)).status).toBe(200)
  })

  it('survives a client that sends half a body and leaves', async () => {
    await raw(
      'POST /api/vt/quotes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      true,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await fetch(`${origin}/api/vt/chains`)).status).toBe(200)
  })

  it('keeps the key out of an upstream error that quotes it, and times out a stalled body', async () => {
    const quoted = await fetch(`${origin}/api/hostile/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(quoted.status).toBe(401)
    const text = await quoted.text()
    expect(text).toContain('[redacted]')
    expect(text).not.toContain(API_KEY)
    const stalled = await fetch(`${origin}/api/hostile/tokens`)
    expect(stalled.status).toBe(504)
  })

  it('refuses another site’s requests before they spend the key, and non-JSON posts', async () => {
    upstream().simulator.clearRequests()
    const foreign = await fetch(`${origin}/api/vt/quotes`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(foreign.status).toBe(403)
    const form = await fetch(`${origin}/api/vt/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(form.status).toBe(415)
    expect(upstream().simulator.requests).toEqual([])
    const allowed = await fetch(`${origin}/api/vt/chains`, {
      headers: { origin: 'https://app.example' },
    })
    expect(allowed.status).toBe(200)
    const own = await fetch(`${origin}/api/vt/chains`, { headers: { origin } })
    expect(own.status).toBe(200)
  })

  it('refuses options that would switch a limit off or send the key in clear text', () => {
    const upstream = 'https://service.example/v1'
    expect(() =>
      createTransferProxy({ upstream, prefix: '/api/vt', maxBodyBytes: Number.NaN }),
    ).toThrow('maxBodyBytes must be a positive number')
    expect(() => createTransferProxy({ upstream, prefix: '/api/vt', timeoutMs: 0 })).toThrow(
      'timeoutMs must be a positive number',
    )
    expect(() =>
      createTransferProxy({ upstream: 'http://service.example/v1', prefix: '/api/vt' }),
    ).toThrow('upstream must be https (http only for localhost)')
  })
})
