// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, type SkippedItem } from '../../src/exports/core.js'
import { useTokens } from '../../src/exports/index.js'
import { renderVtkitHook, wrapperFor } from '../helpers/render.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const usdcOnBase = sharedCatalog.tokens.find(
  (token) => token.chainKey === 'base' && token.symbol === 'USDC',
)

describe('useTokens', () => {
  it('loads the whole catalog, with lookups by chain and address (case-insensitive)', async () => {
    const { result } = renderVtkitHook(() => useTokens(), { client: clientFor(server()) })
    await waitFor(() => expect(result.current.data?.partial).toBe(false))
    const index = result.current.data
    expect(index?.tokens).toHaveLength(sharedCatalog.tokens.length)
    expect(index?.get('base', usdcOnBase?.address.toUpperCase().replace('0X', '0x') ?? '')).toEqual(
      usdcOnBase,
    )
    expect(index?.get('base', '0x0000000000000000000000000000000000000001')).toBeUndefined()
    const baseTokens = index?.byChain('base') ?? []
    expect(baseTokens[0]?.address).toBe(NATIVE_TOKEN_ADDRESS)
    expect(baseTokens.every((token) => token.chainKey === 'base')).toBe(true)
  })

  it('is usable from the first page on, partial until the last, with one request per page', async () => {
    // Every page takes 150 ms: the first is there long before the last.
    server().simulator.faults.inject({ path: '/tokens', fault: { type: 'latency', ms: 150 } })
    const { result } = renderVtkitHook(() => useTokens(), { client: clientFor(server()) })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.partial).toBe(true)
    expect(result.current.isFetching).toBe(true)
    const first = result.current.data?.tokens.length ?? 0
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThan(sharedCatalog.tokens.length)
    // Search covers what has arrived.
    expect(result.current.data?.search('usdc').length).toBeGreaterThan(0)
    const sizes = new Set<number>()
    await waitFor(
      () => {
        sizes.add(result.current.data?.tokens.length ?? 0)
        expect(result.current.data?.partial).toBe(false)
      },
      { timeout: 5_000, interval: 20 },
    )
    expect(result.current.data?.tokens).toHaveLength(sharedCatalog.tokens.length)
    // It grew page by page, never shrank.
    expect([...sizes]).toEqual([...sizes].sort((a, b) => a - b))
    expect(sizes.size).toBeGreaterThan(2)
    expect(server().simulator.count('/tokens')).toBe(Math.ceil(sharedCatalog.tokens.length / 500))
  })

  it('searches by symbol (exact first), name, or pasted address', async () => {
    const { result } = renderVtkitHook(() => useTokens(), { client: clientFor(server()) })
    await waitFor(() => expect(result.current.data?.partial).toBe(false))
    const index = result.current.data
    const bySymbol = index?.search('usdc') ?? []
    expect(bySymbol.length).toBeGreaterThan(50)
    expect(bySymbol.slice(0, 50).every((token) => token.symbol === 'USDC')).toBe(true)
    expect(index?.search('tether', { chainKey: 'base' }).map((token) => token.symbol)).toEqual([
      'USDT',
    ])
    expect(index?.search(`  ${usdcOnBase?.address.toUpperCase().replace('0X', '0x')} `)).toEqual([
      usdcOnBase,
    ])
    expect(index?.search('usd', { limit: 3 })).toHaveLength(3)
    expect(index?.search('zzzzzz')).toEqual([])
  })

  it('fetches the catalog once for every component that asks', async () => {
    function Count({ label }: { label: string }) {
      const { data } = useTokens()
      return <p>{`${label}: ${data?.tokens.length ?? '…'}`}</p>
    }
    const Wrapper = wrapperFor(clientFor(server()))
    render(
      <Wrapper>
        <Count label="picker" />
        <Count label="card" />
      </Wrapper>,
    )
    await screen.findByText(`card: ${sharedCatalog.tokens.length}`)
    expect(server().simulator.count('/tokens')).toBe(Math.ceil(sharedCatalog.tokens.length / 500))
  })

  it('reports a malformed catalog as a ResponseShapeError naming the field', async () => {
    server().simulator.faults.inject({
      path: '/tokens',
      fault: { type: 'malform', path: 'tokens', value: 'none' },
    })
    const { result } = renderVtkitHook(() => useTokens(), { client: clientFor(server()) })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'ResponseShapeError', path: 'tokens' })
  })

  it('drops one malformed token, reports it, and keeps the rest of the catalog', async () => {
    server().simulator.faults.inject({
      path: '/tokens',
      times: 1,
      fault: { type: 'malform', path: 'tokens.3.decimals', value: 'six' },
    })
    const skipped: SkippedItem[] = []
    const client = clientFor(server(), { onInvalidItem: (item) => skipped.push(item) })
    const { result } = renderVtkitHook(() => useTokens(), { client })
    await waitFor(() => expect(result.current.data?.partial).toBe(false))
    expect(result.current.data?.tokens).toHaveLength(sharedCatalog.tokens.length - 1)
    expect(skipped).toMatchObject([{ kind: 'token', path: 'tokens[3].decimals' }])
  })
})
