// `npm run bench:browser`: the components in Chromium (Debian's, through playwright-core), in a
// production build of React with the Profiler on, against the simulator over HTTP with no latency.
// Prints each figure; `measureInBrowser()` returns them for BENCHMARKS.md and the tests.

import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build, preview } from 'vite'
import { findRoute } from '../../src/exports/testing.js'
import { type SimulatorServer, startSimulatorServer } from '../../src/exports/testing-server.js'
import { launchChromium } from '../flow/demo.js'
import { type Summary, summarize } from './stats.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export type PickerFigures = {
  tokens: number
  /** Click on the trigger to the list's rows in the DOM with style and layout done. */
  openMs: Summary
  /** Click on the trigger to the end of the next frame (rows painted). */
  openToPaintMs: Summary
  /** One key of a typed search to its filtered rows in the DOM with style and layout done. */
  keystrokeMs: Summary
  /** The most option rows in the DOM at any point. */
  maxRows: number
}

export type QuoteCardFigures = {
  /** Commits of the card's parts (all but the countdown) per new quote. */
  rendersPerQuote: number
  /** Commits of the card's parts per countdown tick (the countdown itself excluded). */
  rendersPerTick: number
  /** Commits of the countdown per tick. */
  countdownRendersPerTick: number
}

export type BrowserFigures = {
  picker: PickerFigures[]
  quoteCard: QuoteCardFigures
  /** Last keystroke in the amount field to the quote in the DOM, beyond the debounce. */
  quoteOverheadMs: {
    beyondDebounce: Summary
    /** Of which the /quotes request over HTTP: the simulator's time, not the kit's. */
    service: Summary
  }
  chromium: string
}

export type MeasureOptions = {
  /** Repetitions of each timing; default 20. */
  runs?: number
  /** Token counts of the picker runs; the first is the one the goals are read on. */
  tokenCounts?: number[]
}

export type BenchPage = {
  /** The built page, served by Vite's preview server. */
  pageUrl: string
  browser: Browser
  close(): Promise<void>
}

/** Builds the bench page (production React, Profiler on), serves it and launches Chromium. */
export async function startBenchPage(): Promise<BenchPage> {
  // A folder per call: test files that build the page run side by side.
  await mkdir(source('../.out'), { recursive: true })
  const outDir = await mkdtemp(source('../.out/browser-'))
  await build({
    configFile: false,
    root: source('./page'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        // The production build of React, with the Profiler's callbacks kept.
        { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
        { find: /^vtkit\/core$/, replacement: source('../../src/exports/core.ts') },
        { find: /^vtkit$/, replacement: source('../../src/exports/index.ts') },
      ],
    },
    build: { outDir, emptyOutDir: true },
  })
  const server = await preview({
    configFile: false,
    root: source('./page'),
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const browser = await launchChromium()
  return {
    pageUrl: server.resolvedUrls?.local[0] ?? '',
    browser,
    close: async () => {
      await browser.close()
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

export async function measureInBrowser(options: MeasureOptions = {}): Promise<BrowserFigures> {
  const runs = options.runs ?? 20
  const tokenCounts = options.tokenCounts ?? [20_000, 200]
  const servers: SimulatorServer[] = []
  const { pageUrl, browser, close } = await startBenchPage()
  try {
    const picker: PickerFigures[] = []
    for (const tokens of tokenCounts) {
      const simulator = await startSimulatorServer({
        tokenCount: tokens,
        pageSize: { tokens: 2_000 },
        apiKeys: null,
      })
      servers.push(simulator)
      picker.push(
        await measurePicker(
          browser,
          `${pageUrl}?case=picker&api=${simulator.baseUrl}`,
          tokens,
          runs,
        ),
      )
    }
    const quotes = await startSimulatorServer({ apiKeys: null })
    servers.push(quotes)
    const { source: from, destination } = findRoute(quotes.simulator.catalog, {
      routeType: 'CCTP',
      symbol: 'USDC',
      srcChainKey: 'ethereum',
    })
    const wallet = '0x1111111111111111111111111111111111111111'
    const request = {
      amount: '250000000',
      srcChainKey: from.token.chainKey,
      srcTokenAddress: from.token.address,
      srcWalletAddress: wallet,
      dstChainKey: destination.token.chainKey,
      dstTokenAddress: destination.token.address,
      dstWalletAddress: wallet,
    }
    const query = `api=${quotes.baseUrl}&request=${encodeURIComponent(JSON.stringify(request))}`
    const quoteCard = await measureQuoteCard(browser, `${pageUrl}?case=quote&${query}`)
    const debounceMs = 300
    const quoteOverheadMs = await measureQuoteOverhead(
      browser,
      `${pageUrl}?case=amount&debounceMs=${debounceMs}&${query}`,
      debounceMs,
      runs,
    )
    return { picker, quoteCard, quoteOverheadMs, chromium: browser.version() }
  } finally {
    await Promise.allSettled([...servers.map((item) => item.close()), close()])
  }
}

export async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  page.on('pageerror', (error) => {
    throw error
  })
  await page.goto(url)
  await page.waitForFunction(
    () => (window as unknown as { bench?: { ready: boolean } }).bench?.ready,
  )
  return page
}

async function measurePicker(browser: Browser, url: string, tokens: number, runs: number) {
  const page = await openPage(browser, url)
  const trigger = page.getByRole('button', { name: /^From:/ })
  const rows = page.getByRole('listbox', { name: 'Tokens' }).getByRole('option')
  // The first open fetches the catalogue; the figures are for a list already loaded.
  await trigger.click()
  await rows.first().waitFor()
  await page.keyboard.press('Escape')
  const openMs: number[] = []
  const openToPaintMs: number[] = []
  let maxRows = 0
  for (let run = 0; run < runs; run++) {
    const timing = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('button.vtkit-token-trigger')
      if (!button) throw new Error('no trigger')
      const start = performance.now()
      button.click()
      // React commits a click in a microtask queued by its handler: this await runs after it.
      await Promise.resolve()
      const listed = document.querySelectorAll(
        '[role="listbox"][aria-label="Tokens"] [role="option"]',
      )
      // Reading layout makes the browser do style and layout now.
      document.body.getBoundingClientRect()
      const ready = listed.length > 0 ? performance.now() : Number.NaN
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      const rows = document.querySelectorAll(
        '[role="listbox"][aria-label="Tokens"] [role="option"]',
      )
      return { open: ready - start, painted: performance.now() - start, rows: rows.length }
    })
    if (timing.rows === 0) throw new Error('the picker opened without rows')
    openMs.push(timing.open)
    openToPaintMs.push(timing.painted)
    maxRows = Math.max(maxRows, timing.rows)
    await page.keyboard.press('Escape')
  }
  // A typed word, key by key, through real key events: keydown to the committed, laid-out list.
  await trigger.click()
  await rows.first().waitFor()
  await page.evaluate(() => {
    const state = window as unknown as { keystrokes: number[]; rowsSeen: number }
    state.keystrokes = []
    state.rowsSeen = 0
    let start = 0
    window.addEventListener('keydown', () => (start = performance.now()), true)
    window.addEventListener('input', () =>
      // After React's own flush of this input (queued first).
      queueMicrotask(() => {
        document.body.getBoundingClientRect()
        state.keystrokes.push(performance.now() - start)
        const rows = document.querySelectorAll(
          '[role="listbox"][aria-label="Tokens"] [role="option"]',
        )
        state.rowsSeen = Math.max(state.rowsSeen, rows.length)
      }),
    )
  })
  const words = ['wrapped token', 'usd coin', 'ether']
  for (const word of words) {
    await page.keyboard.type(word, { delay: 20 })
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
  }
  const typed = await page.evaluate(() => {
    const { keystrokes, rowsSeen } = window as unknown as { keystrokes: number[]; rowsSeen: number }
    return { keystrokes, rowsSeen }
  })
  await page.close()
  return {
    tokens,
    openMs: summarize(openMs),
    openToPaintMs: summarize(openToPaintMs),
    keystrokeMs: summarize(typed.keystrokes),
    maxRows: Math.max(maxRows, typed.rowsSeen),
  }
}

async function measureQuoteCard(browser: Browser, url: string): Promise<QuoteCardFigures> {
  const page = await openPage(browser, url)
  await page.getByTestId('refetch').waitFor()
  await page.getByTestId('chains-whole').waitFor({ state: 'attached' })
  const renders = () =>
    page.evaluate(() => ({
      ...(window as unknown as { bench: { renders: Record<string, number> } }).bench.renders,
    }))
  // Ticks: a few seconds of countdown with nothing else happening.
  const beforeTicks = await renders()
  const seconds = 4
  await page.waitForTimeout(seconds * 1_000 + 100)
  const afterTicks = await renders()
  // New quotes: each refetch brings a new quote id.
  const quotes = 3
  for (let index = 0; index < quotes; index++) {
    const id = await page.getByTestId('quote-id').textContent()
    await page.getByTestId('refetch').click()
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="quote-id"]')?.textContent !== old,
      id,
    )
    // Let the fetch state settle before the next one.
    await page.waitForTimeout(200)
  }
  const afterQuotes = await renders()
  await page.close()
  const delta = (id: string, from: Record<string, number>, to: Record<string, number>) =>
    (to[id] ?? 0) - (from[id] ?? 0)
  const ticks = delta('countdown', beforeTicks, afterTicks)
  return {
    rendersPerQuote: delta('card', afterTicks, afterQuotes) / quotes,
    rendersPerTick: delta('card', beforeTicks, afterTicks) / Math.max(1, ticks),
    countdownRendersPerTick: ticks / seconds,
  }
}

async function measureQuoteOverhead(
  browser: Browser,
  url: string,
  debounceMs: number,
  runs: number,
) {
  const page = await openPage(browser, url)
  const field = page.getByLabel('Amount (smallest units)')
  const overheads: number[] = []
  const services: number[] = []
  for (let run = 0; run < runs; run++) {
    const amount = String(100_000_000 + run * 1_000_001)
    await field.fill('')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="quoted"]')?.textContent === '',
    )
    await page.evaluate(() => {
      const state = window as unknown as { lastKey: number; quotedAt: Promise<number> }
      window.addEventListener('keydown', () => (state.lastKey = performance.now()), true)
      const output = document.querySelector('[data-testid="quoted"]') as HTMLElement
      state.quotedAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!output.textContent) return
          observer.disconnect()
          document.body.getBoundingClientRect()
          resolve(performance.now())
        })
        observer.observe(output, { childList: true, characterData: true, subtree: true })
      })
    })
    await field.pressSequentially(amount, { delay: 30 })
    const { elapsed, service } = await page.evaluate(async () => {
      const state = window as unknown as { lastKey: number; quotedAt: Promise<number> }
      const quotedAt = await state.quotedAt
      // The simulator's share: the /quotes request from its start to the response's last byte.
      const [quoteRequest] = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/quotes') && entry.startTime > state.lastKey)
      return {
        elapsed: quotedAt - state.lastKey,
        service: quoteRequest
          ? (quoteRequest as PerformanceResourceTiming).responseEnd - quoteRequest.startTime
          : 0,
      }
    })
    overheads.push(elapsed - debounceMs)
    services.push(service)
  }
  await page.close()
  return { beyondDebounce: summarize(overheads), service: summarize(services) }
}

export function formatFigures(figures: BrowserFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const lines = [`Chromium ${figures.chromium}`]
  for (const picker of figures.picker) {
    lines.push(
      `TokenPicker, ${picker.tokens.toLocaleString('en')} tokens: open ${ms(picker.openMs.median)} (p95 ${ms(picker.openMs.p95)}), to paint ${ms(picker.openToPaintMs.median)}; keystroke ${ms(picker.keystrokeMs.median)} (p95 ${ms(picker.keystrokeMs.p95)}, ${picker.keystrokeMs.count} keys); at most ${picker.maxRows} rows in the DOM`,
    )
  }
  const { quoteCard } = figures
  lines.push(
    `QuoteCard: ${quoteCard.rendersPerQuote} render(s) per new quote, ${quoteCard.rendersPerTick} per countdown tick outside the countdown (countdown: ${quoteCard.countdownRendersPerTick.toFixed(2)} per second)`,
    `Amount keystroke to painted quote, beyond the debounce: ${ms(figures.quoteOverheadMs.beyondDebounce.median)} (p95 ${ms(figures.quoteOverheadMs.beyondDebounce.p95)}), of which the /quotes request ${ms(figures.quoteOverheadMs.service.median)} (p95 ${ms(figures.quoteOverheadMs.service.p95)})`,
  )
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureInBrowser()
  for (const line of formatFigures(figures)) console.log(line)
}
