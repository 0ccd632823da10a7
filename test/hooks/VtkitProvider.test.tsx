// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  getChainsQueryKey,
  ProviderNotFoundError,
  useChains,
  useExecuteSteps,
  useMetadata,
  useOftList,
  useOftTransfer,
  useQuote,
  useRoutes,
  useTokens,
  useTransferHistory,
  useTransferStatus,
  useVtkitClient,
  VtkitProvider,
} from '../../src/exports/index.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()

function ChainCount() {
  const { data } = useChains()
  return <p>{data ? `${data.length} chains` : 'loading'}</p>
}

describe('VtkitProvider', () => {
  it("uses the host's QueryClient: the data lands in its cache", async () => {
    const queryClient = new QueryClient()
    const client = clientFor(server())
    render(
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={client}>
          <ChainCount />
        </VtkitProvider>
      </QueryClientProvider>,
    )
    await screen.findByText(`${sharedCatalog.chains.length} chains`)
    expect(queryClient.getQueryData(getChainsQueryKey(client))).toHaveLength(
      sharedCatalog.chains.length,
    )
  })

  it('creates a QueryClient only when the host has none', async () => {
    render(
      <VtkitProvider client={clientFor(server())}>
        <ChainCount />
      </VtkitProvider>,
    )
    await screen.findByText(`${sharedCatalog.chains.length} chains`)
  })

  it('takes a config instead of a client, and keeps one client across renders', async () => {
    const config = { baseUrl: server().baseUrl }
    const clients: unknown[] = []
    function Probe() {
      clients.push(useVtkitClient())
      return <ChainCount />
    }
    const { rerender } = render(
      <VtkitProvider config={{ ...config }}>
        <Probe />
      </VtkitProvider>,
    )
    await screen.findByText(`${sharedCatalog.chains.length} chains`)
    rerender(
      <VtkitProvider config={{ ...config }}>
        <Probe />
      </VtkitProvider>,
    )
    expect(new Set(clients).size).toBe(1)
  })

  it('needs no wagmi for the read-only hooks (none is mounted here)', async () => {
    render(
      <VtkitProvider client={clientFor(server())}>
        <ChainCount />
      </VtkitProvider>,
    )
    expect(await screen.findByText(/chains$/)).toBeTruthy()
  })
})

describe('outside the provider', () => {
  const hooks: [string, () => unknown][] = [
    ['useChains', () => useChains()],
    ['useTokens', () => useTokens()],
    ['useRoutes', () => useRoutes({})],
    ['useMetadata', () => useMetadata()],
    ['useQuote', () => useQuote({ request: undefined })],
    ['useTransferStatus', () => useTransferStatus({ quoteId: undefined })],
    ['useOftList', () => useOftList()],
    ['useOftTransfer', () => useOftTransfer({ request: undefined })],
    ['useVtkitClient', () => useVtkitClient()],
    ['useExecuteSteps', () => useExecuteSteps({ quote: undefined, request: undefined })],
    ['useTransferHistory', () => useTransferHistory()],
  ]
  it.each(hooks)('%s throws a ProviderNotFoundError naming itself', (name, hook) => {
    const wrapper = ({ children }: { children?: React.ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    )
    let caught: unknown
    try {
      renderHook(hook, { wrapper })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ProviderNotFoundError)
    expect((caught as ProviderNotFoundError).shortMessage).toBe(
      `${name} must be used inside <VtkitProvider>.`,
    )
  })
})
