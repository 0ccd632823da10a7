// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useState } from 'react'
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest'
import { type Config, WagmiProvider } from 'wagmi'
import {
  type BridgeEvent,
  type BridgeValues,
  BridgeWidget,
  type BridgeWidgetProps,
  type UseBridgeOptions,
  useBridge,
} from '../../src/components/BridgeWidget/index.js'
import {
  bestReturnQuote,
  createMemoryJournal,
  fastestQuote,
  type TransferScope,
} from '../../src/exports/core.js'
import { VtkitProvider } from '../../src/exports/index.js'
import { axeViolations } from '../helpers/axe.js'
import { localChain, mintTo, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { pick } from '../helpers/pickToken.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'

const server = withChainSimulator()
const nextAccount = accountRange(129, 131)
let config: Config | undefined

/** One connected wallet for the file: nothing here sends a transaction. */
async function wallet(): Promise<Config> {
  config ??= await connectedMockWallet(inject('localChains').chains, await nextAccount())
  return config
}

async function renderIn(children: ReactNode) {
  const wagmi = await wallet()
  return render(
    <WagmiProvider config={wagmi}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>{children}</VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

/** A layout of its own over `useBridge`: no part of the widget, only what the hook gives. */
function CustomFlow(options: UseBridgeOptions) {
  const bridge = useBridge(options)
  return (
    <form aria-label="Custom bridge">
      <p data-testid="pair">
        {bridge.values.source?.token.symbol ?? '-'} on {bridge.sourceChain?.name ?? '-'} to{' '}
        {bridge.values.destination?.token.symbol ?? '-'} on {bridge.destinationChain?.name ?? '-'}
      </p>
      <label>
        Send
        <input
          value={bridge.values.amount}
          onChange={(event) => bridge.update({ amount: event.target.value })}
        />
      </label>
      <output aria-label="Receive">{bridge.received ?? ''}</output>
      <p data-testid="next">
        {bridge.waitingFor === 'connect' ? 'connect' : (bridge.waitingFor ?? 'ready')}
      </p>
      {bridge.defaultsError && <p role="alert">{bridge.defaultsError.shortMessage}</p>}
    </form>
  )
}

const ethereumUsdc = () => ({ chain: localChain('ethereum').chainId, token: 'usdc' })
const optimismUsdc = () => ({ chain: 'optimism', token: localChain('optimism').token })

/** The custom flow asked for 3 USDC from Ethereum to OP Mainnet: the line that says what is next. */
async function renderNextStep(): Promise<HTMLElement> {
  await renderIn(
    <CustomFlow
      defaultValues={{ source: ethereumUsdc(), destination: optimismUsdc(), amount: '3' }}
      journal={createMemoryJournal()}
    />,
  )
  return screen.getByTestId('next')
}

describe('useBridge', () => {
  it('drives a layout of its own: defaults by id resolved, a route quoted, the action ready', async () => {
    await renderIn(
      <CustomFlow
        defaultValues={{ source: ethereumUsdc(), destination: optimismUsdc(), amount: '3' }}
        journal={createMemoryJournal()}
      />,
    )
    await waitFor(() =>
      expect(screen.getByTestId('pair').textContent).toBe('USDC on Ethereum to USDC on OP Mainnet'),
    )
    await waitFor(() => expect(screen.getByTestId('next').textContent).toBe('ready'), {
      timeout: 10_000,
    })
    expect(screen.getByRole('status', { name: 'Receive' }).textContent).toMatch(/^2\.9\d*$/)
  })

  it('chooses the fastest route by default with routePriority fastest, the best return without', async () => {
    const chosen: Record<string, string | undefined> = {}
    function Probe({ name, ...options }: UseBridgeOptions & { name: string }) {
      const bridge = useBridge(options)
      chosen[name] = bridge.runnable?.routeSteps[0]?.type
      chosen[`${name}:fastest`] = fastestQuote(bridge.quote.quotes)?.routeSteps[0]?.type
      chosen[`${name}:best`] = bestReturnQuote(
        bridge.quote.quotes,
        bridge.quote.tokens,
      )?.routeSteps[0]?.type
      return null
    }
    // At 25 USDC the intent is the fastest and CCTP the best return (the simulator's fees).
    const defaults = { source: ethereumUsdc(), destination: optimismUsdc(), amount: '25' }
    await renderIn(
      <>
        <Probe
          name="fast"
          routePriority="fastest"
          defaultValues={defaults}
          journal={createMemoryJournal()}
        />
        <Probe name="plain" defaultValues={defaults} journal={createMemoryJournal()} />
      </>,
    )
    await waitFor(() => expect(chosen.fast && chosen.plain).toBeTruthy(), { timeout: 10_000 })
    expect(chosen['fast:fastest']).not.toBe(chosen['plain:best'])
    expect(chosen.fast).toBe(chosen['fast:fastest'])
    expect(chosen.plain).toBe(chosen['plain:best'])
  })

  it('says what the action waits for, and reads a bad amount as one', async () => {
    const user = userEvent.setup()
    await renderIn(
      <CustomFlow
        defaultValues={{ source: ethereumUsdc(), destination: optimismUsdc() }}
        journal={createMemoryJournal()}
      />,
    )
    await waitFor(() => expect(screen.getByTestId('next').textContent).toBe('Enter an amount'))
    await user.type(screen.getByRole('textbox', { name: 'Send' }), '1.2.3')
    expect(screen.getByTestId('next').textContent).toBe('Enter a valid amount')
  })

  it('says it is finding routes, never that there is none, until the service has answered', async () => {
    // The chains slow, so the quote waits for them; then a typed amount waits for its debounce.
    server().simulator.faults.inject({ path: '/chains', fault: { type: 'latency', ms: 400 } })
    const user = userEvent.setup()
    const next = await renderNextStep()
    const said = new Set<string>([next.textContent ?? ''])
    const observer = new MutationObserver(() => said.add(next.textContent ?? ''))
    observer.observe(next, { childList: true, characterData: true, subtree: true })
    onTestFinished(() => observer.disconnect())
    await waitFor(() => expect(next.textContent).toBe('ready'), { timeout: 10_000 })
    expect(said).not.toContain('No route available')
    expect(said).toContain('Finding routes…')

    said.clear()
    const amount = screen.getByRole('textbox', { name: 'Send' })
    await user.clear(amount)
    await user.type(amount, '7')
    await waitFor(() => expect(next.textContent).toBe('ready'), { timeout: 10_000 })
    expect(said).not.toContain('No route available')
  })

  it('says it is finding routes for a new amount typed after a failed quote', async () => {
    const remove = server().simulator.faults.inject({
      path: '/quotes',
      fault: { type: 'status', status: 503 },
    })
    const user = userEvent.setup()
    const next = await renderNextStep()
    // The failed quote: nothing to run (the error is the app's to show).
    await waitFor(() => expect(next.textContent).toBe('No route available'), { timeout: 10_000 })
    remove()
    // At once, while the new amount settles (the error still belongs to the last one).
    await user.type(screen.getByRole('textbox', { name: 'Send' }), '5')
    expect(next.textContent).toBe('Finding routes…')
    await waitFor(() => expect(next.textContent).toBe('ready'), { timeout: 10_000 })
  })

  it('names defaults that name nothing, once the catalogue is whole, and tells onError', async () => {
    const onError = vi.fn()
    await renderIn(
      <CustomFlow
        defaultValues={{
          source: { chain: 999_999, token: 'USDC' },
          destination: { chain: 'optimism', token: 'NOPE' },
        }}
        onError={onError}
        journal={createMemoryJournal()}
      />,
    )
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toMatch(/defaultValues: source\.chain names no chain/)
    expect(onError).toHaveBeenCalledOnce()
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      name: 'InvalidInputError',
      issues: [
        { path: 'source.chain', message: expect.stringContaining('999999') },
        { path: 'destination.token', message: expect.stringContaining('NOPE') },
      ],
    })
    expect(screen.getByTestId('pair').textContent).toBe('- on - to - on -')
  })

  it('refuses a default outside the scope the app gave', async () => {
    const scope: TransferScope = { chains: { from: { deny: ['ethereum'] } } }
    await renderIn(
      <CustomFlow
        scope={scope}
        defaultValues={{ source: ethereumUsdc(), destination: optimismUsdc() }}
        journal={createMemoryJournal()}
      />,
    )
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toMatch(/source is outside the widget's scope/)
    expect(screen.getByTestId('pair').textContent).toBe('- on - to USDC on OP Mainnet')
  })

  it('throws a clear error for a part outside BridgeWidget.Root', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(renderIn(<BridgeWidget.Route />)).rejects.toThrow(
      'BridgeWidget.Route must be rendered inside BridgeWidget.Root',
    )
    error.mockRestore()
  })
})

function widget(props: Partial<BridgeWidgetProps>) {
  return renderIn(<BridgeWidget locale="en-US" journal={createMemoryJournal()} {...props} />)
}

describe('BridgeWidget scope, locks and parts', () => {
  it('lists only the chains and tokens in scope, the featured ones first', async () => {
    const user = userEvent.setup()
    await widget({
      scope: {
        chains: { allow: ['ethereum', 'optimism', 'solana'], from: { deny: ['solana'] } },
        tokens: { featured: [{ chain: 'ethereum', address: localChain('ethereum').token }] },
      },
    })
    await user.click(await screen.findByRole('button', { name: /^From/ }))
    const dialog = await screen.findByRole('dialog')
    const chains = await within(dialog).findByRole('listbox', { name: 'Chains' })
    await waitFor(() =>
      expect(
        within(chains)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringMatching(/Ethereum$/), expect.stringMatching(/OP Mainnet$/)]),
    )
    await user.click(within(chains).getByRole('option', { name: /Ethereum$/ }))
    const popular = await within(dialog).findByRole('group', { name: 'Popular tokens' })
    expect(within(popular).getAllByRole('button')[0]?.textContent).toMatch(/USDC/)
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    // The wallet's holdings lead (its ETH, once its balance is read), then the featured USDC
    // before the rest.
    await waitFor(
      () => {
        const options = within(tokens).getAllByRole('option')
        expect(options[0]?.textContent).toMatch(/^ETH/)
        expect(options[1]?.textContent).toMatch(/USDC/)
      },
      { timeout: 10_000 },
    )
  })

  it('tells a search once the typing pauses, each settled query once, per side and list', async () => {
    const user = userEvent.setup()
    const events: BridgeEvent[] = []
    await widget({ onEvent: (event) => events.push(event) })
    await user.click(await screen.findByRole('button', { name: /^From/ }))
    const dialog = await screen.findByRole('dialog')
    const searchTokens = within(dialog).getByRole('combobox', {
      name: 'Search by name, symbol or address',
    })
    await user.type(searchTokens, 'us')
    await user.type(searchTokens, 'dc')
    const searches = () => events.filter((event) => event.type === 'searchTyped')
    await waitFor(() => expect(searches()).toHaveLength(1), { timeout: 3_000 })
    expect(searches()[0]).toEqual({
      type: 'searchTyped',
      side: 'source',
      list: 'tokens',
      query: 'usdc',
    })
    // A space more is the same query: not told again.
    await user.type(searchTokens, ' ')
    await user.type(within(dialog).getByRole('combobox', { name: 'Search chains' }), 'opt')
    await waitFor(() => expect(searches()).toHaveLength(2), { timeout: 3_000 })
    expect(searches()[1]).toMatchObject({ side: 'source', list: 'chains', query: 'opt' })
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(searches()).toHaveLength(2)
  })

  it('is a drawer: a trigger where it stands, the card in a modal sheet that keeps the bridge when closed', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    await widget({
      variant: 'drawer',
      onOpenChange,
      defaultValues: { source: ethereumUsdc(), destination: optimismUsdc(), amount: '25' },
    })
    expect(screen.queryByRole('region', { name: 'Bridge' })).toBeNull()
    const trigger = screen.getByRole('button', { name: 'Bridge tokens' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    const sheet = screen.getByRole('dialog', { name: 'Bridge' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await within(sheet).findByRole('article', { name: 'Route' }, { timeout: 10_000 })
    expect(await axeViolations(sheet)).toEqual([])
    await user.type(within(sheet).getByRole('textbox', { name: 'Amount' }), '0')
    await user.click(within(sheet).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onOpenChange.mock.calls).toEqual([[true], [false]])
    // Opened again: the same bridge, what was typed kept.
    await user.click(trigger)
    const amount = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Amount' })
    expect(amount).toHaveProperty('value', '250')
    // Escape from inside the sheet closes it (jsdom has no showModal to move the focus there).
    await user.click(amount)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens a drawer a host controls from its own button, with no trigger of its own', async () => {
    const { rerender } = await widget({ variant: 'drawer', open: false, trigger: null })
    expect(screen.queryByRole('button', { name: 'Bridge tokens' })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    const wagmi = await wallet()
    rerender(
      <WagmiProvider config={wagmi}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget variant="drawer" open trigger={null} journal={createMemoryJournal()} />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    expect(screen.getByRole('dialog', { name: 'Bridge' })).toBeTruthy()
  })

  it('is a compact card with variant compact, the card without', async () => {
    const { unmount } = await widget({ variant: 'compact' })
    expect(screen.getByRole('region', { name: 'Bridge' }).dataset.variant).toBe('compact')
    unmount()
    await widget({})
    expect(screen.getByRole('region', { name: 'Bridge' }).dataset.variant).toBeUndefined()
  })

  it('makes a deposit form: the destination and the recipient locked, the source open', async () => {
    const user = userEvent.setup()
    const vault = '0x1200000000000000000000000000000000000034'
    const { container } = await widget({
      defaultValues: { destination: optimismUsdc(), recipient: vault },
      lock: { destination: true, recipient: true },
      recipientLabel: 'Your vault',
    })
    const to = await screen.findByRole('button', { name: /^To: .*USDC/ }, { timeout: 10_000 })
    expect(to.getAttribute('aria-disabled')).toBe('true')
    await user.click(to)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Recipient: Your vault')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send to another address' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Swap direction' }).hasAttribute('disabled')).toBe(
      true,
    )
    // The source still opens; picking the destination's own token there keeps the destination
    // (a pair with no route says so), since the user could not pick it again.
    await pick(user, /^From/, 'op mainnet', 'OP Mainnet', 'usdc')
    expect(screen.getByRole('button', { name: /^To: .*USDC.*OP Mainnet/ })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('keeps a locked amount read only, with no MAX', async () => {
    await widget({
      defaultValues: { source: ethereumUsdc(), destination: optimismUsdc(), amount: '12' },
      lock: { amount: true, source: true },
    })
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    expect(amount.readOnly).toBe(true)
    expect(amount.value).toBe('12')
    await screen.findByRole('button', { name: /^From: .*USDC/ }, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })

  it('leaves out the parts an app hides', async () => {
    await widget({
      defaultValues: { source: ethereumUsdc(), destination: optimismUsdc(), amount: '25' },
      hide: { history: true, settings: true, recipient: true, routes: true, swapButton: true },
    })
    await screen.findByRole('article', { name: 'Route' }, { timeout: 10_000 })
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send to another address' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Compare \d+ routes$/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Swap direction' })).toBeNull()
    // Who receives is hidden while it is known: the connected wallet.
    expect(screen.queryByText(/^To your wallet/)).toBeNull()
    // What is left still works: the amount, the pickers, the route and the action.
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^From: .*USDC/ })).toBeTruthy()
  })

  it('lays out its parts in a host’s own order inside BridgeWidget.Root', async () => {
    await renderIn(
      <BridgeWidget.Root
        journal={createMemoryJournal()}
        defaultValues={{ source: ethereumUsdc(), destination: optimismUsdc(), amount: '3' }}
      >
        <BridgeWidget.To />
        <BridgeWidget.From />
        <BridgeWidget.Route />
        <BridgeWidget.Action />
      </BridgeWidget.Root>,
    )
    const groups = await screen.findAllByRole('group')
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent),
    ).toEqual([expect.stringMatching(/^To/), expect.stringMatching(/^From/)])
    // The action part: this wallet holds no USDC, and the button says so.
    await screen.findByRole('button', { name: 'Insufficient USDC balance' }, { timeout: 20_000 })
    // The wait above may take its whole time on a loaded machine: the test allows it.
  }, 30_000)
})

describe('useBridge controlled', () => {
  it('keeps to what a controlled host accepts: a change it turns down is not built on', async () => {
    const seen: BridgeValues[] = []
    let update: ((changes: Partial<BridgeValues>) => void) | undefined
    let given: string[] = []
    function Host() {
      const [values, setValues] = useState<BridgeValues>({
        source: undefined,
        destination: undefined,
        amount: '1',
        recipient: '',
        nativeDrop: '',
        feeTolerance: 1,
      })
      const bridge = useBridge({
        values,
        // The host takes no amount with a 9 in it.
        onChange: (next) => {
          seen.push(next)
          if (!next.amount.includes('9')) setValues(next)
        },
      })
      update = bridge.update
      given = Object.keys(bridge)
      return (
        <p data-testid="shown">{`${bridge.values.amount} at ${bridge.values.feeTolerance}%`}</p>
      )
    }
    await renderIn(<Host />)
    act(() => update?.({ amount: '19' }))
    expect(screen.getByTestId('shown').textContent).toBe('1 at 1%')
    act(() => update?.({ feeTolerance: 2 }))
    expect(seen.at(-1)).toMatchObject({ amount: '1', feeTolerance: 2 })
    expect(screen.getByTestId('shown').textContent).toBe('1 at 2%')
    // What the four hooks give is exactly the declared return type: no internal field leaks.
    expect(given.sort()).toEqual([
      'acceptLoss',
      'acceptRate',
      'amount',
      'balance',
      'blockedReason',
      'canSwap',
      'chains',
      'confirmRecipient',
      'connectChainType',
      'defaultsError',
      'destinationChain',
      'execution',
      'forgetRecentRecipients',
      'gasPrice',
      'handover',
      'hide',
      'history',
      'ledger',
      'lock',
      'lossToAccept',
      'lossUnknown',
      'maxAmount',
      'nativeBalance',
      'ownWalletReceives',
      'pair',
      'pickerBalances',
      'previewing',
      'progress',
      'quote',
      'rateDrop',
      'received',
      'recentRecipients',
      'recipient',
      'recipientInvalid',
      'recipientLabel',
      'recipientName',
      'recipientToConfirm',
      'refused',
      'refusedIds',
      'resume',
      'resuming',
      'runnable',
      'running',
      'scope',
      'searched',
      'selectRoute',
      'selected',
      'sender',
      'shortfall',
      'signable',
      'sourceChain',
      'startOver',
      'switchNetwork',
      'switchTo',
      'update',
      'valueLoss',
      'values',
      'wagmiChains',
      'waitingFor',
      'walletChainId',
    ])
  })
})

describe('BridgeWidget events', () => {
  it('tells each step of a real transfer once, in order, and the choices made before it', async () => {
    // A wallet of its own, with the USDC it sends.
    const account = await nextAccount()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const events: BridgeEvent[] = []
    const user = userEvent.setup()
    render(
      <WagmiProvider config={await connectedMockWallet(inject('localChains').chains, account)}>
        <QueryClientProvider client={createTestQueryClient()}>
          <VtkitProvider client={clientFor(server())}>
            <BridgeWidget
              locale="en-US"
              journal={createMemoryJournal()}
              defaultValues={{ source: ethereumUsdc(), destination: optimismUsdc(), amount: '2' }}
              onEvent={(event) => events.push(event)}
            />
          </VtkitProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const widget = screen.getByRole('region', { name: 'Bridge' })
    await within(widget).findByRole('article', { name: 'Route' }, { timeout: 10_000 })
    await user.click(within(widget).getByRole('button', { name: 'Settings' }))
    await user.click(await screen.findByRole('radio', { name: /^3\s?%$/ }))
    await user.keyboard('{Escape}')
    // A new tolerance asks anew: the routes of the new answer, then the pick.
    await waitFor(() => expect(widget.textContent).not.toMatch(/Finding routes/), {
      timeout: 10_000,
    })
    const compare = await within(widget).findByRole('button', { name: /^Compare \d+ routes$/ })
    if (compare.getAttribute('aria-expanded') !== 'true') await user.click(compare)
    await user.click(
      await within(widget).findByRole('radio', { name: /^Circle CCTP/ }, { timeout: 10_000 }),
    )
    const start = await within(widget).findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false), { timeout: 10_000 })
    await user.click(start)
    await waitFor(
      () =>
        expect(
          events.some((event) => event.type === 'statusChanged' && event.status === 'SUCCEEDED'),
        ).toBe(true),
      { timeout: 20_000 },
    )
    const types = events.map((event) => event.type)
    // Before the start: the answers and the routes chosen (by default, then by the user), the
    // settings; the order of these depends on when the answers come.
    const started = types.indexOf('transferStarted')
    expect(types.slice(0, started)).toEqual(
      expect.arrayContaining(['routesReceived', 'routeChosen', 'settingsChanged']),
    )
    const byUser = events.find((event) => event.type === 'routeChosen' && event.by === 'user')
    expect(byUser).toMatchObject({ routeType: 'CCTP_V2' })
    expect(events.find((event) => event.type === 'settingsChanged')).toMatchObject({
      feeTolerance: 3,
    })
    // From the start, each once and in order.
    const run = types.slice(started).filter((type) => type !== 'statusChanged')
    expect(run).toEqual([
      'transferStarted',
      'walletPrompt',
      'stepSubmitted',
      'stepConfirmed',
      'walletPrompt',
      'stepSubmitted',
      'stepConfirmed',
      'transferComplete',
    ])
    const quoteIds = new Set(
      events.slice(started).map((event) => 'quoteId' in event && event.quoteId),
    )
    expect(quoteIds.size).toBe(1)
    const statuses = events.flatMap((event) =>
      event.type === 'statusChanged' ? [event.status] : [],
    )
    expect(new Set(statuses).size).toBe(statuses.length)
    expect(statuses.at(-1)).toBe('SUCCEEDED')
  }, 60_000)

  it('tells a refusal with its rules, and nothing reaches the wallet', async () => {
    const events: BridgeEvent[] = []
    // Every route's first step sent to a stranger, as a hostile service would.
    const removers = Array.from({ length: 10 }, (_, index) =>
      server().simulator.faults.inject({
        path: '/quotes',
        fault: {
          type: 'malform',
          path: `quotes.${index}.userSteps.0.transaction.encoded.to`,
          value: '0x000000000000000000000000000000000000dEaD',
        },
      }),
    )
    onTestFinished(() => {
      for (const remove of removers) remove()
    })
    await widget({
      defaultValues: { source: ethereumUsdc(), destination: optimismUsdc(), amount: '4' },
      onEvent: (event) => events.push(event),
    })
    await screen.findByText(/^This transfer was stopped for your safety/, {}, { timeout: 15_000 })
    const refused = events.filter((event) => event.type === 'transferRefused')
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({ rules: expect.arrayContaining([expect.any(String)]) })
    expect(events.some((event) => event.type === 'walletPrompt')).toBe(false)
  })
})
