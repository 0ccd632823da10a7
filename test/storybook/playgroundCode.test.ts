// The Storybook playground's code panel: what it prints is what its preview renders (the printed
// module imported and run), each option maps to its prop, and a shared link cannot break the page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ReactElement } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { BridgeWidget, themePresets } from '../../src/exports/index'
import { themeCss, themeValue, widgetCode, widgetProps } from '../../stories/playground/code'
import {
  decodeState,
  encodeState,
  initialState,
  type PlaygroundState,
  withinCatalog,
} from '../../stories/playground/state'

// Inside the repository: the printed module's `vtkit` and `react` resolve as an app's would.
const folder = await mkdtemp(join(import.meta.dirname, '.generated-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

let modules = 0
/** The printed `Bridge.jsx`, compiled and run: the element it returns. */
async function runPrinted(state: PlaygroundState): Promise<ReactElement<Record<string, unknown>>> {
  const file = join(folder, `Bridge${modules++}.jsx`)
  await writeFile(file, widgetCode(state))
  const printed = (await import(/* @vite-ignore */ file)) as { Bridge: () => ReactElement }
  return printed.Bridge() as ReactElement<Record<string, unknown>>
}

const empty: PlaygroundState = {
  ...initialState,
  from: { chain: '', token: '' },
  to: { chain: '', token: '' },
  amount: '',
}

const everything: PlaygroundState = {
  ...initialState,
  variant: 'drawer',
  fromChains: ['base', 'optimism'],
  toChains: ['arbitrum'],
  featured: ['USDC', 'ETH'],
  tokens: { offered: 'except', symbols: ['WBTC', 'SOL'] },
  lock: { source: true, destination: true, amount: false, recipient: true },
  recipient: '0x1111111111111111111111111111111111111111',
  recipientLabel: 'Your "Aave" account {1}',
  hide: { history: true, settings: false, recipient: false, routes: true, swapButton: true },
  routePriority: 'cheapest',
  valueLoss: { warn: 3, confirm: 7.5 },
  locale: 'pt-BR',
  atomicBatch: false,
  scheme: 'dark',
}

describe('the code panel', () => {
  it('prints the bare widget when nothing differs from its defaults', async () => {
    expect(widgetProps(empty)).toEqual({})
    expect(widgetCode(empty)).toContain('return <BridgeWidget />')
    const element = await runPrinted(empty)
    expect(element.type).toBe(BridgeWidget)
    expect(element.props).toEqual({})
  })

  it('prints every option as the prop it is, and the printed module renders exactly the preview’s props', async () => {
    const props = widgetProps(everything)
    expect(props).toEqual({
      variant: 'drawer',
      colorScheme: 'dark',
      locale: 'pt-BR',
      defaultValues: {
        source: { chain: 'base', token: 'USDC' },
        destination: { chain: 'arbitrum', token: 'USDC' },
        amount: '25',
        recipient: '0x1111111111111111111111111111111111111111',
      },
      scope: {
        chains: { from: { allow: ['base', 'optimism'] }, to: { allow: ['arbitrum'] } },
        tokens: { deny: ['WBTC', 'SOL'], featured: ['USDC', 'ETH'] },
      },
      lock: { source: true, destination: true, recipient: true },
      recipientLabel: 'Your "Aave" account {1}',
      hide: { history: true, routes: true, swapButton: true },
      routePriority: 'cheapest',
      valueLoss: { warn: 0.03, confirm: 0.075 },
      atomicBatch: false,
    })
    for (const state of [initialState, everything, { ...empty, locale: 'de' as const }])
      expect((await runPrinted(state)).props).toEqual(widgetProps(state))
    // A language's pack is named for the app's provider.
    expect(widgetCode(everything)).toContain("import ptBR from 'vtkit/locales/pt-BR'")
  })

  it('offers only the tokens ticked, or all but them; none ticked offers all', () => {
    const offering = (tokens: PlaygroundState['tokens']) => widgetProps({ ...empty, tokens })
    expect(offering({ offered: 'only', symbols: ['USDC'] })).toEqual({
      scope: { tokens: { allow: ['USDC'] } },
    })
    expect(offering({ offered: 'except', symbols: ['ETH'] })).toEqual({
      scope: { tokens: { deny: ['ETH'] } },
    })
    expect(offering({ offered: 'only', symbols: [] })).toEqual({})
    expect(offering({ offered: 'all', symbols: ['USDC'] })).toEqual({})
  })

  it('locks the recipient only with an address the widget can lock (never a name or a typo)', () => {
    const locking = { ...empty, lock: { ...empty.lock, recipient: true }, recipientLabel: 'Vault' }
    for (const recipient of ['', 'hello', 'vitalik.eth', '0x1111'])
      expect(widgetProps({ ...locking, recipient })).toEqual({})
    expect(
      widgetProps({ ...locking, recipient: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' }),
    ).toMatchObject({ lock: { recipient: true }, recipientLabel: 'Vault' })
  })

  it('prints any text as a string the module compiles (quotes, braces, new lines)', async () => {
    const state: PlaygroundState = {
      ...everything,
      recipientLabel: "It's \\ {odd}\nand\u2028new",
      amount: '1\r2',
    }
    expect((await runPrinted(state)).props).toEqual(widgetProps(state))
  })
})

describe('the theme', () => {
  const defaults = {
    light: { colorAccent: '#3b5bdb', radius: '12px' },
    dark: { colorAccent: '#7c93f2', radius: '12px' },
  }

  it('needs no CSS for vtkit’s own look', () => {
    expect(themeCss(empty, defaults)).toBe('')
  })

  it('gives a preset’s two schemes, following the system', () => {
    const css = themeCss({ ...empty, preset: 'midnight' }, defaults)
    expect(css).toContain(`--vtkit-color-accent: ${themePresets.midnight.light.colorAccent};`)
    expect(css).toContain(
      `.vtkit-root[data-theme="dark"] {\n  --vtkit-color-accent: ${themePresets.midnight.dark.colorAccent};`,
    )
    expect(css).toContain('@media (prefers-color-scheme: dark)')
  })

  it('gives a colour changed for light only its dark default back in dark', () => {
    const state = { ...empty, theme: { shared: {}, light: { colorAccent: '#ff0066' }, dark: {} } }
    const css = themeCss(state, defaults)
    expect(css).toContain('.vtkit-root {\n  --vtkit-color-accent: #ff0066;')
    expect(css).toContain('.vtkit-root[data-theme="dark"] {\n  --vtkit-color-accent: #7c93f2;')
  })

  it('writes one scheme’s values alone when the scheme is chosen', () => {
    const state: PlaygroundState = {
      ...empty,
      preset: 'paper',
      scheme: 'dark',
      theme: { shared: { radius: '2px' }, light: {}, dark: { colorAccent: '#e0a458' } },
    }
    const css = themeCss(state, defaults)
    expect(css).toContain('--vtkit-color-accent: #e0a458;')
    expect(css).toContain('--vtkit-radius: 2px;')
    expect(css).not.toContain(themePresets.paper.light.colorBackground)
    expect(css).not.toContain('data-theme')
    expect(themeValue(state, 'dark', 'colorAccent', defaults)).toBe('#e0a458')
    expect(themeValue(state, 'dark', 'colorBackground', defaults)).toBe(
      themePresets.paper.dark.colorBackground,
    )
    expect(themeValue({ ...empty }, 'light', 'radius', defaults)).toBe('12px')
  })
})

describe('a shared link', () => {
  it('opens the same configuration, and carries only what changed', () => {
    expect(encodeState(initialState)).toBe('')
    const encoded = encodeState(everything)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeState(encoded)).toEqual(everything)
    // Non-ASCII text survives the trip.
    const named = { ...everything, recipientLabel: 'Café 日本' }
    expect(decodeState(encodeState(named))).toEqual(named)
  })

  it('keeps the start for anything unreadable, unknown or of the wrong type', () => {
    const link = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    expect(decodeState('%%%not base64')).toEqual(initialState)
    // A warning above the confirmation, which the editor refuses and the widget would too.
    expect(decodeState(link({ valueLoss: { warn: 50, confirm: 1 } })).valueLoss).toEqual(
      initialState.valueLoss,
    )
    expect(decodeState(link('just a string'))).toEqual(initialState)
    const hostile = decodeState(
      link({
        variant: 'sidebar',
        amount: 25,
        valueLoss: { warn: 'NaN', confirm: 200 },
        fromChains: ['base', { chain: 1 }],
        lock: { source: 'yes', recipient: true },
        locale: 'xx',
        tokens: { offered: 'never', symbols: 'USDC' },
        extra: 'ignored',
        theme: {
          light: {
            colorAccent: 'red; } body { display: none',
            colorBorder: 'url(https://evil.example/x.png)',
            colorText: '#000000',
            shadow: '0 0 0 100vmax red',
            notAKey: '#fff',
          },
          dark: { fontFamily: 'Comic Sans', radius: '4px', cardWidth: 'calc(100vw)' },
          shared: ['radius'],
        },
      }),
    )
    expect(hostile).toEqual({
      ...initialState,
      valueLoss: { warn: 5, confirm: 10 },
      lock: { ...initialState.lock, recipient: true },
      theme: { shared: {}, light: { colorText: '#000000' }, dark: { radius: '4px' } },
    })
  })

  it('keeps only the chains and tokens the catalogue has', () => {
    const catalog = {
      chains: [{ chainKey: 'base' }, { chainKey: 'arbitrum' }],
      tokens: [
        { chainKey: 'base', symbol: 'USDC' },
        { chainKey: 'arbitrum', symbol: 'USDT' },
        { chainKey: 'arbitrum', symbol: 'DAI' },
      ],
    }
    const state = withinCatalog(
      {
        ...initialState,
        from: { chain: 'base', token: 'ZZZ' },
        to: { chain: 'nope', token: 'USDC' },
        fromChains: ['base', 'nope'],
        featured: ['USDC', 'ZZZ', 'USDC'],
        // DAI is in the catalogue but not among the editor's choices: no box would show it.
        tokens: { offered: 'only', symbols: ['ZZZ', 'USDT', 'DAI'] },
      },
      catalog,
    )
    expect(state).toMatchObject({
      from: { chain: 'base', token: '' },
      to: { chain: '', token: '' },
      fromChains: ['base'],
      featured: ['USDC'],
      tokens: { offered: 'only', symbols: ['USDT'] },
    })
  })
})
