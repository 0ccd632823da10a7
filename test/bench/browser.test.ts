import { describe, expect, it } from 'vitest'
import { type BrowserFigures, formatFigures, measureInBrowser } from '../../bench/browser/run.js'

// The browser benchmarks of issue #7, run short: the counts are exact and checked here; the
// timings depend on the machine and are recorded in BENCHMARKS.md by `npm run bench`.
describe('components in Chromium (production React, simulator over HTTP)', () => {
  let figures: BrowserFigures
  it('measures the picker, the quote card and the amount field', async () => {
    figures = await measureInBrowser({ runs: 3, tokenCounts: [20_000, 200] })
    for (const line of formatFigures(figures)) console.log(line)
    for (const picker of figures.picker) {
      expect(picker.openMs.count).toBe(3)
      expect(picker.keystrokeMs.count).toBeGreaterThan(20)
    }
  }, 120_000)

  it('keeps the token list under 60 rows in the DOM, for 20,000 tokens as for 200', () => {
    for (const picker of figures.picker) {
      expect(picker.maxRows).toBeGreaterThan(0)
      expect(picker.maxRows).toBeLessThan(60)
    }
  })

  it('renders the quote card once per new quote and never for a countdown tick', () => {
    expect(figures.quoteCard.rendersPerQuote).toBe(1)
    expect(figures.quoteCard.rendersPerTick).toBe(0)
    expect(figures.quoteCard.countdownRendersPerTick).toBeGreaterThanOrEqual(0.75)
  })
})
