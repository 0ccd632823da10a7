// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, createPublicClient, getAddress, http, parseUnits } from 'viem'
import { describe, expect, inject, it, vi } from 'vitest'
import { disconnect } from 'wagmi/actions'
import { shortHash } from '../../src/components/format.js'
import { createMemoryJournal } from '../../src/exports/core.js'
import { type BridgeEvent, OftTransfer } from '../../src/exports/index.js'
import { LOCAL_ENS_NAMES, OFT_BASE_FEE } from '../chains/localChains.js'
import { localChainsCatalog, relayOftSend } from '../chains/simulation.js'
import { axeViolations } from '../helpers/axe.js'
import { localChain, mintTo, tokenAbi, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

// The component with wagmi's mock connector on the local chains, sending our test OFT (TOFT):
// an adapter on "ethereum", the OFT on "optimism". Accounts 90-103 (test/chains/testAccounts.ts).
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const adapter = localChain('ethereum').oft
const innerToken = adapter.type === 'OFT_ADAPTER' ? adapter.innerToken : ('0x' as Address)
const TOFT = 10n ** 18n
const oftOnOptimism = localChain('optimism').oft.address
const nextAccount = accountRange(90, 103)
// The sends to an ENS name (178-179: test/chains/testAccounts.ts).
const nextNamesAccount = accountRange(178, 179)

async function renderSender(
  props: Parameters<typeof OftTransfer>[0] = {},
  { ens = false }: { ens?: boolean } = {},
) {
  const account = ens ? await nextNamesAccount() : await nextAccount()
  // The local Ethereum is the ENS chain of these tests, as mainnet is an app's.
  const Wrapper = wagmiWrapper(
    await connectedMockWallet(localChains, account, {}, { ens }),
    clientFor(server()),
    undefined,
    ens ? { ensChainId: localChain('ethereum').chainId } : {},
  )
  render(
    <Wrapper>
      <OftTransfer locale="en-US" journal={createMemoryJournal()} {...props} />
    </Wrapper>,
  )
  return {
    account,
    user: userEvent.setup(),
    widget: screen.getByRole('region', { name: 'Send an OFT' }),
  }
}

/** The token on its source chain in the From dialog, then the destination in the To dialog. */
async function chooseRoute(
  user: ReturnType<typeof userEvent.setup>,
  widget: HTMLElement,
  { symbol = 'TOFT', from = 'Ethereum', to = /^OP Mainnet/ }: ChosenRoute = {},
) {
  await user.click(within(widget).getByRole('button', { name: 'From: Select a token' }))
  const picker = await screen.findByRole('dialog', { name: 'Select a token' })
  // The lists render only the rows in view: a chain far down the list is searched for.
  await user.type(
    within(picker).getByRole('combobox', { name: 'Search chains' }),
    typeof from === 'string' ? from : from.source.replace(/\W/g, ''),
  )
  const chains = within(picker).getByRole('listbox', { name: 'Chains' })
  await user.click(await within(chains).findByRole('option', { name: from }))
  const tokens = within(picker).getByRole('listbox', { name: 'Tokens' })
  await user.click(await within(tokens).findByRole('option', { name: new RegExp(`^${symbol}`) }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await user.click(within(widget).getByRole('button', { name: 'To: Select a chain' }))
  const destinations = await screen.findByRole('dialog', { name: `Send ${symbol} to` })
  await user.click(within(destinations).getByRole('option', { name: to }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

type ChosenRoute = { symbol?: string; from?: string | RegExp; to?: string | RegExp }

const actionButton = (widget: HTMLElement, name: string | RegExp) =>
  within(widget).findByRole('button', { name }, { timeout: 10_000 })

const balanceOf = (chainKey: string, token: Address, owner: Address) =>
  createPublicClient({ transport: http(localChain(chainKey).rpcUrl) }).readContract({
    address: token,
    abi: tokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('OftTransfer', () => {
  it('sends TOFT from its adapter chain to the OFT chain: approve, send, then received', async () => {
    const onTransferComplete = vi.fn()
    const events: BridgeEvent[] = []
    const { account, user, widget } = await renderSender({
      onTransferComplete,
      onEvent: (event) => events.push(event),
    })
    await mintTo('ethereum', innerToken, 3n * TOFT, account)
    await chooseRoute(user, widget)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1.5')

    // Built: what leaves, what arrives, the messaging fee; then the two steps.
    const summary = await within(widget).findByText('Arrives', {}, { timeout: 10_000 })
    expect(summary.nextSibling?.textContent).toBe('1.5 TOFT on OP Mainnet')
    expect(within(widget).getByText('You send').nextSibling?.textContent).toBe('1.5 TOFT')
    const steps = await within(widget).findByRole('list', { name: 'Steps' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Approve Local Test OFT for the OFT adapter'),
      expect.stringContaining('Send Local Test OFT to OP Mainnet'),
    ])
    expect(await axeViolations(widget)).toEqual([])

    await user.click(within(widget).getByRole('button', { name: 'Approve and send' }))
    const status = await within(widget).findByText(/^Sent\. Waiting for/, {}, { timeout: 15_000 })
    // The delivery says what happens now: no spent action button above it.
    expect(within(widget).queryByRole('button', { name: 'Transfer submitted' })).toBeNull()
    // While it travels, what was sent stays as it was: no settings, no other recipient.
    expect(within(widget).queryByRole('button', { name: 'Settings' })).toBeNull()
    expect(within(widget).queryByRole('button', { name: 'Send to another address' })).toBeNull()
    expect(onTransferComplete).toHaveBeenCalledTimes(1)
    expect(await balanceOf('ethereum', innerToken, account)).toBe(TOFT + TOFT / 2n)

    const hash = onTransferComplete.mock.calls[0]?.[0].srcTxHash
    await relayOftSend(localChains, localChainsCatalog(localChains), 'ethereum', hash)
    await waitFor(() => expect(status.textContent).toMatch(/^Received on /), { timeout: 10_000 })
    expect(await balanceOf('optimism', localChain('optimism').oft.address, account)).toBe(
      TOFT + TOFT / 2n,
    )
    // The same events as the bridge's, each once and in order (the search typed in the dialog too).
    const told = events.map((event) =>
      event.type === 'tokenChosen' || event.type === 'searchTyped'
        ? `${event.type}:${event.side}`
        : event.type === 'walletPrompt' || event.type === 'stepConfirmed'
          ? `${event.type}:${event.stepIndex}`
          : event.type === 'statusChanged'
            ? `${event.type}:${event.status}`
            : event.type,
    )
    expect(told).toEqual([
      'tokenChosen:source',
      // The chain searched for, told as the list closed (the pick came before the pause).
      'searchTyped:source',
      'tokenChosen:destination',
      'routesReceived',
      'routeChosen',
      'transferStarted',
      'walletPrompt:0',
      'stepSubmitted',
      'stepConfirmed:0',
      'walletPrompt:1',
      'stepSubmitted',
      'stepConfirmed:1',
      'transferComplete',
      'statusChanged:PENDING',
      'statusChanged:SUCCEEDED',
    ])
    const chosen = events.find((event) => event.type === 'tokenChosen')
    expect(chosen).toEqual({
      type: 'tokenChosen',
      side: 'source',
      chainKey: 'ethereum',
      tokenAddress: innerToken,
      symbol: 'TOFT',
    })
    const received = events.find((event) => event.type === 'routesReceived')
    expect(received).toMatchObject({
      request: { amount: (TOFT + TOFT / 2n).toString(), srcChainKey: 'ethereum' },
      routes: 1,
    })
    // The next send starts from an empty amount, the route kept.
    await user.click(within(widget).getByRole('button', { name: 'New transfer' }))
    expect(within(widget).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '')
    expect(await actionButton(widget, 'Enter an amount')).toHaveProperty('disabled', true)
    expect(within(widget).getByRole('button', { name: 'From: TOFT on Ethereum' })).toBeTruthy()
    expect(within(widget).getByRole('button', { name: 'Settings' })).toBeTruthy()
    // The same amount again is a new send, built anew: not the one just delivered.
    const built = server().simulator.count('/transfer')
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1.5')
    expect(await actionButton(widget, /^(Approve and send|Send)$/)).toHaveProperty(
      'disabled',
      false,
    )
    expect(server().simulator.count('/transfer')).toBe(built + 1)
    expect(within(widget).queryByText(/^Received on /)).toBeNull()
  }, 40_000)

  it('sends the native coin through its OFT: no approval, the coin and the fee in one value', async () => {
    const onTransferComplete = vi.fn()
    const { account, user, widget } = await renderSender({ onTransferComplete })
    const chain = createPublicClient({ transport: http(localChain('ethereum').rpcUrl) })
    await chooseRoute(user, widget, { symbol: 'ETH' })
    expect(await within(widget).findByText(/^Balance: 10,000 ETH/)).toBeTruthy()
    // The coin's logo, from the token catalogue (`/list` has none), on both sides.
    for (const side of ['From', 'To'])
      expect(
        within(widget)
          .getByRole('button', { name: new RegExp(`^${side}: ETH`) })
          .querySelector('img')
          ?.getAttribute('src'),
      ).toMatch(/^data:image\/svg\+xml,/)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '2')
    const steps = await within(widget).findByRole('list', { name: 'Steps' }, { timeout: 10_000 })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Send Ether to OP Mainnet')])
    expect(within(widget).getByText('Arrives').nextSibling?.textContent).toBe('2 ETH on OP Mainnet')
    // The fee alone, not the coin that travels in the same value.
    expect(within(widget).getByText('Messaging fee').nextSibling?.textContent).toBe('0.00003 ETH')

    const before = await chain.getBalance({ address: account })
    await user.click(await actionButton(widget, 'Start transfer'))
    const status = await within(widget).findByText(/^Sent\. Waiting for/, {}, { timeout: 15_000 })
    const hash = onTransferComplete.mock.calls[0]?.[0].srcTxHash
    const receipt = await chain.getTransactionReceipt({ hash })
    expect(before - (await chain.getBalance({ address: account }))).toBe(
      2n * 10n ** 18n + OFT_BASE_FEE + receipt.gasUsed * receipt.effectiveGasPrice,
    )
    await relayOftSend(localChains, localChainsCatalog(localChains), 'ethereum', hash)
    await waitFor(() => expect(status.textContent).toMatch(/^Received on /), { timeout: 10_000 })
  }, 40_000)

  it('fills Max of the native coin with what the send leaves after its fee and gas', async () => {
    const { account, user, widget } = await renderSender()
    const chain = createPublicClient({ transport: http(localChain('ethereum').rpcUrl) })
    await chooseRoute(user, widget, { symbol: 'ETH' })
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    await actionButton(widget, 'Start transfer')
    const balance = await chain.getBalance({ address: account })
    await user.click(within(widget).getByRole('button', { name: 'Max' }))
    const filled = parseUnits(
      within(widget).getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value,
      18,
    )
    expect(filled).toBeLessThan(balance - OFT_BASE_FEE)
    expect(filled).toBeGreaterThan(balance - parseUnits('0.01', 18))
    // Built for that amount, the one button sends: neither the coin nor its gas is short.
    await waitFor(
      () => expect(within(widget).getByLabelText('You receive').textContent).toMatch(/^9,99\d/),
      { timeout: 10_000 },
    )
    expect(await actionButton(widget, 'Start transfer')).toHaveProperty('disabled', false)
    expect(within(widget).queryByText(/Not enough ETH|Insufficient ETH/)).toBeNull()
  }, 30_000)

  it('explains dust before building, and offers the amount that crosses whole', async () => {
    const { user, widget } = await renderSender()
    await chooseRoute(user, widget)
    const before = server().simulator.count('/transfer')
    // 18 local decimals, 6 shared: the 7th decimal cannot cross.
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1.0000005')
    const note = await within(widget).findByText(
      /cannot cross: TOFT moves between chains with 6 decimals/,
    )
    expect(note.textContent).toContain('0.0000005 TOFT')
    expect(
      within(widget).getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid'),
    ).toBe('true')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(server().simulator.count('/transfer')).toBe(before)

    await user.click(within(widget).getByRole('button', { name: 'Send 1 TOFT' }))
    expect(within(widget).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '1')
    await within(widget).findByText('Arrives', {}, { timeout: 10_000 })
    expect(server().simulator.count('/transfer')).toBe(before + 1)
  }, 30_000)

  it('checks the recipient by the destination chain type and the gas option, and builds nothing meanwhile', async () => {
    const { user, widget } = await renderSender()
    await chooseRoute(user, widget)
    const before = server().simulator.count('/transfer')
    await user.click(within(widget).getByRole('button', { name: 'Send to another address' }))
    // The field takes the focus when it opens.
    await user.keyboard('not an address')
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    expect(await within(widget).findByText('Enter a valid EVM address.')).toBeTruthy()
    expect(await actionButton(widget, 'Enter a valid recipient')).toHaveProperty('disabled', true)

    await user.click(within(widget).getByRole('button', { name: 'Settings' }))
    const settings = await screen.findByRole('dialog', { name: 'Settings' })
    await user.type(
      within(settings).getByRole('textbox', {
        name: 'Gas for the receiving contract (lzReceive, optional)',
      }),
      '12.5',
    )
    expect(within(settings).getByText('Enter a whole number of gas units.')).toBeTruthy()
    expect(await axeViolations(settings)).toEqual([])
    await user.click(within(settings).getByRole('button', { name: 'Done' }))
    // The recipient fixed, the gas is what is left to fix.
    await user.clear(within(widget).getByRole('textbox', { name: 'Recipient' }))
    expect(await actionButton(widget, 'Check the receive gas in Settings')).toHaveProperty(
      'disabled',
      true,
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(server().simulator.count('/transfer')).toBe(before)
    expect(await axeViolations(widget)).toEqual([])
    // The way back to the wallet that signs.
    await user.click(within(widget).getByRole('button', { name: 'Send to my wallet' }))
    expect(within(widget).queryByRole('textbox', { name: 'Recipient' })).toBeNull()
    expect(within(widget).getByText(/^To your wallet 0x/)).toBeTruthy()
  })

  it('sends to the Solana wallet by default when the destination is Solana', async () => {
    const solanaAddress = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    const { catalog } = server().simulator
    const evmKeyOf = (keys: string[]) => keys.find((key) => catalog.chain(key)?.chainType === 'EVM')
    const [symbol, entries] =
      Object.entries(catalog.ofts).find(([, list]) =>
        list.some((entry) => entry.deployments.solana && evmKeyOf(Object.keys(entry.deployments))),
      ) ?? []
    const from = evmKeyOf(Object.keys(entries?.[0]?.deployments ?? {}))
    if (!symbol || !from) throw new Error('no OFT family between an EVM chain and Solana')
    const { user, widget } = await renderSender({
      solana: { address: solanaAddress, executor: undefined, balanceOf: async () => 0n },
    })
    await chooseRoute(user, widget, {
      symbol,
      from: catalog.chain(from)?.chain.name ?? from,
      to: /^Solana/,
    })
    expect(within(widget).getByText(`To your wallet ${shortHash(solanaAddress)}`)).toBeTruthy()
  })

  it('reads the balance, offers Max, and says what is short before any wallet prompt', async () => {
    const { account, user, widget } = await renderSender()
    await mintTo('ethereum', innerToken, 3n * TOFT, account)
    await chooseRoute(user, widget)
    const nonce = () =>
      createPublicClient({ transport: http(localChain('ethereum').rpcUrl) }).getTransactionCount({
        address: account,
      })
    const before = await nonce()
    expect(await within(widget).findByText(/^Balance: 3 TOFT/)).toBeTruthy()

    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '5')
    const short = await actionButton(widget, 'Insufficient TOFT balance')
    expect(short).toHaveProperty('disabled', true)
    expect(
      within(widget).getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid'),
    ).toBe('true')
    await user.click(short)
    expect(await nonce()).toBe(before)

    await user.click(within(widget).getByRole('button', { name: 'Max' }))
    expect(within(widget).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '3')
    expect(await actionButton(widget, 'Approve and send')).toHaveProperty('disabled', false)
    expect(within(widget).getByLabelText('You receive').textContent).toBe('3')
  }, 30_000)

  it('lists the tokens the wallet holds first in the From dialog, with the amounts', async () => {
    const { account, user, widget } = await renderSender()
    // More TOFT than ether by count, but no price: the ether, worth more, comes first.
    await mintTo('ethereum', innerToken, 50_000n * TOFT, account)
    await user.click(within(widget).getByRole('button', { name: 'From: Select a token' }))
    const picker = await screen.findByRole('dialog', { name: 'Select a token' })
    await user.type(within(picker).getByRole('combobox', { name: 'Search chains' }), 'Ethereum')
    const chains = within(picker).getByRole('listbox', { name: 'Chains' })
    await user.click(await within(chains).findByRole('option', { name: 'Ethereum' }))
    const tokens = within(picker).getByRole('listbox', { name: 'Tokens' })
    // The adapter's inner token is what the wallet holds and what a send takes; the native OFT
    // takes the coin itself, which every test account holds, priced by the token catalogue.
    await waitFor(() =>
      expect(
        within(tokens)
          .getAllByRole('option')
          .slice(0, 2)
          .map((option) => option.textContent),
      ).toEqual([
        expect.stringMatching(/^ETHEther10,000\$[\d,]+\.\d\d$/),
        'TOTOFTLocal Test OFT50,000',
      ]),
    )
    const others = within(tokens).getAllByRole('option').slice(2)
    for (const option of others) expect(option.querySelector('.vtkit-held')).toBeNull()
    expect(await axeViolations(picker)).toEqual([])
  }, 30_000)

  it('says the next step on its one button, from the wallet to the amount', async () => {
    const { user, widget } = await renderSender()
    expect(await actionButton(widget, 'Select a token')).toHaveProperty('disabled', true)
    // Nothing to send to before the token and its source are chosen.
    expect(within(widget).getByRole('button', { name: 'To: Select a chain' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(within(widget).getByRole('button', { name: 'From: Select a token' }))
    const picker = await screen.findByRole('dialog', { name: 'Select a token' })
    // Keyboard only: the token search has the focus; the chain list is searched and Enter picks.
    await user.click(within(picker).getByRole('combobox', { name: 'Search chains' }))
    await user.keyboard('Ethereum{Enter}')
    expect(within(picker).getByRole('heading', { name: 'Tokens on Ethereum' })).toBeTruthy()
    await user.keyboard('TOFT')
    await within(within(picker).getByRole('listbox', { name: 'Tokens' })).findByRole('option', {
      name: /^TOFT/,
    })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(widget).getByRole('button', { name: 'From: TOFT on Ethereum' })).toBeTruthy()
    expect(await actionButton(widget, 'Select a destination chain')).toHaveProperty(
      'disabled',
      true,
    )

    await user.click(within(widget).getByRole('button', { name: 'To: Select a chain' }))
    const destinations = await screen.findByRole('dialog', { name: 'Send TOFT to' })
    // Only where TOFT is deployed, not its own source.
    expect(
      within(destinations)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Ethereum')
    await user.keyboard('OP{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(widget).getByRole('button', { name: 'To: TOFT on OP Mainnet' })).toBeTruthy()
    expect(await actionButton(widget, 'Enter an amount')).toHaveProperty('disabled', true)
    expect(await axeViolations(widget)).toEqual([])
  }, 30_000)

  it('asks for a wallet first, with the host’s connect button', async () => {
    const account = await nextAccount()
    const config = await connectedMockWallet(localChains, account)
    await disconnect(config)
    const Wrapper = wagmiWrapper(config, clientFor(server()))
    render(
      <Wrapper>
        <OftTransfer connectWallet={<button type="button">Connect with the host</button>} />
      </Wrapper>,
    )
    expect(await screen.findByRole('button', { name: 'Connect with the host' })).toBeTruthy()
  })

  it('shows a refused build from the service as a message, not a crash', async () => {
    const { user, widget } = await renderSender()
    server().simulator.faults.inject({ path: '/transfer', fault: { type: 'status', status: 503 } })
    await chooseRoute(user, widget)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    const alert = await within(widget).findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toMatch(/HTTP 503/)
    server().simulator.faults.clear()
  }, 20_000)

  it('asks once before sending to someone else’s address, and offers it after the send', async () => {
    const { account, user, widget } = await renderSender()
    const someoneElse = getAddress('0x8626f6940e2eb28930efb4cef49b2d1f2c9c1199')
    await mintTo('ethereum', innerToken, 2n * TOFT, account)
    await chooseRoute(user, widget)
    await user.click(within(widget).getByRole('button', { name: 'Send to another address' }))
    await user.keyboard(someoneElse)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    // The address in full, its chain named; the one button leads to the tick, not the wallet.
    const check = await actionButton(widget, 'Check the recipient')
    expect(within(widget).getByText('Send to this address on OP Mainnet?')).toBeTruthy()
    expect(within(widget).getByText(someoneElse)).toBeTruthy()
    expect(within(widget).queryByRole('button', { name: 'Approve and send' })).toBeNull()
    await user.click(check)
    const tick = within(widget).getByRole('checkbox', { name: 'I have checked this address' })
    expect(document.activeElement).toBe(tick)
    expect(await axeViolations(widget)).toEqual([])
    await user.click(tick)
    await user.click(await actionButton(widget, 'Approve and send'))
    await within(widget).findByText(/^Sent\. Waiting for/, {}, { timeout: 15_000 })

    // Sent to once, it is a recent recipient of this wallet there: offered, and not asked again.
    // The next send: the field still open, empty, offering the address sent to (an input with
    // suggestions is a combobox).
    await user.click(within(widget).getByRole('button', { name: 'New transfer' }))
    const field = await within(widget).findByRole(
      'combobox',
      { name: 'Recipient' },
      { timeout: 5_000 },
    )
    expect(field).toHaveProperty('value', '')
    expect(within(widget).getByRole('button', { name: 'Forget recent addresses' })).toBeTruthy()
    const offered = document.getElementById(field.getAttribute('list') ?? '')
    expect([...(offered?.querySelectorAll('option') ?? [])].map((item) => item.value)).toEqual([
      someoneElse,
    ])
    await user.type(field, someoneElse)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '0.5')
    expect(await actionButton(widget, /^(Approve and send|Send)$/)).toHaveProperty(
      'disabled',
      false,
    )
    expect(within(widget).queryByRole('button', { name: 'Check the recipient' })).toBeNull()
  }, 40_000)

  it('sends to the address an ENS name gives there, shown in full and confirmed', async () => {
    const onTransferComplete = vi.fn()
    const { account, user, widget } = await renderSender({ onTransferComplete }, { ens: true })
    const { bob } = LOCAL_ENS_NAMES
    await mintTo('ethereum', innerToken, TOFT, account)
    await chooseRoute(user, widget)
    await user.click(within(widget).getByRole('button', { name: 'Send to another address' }))
    await user.keyboard(bob.name)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    // OP Mainnet's own record of bob.eth (ENSIP-11), not its Ethereum address.
    expect(
      await within(widget).findByText(`bob.eth is ${bob.onSecondChain}`, {}, { timeout: 10_000 }),
    ).toBeTruthy()
    await user.click(await actionButton(widget, 'Check the recipient'))
    expect(within(widget).getByText(bob.name)).toBeTruthy()
    expect(within(widget).getByText(bob.onSecondChain)).toBeTruthy()
    await user.click(within(widget).getByRole('checkbox', { name: 'I have checked this address' }))
    await user.click(await actionButton(widget, 'Approve and send'))
    await within(widget).findByText(/^Sent\. Waiting for/, {}, { timeout: 15_000 })
    // What was signed names the address: delivered, bob holds the TOFT on OP Mainnet.
    const hash = onTransferComplete.mock.calls[0]?.[0].srcTxHash
    await relayOftSend(localChains, localChainsCatalog(localChains), 'ethereum', hash)
    expect(await balanceOf('optimism', oftOnOptimism, bob.onSecondChain)).toBe(TOFT)
  }, 40_000)

  it('refuses an OFT contract as the recipient, said in the card, with nothing sent', async () => {
    const { account, user, widget } = await renderSender()
    await mintTo('ethereum', innerToken, TOFT, account)
    await chooseRoute(user, widget)
    await user.click(within(widget).getByRole('button', { name: 'Send to another address' }))
    await user.keyboard(localChain('optimism').oft.address)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    // Refused as soon as the send is built and read: no address to confirm, nothing to start.
    expect(
      await within(widget).findByText(
        /is .+ contract: funds sent there are lost\.$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    expect(await actionButton(widget, 'Stopped for your safety')).toHaveProperty('disabled', true)
    // An OFT send has no other route: nothing sends the user to look for one.
    expect(within(widget).getByRole('alert').textContent).not.toContain('Choose another route')
    expect(within(widget).queryByRole('button', { name: 'Check the recipient' })).toBeNull()
    expect(await balanceOf('ethereum', innerToken, account)).toBe(TOFT)
  }, 40_000)

  it('warns of a contract as the recipient before the click, read from the destination chain', async () => {
    const { account, user, widget } = await renderSender()
    await mintTo('ethereum', innerToken, TOFT, account)
    await chooseRoute(user, widget)
    await user.click(within(widget).getByRole('button', { name: 'Send to another address' }))
    // OP Mainnet's USDC: a contract the OFT list does not name.
    await user.keyboard(localChain('optimism').token)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    await user.click(await actionButton(widget, 'Check the recipient'))
    await user.click(within(widget).getByRole('checkbox', { name: 'I have checked this address' }))
    // Said before anything is asked of the wallet, with what it takes to go on.
    expect(
      await within(widget).findByText(
        /is a contract on the destination chain: funds sent to a contract may be lost unless it can receive them\.$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    // Going on takes a tick of its own ("Review transfer" until then).
    expect(within(widget).getByRole('button', { name: 'Review transfer' })).toBeTruthy()
    expect(
      within(widget).getByRole('checkbox', { name: 'I understand and want to continue' }),
    ).not.toHaveProperty('checked', true)
    expect(within(widget).queryByRole('button', { name: 'Approve and send' })).toBeNull()
    expect(await balanceOf('ethereum', innerToken, account)).toBe(TOFT)
  }, 40_000)

  it('tells parts used outside OftTransfer.Root', () => {
    expect(() => render(<OftTransfer.Route />)).toThrow(
      /OftTransfer.Route must be inside OftTransfer.Root/,
    )
  })
})
