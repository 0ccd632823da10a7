import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Demo, launchChromium, startDemo } from '../bench/flow/demo.js'
import { type SimulatorServer, startSimulatorServer } from '../src/exports/testing-server.js'
import { bodyOf, quoteRequestFor } from './helpers/quoteRequests.js'

// `VTKIT_BASE_URL=... VTKIT_API_KEY=... npm start`: the demo against a service that wants a key
// (here a simulator that accepts only this one), through the demo server's proxy.
const key = 'demo-secret-key-7f3a'
let service: SimulatorServer
/** `npm start`: the page built, as an app ships it. */
let demo: Demo
/** `npm run dev`: the same page from the sources (Vite's dev server). */
let dev: Demo

beforeAll(async () => {
  service = await startSimulatorServer({ apiKeys: [key], oftApiKeys: [`${key}-oft`] })
  const environment = {
    VTKIT_BASE_URL: service.baseUrl,
    VTKIT_API_KEY: key,
    VTKIT_METADATA_URL: service.metadataUrl,
    VTKIT_OFT_API_KEY: `${key}-oft`,
  }
  // Each kept as soon as it starts, so that afterAll stops it even if the other fails.
  await Promise.all([
    startDemo(5196, environment).then((started) => {
      demo = started
    }),
    startDemo(5195, environment, ['--dev']).then((started) => {
      dev = started
    }),
  ])
}, 90_000)

afterAll(async () => {
  await Promise.allSettled([demo?.stop(), dev?.stop(), service?.close()])
}, 30_000)

/** Opens `pageUrl` in Chromium until the widget asks for a wallet; what the page loaded and sent. */
async function visit(pageUrl: string) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const problems: string[] = []
    const sentHeaders: Record<string, string>[] = []
    const bodies: Promise<string>[] = []
    page.on('pageerror', (error) => problems.push(String(error)))
    page.on('request', (request) => sentHeaders.push(request.headers()))
    page.on('response', (response) => {
      if (response.url().startsWith(pageUrl)) bodies.push(response.text().catch(() => ''))
    })
    await page.goto(pageUrl)
    await page.getByRole('region', { name: 'Bridge' }).waitFor()
    // The widget reads the catalogue through the proxy; the browser has no wallet to connect.
    await page.getByRole('button', { name: 'Connect your wallet' }).waitFor()
    return {
      problems,
      sentHeaders,
      loaded: await Promise.all(bodies),
      content: await page.content(),
    }
  } finally {
    await browser.close()
  }
}

describe('npm start against a real service (VTKIT_BASE_URL)', () => {
  it('starts no local chain, and says where the service is and that the key stays server-side', () => {
    expect(demo.rpcUrls).toEqual([])
    expect(demo.output).toContain(`${service.baseUrl} (through /api/vt, key added server-side)`)
    expect(demo.output).not.toContain(key)
  })

  it('adds the key on the way out: the proxy gets quotes the service refuses without it', async () => {
    const body = JSON.stringify(bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    const direct = await fetch(`${service.baseUrl}/quotes`, { method: 'POST', body })
    expect(await direct.json()).toEqual({ error: 'Unauthorized' })
    const proxied = await fetch(new URL('api/vt/quotes', demo.pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(proxied.status).toBe(200)
    expect(((await proxied.json()) as { quotes: unknown[] }).quotes.length).toBeGreaterThan(0)
    // The OFT service's key too, under its own header.
    const list = await fetch(new URL('api/oft/list', demo.pageUrl))
    expect(list.status).toBe(200)
    // The service saw the keys only from the proxy.
    const keyed = service.simulator.requests.filter(
      (request) => request.headers['x-api-key'] === key,
    )
    expect(keyed.length).toBeGreaterThan(0)
  })

  it('serves a page that never holds the key, and whose requests carry none', async () => {
    const before = service.simulator.count('/chains')
    const { problems, sentHeaders, loaded, content } = await visit(demo.pageUrl)
    await expect
      .poll(() => service.simulator.count('/chains'), { timeout: 10_000 })
      .toBeGreaterThan(before)
    expect(problems).toEqual([])
    // Everything the page loaded from the demo server: the page, its built scripts, the answers.
    expect(loaded.length).toBeGreaterThan(1)
    for (const body of loaded) expect(body).not.toContain(key)
    expect(JSON.stringify(sentHeaders)).not.toContain(key)
    expect(content).not.toContain(key)
  }, 60_000)
})

describe('npm run dev: the same page from the sources', () => {
  it("serves the widget from the kit's sources, the key still only server-side", async () => {
    for (const path of ['', 'main.tsx', 'production.tsx'])
      expect(await (await fetch(new URL(path, dev.pageUrl))).text()).not.toContain(key)
    // The sources themselves, module by module, not a built file.
    expect(await (await fetch(new URL('main.tsx', dev.pageUrl))).text()).toContain('/@')
    const { problems, sentHeaders } = await visit(dev.pageUrl)
    expect(problems).toEqual([])
    expect(JSON.stringify(sentHeaders)).not.toContain(key)
  }, 60_000)
})
