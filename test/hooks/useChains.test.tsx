// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isPartialList } from '../../src/exports/core.js'
import { useChains, VtkitProvider } from '../../src/exports/index.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer({ pageSize: { chains: 40 } })

describe('useChains', () => {
  it('loads every chain over all pages', async () => {
    // Read as a component would in its render: data, and whether it is still loading.
    const { result } = renderVtkitHook(
      () => {
        const { data, isLoading, isSuccess } = useChains()
        return { data, isLoading, isSuccess }
      },
      { client: clientFor(server()) },
    )
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await waitFor(() => expect(isPartialList(result.current.data)).toBe(false), {
      timeout: 5_000,
    })
    expect(result.current.data).toHaveLength(sharedCatalog.chains.length)
    expect(server().simulator.count('/chains')).toBe(Math.ceil(sharedCatalog.chains.length / 40))
  })

  it('costs one request per page for the whole app, however many components ask', async () => {
    function ChainCount({ label }: { label: string }) {
      const { data } = useChains()
      return <p>{`${label}: ${data?.length ?? 'loading'}`}</p>
    }
    const queryClient = new QueryClient()
    render(
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={clientFor(server())}>
          <ChainCount label="a" />
          <ChainCount label="b" />
          <ChainCount label="c" />
        </VtkitProvider>
      </QueryClientProvider>,
    )
    await screen.findByText(`c: ${sharedCatalog.chains.length}`)
    expect(screen.getByText(`a: ${sharedCatalog.chains.length}`)).toBeTruthy()
    expect(server().simulator.count('/chains')).toBe(Math.ceil(sharedCatalog.chains.length / 40))
  })

  it('reports a typed error, and makes no extra attempts beyond the core retries', async () => {
    server().simulator.faults.inject({ path: '/chains', fault: { type: 'status', status: 503 } })
    const client = clientFor(server(), { retry: { retries: 1, baseDelayMs: 1 } })
    const { result } = renderVtkitHook(() => useChains(), { client })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'HttpError', status: 503 })
    expect(server().simulator.count('/chains')).toBe(2)
  })

  it('passes TanStack options through `query`', async () => {
    const { result } = renderVtkitHook(() => useChains({ query: { enabled: false } }), {
      client: clientFor(server()),
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.fetchStatus).toBe('idle')
    expect(server().simulator.count()).toBe(0)
  })
})

describe('refetch rules', () => {
  it('does not refetch the catalog on window focus, reconnect or remount', async () => {
    const { focusManager, onlineManager } = await import('@tanstack/react-query')
    const client = clientFor(server())
    const first = renderVtkitHook(() => useChains(), { client })
    await waitFor(() => expect(first.result.current.isFetching).toBe(false))
    const requests = server().simulator.count('/chains')
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    first.unmount()
    const second = renderVtkitHook(() => useChains(), { client, queryClient: first.queryClient })
    expect(second.result.current.isSuccess).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server().simulator.count('/chains')).toBe(requests)
    focusManager.setFocused(undefined)
  })
})
