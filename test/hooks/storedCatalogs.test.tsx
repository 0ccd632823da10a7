// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { isPartialList } from '../../src/exports/core.js'
import { useChains, useMetadata, useTokens, VtkitProvider } from '../../src/exports/index.js'
import { generateCatalog } from '../../src/exports/testing.js'
import { writeCatalog } from '../../src/hooks/internal/catalogStorage.js'
import { createTestQueryClient, renderVtkitHook } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

// A catalogue that fits the storage bound whole (1,500 tokens), and the usual one that does not.
const server = withSimulatorServer({ catalog: generateCatalog({ seed: 1, tokenCount: 1_500 }) })
const big = withSimulatorServer()

/** What a page reads of the three catalogues, in its render (as components do). */
function useCatalogues() {
  const chains = useChains()
  const tokens = useTokens()
  const metadata = useMetadata()
  return {
    chains: chains.data,
    tokens: tokens.data,
    metadata: metadata.data,
    fetching: chains.isFetching || tokens.isFetching || metadata.isFetching,
  }
}

async function firstVisit(client: ReturnType<typeof clientFor>) {
  const visit = renderVtkitHook(useCatalogues, { client })
  await waitFor(
    () => {
      expect(visit.result.current.fetching).toBe(false)
      expect(visit.result.current.tokens?.partial).toBe(false)
    },
    { timeout: 10_000 },
  )
  const seen = visit.result.current
  visit.unmount()
  return seen
}

describe('catalogues kept between visits', () => {
  it('a return visit has chains, tokens and metadata at its first render, and asks nothing', async () => {
    const client = clientFor(server())
    const seen = await firstVisit(client)
    server().simulator.clearRequests()
    // The next visit: a new page, a new cache.
    const next = renderVtkitHook(useCatalogues, { client })
    expect(next.result.current.chains).toEqual(seen.chains)
    expect(next.result.current.tokens?.tokens).toEqual(seen.tokens?.tokens)
    expect(next.result.current.tokens?.partial).toBe(false)
    expect(next.result.current.metadata).toEqual(seen.metadata)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server().simulator.count()).toBe(0)
  })

  it('asks again in the background once what is stored is older than 10 minutes, showing it meanwhile', async () => {
    const client = clientFor(server())
    const seen = await firstVisit(client)
    // Stored by a visit 11 minutes ago (before this page was loaded).
    writeCatalog(localStorage, 'chains', client.baseUrl, seen.chains, Date.now() - 11 * 60_000)
    server().simulator.clearRequests()
    const next = renderVtkitHook(useCatalogues, { client })
    expect(next.result.current.chains).toEqual(seen.chains)
    await waitFor(() => expect(server().simulator.count('/chains')).toBeGreaterThan(0))
    await waitFor(() => expect(next.result.current.fetching).toBe(false))
    expect(next.result.current.chains).toEqual(seen.chains)
    expect(server().simulator.count('/tokens')).toBe(0)
  })

  it('shows the stored part of a catalogue too big to keep whole at once, and fetches the rest without shrinking it', async () => {
    const client = clientFor(big())
    const seen = await firstVisit(client)
    big().simulator.clearRequests()
    const sizes: number[] = []
    const next = renderVtkitHook(
      () => {
        const { tokens } = useCatalogues()
        sizes.push(tokens?.tokens.length ?? 0)
        return tokens
      },
      { client },
    )
    expect(next.result.current?.partial).toBe(true)
    const stored = next.result.current?.tokens.length ?? 0
    expect(stored).toBeGreaterThan(1_000)
    await waitFor(() => expect(next.result.current?.partial).toBe(false), { timeout: 10_000 })
    expect(next.result.current?.tokens).toHaveLength(seen.tokens?.tokens.length ?? 0)
    expect(Math.min(...sizes)).toBe(stored)
  })

  it('keeps nothing when the app says so', async () => {
    const client = clientFor(server())
    const queryClient = createTestQueryClient()
    const { result, unmount } = renderVtkitHook(useCatalogues, {
      client,
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <VtkitProvider client={client} persistCatalogs={false}>
            {children}
          </VtkitProvider>
        </QueryClientProvider>
      ),
    })
    await waitFor(() => expect(result.current.fetching).toBe(false), { timeout: 10_000 })
    expect(result.current.chains?.length).toBeGreaterThan(0)
    unmount()
    expect(localStorage.length).toBe(0)
  })

  it('hydrates a server render without a mismatch, and shows what is stored right after', async () => {
    const client = clientFor(server())
    const seen = await firstVisit(client)
    function Page() {
      const chains = useChains()
      return <p>{chains.data ? `${chains.data.length} chains` : 'Loading chains'}</p>
    }
    const app = () => (
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={client}>
          <Page />
        </VtkitProvider>
      </QueryClientProvider>
    )
    // The server has no storage: it renders the loading state.
    const html = renderToString(app())
    expect(html).toBe('<p>Loading chains</p>')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, app(), { onRecoverableError: recoverable })
    })
    await waitFor(() => expect(container.textContent).toBe(`${seen.chains?.length} chains`))
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(isPartialList(seen.chains)).toBe(false)
    act(() => root?.unmount())
    container.remove()
  })
})
