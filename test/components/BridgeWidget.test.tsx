// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useLayoutEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type Address, createPublicClient, getAddress, http, parseUnits } from 'viem'
import { beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { type Config, createConfig, WagmiProvider } from 'wagmi'
import { connect, disconnect, getAccount } from 'wagmi/actions'
import { useBridgeContext } from '../../src/components/BridgeWidget/bridgeContext.js'
import {
  type BridgeValues,
  BridgeWidget,
  type BridgeWidgetProps,
} from '../../src/components/BridgeWidget/index.js'
import { loadOnDemandViews } from '../../src/components/BridgeWidget/useOnDemandViews.js'
import {
  createMemoryJournal,
  createStorageJournal,
  getQuotes,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  type StepState,
  type TransferJournal,
  type TransferRecord,
} from '../../src/exports/core.js'
import { type BridgeEvent, VtkitProvider } from '../../src/exports/index.js'
import { axeViolations } from '../helpers/axe.js'
import {
  localChain,
  localUsdc,
  localUsdcRequest,
  mintTo,
  viemChain,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { pick } from '../helpers/pickToken.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet, connectedTestWallet } from '../helpers/wagmi.js'

const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
let accounts: Address[]
// Accounts 40 and up belong to this file (see test/chains/testAccounts.ts).
let nextAccount = 40

beforeAll(async () => {
  accounts = (await createPublicClient({ transport: http(localChains[0]?.rpcUrl) }).request({
    method: 'eth_accounts' as never,
  })) as Address[]
})

/** The native coin of a local chain, as the pickers give it. */
const ether = (chainKey: 'ethereum' | 'optimism') => ({
  chainKey,
  token: { chainKey, address: NATIVE_TOKEN_ADDRESS, decimals: 18, symbol: 'ETH', name: 'Ether' },
})

/** The widget in `config`'s wagmi, sending 0.01 ETH from the local Ethereum to OP Mainnet. */
function renderEtherWidget(config: Config, props: Partial<BridgeWidgetProps>) {
  render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>
          <BridgeWidget
            locale="en-US"
            defaultValues={{
              source: ether('ethereum'),
              destination: ether('optimism'),
              amount: '0.01',
            }}
            {...props}
          />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

const usdc = localUsdc

/** The widget in `config`'s wagmi, sending 2 USDC from the local Ethereum to OP Mainnet. */
function renderUsdcWidget(config: Config, props: Partial<BridgeWidgetProps>) {
  render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>
          <BridgeWidget
            journal={createMemoryJournal()}
            locale="en-US"
            defaultValues={{ source: usdc('ethereum'), destination: usdc('optimism'), amount: '2' }}
            {...props}
          />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

/** 2 USDC from the local Ethereum to OP Mainnet, from and to `account`. */
const twoUsdc = (account: Address) => localUsdcRequest(account, 2_000_000n)

/** A journal holding one transfer of `quote`, as a page left it at `at`. */
function journalOf(
  quote: Quote,
  request: QuoteRequest,
  {
    state,
    phase,
    at = Date.now(),
  }: { state: StepState; phase: TransferRecord['phase']; at?: number },
) {
  const journal = createMemoryJournal()
  journal.put({
    version: 1,
    quoteId: quote.id,
    createdAt: at,
    updatedAt: at,
    quote,
    request,
    steps: quote.userSteps.map(() => ({ state, updatedAt: Date.now() })),
    phase,
  })
  return journal
}

/** The widget on `journal`, its History tab open. */
async function renderHistory(config: Config, journal: TransferJournal) {
  render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>
          <BridgeWidget journal={journal} locale="en-US" />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  const user = userEvent.setup()
  const widget = screen.getByRole('region', { name: 'Bridge' })
  await user.click(within(widget).getByRole('tab', { name: 'History' }))
  return { user, widget, history: within(widget).getByRole('tabpanel', { name: 'History' }) }
}

/** Waits for the widget's one button to offer `name`, enabled, and clicks it. */
async function startWhenEnabled(widget: HTMLElement, name: string) {
  const start = await within(widget).findByRole('button', { name }, { timeout: 10_000 })
  await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
  await userEvent.setup().click(start)
}

/** Opens the route list and picks the first route whose name matches. */
async function chooseRoute(widget: HTMLElement, name: RegExp) {
  const user = userEvent.setup()
  const card = await within(widget).findByRole('article', { name: 'Route' }, { timeout: 10_000 })
  await user.click(within(card).getByRole('button', { name: /^Compare \d+ routes$/ }))
  const [route] = within(widget).getAllByRole('radio', { name })
  if (!route) throw new Error(`no route named ${name}`)
  await user.click(route)
  await waitFor(() => expect(route.getAttribute('aria-checked')).toBe('true'))
}

async function connectedConfig() {
  const account = accounts[nextAccount++] as Address
  return { account, config: await connectedMockWallet(localChains, account) }
}

describe('BridgeWidget', () => {
  it('goes from picking tokens to a SUCCEEDED transfer with a test wallet, and keeps it in the history', async () => {
    const { account, config } = await connectedConfig()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const onQuote = vi.fn()
    const onTransferComplete = vi.fn()
    const journal = createMemoryJournal()
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={journal}
              onQuote={onQuote}
              onTransferComplete={onTransferComplete}
              locale="en-US"
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const user = userEvent.setup()
    const widget = screen.getByRole('region', { name: 'Bridge' })
    await user.click(within(widget).getByRole('tab', { name: 'History' }))
    // The history is loaded on demand: "Loading…" until then (a test is quicker than the idle prefetch).
    await waitFor(() =>
      expect(within(widget).getByRole('tabpanel', { name: 'History' }).textContent).toBe(
        'No transfers yet.',
      ),
    )
    await user.click(within(widget).getByRole('tab', { name: 'Transfer' }))
    // Once the wallet is connected, the one button asks for what is missing next.
    expect(
      (await within(widget).findByRole('button', { name: 'Select tokens' })).hasAttribute(
        'disabled',
      ),
    ).toBe(true)

    await pick(user, /^From: Select a token$/, 'ethereum', 'Ethereum', 'usdc')
    expect(await within(widget).findByText(/^Balance: 5 USDC/)).toBeTruthy()
    expect(within(widget).getByRole('button', { name: 'Select a destination token' })).toBeTruthy()
    await user.type(within(widget).getByRole('textbox', { name: 'Amount' }), '2')
    await pick(user, /^To: Select a token$/, 'op mainnet', 'OP Mainnet', 'usdc')
    // Choosing the source again keeps the destination, unless it is the destination itself.
    await pick(user, /^From: USDC/, 'ethereum', 'Ethereum', 'usdc')
    expect(within(widget).getByRole('button', { name: /^To: USDC/ })).toBeTruthy()
    await pick(user, /^From: USDC/, 'op mainnet', 'OP Mainnet', 'usdc')
    expect(within(widget).getByRole('button', { name: /^To: Select a token$/ })).toBeTruthy()
    await pick(user, /^From: USDC/, 'ethereum', 'Ethereum', 'usdc')
    await pick(user, /^To: Select a token$/, 'op mainnet', 'OP Mainnet', 'usdc')
    // The connected wallet receives; another address is one click away, and takes the focus.
    expect(within(widget).queryByRole('textbox', { name: 'Recipient' })).toBeNull()
    const short = `${account.slice(0, 8)}…${account.slice(-6)}`.toLowerCase()
    expect(
      within(widget).getByText((text) => text.toLowerCase() === `to your wallet ${short}`),
    ).toBeTruthy()
    await user.click(within(widget).getByRole('button', { name: 'Send to another address' }))
    const recipientField = within(widget).getByRole('textbox', { name: 'Recipient' })
    expect(document.activeElement).toBe(recipientField)
    expect(recipientField.getAttribute('placeholder')?.toLowerCase()).toBe(account.toLowerCase())
    // And back: the connected wallet receives again, the typed address forgotten.
    await user.type(recipientField, '0x1234')
    await user.click(within(widget).getByRole('button', { name: 'Send to my wallet' }))
    expect(within(widget).queryByRole('textbox', { name: 'Recipient' })).toBeNull()
    expect(
      within(widget).getByText((text) => text.toLowerCase() === `to your wallet ${short}`),
    ).toBeTruthy()

    const card = await within(widget).findByRole('article', { name: 'Route' }, { timeout: 5_000 })
    // What arrives, in the To panel, from the chosen route.
    expect(within(widget).getByRole('status', { name: 'You receive' }).textContent).toMatch(
      /^1\.9\d*|^2$/,
    )
    expect(onQuote).toHaveBeenCalled()
    expect(await axeViolations(widget)).toEqual([])

    // The other routes fold behind "N routes"; CCTP burns on the source chain, so the balance has
    // to come down once it is done.
    await user.click(within(card).getByRole('button', { name: /^Compare \d+ routes$/ }))
    await user.click(within(widget).getByRole('radio', { name: /^Circle CCTP/ }))
    await waitFor(() => expect(card.textContent).toMatch(/Circle CCTP/))
    const start = within(widget).getByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await user.click(start)
    // The form gives way to the transfer's progress: no input to edit, no route to switch, no countdown.
    const timeline = await within(widget).findByRole(
      'region',
      { name: 'Transfer status' },
      { timeout: 10_000 },
    )
    expect(within(widget).queryByRole('textbox', { name: 'Amount' })).toBeNull()
    expect(within(widget).queryByRole('radiogroup', { name: 'Routes' })).toBeNull()
    expect(widget.textContent).not.toMatch(/Quote expires/)
    await waitFor(
      () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
      { timeout: 10_000 },
    )
    expect(onTransferComplete).toHaveBeenCalledOnce()
    // The success screen says what arrived where.
    expect(within(widget).getByRole('heading', { name: 'Transfer complete' })).toBeTruthy()
    expect(within(widget).getByText(/^[\d.]+ USDC arrived on OP Mainnet$/)).toBeTruthy()
    // The steps and the journey fold under the outcome, said once; the transfer id is a click
    // away from the clipboard, whole.
    const details = within(widget).getByRole('button', { name: 'Transfer details' })
    expect(details.getAttribute('aria-expanded')).toBe('false')
    await user.click(details)
    expect(within(widget).getAllByText('Confirmed').length).toBeGreaterThan(0)
    await user.click(within(widget).getByRole('button', { name: 'Copy: Transfer id' }))
    const [result] = onTransferComplete.mock.calls[0] ?? []
    expect(await navigator.clipboard.readText()).toBe((result as { quoteId: string }).quoteId)
    expect(within(widget).getByText('Copied')).toBeTruthy()
    expect(await axeViolations(widget)).toEqual([])
    await user.click(within(widget).getByRole('tab', { name: 'History' }))
    const history = within(widget).getByRole('tabpanel', { name: 'History' })
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(1))
    expect(within(history).getByRole('listitem').textContent).toMatch(
      /^2 USDC → [\d.]+ USDCEthereum → OP Mainnet/,
    )
    await user.click(within(widget).getByRole('tab', { name: 'Transfer' }))
    // "New transfer" brings back an empty form for the next one.
    await user.click(within(widget).getByRole('button', { name: 'New transfer' }))
    const amount = within(widget).getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    expect(amount.value).toBe('')
    expect(await within(widget).findByText(/^Balance: 3 USDC/)).toBeTruthy()
    expect(within(widget).queryByRole('region', { name: 'Transfer status' })).toBeNull()
    // The same amount again is a new transfer: a new quote, not the one just sent.
    const asked = server().simulator.count('/quotes')
    await user.type(amount, '2')
    const again = await within(widget).findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false))
    expect(server().simulator.count('/quotes')).toBeGreaterThan(asked)
    expect(within(widget).queryByRole('region', { name: 'Transfer status' })).toBeNull()
  }, 60_000)

  it('asks for a wallet first, with the host connect button in the one button’s place', async () => {
    const config = createConfig({
      chains: [viemChain(localChain('ethereum'))],
      transports: { [localChain('ethereum').chainId]: http(localChain('ethereum').rpcUrl) },
    })
    const view = (connectWallet?: ReactNode) => (
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget journal={createMemoryJournal()} connectWallet={connectWallet} />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>
    )
    const { rerender } = render(view())
    const widget = screen.getByRole('region', { name: 'Bridge' })
    // No tokens chosen yet, and still the wallet comes first.
    const own = within(widget).getByRole('button', { name: 'Connect a wallet' })
    expect(own.hasAttribute('disabled')).toBe(true)
    expect(within(widget).queryByRole('button', { name: 'Select tokens' })).toBeNull()
    // Settings before any token: the native drop's coin is not known yet, and not shown as "()".
    await userEvent.setup().click(within(widget).getByRole('button', { name: 'Settings' }))
    expect(screen.getByRole('textbox', { name: 'Gas to receive on the destination' })).toBeTruthy()
    await userEvent.setup().keyboard('{Escape}')
    rerender(view(<button type="button">Connect with HostWallet</button>))
    expect(within(widget).getByRole('button', { name: 'Connect with HostWallet' })).toBeTruthy()
    expect(within(widget).queryByRole('button', { name: 'Connect a wallet' })).toBeNull()
    expect(await axeViolations(widget)).toEqual([])
  })

  it('opens a signed intent order in History to its timeline: it has no source transaction', async () => {
    const request = twoUsdc(accounts[0] as Address)
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type.startsWith('AORI'))
    if (!quote) throw new Error('no intent quote')
    const config = createConfig({
      chains: [viemChain(localChain('ethereum'))],
      transports: { [localChain('ethereum').chainId]: http(localChain('ethereum').rpcUrl) },
    })
    const { user, history } = await renderHistory(
      config,
      journalOf(quote, request, { state: 'confirmed', phase: 'submitted' }),
    )
    await user.click(await within(history).findByRole('button', { name: /^2 USDC/ }))
    expect(await within(history).findByRole('region', { name: 'Transfer status' })).toBeTruthy()
    expect(within(history).queryByText('Not finished')).toBeNull()
  })

  it('shows the routes before a wallet is connected, quoted for stand-ins, and runs only its own', async () => {
    const { account, config } = await connectedConfig()
    await disconnect(config)
    await mintTo('ethereum', localChain('ethereum').token, 3_000_000n, account)
    const onQuote = vi.fn()
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              onQuote={onQuote}
              defaultValues={{
                source: usdc('ethereum'),
                destination: usdc('optimism'),
                amount: '2',
              }}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const widget = screen.getByRole('region', { name: 'Bridge' })
    const quoteBodies = () =>
      server()
        .simulator.requests.filter((request) => request.path === '/quotes')
        .map((request) => JSON.parse(request.body ?? '{}') as Record<string, string>)
    const before = quoteBodies().length
    // What arrives and the route, while the one button still asks for the wallet.
    await within(widget).findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 })
    expect(within(widget).getByLabelText('You receive').textContent).toMatch(/^1\.9\d*$/)
    expect(within(widget).getByRole('button', { name: 'Connect a wallet' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(quoteBodies().slice(before)).toEqual([
      expect.objectContaining({
        srcWalletAddress: '0x000000000000000000000000000000000000dEaD',
        dstWalletAddress: '0x000000000000000000000000000000000000dEaD',
      }),
    ])
    // A host is told of quotes its user can act on, not of previews.
    expect(onQuote).not.toHaveBeenCalled()
    // A route picked on the preview stays picked when the wallet's own quotes replace it.
    const user = userEvent.setup()
    await user.click(within(widget).getByRole('button', { name: /^Compare \d+ routes$/ }))
    const routes = within(widget).getAllByRole('radio')
    const other = routes.find((radio) => radio.getAttribute('aria-checked') !== 'true')
    if (!other) throw new Error('one route only')
    await user.click(other)
    const picked = other.getAttribute('aria-label') ?? other.textContent
    expect(other.getAttribute('aria-checked')).toBe('true')

    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')
    await act(() => connect(config, { connector }))
    expect(
      await within(widget).findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 }),
    ).toBeTruthy()
    const checked = within(widget)
      .getAllByRole('radio')
      .find((radio) => radio.getAttribute('aria-checked') === 'true')
    expect(checked?.getAttribute('aria-label') ?? checked?.textContent).toBe(picked)
    const own = quoteBodies().slice(before + 1)
    expect(own).toEqual([
      expect.objectContaining({
        srcWalletAddress: getAddress(account),
        dstWalletAddress: getAddress(account),
      }),
    ])
    expect(onQuote).toHaveBeenCalledTimes(1)
  })

  it('validates the amount and the recipient per chain type without asking for a quote', async () => {
    const { config } = await connectedConfig()
    const usdc = localChain('ethereum').token
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              defaultValues={{
                source: {
                  chainKey: 'ethereum',
                  token: {
                    chainKey: 'ethereum',
                    address: usdc,
                    decimals: 6,
                    symbol: 'USDC',
                    name: 'USD Coin',
                  },
                },
                destination: {
                  chainKey: 'optimism',
                  token: {
                    chainKey: 'optimism',
                    address: localChain('optimism').token,
                    decimals: 6,
                    symbol: 'USDC',
                    name: 'USD Coin',
                  },
                },
              }}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const user = userEvent.setup()
    // The recipient first: with the connected wallet as recipient, a valid amount typed slowly
    // (a loaded machine) would rightly ask for a quote between keystrokes.
    await user.click(await screen.findByRole('button', { name: 'Send to another address' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Recipient' }),
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    )
    expect(await screen.findByText('Enter a valid EVM address.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1.1234567')
    // Said in the user's words, never the core's developer text ("Invalid amount …").
    expect(await screen.findByText('This token has at most 6 decimal places.')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Invalid amount')
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.getByText('Enter a valid EVM address.')).toBeTruthy()
    expect(server().simulator.count('/quotes')).toBe(0)
  })

  it('sends the native drop and fee tolerance settings with the quote request', async () => {
    const { config } = await connectedConfig()
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              defaultValues={{
                source: {
                  chainKey: 'ethereum',
                  token: {
                    chainKey: 'ethereum',
                    address: localChain('ethereum').token,
                    decimals: 6,
                    symbol: 'USDC',
                    name: 'USD Coin',
                  },
                },
                destination: {
                  chainKey: 'optimism',
                  token: {
                    chainKey: 'optimism',
                    address: localChain('optimism').token,
                    decimals: 6,
                    symbol: 'USDC',
                    name: 'USD Coin',
                  },
                },
                amount: '3',
              }}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const user = userEvent.setup()
    await screen.findByRole('article', { name: 'Route' }, { timeout: 5_000 })
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    // Presets for the common cases, the exact value beside them.
    await user.click(screen.getByRole('radio', { name: '3%' }))
    await waitFor(() => {
      const sent = server()
        .simulator.requests.filter((item) => item.path === '/quotes')
        .map((item) => JSON.parse(item.body ?? '{}'))
      expect(sent.at(-1)?.options?.feeTolerance).toEqual({ type: 'PERCENT', amount: 3 })
    })
    const tolerance = screen.getByRole('spinbutton', { name: 'Slippage (%)' })
    expect(screen.getByRole('radiogroup', { name: 'Slippage presets' })).toBeTruthy()
    expect(
      screen.getByRole('textbox', { name: 'Gas to receive on the destination (ETH)' }),
    ).toBeTruthy()
    await user.clear(tolerance)
    await user.type(tolerance, '2')
    await user.type(
      screen.getByRole('textbox', { name: /^Gas to receive on the destination/ }),
      '0.001',
    )
    await waitFor(() => {
      const sent = server()
        .simulator.requests.filter((item) => item.path === '/quotes')
        .map((item) => JSON.parse(item.body ?? '{}'))
      expect(sent.at(-1)?.options).toEqual({
        feeTolerance: { type: 'PERCENT', amount: 2 },
        dstNativeDropAmount: '1000000000000000',
      })
    })
    // What that gas is worth, at the catalogue's price of OP Mainnet's ETH.
    expect(screen.getByText(/^≈ \$\d/)).toBeTruthy()
  })

  it('works controlled, fills the balance with Max, and shows a refusal before anything is attempted', async () => {
    const { account, config } = await connectedConfig()
    await mintTo('ethereum', localChain('ethereum').token, 4_250_000n, account)
    const onError = vi.fn()
    const seen: BridgeValues[] = []
    function Host() {
      const [values, setValues] = useState<BridgeValues>({
        source: usdc('ethereum'),
        destination: usdc('optimism'),
        amount: '',
        recipient: '',
        nativeDrop: '',
        feeTolerance: 1,
      })
      return (
        <BridgeWidget
          journal={createMemoryJournal()}
          values={values}
          onChange={(next) => {
            seen.push(next)
            setValues(next)
          }}
          onError={onError}
        />
      )
    }
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <Host />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Max' }, { timeout: 5_000 }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('4.25')
    expect(seen.at(-1)?.amount).toBe('4.25')
    await screen.findByRole('article', { name: 'Route' }, { timeout: 5_000 })
    // Quotes asking another signer are refused before anything is signed (so nothing fails: no
    // onError). Every route is: no safe one to hand over to (test/components/trustedInput.test.tsx).
    for (let index = 0; index < 10; index++)
      server().simulator.faults.inject({
        path: '/quotes',
        fault: {
          type: 'malform',
          path: `quotes.${index}.userSteps.0.signerAddress`,
          value: '0x000000000000000000000000000000000000bEEF',
        },
      })
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '4')
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toMatch(
      /This transfer was stopped for your safety.*Nothing was sent\. Choose another route\./,
    )
    // Each route is checked in turn as the refused one hands over, until none is left.
    await waitFor(
      () => {
        const radios = screen.getAllByRole('radio')
        expect(radios.filter((radio) => radio.hasAttribute('data-refused'))).toEqual(radios)
      },
      { timeout: 15_000 },
    )
    expect(
      screen.getByRole('button', { name: 'Stopped for your safety' }).hasAttribute('disabled'),
    ).toBe(true)
    // The way forward is another route: the list is open, the refused one marked.
    const refused = screen.getByRole('radio', { checked: true })
    expect(refused.textContent).toContain('Blocked')
    expect(refused.hasAttribute('data-refused')).toBe(true)
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1)
    // What the refused route promises is not shown as what arrives, also while the amount is
    // typed again (no run, so no checks, until the new quote).
    expect(screen.getByLabelText('You receive').textContent).toBe('—')
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0')
    expect(screen.getByLabelText('You receive').textContent).toBe('—')
    expect(refused.textContent).toContain('Blocked')
    expect(onError).not.toHaveBeenCalled()
  })

  it('says what is missing instead of starting: 5 USDC with 1 in the wallet', async () => {
    const { account, config } = await connectedConfig()
    await mintTo('ethereum', localChain('ethereum').token, 1_000_000n, account)
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              defaultValues={{
                source: usdc('ethereum'),
                destination: usdc('optimism'),
                amount: '5',
              }}
              colorScheme="dark"
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const blocked = await screen.findByRole(
      'button',
      { name: 'Insufficient USDC balance' },
      { timeout: 10_000 },
    )
    expect(blocked.hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Approve and send' })).toBeNull()
    // Dark all the way in: the route card and the steps are dark too, not white islands.
    const roots = [...document.querySelectorAll('.vtkit-root')]
    expect(roots.length).toBeGreaterThan(3)
    for (const root of roots) expect(root.getAttribute('data-theme'), root.className).toBe('dark')
    // With the amount the wallet holds, the transfer can start.
    const user = userEvent.setup()
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1')
    const start = await screen.findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
  })

  it('says where the wallet is and switches it, asking nothing else of it', async () => {
    const { account, config } = await connectedConfig()
    await mintTo('optimism', localChain('optimism').token, 1_000_000n, account)
    // The wallet stays on its first chain (Ethereum); the transfer leaves from OP Mainnet.
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              defaultValues={{
                source: usdc('optimism'),
                destination: usdc('ethereum'),
                amount: '1',
              }}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const nonce = () =>
      createPublicClient({ transport: http(localChain('optimism').rpcUrl) }).getTransactionCount({
        address: account,
      })
    const before = await nonce()
    const switchButton = await screen.findByRole(
      'button',
      { name: 'Switch to OP Mainnet' },
      { timeout: 10_000 },
    )
    expect(screen.getByText('Your wallet is on Ethereum.')).toBeTruthy()
    await userEvent.setup().click(switchButton)
    await waitFor(() => expect(getAccount(config).chainId).toBe(localChain('optimism').chainId))
    expect(
      await screen.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByText(/^Your wallet is on /)).toBeNull()
    expect(await nonce()).toBe(before)
  })

  it('calls onError when the wallet declines, keeping the transfer to try again', async () => {
    const account = accounts[nextAccount++] as Address
    const declining = await connectedMockWallet(localChains, account, { signTypedDataError: true })
    await mintTo('ethereum', localChain('ethereum').token, 2_000_000n, account)
    const onError = vi.fn()
    render(
      <WagmiProvider config={declining}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              defaultValues={{
                source: usdc('ethereum'),
                destination: usdc('optimism'),
                amount: '2',
              }}
              onError={onError}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    // For 2 USDC the intent route gives the best return: approve, then a signature, which this wallet declines.
    const start = await screen.findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 5_000 },
    )
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await userEvent.setup().click(start)
    // The approval is mined on the local chain before the signature is asked: seconds, not one.
    await waitFor(() => expect(onError).toHaveBeenCalledOnce(), { timeout: 10_000 })
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'UserRejectedError' })
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false)
  })

  it('offers to resume an unfinished transfer from the journal (a reload), and finishes it', async () => {
    const { account, config } = await connectedConfig()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const request = twoUsdc(account)
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type === 'CCTP_V2') as Quote
    // What a page closed before its first wallet prompt leaves in the journal, an hour ago.
    const journal = journalOf(quote, request, {
      state: 'idle',
      phase: 'executing',
      at: Date.now() - 3_600_000,
    })
    const { user, widget, history } = await renderHistory(config, journal)
    await user.click(await within(history).findByRole('button', { name: 'Resume' }))
    // The resumed transfer's own amounts and chains, not the form's.
    expect(
      await within(widget).findByText(
        'Sending 2 USDC from Ethereum to OP Mainnet',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    // Nothing sent yet: the route's whole duration (the countdown starts with the source
    // transaction, not with the record's last change).
    expect(within(widget).getByText(/^Arrives in about \d+ min$/)).toBeTruthy()
    const start = within(widget).getByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await user.click(start)
    const timeline = await within(widget).findByRole(
      'region',
      { name: 'Transfer status' },
      { timeout: 10_000 },
    )
    await waitFor(
      () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
      { timeout: 10_000 },
    )
    expect(journal.get(quote.id)?.phase).toBe('submitted')
    // Back to the form: the resumed transfer is history now.
    await user.click(within(widget).getByRole('button', { name: 'New transfer' }))
    expect(within(widget).queryByText(/^Sending /)).toBeNull()
    expect(within(widget).getByRole('textbox', { name: 'Amount' })).toBeTruthy()
  }, 30_000)

  it('pauses a running transfer when the wallet switches accounts, says whose it is, and goes on once it is back', async () => {
    // Accounts 110 and 111 (test/chains/testAccounts.ts): the user's two accounts.
    const [account, other] = [accounts[110], accounts[111]].map((item) =>
      getAddress(item as Address),
    ) as [Address, Address]
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const { wallet, config } = await connectedTestWallet(localChains, account)
    render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              journal={createMemoryJournal()}
              locale="en-US"
              defaultValues={{
                source: usdc('ethereum'),
                destination: usdc('optimism'),
                amount: '2',
              }}
              // The user picks another account while the approval is on its way.
              onStepSubmitted={(stepIndex) => {
                if (stepIndex === 0) wallet.switchAccount(other)
              }}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const user = userEvent.setup()
    const widget = screen.getByRole('region', { name: 'Bridge' })
    const start = await within(widget).findByRole(
      'button',
      { name: /^Approve and send$|^Approve and sign$/ },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await user.click(start)
    const paused = await within(widget).findByRole(
      'button',
      { name: `Switch back to ${account.slice(0, 8)}…${account.slice(-6)}` },
      { timeout: 10_000 },
    )
    expect(within(widget).getByRole('alert').textContent).toBe(
      `This transfer was started by ${account}. Switch your wallet back to it to go on.`,
    )
    // For apps that cannot see the account come back, the button tries again: still the other
    // account, nothing is asked of it and the transfer stays paused.
    await user.click(paused)
    await waitFor(() => expect(paused.hasAttribute('disabled')).toBe(false))
    expect(within(widget).getByRole('alert').textContent).toMatch(/^This transfer was started by/)
    // The transfer stays on screen (not the form re-quoted for the other account).
    expect(within(widget).getByText('Sending 2 USDC from Ethereum to OP Mainnet')).toBeTruthy()
    const sends = () =>
      wallet.prompts.filter((prompt) => prompt.method !== 'wallet_switchEthereumChain')
    expect(sends()).toHaveLength(1)

    act(() => wallet.switchAccount(account))
    const timeline = await within(widget).findByRole(
      'region',
      { name: 'Transfer status' },
      { timeout: 10_000 },
    )
    await waitFor(
      () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
      { timeout: 10_000 },
    )
    expect(sends()).toHaveLength(2)
    expect(await axeViolations(widget)).toEqual([])
  }, 40_000)

  it('asks a wallet that batches once for the approve and the transfer, and says so before', async () => {
    // Account 144 (test/chains/testAccounts.ts): the widget's one-prompt batch.
    const account = getAddress(accounts[144] as Address)
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const { wallet, config } = await connectedTestWallet(localChains, account, undefined, {
      atomicBatch: true,
    })
    const events: BridgeEvent[] = []
    renderUsdcWidget(config, { onEvent: (event) => events.push(event) })
    const widget = screen.getByRole('region', { name: 'Bridge' })
    await chooseRoute(widget, /^Stargate/)
    expect(
      await within(widget).findByText('Your wallet confirms these steps at once, in one request.'),
    ).toBeTruthy()
    await startWhenEnabled(widget, 'Approve and send')
    const timeline = await within(widget).findByRole(
      'region',
      { name: 'Transfer status' },
      { timeout: 10_000 },
    )
    await waitFor(
      () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
      { timeout: 15_000 },
    )
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual(['wallet_sendCalls'])
    const batch = events.find((event) => event.type === 'batchSubmitted')
    expect(batch).toMatchObject({ stepIndexes: [0, 1] })
    expect(events.filter((event) => event.type === 'walletPrompt')).toHaveLength(1)
    expect(await axeViolations(widget)).toEqual([])
  }, 40_000)

  it('one prompt per step when the app turns batches off, whatever the wallet can do', async () => {
    // Account 145 (test/chains/testAccounts.ts).
    const account = getAddress(accounts[145] as Address)
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const { wallet, config } = await connectedTestWallet(localChains, account, undefined, {
      atomicBatch: true,
    })
    renderUsdcWidget(config, { atomicBatch: false })
    const widget = screen.getByRole('region', { name: 'Bridge' })
    await chooseRoute(widget, /^Stargate/)
    expect(within(widget).queryByText(/confirms these steps at once/)).toBeNull()
    await startWhenEnabled(widget, 'Approve and send')
    const timeline = await within(widget).findByRole(
      'region',
      { name: 'Transfer status' },
      { timeout: 10_000 },
    )
    await waitFor(
      () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
      { timeout: 15_000 },
    )
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
  }, 40_000)

  it('finishes a transfer whose journal the full browser storage refuses, sending once and saying to keep the page open', async () => {
    const { account, config } = await connectedConfig()
    // Another app of the origin has filled localStorage (jsdom's quota: 5,000,000 code units).
    let used = 0
    for (let index = 0; index < window.localStorage.length; index++) {
      const key = window.localStorage.key(index) ?? ''
      used += key.length + (window.localStorage.getItem(key)?.length ?? 0)
    }
    window.localStorage.setItem(
      'another-app',
      'x'.repeat(5_000_000 - used - 'another-app'.length - 10),
    )
    const journal = createStorageJournal({ storage: window.localStorage })
    const nonce = () =>
      createPublicClient({ transport: http(localChain('ethereum').rpcUrl) }).getTransactionCount({
        address: account,
      })
    const before = await nonce()
    try {
      renderEtherWidget(config, { journal })
      const user = userEvent.setup()
      const widget = screen.getByRole('region', { name: 'Bridge' })
      await startWhenEnabled(widget, 'Start transfer')
      const timeline = await within(widget).findByRole(
        'region',
        { name: 'Transfer status' },
        { timeout: 10_000 },
      )
      // In transit, the one place it lives is this page: the user is told to keep it open.
      expect(
        within(widget).getByText(
          'Your browser’s storage is full, so this transfer is kept only while this page is open. Keep it open until the transfer is on its way.',
        ),
      ).toBeTruthy()
      await waitFor(
        () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
        { timeout: 10_000 },
      )
      expect(await nonce()).toBe(before + 1)
      expect(journal.unsaved?.()).toHaveLength(1)
      expect(window.localStorage.getItem(`vtkit:transfer:${journal.unsaved?.()[0]}`)).toBeNull()
      // Said while it mattered; the History of this page still lists it.
      await user.click(within(widget).getByRole('tab', { name: 'History' }))
      expect(within(widget).getByRole('tabpanel', { name: 'History' }).textContent).toMatch(
        /0\.01 ETH/,
      )
    } finally {
      window.localStorage.removeItem('another-app')
    }
  }, 40_000)

  it('fills MAX of ETH with what the route leaves after its fee and gas, which the wallet can then pay', async () => {
    const account = getAddress(accounts[124] as Address)
    renderEtherWidget(await connectedMockWallet(localChains, account), {
      journal: createMemoryJournal(),
    })
    const widget = screen.getByRole('region', { name: 'Bridge' })
    const user = userEvent.setup()
    await within(widget).findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 })
    const balance = await createPublicClient({
      transport: http(localChain('ethereum').rpcUrl),
    }).getBalance({ address: account })
    await user.click(within(widget).getByRole('button', { name: 'Max' }))
    const amount = within(widget).getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    const filled = parseUnits(amount.value, 18)
    expect(filled).toBeLessThan(balance)
    expect(filled).toBeGreaterThan(balance - parseUnits('0.01', 18))
    // So long an amount gets the smallest type, to show whole.
    expect(amount.closest('.vtkit-panels')?.getAttribute('data-long')).toBe('more')
    // Quoted for that amount, the one button offers to send: nothing is short.
    await waitFor(
      () => expect(within(widget).getByLabelText('You receive').textContent).toMatch(/^9,9\d\d/),
      { timeout: 10_000 },
    )
    const send = await within(widget).findByRole(
      'button',
      { name: 'Start transfer' },
      { timeout: 10_000 },
    )
    expect(send).toHaveProperty('disabled', false)
    expect(within(widget).queryByText(/Not enough ETH/)).toBeNull()
  }, 30_000)

  it('keeps a transaction that is not mined in time on screen with "Keep waiting", never the form that could send it again', async () => {
    // Account 118 (test/chains/testAccounts.ts). The source chain's node answers no receipt
    // until the test lets it: a transaction stuck in the mempool, as the app's reads see it.
    const account = getAddress(accounts[118] as Address)
    let receiptsHidden = true
    const { wallet, config } = await connectedTestWallet(
      localChains,
      account,
      (chain) =>
        ((options: Parameters<ReturnType<typeof http>>[0]) => {
          const transport = http(chain.rpcUrl)(options)
          return {
            ...transport,
            request: (async (args: { method: string }) =>
              receiptsHidden && args.method === 'eth_getTransactionReceipt'
                ? null
                : transport.request(args as never)) as typeof transport.request,
          }
        }) as ReturnType<typeof http>,
    )
    renderEtherWidget(config, { journal: createMemoryJournal(), receiptTimeoutMs: 1_500 })
    const user = userEvent.setup()
    const widget = screen.getByRole('region', { name: 'Bridge' })
    await startWhenEnabled(widget, 'Start transfer')
    const keepWaiting = await within(widget).findByRole(
      'button',
      { name: 'Keep waiting' },
      { timeout: 10_000 },
    )
    expect(within(widget).getByRole('alert').textContent).toMatch(/^Not confirmed yet/)
    // Still the transfer's progress: no form, no start button for the same transfer.
    expect(within(widget).getByText('Sending 0.01 ETH from Ethereum to OP Mainnet')).toBeTruthy()
    expect(within(widget).queryByRole('textbox', { name: 'Amount' })).toBeNull()
    expect(within(widget).queryByRole('button', { name: 'Start transfer' })).toBeNull()
    const sends = () => wallet.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction')
    expect(sends()).toHaveLength(1)

    receiptsHidden = false
    await user.click(keepWaiting)
    const timeline = await within(widget).findByRole(
      'region',
      { name: 'Transfer status' },
      { timeout: 10_000 },
    )
    await waitFor(
      () => expect(within(timeline).getByRole('status').textContent).toBe('Transfer complete.'),
      { timeout: 10_000 },
    )
    expect(sends()).toHaveLength(1)
  }, 40_000)
})

describe('the run, loaded with the views', () => {
  /** A quote of 2 USDC to journal, and a wagmi config with no wallet (nothing is sent here). */
  async function journalSetup() {
    const request = twoUsdc(accounts[0] as Address)
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes[0]
    if (!quote) throw new Error('no quote')
    const config = createConfig({
      chains: [viemChain(localChain('ethereum'))],
      transports: { [localChain('ethereum').chainId]: http(localChain('ethereum').rpcUrl) },
    })
    return { request, quote, config }
  }

  it('paints a widget mounted beside views already in with its run, never the idle one (a remount, a second widget)', async () => {
    await loadOnDemandViews()
    const { request, quote, config } = await journalSetup()
    // What the card holds when the task that committed it ends, as a browser would paint it: a
    // microtask queued by the first layout pass runs after every update that task made.
    let latest = -1
    let painted: number | undefined
    function Probe() {
      const { bridge } = useBridgeContext('Probe')
      const items = bridge.history.items.length
      useLayoutEffect(() => {
        if (latest === -1) queueMicrotask(() => (painted ??= latest))
        latest = items
      })
      return null
    }
    // As a page mounts it (React's scheduler, not a test's act()), which tells a layout pass from
    // the passive effects that run after the paint.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    try {
      root.render(
        <WagmiProvider config={config}>
          <QueryClientProvider client={createTestQueryClient()}>
            <VtkitProvider client={clientFor(server())}>
              <BridgeWidget.Root
                journal={journalOf(quote, request, { state: 'confirmed', phase: 'submitted' })}
                locale="en-US"
              >
                <Probe />
              </BridgeWidget.Root>
            </VtkitProvider>
          </QueryClientProvider>
        </WagmiProvider>,
      )
      await vi.waitFor(() => expect(painted).toBeDefined())
      expect(painted).toBe(1)
    } finally {
      root.unmount()
      container.remove()
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
        actEnvironment
    }
  })

  it('loads at once where the journal holds transfers, not when the browser is idle', async () => {
    // The browser never idle: only the journal's transfers can ask for the load.
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    vi.resetModules()
    try {
      const fresh = await import('../../src/components/BridgeWidget/index.js')
      const views = await import('../../src/components/BridgeWidget/useOnDemandViews.js')
      const { VtkitProvider: FreshProvider } = await import('../../src/exports/index.js')
      const { request, quote, config } = await journalSetup()
      function Loaded() {
        const state = views.useOnDemandViews(false)
        return <p data-testid="views">{state.views ? 'in' : state.loading ? 'loading' : 'none'}</p>
      }
      const widget = (journal: TransferJournal) => (
        <WagmiProvider config={config}>
          <QueryClientProvider client={createTestQueryClient()}>
            <FreshProvider client={clientFor(server())}>
              <fresh.BridgeWidget journal={journal} locale="en-US" />
              <Loaded />
            </FreshProvider>
          </QueryClientProvider>
        </WagmiProvider>
      )
      // No transfer: nothing asks for the views until the browser is idle.
      const first = render(widget(createMemoryJournal()))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(screen.getByTestId('views').textContent).toBe('none')
      first.unmount()
      render(widget(journalOf(quote, request, { state: 'confirmed', phase: 'submitted' })))
      await waitFor(() => expect(screen.getByTestId('views').textContent).toBe('in'), {
        timeout: 10_000,
      })
    } finally {
      vi.resetModules()
    }
  })
})
