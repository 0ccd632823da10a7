import { describe, expect, it } from 'vitest'
import { formatStart, measureStart, type StartFigures } from '../../bench/start/run.js'

// Issue #18's cold start, run short at 100 ms a request: the counts are checked here, the timings
// (which depend on the machine) are recorded in BENCHMARKS.md by `npm run bench`.
describe('cold start and return visits in Chromium (100 ms a request)', () => {
  let figures: StartFigures
  it('measures the usable picker and the first quote, cold and warm, and the heap', async () => {
    figures = await measureStart({ runs: 2 })
    for (const line of formatStart(figures)) console.log(line)
    expect(figures.heap.withCatalogueBytes).toBeGreaterThan(figures.heap.smallCatalogueBytes)
  }, 180_000)

  it('makes the picker usable after the first page of each list, not after all 16 pages', () => {
    expect(figures.pages).toEqual({ chains: 4, tokens: 12 })
    // Usable once the first page of each is in: the next page of the other list may have been
    // asked meanwhile (how soon depends on the machine), never the rest.
    const { chains = 0, tokens = 0 } = figures.picker.cold.requests
    expect(chains).toBeLessThanOrEqual(2)
    expect(tokens).toBeLessThanOrEqual(2)
  })

  it('opens the picker of a return visit before any request', () => {
    expect(figures.picker.warm.requests).toEqual({})
  })

  it('asks the first quote after the first page of chains, and on a return visit at once', () => {
    // Asked once the chains' first page is in (one round trip), long before the other three;
    // the token catalogue streams alongside, unwaited.
    // Counted in pages, not milliseconds (a loaded 2-core machine stretches the time): the
    // quote goes out before the last page of chains is even asked, and after the first is in.
    const { latencyMs } = figures
    expect(figures.quote.cold.quoteAskedMs).toBeGreaterThanOrEqual(latencyMs)
    expect(figures.quote.cold.chainPagesBeforeQuote).toBeLessThan(figures.pages.chains)
    // A return visit: the stored chains are enough to ask without any other request first.
    expect(figures.quote.warm.requests.chains ?? 0).toBe(0)
    expect(figures.quote.warm.requests.quotes).toBe(1)
  })
})
