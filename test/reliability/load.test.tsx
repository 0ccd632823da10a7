// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { createMemoryJournal, getQuotes } from '../../src/exports/core.js'
import {
  type BridgeValues,
  BridgeWidget,
  useTransferStatus,
  VtkitProvider,
} from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { createTestQueryClient, renderVtkitHook } from '../helpers/render.js'
import { clientFor, wallets, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer({
  statusTimeline: { seenAfterMs: 1_000, processingAfterMs: 2_000, finalAfterMs: 10 * 3_600_000 },
})

// A connected wallet is needed to quote (it is the sender); it never signs here.
const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors: [mock({ accounts: [wallets.evm], features: { reconnect: true } })],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
})

afterEach(() => {
  vi.useRealTimers()
})

const { route } = quoteRequestFor({ routeType: 'CCTP_V2', srcChainType: 'EVM', native: false })
const values: Partial<BridgeValues> = {
  source: { chainKey: route.source.token.chainKey, token: route.source.token },
  destination: { chainKey: route.destination.token.chainKey, token: route.destination.token },
  amount: '12',
  recipient: wallets.evm2,
}

function Page({ widgets }: { widgets: number }) {
  const queryClient = createTestQueryClient()
  const journal = createMemoryJournal()
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        {/* In-page sharing is measured: nothing kept from the last render of the page. */}
        <VtkitProvider client={clientFor(server())} persistCatalogs={false}>
          {Array.from({ length: widgets }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical widgets, only their position differs
            <BridgeWidget key={index} journal={journal} defaultValues={values} />
          ))}
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

async function requestsFor(widgets: number): Promise<Record<string, number>> {
  const [connector] = wagmiConfig.connectors
  if (connector && !wagmiConfig.state.current) await connect(wagmiConfig, { connector })
  server().simulator.reset()
  const started = Date.now()
  const { unmount } = render(<Page widgets={widgets} />)
  // Every widget has its quote card, and everything has settled.
  await waitFor(
    () => expect(screen.getAllByRole('article', { name: 'Route' })).toHaveLength(widgets),
    { timeout: 30_000 },
  )
  // The token catalogue (every page of it, for the pickers and balances) is in, too.
  const pages = Math.ceil(server().simulator.catalog.tokens.length / 500)
  await waitFor(() => expect(server().simulator.count('/tokens')).toBe(pages), { timeout: 30_000 })
  await new Promise((resolve) => setTimeout(resolve, 300))
  console.info(`${widgets} widget(s) quoted in ${Date.now() - started} ms`)
  const counts: Record<string, number> = {}
  for (const request of server().simulator.requests)
    counts[request.path] = (counts[request.path] ?? 0) + 1
  unmount()
  return counts
}

describe('load', () => {
  it('50 widgets on one page sharing one QueryClient make no more requests than one', async () => {
    const one = await requestsFor(1)
    const fifty = await requestsFor(50)
    console.info(`requests for 1 widget: ${JSON.stringify(one)}; for 50: ${JSON.stringify(fifty)}`)
    expect(fifty).toEqual(one)
    expect(one['/quotes']).toBe(1)
  }, 90_000)

  it('a status poller left for an hour of simulated time makes a bounded number of requests', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const { quotes } = await getQuotes(
      clientFor(server()),
      bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })),
    )
    const quoteId = quotes[0]?.id ?? ''
    server().simulator.clearRequests()
    // A transfer that stays in transit for the whole hour: the worst case for a poller.
    renderVtkitHook(() => useTransferStatus({ quoteId, txHash: `0x${'44'.repeat(32)}` }), {
      client: clientFor(server()),
    })
    for (let minute = 0; minute < 60; minute++) await act(() => vi.advanceTimersByTimeAsync(60_000))
    const polls = server().simulator.count((request) => request.path.startsWith('/status/'))
    console.info(`status polls in an hour of a transfer that never ends: ${polls}`)
    // A few fast polls after each change, then 30 s apart: about 2 a minute, never one a second (3,600).
    // The fake clock also advances with real time (`shouldAdvanceTime`), so a busy machine sees a
    // few more polls: 142 were seen on a loaded 2-core CI run.
    expect(polls).toBeLessThanOrEqual(160)
    expect(polls).toBeGreaterThan(60)
  }, 60_000)
})
