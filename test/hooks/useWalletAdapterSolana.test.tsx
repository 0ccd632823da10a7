// @vitest-environment jsdom
import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react'
import { Connection, Keypair } from '@solana/web3.js'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { SOLANA_NATIVE_MINT } from '../../src/core/address.js'
import { createSolanaWallet, useWalletAdapterSolana } from '../../src/exports/solana.js'
import { SolanaTestWalletAdapter } from '../../src/testing/solanaTestWalletAdapter.js'

// The hook inside the wallet adapter's own providers, reading a Solana node over HTTP (started
// once per run outside jsdom: web3.js's key derivation does not run in its realm).
const { rpcUrl, userSecretKey, usdc } = inject('localSolana')
const user = Keypair.fromSecretKey(Uint8Array.from(userSecretKey))
const other = Keypair.fromSeed(new Uint8Array(32).fill(7))
const connection = new Connection(rpcUrl, 'confirmed')

beforeAll(async () => {
  await connection.requestAirdrop(other.publicKey, 2_000_000_000)
})

function render(adapters: SolanaTestWalletAdapter[]) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConnectionProvider endpoint={rpcUrl}>
      <WalletProvider wallets={adapters}>{children}</WalletProvider>
    </ConnectionProvider>
  )
  return renderHook(() => ({ solana: useWalletAdapterSolana(), adapter: useWallet() }), {
    wrapper,
  })
}

describe('useWalletAdapterSolana', () => {
  it('gives nothing to sign with until a wallet connects, then its address, executor and balances', async () => {
    const wallet = new SolanaTestWalletAdapter(user.secretKey)
    const { result } = render([wallet])
    expect(result.current.solana.address).toBeUndefined()
    expect(result.current.solana.executor).toBeUndefined()
    await expect(result.current.solana.balanceOf(SOLANA_NATIVE_MINT)).rejects.toMatchObject({
      name: 'UnsupportedChainError',
    })

    act(() => result.current.adapter.select(wallet.name))
    await waitFor(() => expect(result.current.adapter.wallet).not.toBeNull())
    await act(() => result.current.adapter.connect())
    const owner = user.publicKey.toBase58()
    await waitFor(() => expect(result.current.solana.address).toBe(owner))
    expect(result.current.solana.executor?.checks.verifyStep).toBeTypeOf('function')
    expect(await result.current.solana.balanceOf(SOLANA_NATIVE_MINT)).toBe(
      BigInt(await connection.getBalance(user.publicKey)),
    )
    expect(await result.current.solana.balanceOf(usdc)).toBe(1_000_000_000n)

    await act(() => result.current.adapter.disconnect())
    await waitFor(() => expect(result.current.solana.address).toBeUndefined())
    expect(result.current.solana.executor).toBeUndefined()
  })

  it('follows a switch to another account', async () => {
    const first = new SolanaTestWalletAdapter(user.secretKey)
    const second = Object.assign(new SolanaTestWalletAdapter(other.secretKey), {
      name: 'second test wallet',
    }) as SolanaTestWalletAdapter
    const { result } = render([first, second])
    act(() => result.current.adapter.select(first.name))
    await waitFor(() => expect(result.current.adapter.wallet).not.toBeNull())
    await act(() => result.current.adapter.connect())
    await waitFor(() => expect(result.current.solana.address).toBe(user.publicKey.toBase58()))
    const before = result.current.solana
    act(() => result.current.adapter.select(second.name))
    await waitFor(() => expect(result.current.adapter.wallet?.adapter).toBe(second))
    await act(() => result.current.adapter.connect())
    await waitFor(() => expect(result.current.solana.address).toBe(other.publicKey.toBase58()))
    expect(result.current.solana).not.toBe(before)
    expect(await result.current.solana.balanceOf(usdc)).toBe(0n)
    expect(await result.current.solana.balanceOf(SOLANA_NATIVE_MINT)).toBe(2_000_000_000n)
  })
})

describe('createSolanaWallet', () => {
  it('refuses a token that is not a Solana address with a typed error, before asking the node', async () => {
    const wallet = new SolanaTestWalletAdapter(user.secretKey)
    await wallet.connect()
    const solana = createSolanaWallet({ wallet, connection })
    await expect(
      solana.balanceOf('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
    ).rejects.toMatchObject({
      name: 'InvalidInputError',
    })
    await expect(solana.balanceOf('')).rejects.toMatchObject({ name: 'InvalidInputError' })
  })

  it('a wallet that cannot sign transactions gets no executor, and still reads balances', async () => {
    const readOnly = createSolanaWallet({ wallet: { publicKey: user.publicKey }, connection })
    expect(readOnly.address).toBe(user.publicKey.toBase58())
    expect(readOnly.executor).toBeUndefined()
    expect(await readOnly.balanceOf(usdc)).toBeGreaterThan(0n)
  })
})
