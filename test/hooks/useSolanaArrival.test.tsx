// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { SolanaWallet } from '../../src/exports/core.js'
import {
  type SolanaArrivalParameters,
  useSolanaArrival,
} from '../../src/hooks/internal/useSolanaArrival.js'
import { createTestQueryClient } from '../helpers/render.js'

// An OFT send's arrival on Solana, read from the app's own Solana wallet: its balance of the
// token before the send, then risen by at least what the send delivers.
const mint = '2u1tszSeqZ3qBWF3uNGPFc8TzMk2tdiwknnRMWGWjGWH'
const owner = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

/** The host's Solana wallet, as `useWalletAdapterSolana` gives it: here its balances are a map. */
function walletHolding(balance: bigint) {
  const balances = new Map([[mint, balance]])
  const wallet: SolanaWallet = {
    address: owner,
    executor: undefined,
    balanceOf: async (token) => balances.get(token) ?? 0n,
  }
  return {
    wallet,
    receive: (amount: bigint) => balances.set(mint, (balances.get(mint) ?? 0n) + amount),
  }
}

function render(initial: SolanaArrivalParameters) {
  const client = createTestQueryClient()
  return renderHook((parameters: SolanaArrivalParameters) => useSolanaArrival(parameters), {
    initialProps: initial,
    wrapper: ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  })
}

describe('useSolanaArrival', () => {
  it('waits for the wallet’s balance to rise by what the send delivers, counted from before it', async () => {
    const { wallet, receive } = walletHolding(5_000n)
    const base = { wallet, recipient: owner, token: mint, minimum: 2_000n, pollMs: 20 }
    const { result, rerender } = render({ ...base, idle: true, sentHash: undefined })
    expect(result.current.state).toBe('idle')
    // An earlier arrival while the form waits: part of the balance before, not of this send.
    receive(1_000n)
    await new Promise((resolve) => setTimeout(resolve, 100))
    rerender({ ...base, idle: false, sentHash: undefined })
    rerender({ ...base, idle: false, sentHash: '0xsent' })
    await waitFor(() => expect(result.current.state).toBe('inFlight'))
    // Less than the send delivers is not it.
    receive(1_000n)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current.state).toBe('inFlight')
    receive(1_000n)
    await waitFor(() => expect(result.current.state).toBe('delivered'))
  })

  it('never counts an earlier send: a new send needs a balance read since its form opened', async () => {
    const { wallet, receive } = walletHolding(0n)
    const base = { wallet, recipient: owner, token: mint, minimum: 2_000n, pollMs: 20 }
    const { result, rerender } = render({ ...base, idle: true, sentHash: undefined })
    await new Promise((resolve) => setTimeout(resolve, 60))
    rerender({ ...base, idle: false, sentHash: '0xfirst' })
    receive(2_000n)
    await waitFor(() => expect(result.current.state).toBe('delivered'))
    // "New transfer": the wallet cannot be read any more, so the balance before is not known.
    let failing = true
    const flaky: typeof wallet = {
      ...wallet,
      balanceOf: async (token) => {
        if (failing) throw new Error('the Solana node did not answer')
        return wallet.balanceOf(token)
      },
    }
    rerender({ ...base, wallet: flaky, idle: true, sentHash: undefined })
    await new Promise((resolve) => setTimeout(resolve, 60))
    rerender({ ...base, wallet: flaky, idle: false, sentHash: '0xsecond' })
    // Not the first send's arrival taken for this one's, and not "delivered" from its cache.
    expect(result.current.state).toBe('unobservable')
    failing = false
  })

  it('cannot watch another address on Solana, a missing wallet, or a send whose arrival is not read', () => {
    const { wallet } = walletHolding(0n)
    const sent = { idle: false, sentHash: '0xsent', token: mint, minimum: 1n }
    expect(
      render({ ...sent, wallet, recipient: 'AnotherWa11et1111111111111111111111111111111' }).result
        .current.state,
    ).toBe('unobservable')
    expect(render({ ...sent, wallet: undefined, recipient: owner }).result.current.state).toBe(
      'unobservable',
    )
    expect(
      render({ ...sent, wallet, recipient: owner, minimum: undefined }).result.current.state,
    ).toBe('unobservable')
  })
})
