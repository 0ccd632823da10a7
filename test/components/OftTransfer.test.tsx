// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, createPublicClient, http } from 'viem'
import { describe, expect, inject, it, vi } from 'vitest'
import { createMemoryJournal } from '../../src/exports/core.js'
import { OftTransfer } from '../../src/exports/index.js'
import { localChainsCatalog, relayOftSend } from '../chains/simulation.js'
import { axeViolations } from '../helpers/axe.js'
import { localChain, mintTo, tokenAbi, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

// The component with wagmi's mock connector on the local chains, sending our test OFT (TOFT):
// an adapter on "ethereum", the OFT on "optimism". Accounts 90-95 (hardhat.config.cjs).
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const adapter = localChain('ethereum').oft
const innerToken = adapter.type === 'OFT_ADAPTER' ? adapter.innerToken : ('0x' as Address)
const TOFT = 10n ** 18n
const nextAccount = accountRange(90, 95)

async function renderSender(props: Parameters<typeof OftTransfer>[0] = {}) {
  const account = await nextAccount()
  const Wrapper = wagmiWrapper(await connectedMockWallet(localChains, account), clientFor(server()))
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

async function chooseRoute(user: ReturnType<typeof userEvent.setup>, widget: HTMLElement) {
  const token = within(widget).getByRole('combobox', { name: 'Token' })
  await within(token).findByRole('option', { name: 'TOFT' })
  await user.selectOptions(token, 'TOFT')
  await user.selectOptions(within(widget).getByRole('combobox', { name: 'From chain' }), 'ethereum')
  await user.selectOptions(within(widget).getByRole('combobox', { name: 'To chain' }), 'optimism')
}

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
    const { account, user, widget } = await renderSender({ onTransferComplete })
    await mintTo('ethereum', innerToken, 3n * TOFT, account)
    await chooseRoute(user, widget)
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1.5')

    // Built: what leaves, what arrives, the messaging fee; then the two steps.
    const summary = await within(widget).findByText('Arrives', {}, { timeout: 10_000 })
    expect(summary.nextSibling?.textContent).toBe('1.5 TOFT')
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
    expect(onTransferComplete).toHaveBeenCalledTimes(1)
    expect(await balanceOf('ethereum', innerToken, account)).toBe(TOFT + TOFT / 2n)

    const hash = onTransferComplete.mock.calls[0]?.[0].srcTxHash
    await relayOftSend(localChains, localChainsCatalog(localChains), 'ethereum', hash)
    await waitFor(() => expect(status.textContent).toMatch(/^Received on /), { timeout: 10_000 })
    expect(await balanceOf('optimism', localChain('optimism').oft.address, account)).toBe(
      TOFT + TOFT / 2n,
    )
  }, 40_000)

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
    await user.type(within(widget).getByRole('textbox', { name: 'Recipient' }), 'not an address')
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '1')
    expect(await within(widget).findByText('Enter a valid EVM address.')).toBeTruthy()
    await user.click(within(widget).getByText('Settings'))
    await user.type(
      within(widget).getByRole('textbox', {
        name: 'Gas for the receiving contract (lzReceive, optional)',
      }),
      '12.5',
    )
    expect(within(widget).getByText('Enter a whole number of gas units.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(server().simulator.count('/transfer')).toBe(before)
    expect(await axeViolations(widget)).toEqual([])
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
    const token = within(widget).getByRole('combobox', { name: 'Token' })
    await within(token).findByRole('option', { name: symbol })
    await user.selectOptions(token, symbol)
    await user.selectOptions(within(widget).getByRole('combobox', { name: 'From chain' }), from)
    await user.selectOptions(within(widget).getByRole('combobox', { name: 'To chain' }), 'solana')
    expect(
      within(widget).getByRole('textbox', { name: 'Recipient' }).getAttribute('placeholder'),
    ).toBe(solanaAddress)
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

  it('tells parts used outside OftTransfer.Root', () => {
    expect(() => render(<OftTransfer.Amount />)).toThrow(
      /OftTransfer.Amount must be inside OftTransfer.Root/,
    )
  })
})
