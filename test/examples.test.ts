import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, getQuotes } from '../src/exports/core.js'
import { startSimulatorServer } from '../src/exports/testing-server.js'
import { bodyOf, quoteRequestFor } from './helpers/quoteRequests.js'
import { API_KEY, sharedCatalog, withSimulatorServer } from './helpers/simulatorServer.js'

const run = promisify(execFile)
const server = withSimulatorServer()
const root = new URL('../', import.meta.url)

describe('examples/quickstart.ts (the README first example)', () => {
  it('runs against the simulator and prints the quotes', async () => {
    const { stdout } = await run('npx', ['tsx', 'examples/quickstart.ts'], {
      cwd: root.pathname,
      env: { ...process.env, VTKIT_BASE_URL: server().baseUrl },
    })
    expect(stdout).toMatch(/^Stargate \(fast\): receive \d+(\.\d+)? USDC, fee \$\d+\.\d+$/m)
    expect(stdout).toMatch(/^\d+ route\(s\) rejected$/m)
    expect(server().simulator.count('/quotes')).toBe(1)
  }, 60_000)

  it('prints a typed error and exits non-zero when the service refuses the key', async () => {
    const strict = await startSimulatorServer({ catalog: sharedCatalog, apiKeys: ['another-key'] })
    try {
      const failure = await run('npx', ['tsx', 'examples/quickstart.ts'], {
        cwd: root.pathname,
        env: { ...process.env, VTKIT_BASE_URL: strict.baseUrl },
      }).catch((error: { stderr: string; code: number }) => error)
      expect(failure).toMatchObject({ code: 1 })
      expect((failure as { stderr: string }).stderr).toContain(
        'UnauthorizedError: The service refused the API key (missing or invalid).',
      )
    } finally {
      await strict.close()
    }
  }, 60_000)

  it('is quoted verbatim in the README', async () => {
    const readme = await readFile(new URL('README.md', root), 'utf8')
    for (const file of ['examples/quickstart.ts', 'examples/proxy.ts']) {
      expect(readme, file).toContain((await readFile(new URL(file, root), 'utf8')).trim())
    }
  })
})

describe('examples/proxy.ts (the recommended production setup)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  const load = async () => {
    vi.stubEnv('VTKIT_BASE_URL', server().baseUrl)
    vi.stubEnv('VTKIT_API_KEY', API_KEY)
    vi.resetModules()
    return import('../examples/proxy.js')
  }

  it('adds the key server-side, so a keyless browser client gets quotes', async () => {
    const { GET, POST } = await load()
    const client = createClient({
      baseUrl: 'https://your.app/api/vt',
      fetch: (input, init) => {
        const request = new Request(input, init)
        return request.method === 'POST' ? POST(request) : GET(request)
      },
    })
    expect(client.hasApiKey).toBe(false)
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    expect(quotes.length).toBeGreaterThan(0)
    expect(server().simulator.requests.at(-1)?.headers['x-api-key']).toBe(API_KEY)
  })

  it('forwards only the service paths', async () => {
    const { GET } = await load()
    expect((await GET(new Request('https://your.app/api/vt/../admin'))).status).toBe(404)
    expect((await GET(new Request('https://your.app/api/vt/status/a/b'))).status).toBe(404)
    expect((await GET(new Request('https://your.app/other/chains'))).status).toBe(404)
    expect(server().simulator.count()).toBe(0)
  })
})
