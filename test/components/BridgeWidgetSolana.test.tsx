// @vitest-environment jsdom
import { Connection, Keypair } from '@solana/web3.js'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, inject, it } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { BridgeWidget } from '../../src/components/BridgeWidget/index.js'
import type { SolanaWallet } from '../../src/exports/core.js'
import { VtkitProvider } from '../../src/exports/index.js'
import { createSolanaWallet } from '../../src/exports/solana.js'
import { SolanaTestWalletAdapter } from '../../src/testing/solanaTestWalletAdapter.js'
import { localChainsCatalog } from '../chains/simulation.js'
import { axeViolations } from '../helpers/axe.js'
import { accountRange } from '../helpers/localAccounts.js'
import { pick } from '../helpers/pickToken.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'

// The widget with a Solana wallet: the catalogue's Solana USDC is the local Solana node's, whose
// test wallet holds 1,000 USDC and 100 SOL; balances are read over its JSON-RPC.
const solanaNode = inject('localSolana')
const { chains: localChains } = inject('localChains')
const server = withSimulatorServer({ catalog: localChainsCatalog(localChains, solanaNode) })
const nextAccount = accountRange(89, 89)
const connection = new Connection(solanaNode.rpcUrl, 'confirmed')
const solanaUser = Keypair.fromSecretKey(Uint8Array.from(solanaNode.userSecretKey))

async function connectedSolana(): Promise<SolanaWallet> {
  const wallet = new SolanaTestWalletAdapter(solanaUser.secretKey)
  await wallet.connect()
  return createSolanaWallet({ wallet, connection })
}

let config: Awaited<ReturnType<typeof connectedMockWallet>> | undefined
async function renderWidget(
  solana: SolanaWallet | undefined,
  connectWallet = (type: string) => <p>{type}</p>,
) {
  config ??= await connectedMockWallet(localChains, await nextAccount())
  render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>
          <BridgeWidget solana={solana} connectWallet={connectWallet} locale="en-US" />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  return { user: userEvent.setup(), widget: screen.getByRole('region', { name: 'Bridge' }) }
}

describe('BridgeWidget with a Solana wallet', () => {
  it('asks the host for a Solana wallet when the source is on Solana and none is connected', async () => {
    const disconnected: SolanaWallet = {
      address: undefined,
      executor: undefined,
      balanceOf: async () => 0n,
    }
    const { user, widget } = await renderWidget(disconnected, (type) => (
      <button type="button">Connect a {type} wallet</button>
    ))
    await pick(user, /^From: Select a token$/, 'solana', 'Solana', 'usdc')
    expect(
      await within(widget).findByRole('button', { name: 'Connect a SOLANA wallet' }),
    ).toBeTruthy()
    expect(await axeViolations(widget)).toEqual([])
  })

  it('in an app without a Solana wallet, says a Solana source is not available instead of a connect button', async () => {
    const { user, widget } = await renderWidget(undefined)
    await pick(user, /^From: Select a token$/, 'solana', 'Solana', 'usdc')
    const button = await within(widget).findByRole('button', {
      name: 'Sending from Solana is not available here',
    })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(within(widget).queryByText('SOLANA')).toBeNull()
  })

  it('reads the Solana balance, and says so when the amount is more than it', async () => {
    const { user, widget } = await renderWidget(await connectedSolana())
    await pick(user, /^From: Select a token$/, 'solana', 'Solana', 'usdc')
    expect(
      await within(widget).findByText(/^Balance: 1,000 USDC/, {}, { timeout: 10_000 }),
    ).toBeTruthy()
    await pick(user, /^To: Select a token$/, 'ethereum', 'Ethereum', 'usdc')
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1500')
    expect(
      await within(widget).findByRole(
        'button',
        { name: 'Insufficient USDC balance' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
  })

  it("the From picker lists each wallet's holdings first, on Solana and on an EVM chain", async () => {
    const { user } = await renderWidget(await connectedSolana())
    await user.click(await screen.findByRole('button', { name: /^From: Select a token$/ }))
    const dialog = await screen.findByRole('dialog')
    const chains = within(dialog).getByRole('listbox', { name: 'Chains' })
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    const held = () =>
      Array.from(tokens.querySelectorAll('[role="option"]'))
        .filter((option) => option.querySelector('.vtkit-held'))
        .map((option) => option.querySelector('.vtkit-option-title')?.textContent)
    await user.type(within(dialog).getByRole('combobox', { name: 'Search chains' }), 'solana')
    await within(chains).findAllByText('Solana')
    await user.keyboard('{Enter}')
    // The Solana wallet's USDC (1,000 at $1) and SOL, read over the node's JSON-RPC.
    await waitFor(() => expect(held()).toEqual(['SOL', 'USDC']), { timeout: 10_000 })
    expect(tokens.querySelector('[role="option"]')?.textContent).toMatch(/^SOL.*\$/)
    await user.clear(within(dialog).getByRole('combobox', { name: 'Search chains' }))
    await user.type(within(dialog).getByRole('combobox', { name: 'Search chains' }), 'ethereum')
    await within(chains).findAllByText('Ethereum')
    await user.keyboard('{Enter}')
    // The EVM account holds the local chain's ETH (the native coin, badged): first, with its amount.
    await waitFor(() => expect(held()?.[0]).toBe('ETHnative'), { timeout: 10_000 })
  })

  it('MAX on SOL keeps what the account must keep: its rent-exempt minimum and fees', async () => {
    const { user, widget } = await renderWidget(await connectedSolana())
    await pick(user, /^From: Select a token$/, 'solana', 'Solana', 'sol')
    await within(widget).findByText(/^Balance: [\d,.]+ SOL/, {}, { timeout: 10_000 })
    await user.click(within(widget).getByRole('button', { name: 'Max' }))
    const lamports = BigInt(await connection.getBalance(solanaUser.publicKey))
    const filled = within(widget).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    const [whole = '0', fraction = ''] = filled.value.split('.')
    const amount = BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0') || '0')
    // The rent-exempt minimum of a wallet account (890,880 lamports) and two 5,000-lamport fees.
    expect(amount).toBe(lamports - 900_880n)
  })

  it("never defaults the recipient to an address of another chain type (an app's walletAddress)", async () => {
    // A Starknet app's signer, given as walletAddress: it must not become a Solana recipient.
    const starknetAccount = `0x0${'5'.repeat(63)}`
    config ??= await connectedMockWallet(localChains, await nextAccount())
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget walletAddress={starknetAccount} locale="en-US" />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const user = userEvent.setup()
    const widget = screen.getByRole('region', { name: 'Bridge' })
    await pick(user, /^From: Select a token$/, 'ethereum', 'Ethereum', 'usdc')
    await pick(user, /^To: Select a token$/, 'solana', 'Solana', 'usdc')
    const field = await within(widget).findByRole('textbox', { name: 'Recipient' })
    expect((field as HTMLInputElement).value).toBe('')
    expect(field.getAttribute('placeholder') ?? '').not.toContain(starknetAccount)
    expect(within(widget).queryByText(/^To your wallet/)).toBeNull()
  })

  it('sends to the Solana wallet by default when the destination is on Solana', async () => {
    const { user, widget } = await renderWidget(await connectedSolana())
    await pick(user, /^From: Select a token$/, 'ethereum', 'Ethereum', 'usdc')
    await pick(user, /^To: Select a token$/, 'solana', 'Solana', 'usdc')
    const owner = solanaUser.publicKey.toBase58()
    await waitFor(() =>
      expect(
        within(widget).getByText(`To your wallet ${owner.slice(0, 8)}…${owner.slice(-6)}`),
      ).toBeTruthy(),
    )
  })
})
