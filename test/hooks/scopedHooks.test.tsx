// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TransferScope } from '../../src/exports/core.js'
import { useChains, useRoutes, useTokens } from '../../src/exports/index.js'
import { quoteRequestFor } from '../helpers/quoteRequests.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const base = sharedCatalog.chains.find((chain) => chain.chainKey === 'base')
const { route } = quoteRequestFor({ symbol: 'USDC', srcChainKey: 'base' })

describe('the catalogue hooks take the widget scope directly', () => {
  it('useChains lists the chains a side may pick, by key or by EVM id', async () => {
    const scope: TransferScope = {
      chains: { allow: ['arbitrum', base?.chainId ?? 0, 'ethereum'], to: { deny: ['ethereum'] } },
    }
    const { result } = renderVtkitHook(
      ({ side }: { side: 'from' | 'to' }) => useChains({ scope: { ...scope }, side }),
      { client: clientFor(server()), initialProps: { side: 'from' as const } },
    )
    await waitFor(() => expect(result.current.data?.length).toBe(3))
    expect(result.current.data?.map((chain) => chain.chainKey).sort()).toEqual([
      'arbitrum',
      'base',
      'ethereum',
    ])
  })

  it('useChains narrows by the `to` side, and without a scope lists every chain', async () => {
    const { result, rerender } = renderVtkitHook(
      ({ scope }: { scope: TransferScope | undefined }) => useChains({ scope, side: 'to' }),
      {
        client: clientFor(server()),
        initialProps: {
          scope: { chains: { allow: ['arbitrum', 'base'], to: { deny: ['base'] } } } as
            | TransferScope
            | undefined,
        },
      },
    )
    await waitFor(() => expect(result.current.data?.map((c) => c.chainKey)).toEqual(['arbitrum']))
    rerender({ scope: undefined })
    await waitFor(() => expect(result.current.data).toHaveLength(sharedCatalog.chains.length))
  })

  it('useTokens keeps what the scope allows, with exact tokens by EVM chain id, and stays partial while the pages come', async () => {
    const usdcOnBase = sharedCatalog.tokens.find(
      (token) => token.chainKey === 'base' && token.symbol === 'USDC',
    )
    server().simulator.faults.inject({ path: '/tokens', fault: { type: 'latency', ms: 100 } })
    const scope: TransferScope = {
      tokens: {
        allow: ['WETH', { chain: base?.chainId ?? 0, address: usdcOnBase?.address ?? '' }],
      },
    }
    const partials: boolean[] = []
    const { result } = renderVtkitHook(() => useTokens({ scope }), { client: clientFor(server()) })
    await waitFor(
      () => {
        if (result.current.data) partials.push(result.current.data.partial)
        expect(result.current.data?.partial).toBe(false)
      },
      { timeout: 5_000, interval: 20 },
    )
    expect(partials[0]).toBe(true)
    const tokens = result.current.data?.tokens ?? []
    const weth = sharedCatalog.tokens.filter((token) => token.symbol === 'WETH')
    expect(tokens).toHaveLength(weth.length + 1)
    expect(tokens.filter((token) => token.symbol !== 'WETH')).toEqual([usdcOnBase])
    expect(result.current.data?.get('base', usdcOnBase?.address ?? '')).toEqual(usdcOnBase)
    expect(result.current.data?.search('usdc')).toEqual([usdcOnBase])
  })

  it('useRoutes offers only the destinations the scope allows on its `to` side', async () => {
    const { result } = renderVtkitHook(
      () =>
        useRoutes({
          srcChainKey: 'base',
          srcTokenAddress: route.source.token.address,
          scope: { chains: { to: { allow: ['arbitrum'] } } },
        }),
      { client: clientFor(server()) },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect([...(result.current.data?.byChain.keys() ?? [])]).toEqual(['arbitrum'])
    expect(result.current.data?.tokens.length).toBeGreaterThan(0)
  })

  it('a scope that allows nothing gives empty lists, not an error', async () => {
    const nothing: TransferScope = { chains: { allow: [] } }
    const { result } = renderVtkitHook(
      () => ({ chains: useChains({ scope: nothing }), tokens: useTokens({ scope: nothing }) }),
      { client: clientFor(server()) },
    )
    await waitFor(() => expect(result.current.tokens.data?.partial).toBe(false))
    expect(result.current.chains.data).toEqual([])
    expect(result.current.tokens.data?.tokens).toEqual([])
    expect(result.current.chains.isError).toBe(false)
  })
})
