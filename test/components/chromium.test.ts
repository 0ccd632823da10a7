import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BenchPage, openPage, startBenchPage } from '../../bench/browser/run.js'
import { type SimulatorServer, startSimulatorServer } from '../../src/exports/testing-server.js'

// What jsdom cannot show: the picker as a real modal <dialog> in Chromium (top layer, inert page,
// focus kept inside and given back). The page is the browser benchmarks' (bench/browser/page).
let bench: BenchPage
let simulator: SimulatorServer
beforeAll(async () => {
  ;[bench, simulator] = await Promise.all([
    startBenchPage(),
    startSimulatorServer({ apiKeys: null }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([bench?.close(), simulator?.close()])
})

describe('TokenPicker in Chromium', () => {
  it('opens as a modal dialog: search focused, Tab kept inside, page inert, focus given back', async () => {
    const page = await openPage(
      bench.browser,
      `${bench.pageUrl}?case=picker&api=${simulator.baseUrl}`,
    )
    const trigger = page.getByRole('button', { name: /^From:/ })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Select a token' })
    await dialog.getByRole('listbox', { name: 'Tokens' }).getByRole('option').first().waitFor()
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Search by name, symbol or address',
    )
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      // Inside the dialog, or on the browser's own UI between the cycles (body), never the page.
      const where = await page.evaluate(() =>
        document.activeElement === document.body
          ? 'browser'
          : document.activeElement?.closest('dialog')
            ? 'dialog'
            : 'page',
      )
      expect(where).not.toBe('page')
    }
    // The page behind is inert: a click outside the panel lands on the backdrop and closes.
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'vtkit-token-trigger',
    )

    await trigger.click()
    await page.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await trigger.click()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'vtkit-token-trigger',
    )
    await page.close()
  }, 60_000)
})
