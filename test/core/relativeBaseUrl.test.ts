import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError, getChains, getQuotes } from '../../src/exports/core.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { API_KEY, clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

// A host's proxy on its own origin: `baseUrl: '/api/vt'`, as docs/app.md documents.
const server = withSimulatorServer()
const pathOf = (url: string) => new URL(url).pathname
const originOf = (url: string) => new URL(url).origin

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a relative baseUrl', () => {
  it('is kept as a path and resolved against the page origin when a request is made', async () => {
    const client = clientFor(server(), {
      baseUrl: `${pathOf(server().baseUrl)}/`,
      metadataUrl: pathOf(server().metadataUrl),
    })
    expect(client.baseUrl).toBe(pathOf(server().baseUrl))
    // The page is served from the service's origin (the proxy's).
    vi.stubGlobal('location', { origin: originOf(server().baseUrl) })
    const chains = await getChains(client)
    expect(chains.length).toBeGreaterThan(0)
    // The key goes to the page's own origin (the proxy), never elsewhere.
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    expect(quotes.length).toBeGreaterThan(0)
    const quoted = server()
      .simulator.requests.filter((request) => request.path === '/quotes')
      .at(-1)
    expect(quoted?.headers['x-api-key']).toBe(API_KEY)
  })

  it('is a clear ConfigError where there is no page origin (a server), and loses nothing', async () => {
    const client = clientFor(server(), { baseUrl: '/api/vt' })
    const failure = await getChains(client).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConfigError)
    expect((failure as ConfigError).shortMessage).toMatch(
      /baseUrl is the path \/api\/vt, and there is no page origin .* give an absolute URL/,
    )
  })

  it.each([
    ['//evil.example/v1', 'baseUrl must be an absolute URL or a path starting with /'],
    ['api/vt', 'baseUrl must be an absolute URL or a path starting with /'],
    ['/..//evil.example/v1', 'baseUrl must be an absolute URL or a path starting with /'],
    ['/\\aaaa//evil.example/v1', 'baseUrl must be an absolute URL or a path starting with /'],
    ['/', 'baseUrl must be an absolute URL or a path starting with /'],
    ['/api/vt?key=1', 'baseUrl must not carry a query or fragment'],
  ])('refuses %s', (baseUrl, message) => {
    expect(() => clientFor(server(), { baseUrl })).toThrow(ConfigError)
    expect(() => clientFor(server(), { baseUrl })).toThrow(message)
  })
})
