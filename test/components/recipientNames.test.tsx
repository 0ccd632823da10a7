// @vitest-environment jsdom
import { keepPreviousData, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, createPublicClient, http } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { type Config, WagmiProvider } from 'wagmi'
import { BridgeWidget, type BridgeWidgetProps } from '../../src/components/BridgeWidget/index.js'
import { createMemoryJournal } from '../../src/exports/core.js'
import { VtkitProvider } from '../../src/exports/index.js'
import de from '../../src/locales/de.js'
import { LOCAL_ENS_NAMES } from '../chains/localChains.js'
import { axeViolations } from '../helpers/axe.js'
import {
  localChain,
  localUsdc,
  mintTo,
  tokenAbi,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'

// ENS names typed as the recipient: looked up through the app's own wagmi client for the chain
// that knows ENS (here a local chain with a universal resolver, as viem's `mainnet` names one),
// the address shown in full and confirmed, and that address, never the name, signed.
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const nextAccount = accountRange(176, 177)
// The send takes 176; the tests that only look (nothing is sent) share 177.
let lookingAccount: Promise<Address> | undefined
const lookingOnly = () => {
  lookingAccount ??= nextAccount()
  return lookingAccount
}
const { alice, bob, nobody, offchain, token } = LOCAL_ENS_NAMES

afterEach(() => localStorage.clear())

const usdc = localUsdc
const defaults = { source: usdc('ethereum'), destination: usdc('optimism'), amount: '1' }

function renderWidget(
  config: Config,
  props: Partial<BridgeWidgetProps> = {},
  { ensChainId = localChain('ethereum').chainId, queryClient = createTestQueryClient() } = {},
) {
  return render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={clientFor(server())} locales={[de]} ensChainId={ensChainId}>
          <BridgeWidget
            journal={createMemoryJournal()}
            locale="en-US"
            defaultValues={defaults}
            {...props}
          />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

async function typeRecipient(text: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Send to another address' }))
  await user.type(screen.getByRole('textbox', { name: 'Recipient' }), text)
  return user
}

/** What the field says under it (its note, then its error), as a screen reader reads it. */
function fieldSays(): string {
  const field = screen.getByRole('textbox', { name: 'Recipient' })
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')
}

const usdcOnOptimism = (owner: Address) =>
  createPublicClient({ transport: http(localChain('optimism').rpcUrl) }).readContract({
    address: localChain('optimism').token,
    abi: tokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  }) as Promise<bigint>

/** The recipients the widget asked quotes for. */
const quotedRecipients = () =>
  server()
    .simulator.requests.filter((request) => request.path === '/quotes')
    .map(
      (request) =>
        (JSON.parse(request.body ?? '{}') as { dstWalletAddress?: string }).dstWalletAddress,
    )

describe('an ENS name as the recipient', () => {
  it('is looked up, shown with its address in full, confirmed, and the address receives', {
    timeout: 60_000,
  }, async () => {
    const account = await nextAccount()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const config = await connectedMockWallet(localChains, account, {}, { ens: true })
    const before = await usdcOnOptimism(alice.address)
    const view = renderWidget(config)
    // Typed as people type it: the name is normalized (ENSIP-15) before it is looked up.
    const user = await typeRecipient('Alice.eth')
    // It sets no address for OP Mainnet: its Ethereum one, said as such.
    await waitFor(
      () => expect(fieldSays()).toBe(`alice.eth is ${alice.address}, its Ethereum address.`),
      { timeout: 10_000 },
    )
    const field = screen.getByRole('textbox', { name: 'Recipient' })
    expect(field.getAttribute('aria-invalid')).toBeNull()
    // Someone else's address: confirmed with the name and the address it gave, in full.
    const check = await screen.findByRole(
      'button',
      { name: 'Check the recipient' },
      { timeout: 10_000 },
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('alice.eth')
    expect(alert.textContent).toContain(alice.address)
    expect(await axeViolations(view.container)).toEqual([])
    // The quote is asked for the address; the name never leaves the page.
    expect(quotedRecipients()).toContain(alice.address)
    expect(quotedRecipients().some((recipient) => recipient?.includes('.eth'))).toBe(false)
    await user.click(check)
    await user.click(screen.getByRole('checkbox', { name: 'I have checked this address' }))
    const start = await screen.findByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false), { timeout: 10_000 })
    await user.click(start)
    await screen.findByRole('heading', { name: 'Transfer complete' }, { timeout: 20_000 })
    expect(await usdcOnOptimism(alice.address)).toBeGreaterThan(before)
  })

  it('takes the destination chain’s own record first (ENSIP-11), else the Ethereum address', {
    timeout: 30_000,
  }, async () => {
    const config = await connectedMockWallet(localChains, await lookingOnly(), {}, { ens: true })
    // To OP Mainnet (the second local chain), bob.eth names an address of its own there.
    const view = renderWidget(config)
    await typeRecipient(bob.name)
    await waitFor(() => expect(fieldSays()).toBe(`bob.eth is ${bob.onSecondChain}`), {
      timeout: 10_000,
    })
    view.unmount()
    // To the first chain, where it has none of its own: its Ethereum address.
    renderWidget(config, {
      defaultValues: { source: usdc('optimism'), destination: usdc('ethereum'), amount: '1' },
    })
    await typeRecipient(bob.name)
    await waitFor(
      () => expect(fieldSays()).toBe(`bob.eth is ${bob.address}, its Ethereum address.`),
      { timeout: 10_000 },
    )
  })

  it('says a name with no address, asks no quote for it, and cannot start', {
    timeout: 30_000,
  }, async () => {
    const config = await connectedMockWallet(localChains, await lookingOnly(), {}, { ens: true })
    renderWidget(config)
    const user = await typeRecipient(nobody.name)
    for (const name of [nobody.name, 'never-registered.eth']) {
      const field = screen.getByRole('textbox', { name: 'Recipient' })
      if (name !== nobody.name) {
        await user.clear(field)
        await user.type(field, name)
      }
      await waitFor(() => expect(fieldSays()).toBe(`${name} has no address set.`), {
        timeout: 10_000,
      })
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('button', { name: 'Enter a valid recipient' })).toBeTruthy()
    }
    // Quotes were asked for the user's own wallet before the field opened, never for a name.
    expect(quotedRecipients().every((recipient) => recipient?.startsWith('0x'))).toBe(true)
  })

  it('never shows a previous name’s address for the next, even where the host keeps previous data', {
    timeout: 30_000,
  }, async () => {
    const config = await connectedMockWallet(localChains, await lookingOnly(), {}, { ens: true })
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, placeholderData: keepPreviousData } },
    })
    renderWidget(config, {}, { queryClient })
    const user = await typeRecipient(alice.name)
    await waitFor(() => expect(fieldSays()).toContain(alice.address), { timeout: 10_000 })
    const field = screen.getByRole('textbox', { name: 'Recipient' })
    await user.clear(field)
    await user.type(field, bob.name)
    // Until bob.eth's own answer, nothing is shown as its address, and no quote is asked for one.
    const said: string[] = []
    await waitFor(
      () => {
        said.push(fieldSays())
        expect(fieldSays()).toBe(`bob.eth is ${bob.onSecondChain}`)
      },
      { timeout: 10_000 },
    )
    expect(said.filter((text) => text.includes(alice.address))).toEqual([])
    expect(screen.queryByText(new RegExp(alice.address))).toBeNull()
  })

  it('looks up no name the app locked as the recipient: a locked recipient is an address', {
    timeout: 30_000,
  }, async () => {
    const config = await connectedMockWallet(localChains, await lookingOnly(), {}, { ens: true })
    renderWidget(config, {
      lock: { recipient: true },
      defaultValues: { ...defaults, recipient: alice.name },
    })
    expect(
      await screen.findByRole('button', { name: 'Enter a valid recipient' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByText(new RegExp(alice.address))).toBeNull()
  })

  it('says a name kept off chain is not followed, and a name beyond plain letters is not looked up', {
    timeout: 30_000,
  }, async () => {
    const config = await connectedMockWallet(localChains, await lookingOnly(), {}, { ens: true })
    renderWidget(config)
    const user = await typeRecipient(offchain.name)
    await waitFor(
      () =>
        expect(fieldSays()).toBe(
          'offchain.eth is kept off chain, which this app does not look up: paste the address.',
        ),
      { timeout: 10_000 },
    )
    const field = screen.getByRole('textbox', { name: 'Recipient' })
    await user.clear(field)
    // A Cyrillic "а" in place of the Latin one: never looked up.
    await user.type(field, 'аlice.eth')
    await waitFor(() =>
      expect(fieldSays()).toBe(
        'Only names in plain letters, digits and hyphens are looked up here: paste the address.',
      ),
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(quotedRecipients().some((recipient) => recipient === alice.address)).toBe(false)
  })

  it('refuses a name that gives a token contract, as the address itself is refused', {
    timeout: 30_000,
  }, async () => {
    const config = await connectedMockWallet(localChains, await lookingOnly(), {}, { ens: true })
    renderWidget(config)
    await typeRecipient(token.name)
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: 'Stopped for your safety' }).hasAttribute('disabled'),
        ).toBe(true),
      { timeout: 15_000 },
    )
    // The address the name gave, and why it is refused, both said on the field.
    expect(fieldSays()).toMatch(
      /^usdc\.eth is 0x\w{40}, its Ethereum address\. \| The recipient .* is a token contract: funds sent there are lost\.$/,
    )
    expect(screen.queryByRole('button', { name: 'Approve and send' })).toBeNull()
  })

  it('says so where the app has no chain that knows ENS, and where the lookup fails', {
    timeout: 30_000,
  }, async () => {
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const view = renderWidget(await connectedMockWallet(localChains, account))
    await typeRecipient(alice.name)
    await waitFor(() =>
      expect(fieldSays()).toBe('Names cannot be looked up in this app: paste the address.'),
    )
    expect(screen.getByRole('button', { name: 'Enter a valid recipient' })).toBeTruthy()
    view.unmount()
    // A chain that names a resolver but is not the app's ENS chain (mainnet by default): its
    // names are not looked up there. On a test network anyone registers "bob.eth".
    const elsewhere = renderWidget(
      await connectedMockWallet(localChains, account, {}, { ens: true }),
      {},
      { ensChainId: 1 },
    )
    await typeRecipient(bob.name)
    await waitFor(() =>
      expect(fieldSays()).toBe('Names cannot be looked up in this app: paste the address.'),
    )
    elsewhere.unmount()
    // The ENS chain's node does not answer: said, never taken for "no address".
    const unreachable = await connectedMockWallet(
      localChains,
      account,
      {},
      {
        ens: true,
        rpcUrl: (chain) => (chain.chainKey === 'ethereum' ? 'http://127.0.0.1:9/' : chain.rpcUrl),
      },
    )
    renderWidget(unreachable)
    await typeRecipient(alice.name)
    await waitFor(
      () =>
        expect(fieldSays()).toBe(
          'alice.eth could not be looked up. Try again, or paste the address.',
        ),
      { timeout: 15_000 },
    )
  })
})
