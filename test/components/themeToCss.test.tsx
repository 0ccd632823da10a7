// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Browser } from 'playwright-core'
import { renderToString } from 'react-dom/server'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { launchChromium } from '../../bench/flow/demo.js'
import { InvalidInputError } from '../../src/exports/core.js'
import { BridgeWidget, themeToCss, VtkitProvider } from '../../src/exports/index.js'

const wagmiConfig = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
  ssr: true,
})

describe('themeToCss', () => {
  it('writes the theme as a rule on every vtkit root, and the dark values for both ways to be dark', () => {
    expect(
      themeToCss({ colorAccent: '#ff0066', radius: '4px' }, { dark: { colorAccent: '#ff5c9d' } }),
    ).toBe(`.vtkit-root {
  --vtkit-color-accent: #ff0066;
  --vtkit-radius: 4px;
}
.vtkit-root[data-theme="dark"] {
  --vtkit-color-accent: #ff5c9d;
}
@media (prefers-color-scheme: dark) {
  .vtkit-root:not([data-theme="light"]) {
    --vtkit-color-accent: #ff5c9d;
  }
}
`)
    expect(themeToCss({ space: '6px' }, { selector: '.checkout .vtkit-root' })).toBe(
      '.checkout .vtkit-root {\n  --vtkit-space: 6px;\n}\n',
    )
    expect(themeToCss({})).toBe('\n')
  })

  it.each([
    [{ colorAccent: 'red; } body { display: none' }, {}, 'theme.colorAccent must be a CSS value'],
    [{ colorAccent: 'red</style><script>' }, {}, 'theme.colorAccent must be a CSS value'],
    [{ colorAccnt: 'red' }, {}, 'theme.colorAccnt is not a theme key'],
    [{}, { dark: { colorText: 'a/*' } }, 'dark.colorText must be a CSS value'],
    [{}, { selector: 'a{}' }, 'selector must be one CSS selector'],
    [null, {}, 'theme must be an object'],
  ])(
    'refuses %j with a typed error, so nothing can break out of the rule',
    (theme, options, message) => {
      expect(() => themeToCss(theme as never, options as never)).toThrow(InvalidInputError)
      expect(() => themeToCss(theme as never, options as never)).toThrow(message)
    },
  )
})

describe('a themed widget rendered on the server, before any script runs (Chromium)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  }, 30_000)
  afterAll(async () => {
    await browser?.close()
  })

  it('already has the host’s theme and its dark values: nothing flashes at hydration', async () => {
    const styles = await readFile(
      new URL('../../src/components/styles.css', import.meta.url),
      'utf8',
    )
    const theme = themeToCss({ colorAccent: '#ff0066' }, { dark: { colorAccent: '#ff5c9d' } })
    const widget = (colorScheme: 'light' | 'dark') =>
      renderToString(
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider client={new QueryClient()}>
            <VtkitProvider config={{ baseUrl: '/api/vt' }}>
              <BridgeWidget colorScheme={colorScheme} />
            </VtkitProvider>
          </QueryClientProvider>
        </WagmiProvider>,
      )
    const page = await browser.newPage()
    await page.setContent(
      `<style>${styles}</style><style>${theme}</style><div id="light">${widget('light')}</div><div id="dark">${widget('dark')}</div>`,
    )
    const accent = (id: string) =>
      page.evaluate(
        (where) =>
          getComputedStyle(document.querySelector(`#${where} .vtkit-root`) as Element)
            .getPropertyValue('--vtkit-color-accent')
            .trim(),
        id,
      )
    expect(await page.evaluate(() => document.scripts.length)).toBe(0)
    expect(await accent('light')).toBe('#ff0066')
    expect(await accent('dark')).toBe('#ff5c9d')
    await page.close()
  }, 30_000)
})
