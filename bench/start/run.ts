// `npm run bench:start`: cold starts and return visits with the simulator answering every request
// after 100 ms, as a real network would (preflights answered at once, as through a same-origin
// proxy). Times from mount to a usable picker (its first token row) and to the first quote (the
// widget's route card, its tokens and amount given), cold (a new browser profile) and warm (the
// same profile, right after), and their ratio to the round trip; then the JS heap that a
// 20,000-token catalogue costs. Prints each figure; `measureStart()` returns them.

import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, CDPSession } from 'playwright-core'
import { findRoute } from '../../src/exports/testing.js'
import { startSimulatorServer } from '../../src/exports/testing-server.js'
import { startBenchPage } from '../browser/run.js'
import { type Summary, summarize } from '../browser/stats.js'

export const LATENCY_MS = 100

export type StartTiming = {
  /** Mount to the first useful thing in the DOM. */
  ms: Summary
  /** The median over the round trip: how many requests' worth of waiting it took. */
  roundTrips: number
  /** Requests to the service started before it, by endpoint (the most of any run). */
  requests: Record<string, number>
  /** From the first request to the start of the `/quotes` request, where there is one (median). */
  quoteAskedMs: number | undefined
  /** Pages of `/chains` asked before the quote was (the most of any run). */
  chainPagesBeforeQuote: number | undefined
}

export type StartFigures = {
  latencyMs: number
  pages: { chains: number; tokens: number }
  picker: { cold: StartTiming; warm: StartTiming }
  quote: { cold: StartTiming; warm: StartTiming }
  heap: {
    tokens: number
    /** JS heap after a collection, the picker open on the whole catalogue. */
    withCatalogueBytes: number
    /** The same page on a 200-token catalogue. */
    smallCatalogueBytes: number
  }
  chromium: string
}

type Visit = {
  ms: number
  requests: Record<string, number>
  quoteAskedMs: number | undefined
  chainPagesBeforeQuote: number | undefined
}

/** One page load in `context`, timed from mount to the page's `usableAt`. */
async function visit(context: BrowserContext, url: string, api: string): Promise<Visit> {
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  await page.goto(url)
  await page.waitForFunction(() => 'usableAt' in window, undefined, { timeout: 30_000 })
  const figures = await page.evaluate((origin) => {
    const { mountedAt, usableAt } = window as unknown as { mountedAt: number; usableAt: number }
    const requests: Record<string, number> = {}
    let quoteAskedMs: number | undefined
    // The quote's time counts from the first request to the service: how long the page itself
    // takes to start (it depends on the machine and the browser's version) is not its part.
    let firstAskedAt: number | undefined
    let chainPagesBeforeQuote: number | undefined
    for (const entry of performance.getEntriesByType('resource')) {
      if (!entry.name.startsWith(origin) || entry.startTime >= usableAt) continue
      firstAskedAt ??= entry.startTime
      const endpoint = new URL(entry.name).pathname.split('/')[2] ?? ''
      requests[endpoint] = (requests[endpoint] ?? 0) + 1
      if (endpoint === 'quotes' && quoteAskedMs === undefined) {
        quoteAskedMs = entry.startTime - (firstAskedAt ?? mountedAt)
        chainPagesBeforeQuote = requests.chains ?? 0
      }
    }
    return { ms: usableAt - mountedAt, requests, quoteAskedMs, chainPagesBeforeQuote }
  }, new URL(api).origin)
  // What the visit fetched whole is stored once its last page is in: let it finish. Both lists
  // stored (a quiet half second alone was not enough on a loaded machine: the next page was
  // asked later than that, and the return visit found the tokens missing), then nothing in flight.
  await page.waitForFunction(
    () =>
      ['chains', 'tokens'].every((name) =>
        Object.keys(localStorage).some((key) => key.startsWith(`vtkit:catalog:${name}:`)),
      ),
    undefined,
    { timeout: 30_000, polling: 100 },
  )
  await page.waitForFunction(
    (origin) => {
      const loading = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin))
      return (
        loading.length > 0 &&
        performance.now() -
          Math.max(...loading.map((entry) => (entry as PerformanceResourceTiming).responseEnd)) >
          500
      )
    },
    new URL(api).origin,
    { timeout: 30_000, polling: 100 },
  )
  await page.close()
  return figures
}

function timing(visits: Visit[]): StartTiming {
  const ms = summarize(visits.map((item) => item.ms))
  const requests: Record<string, number> = {}
  for (const { requests: made } of visits)
    for (const [endpoint, count] of Object.entries(made))
      requests[endpoint] = Math.max(requests[endpoint] ?? 0, count)
  const asked = visits.flatMap((item) =>
    item.quoteAskedMs === undefined ? [] : [item.quoteAskedMs],
  )
  const quoteAskedMs = asked.length > 0 ? summarize(asked).median : undefined
  const pages = visits.flatMap((item) =>
    item.chainPagesBeforeQuote === undefined ? [] : [item.chainPagesBeforeQuote],
  )
  const chainPagesBeforeQuote = pages.length > 0 ? Math.max(...pages) : undefined
  return { ms, roundTrips: ms.median / LATENCY_MS, requests, quoteAskedMs, chainPagesBeforeQuote }
}

/** "chains 1, tokens 1", or "none". */
export function requestList(requests: Record<string, number>): string {
  const made = Object.entries(requests).filter(([, count]) => count > 0)
  return made.length === 0
    ? 'none'
    : made.map(([endpoint, count]) => `${endpoint} ${count}`).join(', ')
}

async function coldAndWarm(browser: Browser, url: string, api: string, runs: number) {
  const cold: Visit[] = []
  const warm: Visit[] = []
  for (let run = 0; run < runs; run++) {
    // A new profile: nothing stored. Then the same profile again: a return visit.
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
    cold.push(await visit(context, url, api))
    warm.push(await visit(context, url, api))
    await context.close()
  }
  return { cold: timing(cold), warm: timing(warm) }
}

/** The heap after a full collection, with the picker open on a whole catalogue of `api`. */
async function heapWith(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  await page.getByRole('listbox', { name: 'Tokens' }).getByRole('option').first().waitFor()
  await page.getByText('Loading more…').waitFor({ state: 'detached', timeout: 30_000 })
  const session: CDPSession = await context.newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number }
  await context.close()
  return usedSize
}

export async function measureStart({ runs = 5 } = {}): Promise<StartFigures> {
  const { pageUrl, browser, close } = await startBenchPage()
  const server = await startSimulatorServer({ tokenCount: 6_000, apiKeys: null })
  const big = await startSimulatorServer({
    tokenCount: 20_000,
    pageSize: { tokens: 2_000 },
    apiKeys: null,
  })
  const small = await startSimulatorServer({ tokenCount: 200, apiKeys: null })
  try {
    server.simulator.faults.inject({ fault: { type: 'latency', ms: LATENCY_MS } })
    const { catalog } = server.simulator
    const { source, destination } = findRoute(catalog, {
      routeType: 'CCTP',
      symbol: 'USDC',
      srcChainKey: 'ethereum',
    })
    const values = {
      source: { chainKey: source.token.chainKey, token: source.token },
      destination: { chainKey: destination.token.chainKey, token: destination.token },
      amount: '25',
    }
    const start = (what: string, api: string) =>
      `${pageUrl}?case=start&what=${what}&persist&api=${api}&values=${encodeURIComponent(JSON.stringify(values))}`
    const picker = await coldAndWarm(browser, start('picker', server.baseUrl), server.baseUrl, runs)
    const quote = await coldAndWarm(browser, start('widget', server.baseUrl), server.baseUrl, runs)
    const heap = {
      tokens: 20_000,
      withCatalogueBytes: await heapWith(
        browser,
        `${pageUrl}?case=start&what=picker&api=${big.baseUrl}`,
      ),
      smallCatalogueBytes: await heapWith(
        browser,
        `${pageUrl}?case=start&what=picker&api=${small.baseUrl}`,
      ),
    }
    return {
      latencyMs: LATENCY_MS,
      pages: {
        chains: Math.ceil(catalog.chains.length / 50),
        tokens: Math.ceil(catalog.tokens.length / 500),
      },
      picker,
      quote,
      heap,
      chromium: browser.version(),
    }
  } finally {
    await Promise.allSettled([server.close(), big.close(), small.close(), close()])
  }
}

export function formatStart(figures: StartFigures): string[] {
  const line = (name: string, item: StartTiming) =>
    `${name}: ${item.ms.median.toFixed(0)} ms (p95 ${item.ms.p95.toFixed(0)} ms) = ${item.roundTrips.toFixed(1)} round trips; requests before it: ${requestList(item.requests)}${item.quoteAskedMs === undefined ? '' : `; quote asked ${item.quoteAskedMs.toFixed(0)} ms after the first request`}`
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
  const { heap } = figures
  return [
    `At ${figures.latencyMs} ms a request; /chains in ${figures.pages.chains} pages, /tokens in ${figures.pages.tokens}`,
    line('Usable picker, cold', figures.picker.cold),
    line('Usable picker, return visit', figures.picker.warm),
    line('First quote (widget), cold', figures.quote.cold),
    line('First quote (widget), return visit', figures.quote.warm),
    `JS heap, picker open on ${heap.tokens.toLocaleString('en')} tokens: ${mb(heap.withCatalogueBytes)} (on 200 tokens: ${mb(heap.smallCatalogueBytes)}; ${((((heap.withCatalogueBytes - heap.smallCatalogueBytes) / (heap.tokens - 200)) * 1000) / 1024).toFixed(0)} kB per 1,000 tokens)`,
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureStart()
  for (const line of formatStart(figures)) console.log(line)
}
