import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Demo, launchChromium, startDemo } from '../bench/flow/demo.js'
import { type SimulatorServer, startSimulatorServer } from '../src/exports/testing-server.js'
import { bodyOf, quoteRequestFor } from './helpers/quoteRequests.js'

// `VTKIT_BASE_URL=... VTKIT_API_KEY=... npm start`: the demo against a service that wants a key
// (here a simulator that accepts only this one), through the demo server's proxy.
const key = 'demo-secret-key-7f3a'
let service: SimulatorServer
let demo: Demo

beforeAll(async () => {
  service = await startSimulatorServer({ apiKeys: [key], oftApiKeys: [`${key}-oft`] })
  demo = await startDemo(5196, {
    VTKIT_BASE_URL: service.baseUrl,
    VTKIT_API_KEY: key,
    VTKIT_METADATA_URL: service.metadataUrl,
    VTKIT_OFT_API_KEY: `${key}-oft`,
  })
}, 60_000)

afterAll(async () => {
  await Promise.allSettled([demo?.stop(), service?.close()])
}, 30_000)

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
    for (const path of ['', 'main.tsx', 'production.tsx'])
      expect(await (await fetch(new URL(path, demo.pageUrl))).text()).not.toContain(key)
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      const sentHeaders: Record<string, string>[] = []
      page.on('pageerror', (error) => problems.push(String(error)))
      page.on('request', (request) => sentHeaders.push(request.headers()))
      await page.goto(demo.pageUrl)
      const widget = page.getByRole('region', { name: 'Bridge' })
      await widget.waitFor()
      // The widget reads the catalogue through the proxy; the browser has no wallet to connect.
      await page.getByRole('button', { name: 'Connect your wallet' }).waitFor()
      await expect
        .poll(() => service.simulator.count('/chains'), { timeout: 10_000 })
        .toBeGreaterThan(0)
      expect(problems).toEqual([])
      expect(JSON.stringify(sentHeaders)).not.toContain(key)
      expect(await page.content()).not.toContain(key)
    } finally {
      await browser.close()
    }
  }, 60_000)
})
