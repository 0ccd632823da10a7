// @vitest-environment jsdom
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { createMemoryJournal, getQuotes } from '../../src/exports/core.js'
import {
  BridgeWidget,
  StatusTimeline,
  TokenPicker,
  VtkitProvider,
} from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor, wallets, withSimulatorServer } from '../helpers/simulatorServer.js'
import { malformedBodies } from './bodies.js'

const server = withSimulatorServer({ pageSize: { chains: 500, tokens: 10_000 } })
const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors: [mock({ accounts: [wallets.evm], features: { reconnect: true } })],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
})
const { route } = quoteRequestFor({ routeType: 'CCTP_V2', srcChainType: 'EVM', native: false })
const crashes: string[] = []
let quoteId = ''
const valid = new Map<string, unknown>()

beforeAll(async () => {
  const [connector] = wagmiConfig.connectors
  if (connector) await connect(wagmiConfig, { connector })
  // React reports a component that threw while rendering through console.error: that is a crash.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ')
    if (/error occurred in the <|Uncaught|The above error/.test(text))
      crashes.push(text.slice(0, 300))
  })
  const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
  const client = clientFor(server())
  quoteId = (await getQuotes(client, request)).quotes[0]?.id ?? ''
  for (const path of ['/chains', '/tokens', '/metadata'])
    valid.set(path, await (await fetch(`${server().baseUrl}${path}`)).json())
  valid.set(
    '/quotes',
    await (
      await fetch(`${server().baseUrl}/quotes`, {
        method: 'POST',
        headers: { 'x-api-key': 'sim-api-key' },
        body: JSON.stringify(request),
      })
    ).json(),
  )
})
afterAll(() => vi.restoreAllMocks())

function Providers({ children, queryClient }: { children?: ReactNode; queryClient: QueryClient }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={clientFor(server(), { retry: false, timeoutMs: 1_000 })}>
          {children}
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/**
 * Until the service has been asked on the faulted path and no query has been in flight for 100 ms
 * (the answer read, what it changed rendered, what that started settled too), at most 3 s; true once
 * the path was asked. A fixed wait (450 ms, every case) was too short for the widget to reach
 * /quotes once its lists come from the service (~1.3 s), and ended before a faulted /metadata had
 * been through the quote it prices.
 */
async function answered(queryClient: QueryClient, path: string | RegExp, askedBefore: number) {
  const until = Date.now() + 3_000
  let quietSince = Date.now()
  while (Date.now() < until) {
    const asked = server().simulator.count(path) > askedBefore
    if (queryClient.isFetching() > 0 || !asked) quietSince = Date.now()
    else if (Date.now() - quietSince >= 100) break
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  await new Promise((resolve) => setTimeout(resolve, 30))
  return server().simulator.count(path) > askedBefore
}

const surfaces: { name: string; paths: string[]; ui: () => ReactNode; region: string }[] = [
  {
    name: 'BridgeWidget',
    paths: ['/chains', '/metadata', '/quotes'],
    region: 'Bridge',
    ui: () => (
      <BridgeWidget
        journal={createMemoryJournal()}
        defaultValues={{
          source: { chainKey: route.source.token.chainKey, token: route.source.token },
          destination: {
            chainKey: route.destination.token.chainKey,
            token: route.destination.token,
          },
          amount: '12',
        }}
      />
    ),
  },
  {
    name: 'TokenPicker (open)',
    paths: ['/chains', '/tokens'],
    region: 'Select a token',
    ui: () => <TokenPicker label="From" open />,
  },
  {
    name: 'StatusTimeline',
    paths: ['/status'],
    region: 'Transfer status',
    ui: () => <StatusTimeline quoteId={quoteId} txHash={`0x${'12'.repeat(32)}`} />,
  },
]

describe('components on fuzzed responses', () => {
  it.each(surfaces)(
    '$name stays on screen, showing data or a message, whatever the service sends',
    async (surface) => {
      let cases = 0
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...surface.paths), fc.nat(), async (path, seed) => {
          const [body] = fc.sample(malformedBodies(valid.get(path)), { numRuns: 1, seed })
          if (!body) return
          const faulted = path === '/status' ? /^\/status\// : path
          const remove = server().simulator.faults.inject({
            path: faulted,
            fault: { type: 'body', body: body.text, status: body.status },
          })
          try {
            cases++
            // Catalogs stored by earlier cases would answer /chains, /tokens and /metadata, not the service.
            localStorage.clear()
            const queryClient = createTestQueryClient()
            const askedBefore = server().simulator.count(faulted)
            render(<Providers queryClient={queryClient}>{surface.ui()}</Providers>)
            expect(
              await answered(queryClient, faulted, askedBefore),
              `${surface.name} never asked ${path}`,
            ).toBe(true)
            const region =
              surface.name === 'TokenPicker (open)'
                ? screen.queryByRole('dialog', { name: surface.region })
                : screen.queryByRole('region', { name: surface.region })
            expect(
              region,
              `${surface.name} on ${path} ${body.status} ${body.text.slice(0, 100)}`,
            ).not.toBeNull()
            expect(crashes).toEqual([])
          } finally {
            cleanup()
            remove()
          }
        }),
        { numRuns: 30, seed: 7 },
      )
      console.info(`${surface.name}: ${cases} fuzzed responses rendered, ${crashes.length} crashes`)
    },
    120_000,
  )
})
