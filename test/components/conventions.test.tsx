// @vitest-environment jsdom
import { readFile } from 'node:fs/promises'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createRef, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { getQuotes } from '../../src/exports/core.js'
import {
  applyTheme,
  BridgeWidget,
  QuoteCard,
  StatusTimeline,
  TokenPicker,
  themeKeys,
  themeVariableName,
  themeVariables,
  VtkitProvider,
} from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const wagmiConfig = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
})

function Providers({ children }: { children?: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>{children}</VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

async function components() {
  const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
  const { quotes, tokens } = await getQuotes(clientFor(server()), request)
  const quote = quotes[0]
  if (!quote) throw new Error('no quote')
  return [
    [
      'TokenPicker',
      (props: { className: string; ref: React.Ref<HTMLElement> }) => (
        <TokenPicker
          label="From"
          className={props.className}
          ref={props.ref as React.Ref<HTMLButtonElement>}
        />
      ),
    ],
    [
      'QuoteCard',
      (props: { className: string; ref: React.Ref<HTMLElement> }) => (
        <QuoteCard
          quote={quote}
          pair={request}
          tokens={tokens}
          className={props.className}
          ref={props.ref}
        />
      ),
    ],
    [
      'StatusTimeline',
      (props: { className: string; ref: React.Ref<HTMLElement> }) => (
        <StatusTimeline quoteId={quote.id} className={props.className} ref={props.ref} />
      ),
    ],
    [
      'BridgeWidget',
      (props: { className: string; ref: React.Ref<HTMLElement> }) => (
        <BridgeWidget className={props.className} ref={props.ref} />
      ),
    ],
  ] as const
}

describe('component conventions', () => {
  it('every component forwards className and its ref to its root element', async () => {
    for (const [name, Component] of await components()) {
      const ref = createRef<HTMLElement>()
      const { container, unmount } = render(
        <Providers>
          <Component className="host-class" ref={ref} />
        </Providers>,
      )
      const root = container.querySelector('.host-class')
      expect(root, name).not.toBeNull()
      expect(ref.current, name).toBe(root)
      expect(root?.classList.contains('vtkit-root'), name).toBe(true)
      unmount()
    }
  })

  // Radix's roving focus (Tabs, RadioGroup) writes `outline:none` and Tabs `animation-duration:0s`
  // as attributes; in the browser React sets them through the CSSOM, which a strict CSP allows
  // (the Vite hosts check it). In server HTML a strict CSP drops them, harmlessly: the stylesheet
  // draws the focus ring and no panel animates. Any other inline style is vtkit's and a defect.
  const radixCosmetics = /\sstyle="(outline:none|animation-duration:0s)"/g
  it('no component renders a style attribute of its own (a strict Content-Security-Policy stays intact)', async () => {
    for (const [name, Component] of await components()) {
      const html = renderToString(
        <Providers>
          <Component className="x" ref={createRef()} />
        </Providers>,
      )
      expect(html.replace(radixCosmetics, ''), name).not.toMatch(/\sstyle="/)
    }
  })

  it('maps a theme object onto the CSS variables, through the CSSOM', () => {
    expect(themeVariables({ colorAccent: '#ff0066', radiusSmall: '4px', fontFamily: '' })).toEqual({
      '--vtkit-color-accent': '#ff0066',
      '--vtkit-radius-small': '4px',
    })
    const element = document.createElement('div')
    const remove = applyTheme(element, { colorText: 'black', space: '6px' })
    expect(element.style.getPropertyValue('--vtkit-color-text')).toBe('black')
    expect(element.style.getPropertyValue('--vtkit-space')).toBe('6px')
    remove()
    expect(element.style.getPropertyValue('--vtkit-color-text')).toBe('')
  })

  it('has a variable in styles.css for every theme key, and a dark value for every colour', async () => {
    const css = await readFile('src/components/styles.css', 'utf8')
    const declared = (block: string) =>
      new Set([...block.matchAll(/(--vtkit-[\w-]+):/g)].map((match) => match[1]))
    // The light defaults come before the first dark rule; the dark values after it.
    const firstDark = css.indexOf('[data-theme="dark"]')
    const light = css.slice(0, firstDark)
    const dark = css.slice(firstDark)
    for (const key of themeKeys) {
      const name = themeVariableName(key)
      expect(declared(light), name).toContain(name)
      if (key.startsWith('color')) expect(declared(dark), `${name} (dark)`).toContain(name)
    }
    // And nothing in the stylesheet a theme cannot reach.
    for (const name of declared(css)) expect(themeKeys.map(themeVariableName), name).toContain(name)
  })

  it('applies a theme and a colour scheme on the component root', async () => {
    const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
    const { quotes, tokens } = await getQuotes(clientFor(server()), request)
    const { container } = render(
      <Providers>
        <QuoteCard
          quote={quotes[0] as never}
          pair={request}
          tokens={tokens}
          theme={{ colorAccent: 'rebeccapurple' }}
          colorScheme="dark"
        />
      </Providers>,
    )
    const root = container.querySelector('.vtkit-root') as HTMLElement
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--vtkit-color-accent')).toBe('rebeccapurple')
  })
})
