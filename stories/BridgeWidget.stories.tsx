import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { clickWhenEnabled } from '../.storybook/play'
import { memberTypes, typedArgTypes } from '../.storybook/propTypes'
import { storyRequest } from '../.storybook/requests'
import { simulator, storyClient } from '../.storybook/simulator'
import {
  holdStoryReceipts,
  resetStoryWallet,
  storyEvmChains,
  storySolanaWallet,
} from '../.storybook/storyWallet'
import { withStoryWallet } from '../.storybook/wagmi'
import widgetSource from '../src/components/BridgeWidget/BridgeWidget.tsx?raw'
import bridgeTypes from '../src/components/BridgeWidget/useBridge/types.ts?raw'
import uiSource from '../src/components/ui.ts?raw'
import {
  createMemoryJournal,
  createStorageJournal,
  getQuotes,
  type Quote,
  type TransferJournal,
  type TransferRecord,
} from '../src/exports/core'
import { BridgeWidget, type BridgeWidgetProps } from '../src/exports/index'
import { findRoute } from '../src/exports/testing'

const { source, destination } = findRoute(simulator.catalog, {
  routeType: 'CCTP_V2',
  symbol: 'USDC',
  srcChainKey: 'base',
})

const meta: Meta<typeof BridgeWidget> = {
  title: 'Components/BridgeWidget',
  component: BridgeWidget,
  decorators: [withStoryWallet],
  // Each story starts with the wallet on another network, whatever the story before it did.
  beforeEach: resetStoryWallet,
  args: {
    defaultValues: {
      source: { chainKey: source.token.chainKey, token: source.token },
      destination: { chainKey: destination.token.chainKey, token: destination.token },
      amount: '25',
    },
    // Every event and callback of every story, in the Actions panel: what a host would hear.
    onEvent: fn(),
    onChange: fn(),
    onQuote: fn(),
    onStepSubmitted: fn(),
    onTransferComplete: fn(),
    onError: fn(),
  },
  argTypes: typedArgTypes(
    {
      ...memberTypes(uiSource, 'UiProps'),
      ...memberTypes(bridgeTypes, 'UseBridgeParameters'),
      ...memberTypes(widgetSource, 'BridgeWidgetProps'),
    },
    { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
  ),
  // A journal per story: the history starts empty.
  render: (args) => <BridgeWidget {...args} journal={createMemoryJournal()} />,
}

export default meta
type Story = StoryObj<typeof BridgeWidget>

type Play = NonNullable<Story['play']>
type PlayContext = Parameters<Play>[0]

/** Switches the story wallet to Base and starts the transfer, as a person would. */
async function send({ canvas, userEvent }: PlayContext) {
  await expect(
    await canvas.findByText(/^Balance: 1,000 USDC/, {}, { timeout: 10_000 }),
  ).toBeVisible()
  // The story wallet starts on another network: the one button asks to switch first.
  const switchNetwork = await canvas.findByRole(
    'button',
    { name: 'Switch to Base' },
    { timeout: 10_000 },
  )
  await userEvent.click(switchNetwork)
  const start = await canvas.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 })
  await clickWhenEnabled(userEvent, start)
}

/** Every quote's first step sent to a stranger, as a hostile service would. */
const hostileQuotes = () => {
  const removers = Array.from({ length: 10 }, (_, index) =>
    simulator.faults.inject({
      path: '/quotes',
      fault: {
        type: 'malform',
        path: `quotes.${index}.userSteps.0.transaction.encoded.to`,
        value: '0x000000000000000000000000000000000000dEaD',
      },
    }),
  )
  return () => {
    for (const remove of removers) remove()
  }
}

/**
 * The widget as a page first shows it: 25 USDC from Base to Arbitrum, the routes quoted, the
 * wallet connected (on another network: the one button offers to switch).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** USDC from Base to Arbitrum with the story wallet, clicked through to the success screen. */
export const Transfer: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await send(context)
    await expect(
      await canvas.findByRole('heading', { name: 'Transfer complete' }, { timeout: 15_000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    const history = canvas.getByRole('tabpanel', { name: 'History' })
    await expect(history).toHaveTextContent(/25 USDC/)
  },
}

const fromSolana = findRoute(simulator.catalog, {
  srcChainKey: 'solana',
  symbol: 'USDC',
  dstChainType: 'EVM',
})
const solanaValues = {
  source: { chainKey: 'solana', token: fromSolana.source.token },
  destination: {
    chainKey: fromSolana.destination.token.chainKey,
    token: fromSolana.destination.token,
  },
  amount: '25',
}

/**
 * USDC from Solana with a Solana wallet (`solana={useWalletAdapterSolana()}` in an app): its
 * balance, then signed in the Solana wallet and clicked through to the success screen.
 */
export const FromSolana: Story = {
  args: { defaultValues: solanaValues, solana: storySolanaWallet },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(/^Balance: 1,000 USDC/, {}, { timeout: 10_000 }),
    ).toBeVisible()
    const start = await canvas.findByRole('button', { name: 'Start transfer' }, { timeout: 10_000 })
    await clickWhenEnabled(userEvent, start)
    await expect(
      await canvas.findByRole('heading', { name: 'Transfer complete' }, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

/** A Solana source and no Solana wallet yet: the host's connect button for Solana takes the button's place. */
export const ConnectSolanaWallet: Story = {
  tags: ['visual'],
  args: {
    defaultValues: solanaValues,
    solana: { address: undefined, executor: undefined, balanceOf: async () => 0n },
    connectWallet: (chainType) => (
      <button type="button" className="vtkit-button vtkit-wide" data-variant="primary">
        {chainType === 'SOLANA' ? 'Connect a Solana wallet' : 'Connect a wallet'}
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Connect a Solana wallet' }, { timeout: 10_000 }),
    ).toBeVisible()
    // The routes are shown already, quoted for a stand-in Solana wallet.
    await expect(
      await canvas.findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/**
 * No wallet yet: the routes, what arrives and the fees are already shown (quoted for stand-in
 * wallets, never run), and the host's connect button takes the one button's place.
 */
export const BeforeConnecting: Story = {
  tags: ['visual'],
  parameters: { storyWallet: 'disconnected' },
  args: {
    connectWallet: (
      <button type="button" className="vtkit-button vtkit-wide" data-variant="primary">
        Connect a wallet
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('You receive')).not.toHaveTextContent(/^0$/)
    await expect(canvas.getByRole('button', { name: 'Connect a wallet' })).toBeEnabled()
    await expect(canvas.queryByRole('textbox', { name: 'Recipient' })).toBeNull()
  },
}

/** The wallet is on another network: the one button switches it, and does nothing else. */
export const WrongNetwork: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Switch to Base' }, { timeout: 10_000 }),
    ).toBeEnabled()
    await expect(canvas.getByText(`Your wallet is on ${storyEvmChains[0]?.name}.`)).toBeVisible()
  },
}

/** The transfer arrived: what arrived, how long it took, and the way to a new one. */
export const Success: Story = {
  tags: ['visual'],
  play: async (context) => {
    await send(context)
    await expect(
      await context.canvas.findByRole(
        'heading',
        { name: 'Transfer complete' },
        { timeout: 15_000 },
      ),
    ).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'New transfer' })).toBeEnabled()
  },
}

/** The service reports the transfer failed: said plainly, with the id to give support. */
export const Failure: Story = {
  tags: ['visual'],
  beforeEach: () =>
    simulator.faults.inject({
      path: /^\/status\//,
      fault: { type: 'malform', path: 'status', value: 'FAILED' },
    }),
  play: async (context) => {
    await send(context)
    await expect(
      await context.canvas.findByRole('heading', { name: 'Transfer failed' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(context.canvas.getByText(/^Nothing arrived on Arbitrum One\./)).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Copy: Transfer id' })).toBeEnabled()
    await expect(context.canvas.getByRole('button', { name: 'New transfer' })).toBeEnabled()
  },
}

/** On its way: the steps done, the service says the transfer is in transit, the ETA counts down. */
export const InProgress: Story = {
  tags: ['visual'],
  beforeEach: () => {
    const removers = [
      simulator.faults.inject({
        path: /^\/status\//,
        fault: { type: 'malform', path: 'status', value: 'PROCESSING' },
      }),
      simulator.faults.inject({
        path: /^\/status\//,
        fault: { type: 'malform', path: 'executionHistory', value: [] },
      }),
    ]
    return () => {
      for (const remove of removers) remove()
    }
  },
  play: async (context) => {
    await send(context)
    await expect(
      await context.canvas.findByText('Status: In transit', {}, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(
      context.canvas.getByText('Sending 25 USDC from Base to Arbitrum One'),
    ).toBeVisible()
    await expect(context.canvas.getByText(/^Arrives in about \d+ min$/)).toBeVisible()
    // The service's leg is one more step, live: where it is going and where it stands.
    await expect(context.canvas.getByRole('list', { name: 'Arrival' })).toHaveTextContent(
      'Arrive on Arbitrum OneIn transit',
    )
    // Another transfer may start meanwhile; the words say this one is not stopped by it.
    await expect(context.canvas.getByText(/^This transfer keeps going on its own/)).toBeVisible()
    await expect(
      context.canvas.getByRole('button', { name: 'Start another transfer' }),
    ).toBeEnabled()
  },
}

/** A transfer left unfinished (a page closed before the wallet was asked), resumed from History. */
export const Resume: Story = {
  tags: ['visual'],
  loaders: [() => unfinishedTransfer()],
  render: (args, { loaded }) => withJournal(args, loaded),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Resume' }, { timeout: 10_000 }),
    )
    // The resumed transfer's own amount (40 USDC), not the form's 25.
    await expect(
      await canvas.findByText('Sending 40 USDC from Base to Arbitrum One', {}, { timeout: 10_000 }),
    ).toBeVisible()
    // Nothing was sent yet: the whole route's time, and the one action that goes on with it
    // (once the chain list is whole: the steps are checked against all of it).
    await expect(canvas.getByText(/^Arrives in about \d+ min$/)).toBeVisible()
    const action = await canvas.findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(action).toBeEnabled(), { timeout: 10_000 })
  },
}

/** A hostile service's route: stopped and said before anything reaches the wallet. */
export const RefusedHostileQuote: Story = {
  tags: ['visual'],
  beforeEach: hostileQuotes,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('This transfer was stopped for your safety')
    // Each refused route hands over to the next, until none is left: all listed, all marked.
    await waitFor(
      () => {
        const radios = canvas.getAllByRole('radio')
        expect(radios.filter((radio) => radio.hasAttribute('data-refused'))).toEqual(radios)
      },
      { timeout: 15_000 },
    )
    await expect(canvas.getByRole('button', { name: 'Stopped for your safety' })).toBeDisabled()
    await expect(await canvas.findByRole('radio', { checked: true })).toHaveTextContent(/Blocked/)
  },
}

export const Dark: Story = { args: { colorScheme: 'dark' } }

/** More than the wallet holds (it has 1,000 USDC): the button says so, and nothing can start. */
export const InsufficientBalance: Story = {
  tags: ['visual'],
  args: {
    defaultValues: {
      source: { chainKey: source.token.chainKey, token: source.token },
      destination: { chainKey: destination.token.chainKey, token: destination.token },
      amount: '5000',
    },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole(
      'button',
      { name: 'Insufficient USDC balance' },
      { timeout: 10_000 },
    )
    await expect(button).toBeDisabled()
  },
}

/** Dark all the way in: the route card, the steps and the pickers follow the widget. */
export const InsufficientBalanceDark: Story = {
  args: { ...InsufficientBalance.args, colorScheme: 'dark' },
  play: InsufficientBalance.play,
}

/** No amount yet: what the widget asks for. */
export const Empty: Story = {
  tags: ['visual'],
  args: {
    defaultValues: {
      source: { chainKey: source.token.chainKey, token: source.token },
      destination: undefined,
      amount: '',
    },
  },
}

/** In a 320 px column (a phone, a sidebar). */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="story-narrow">
        <Story />
      </div>
    ),
  ],
}

/** In a wide page: the widget keeps its own width. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div className="story-wide">
        <Story />
      </div>
    ),
  ],
}

/** Journals an unfinished transfer of `amount` USDC from Base, asked for `wallet`. */
async function unfinishedTransfer(wallet?: string, changes: Partial<TransferRecord> = {}) {
  const request = {
    ...storyRequest({ routeType: 'CCTP_V2', symbol: 'USDC', srcChainKey: 'base' }, '40000000'),
    ...(wallet ? { srcWalletAddress: wallet, dstWalletAddress: wallet } : {}),
  }
  const { quotes } = await getQuotes(storyClient, request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'CCTP_V2') as Quote
  const journal = createMemoryJournal()
  const now = Date.now()
  const record: TransferRecord = {
    version: 1,
    quoteId: quote.id,
    createdAt: now,
    updatedAt: now,
    quote,
    request,
    steps: quote.userSteps.map(() => ({ state: 'idle', updatedAt: now })),
    phase: 'executing',
    ...changes,
  }
  journal.put(record)
  return { journal, record }
}

const withJournal = (args: BridgeWidgetProps, loaded: Record<string, unknown>) => (
  <BridgeWidget {...args} journal={(loaded as { journal: TransferJournal }).journal} />
)

/** A transaction not mined within the bound (`receiptTimeoutMs`): check the wallet, or keep waiting; never sent twice. */
export const NotMinedYet: Story = {
  tags: ['visual'],
  args: { receiptTimeoutMs: 1_500 },
  beforeEach: holdStoryReceipts,
  play: async (context) => {
    await send(context)
    await expect(
      await context.canvas.findByRole('button', { name: 'Keep waiting' }, { timeout: 15_000 }),
    ).toBeEnabled()
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      'Not confirmed yet. Check your wallet: speed it up or cancel it there. It will not be sent twice.',
    )
    // The transfer stays on screen: no form that could send it again.
    await expect(context.canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull()
  },
}

/** Started by another account than the wallet's now: paused before any request, until it is back. */
export const PausedForAccount: Story = {
  tags: ['visual'],
  loaders: [() => unfinishedTransfer('0x2222222222222222222222222222222222222222')],
  render: (args, { loaded }) => withJournal(args, loaded),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Resume' }, { timeout: 10_000 }),
    )
    await clickWhenEnabled(
      userEvent,
      await canvas.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 }),
    )
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Switch back to 0x222222…222222' },
        { timeout: 10_000 },
      ),
    ).toBeEnabled()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This transfer was started by 0x2222222222222222222222222222222222222222. Switch your wallet back to it to go on.',
    )
  },
}

/** Past transfers: arrived, on its way, cancelled in the wallet, and one left unfinished. */
export const History: Story = {
  tags: ['visual'],
  loaders: [
    async () => {
      const { journal, record } = await unfinishedTransfer()
      const at = Date.now() - 3_600_000
      const sent = { state: 'confirmed' as const, hash: `0x${'ab'.repeat(32)}`, updatedAt: at }
      const others = await Promise.all([
        unfinishedTransfer(undefined, { phase: 'submitted', outcome: 'SUCCEEDED', updatedAt: at }),
        unfinishedTransfer(undefined, { phase: 'submitted', updatedAt: at + 60_000 }),
        unfinishedTransfer(undefined, { cancelledAt: at + 120_000, updatedAt: at + 120_000 }),
      ])
      for (const other of others)
        journal.put({
          ...other.record,
          steps: other.record.cancelledAt
            ? other.record.steps
            : other.record.steps.map(() => ({ ...sent, submittedAt: at })),
          srcTxHash: other.record.cancelledAt ? undefined : sent.hash,
        })
      return { journal, unfinished: record.quoteId }
    },
  ],
  render: (args, { loaded }) => withJournal(args, loaded),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    const history = canvas.getByRole('tabpanel', { name: 'History' })
    await expect(await within(history).findByText('Cancelled in your wallet')).toBeVisible()
    await expect(within(history).getByText('Not finished')).toBeVisible()
    await waitFor(() => expect(within(history).getAllByText(/^40 USDC$/)).toHaveLength(4), {
      timeout: 10_000,
    })
  },
}

let otherTab: (() => void) | undefined

/** The same transfer open in another tab, which drives it: this one follows it, and would take it over if it closed. */
export const RunningInAnotherTab: Story = {
  tags: ['visual'],
  loaders: [
    async () => {
      const seeded = await unfinishedTransfer()
      // The other tab: it holds the transfer's lock as long as the story lasts.
      await new Promise<void>((granted) => {
        void navigator.locks.request(
          `vtkit:transfer:${seeded.record.quoteId}`,
          () =>
            new Promise<void>((release) => {
              otherTab = release
              granted()
            }),
        )
      })
      return seeded
    },
  ],
  beforeEach: () => () => otherTab?.(),
  render: (args, { loaded }) => withJournal(args, loaded),
  play: async ({ canvas, userEvent, loaded }) => {
    const { record } = loaded as { record: TransferRecord }
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Resume' }, { timeout: 10_000 }),
    )
    await expect(
      await canvas.findByRole('button', { name: 'Going on in another tab' }, { timeout: 10_000 }),
    ).toBeDisabled()
    // What the other tab says shows here: its approval went through, the burn is in its wallet.
    // (It says it at each change; here, until this tab has heard it.)
    const otherTabSays = new BroadcastChannel('vtkit:transfers')
    await waitFor(
      () => {
        otherTabSays.postMessage({
          quoteId: record.quoteId,
          currentStep: 1,
          record: {
            ...record,
            steps: [
              { state: 'confirmed', hash: `0x${'cd'.repeat(32)}`, updatedAt: Date.now() },
              { state: 'awaitingWallet', updatedAt: Date.now() },
            ],
          },
        })
        expect(canvas.getByText('Confirmed')).toBeVisible()
      },
      { timeout: 10_000, interval: 200 },
    )
    otherTabSays.close()
    await expect(
      canvas.getByText(/^This transfer is running in another tab of this browser/),
    ).toBeVisible()
  },
}

/** The status service stops answering while the transfer travels: said, with "Check now"; tracking goes on. */
export const StatusOutage: Story = {
  beforeEach: () =>
    simulator.faults.inject({ path: /^\/status\//, fault: { type: 'status', status: 503 } }),
  play: async (context) => {
    await send(context)
    await expect(
      await context.canvas.findByText(
        /^The transfer service has not answered since .+\. Your transfer goes on; we keep checking\.$/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Check now' })).toBeEnabled()
  },
}

/** Storage refuses the journal (full): the transfer goes on, kept in this page, and the user is told to keep it open. */
export const StorageFull: Story = {
  beforeEach: InProgress.beforeEach,
  render: (args) => (
    <BridgeWidget
      {...args}
      journal={createStorageJournal({
        storage: {
          getItem: () => null,
          setItem: () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
          },
          removeItem: () => {},
          key: () => null,
          length: 0,
        },
      })}
    />
  ),
  play: async (context) => {
    await send(context)
    await expect(
      await context.canvas.findByText(
        /^Your browser’s storage is full, so this transfer is kept only while this page is open\./,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
  },
}

/**
 * A deposit form: the destination and the recipient fixed by the app (a vault on Arbitrum, named
 * as the app names it), given by id before the catalogue loads; the user picks what to send.
 */
export const Deposit: Story = {
  tags: ['visual'],
  args: {
    defaultValues: {
      source: { chain: 'base', token: 'USDC' },
      destination: { chain: destination.token.chainKey, token: destination.token.address },
      recipient: '0x1200000000000000000000000000000000000034',
      amount: '25',
    },
    lock: { destination: true, recipient: true },
    recipientLabel: 'Your vault on Arbitrum',
  },
  play: async ({ canvas, userEvent }) => {
    const to = await canvas.findByRole('button', { name: /^To: .*USDC/ }, { timeout: 10_000 })
    await expect(to).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(to)
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(await canvas.findByText('Recipient: Your vault on Arbitrum')).toBeVisible()
    // Its route quoted, as the page shows it once the service answers (the picture waits for it).
    await expect(
      await canvas.findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/**
 * Scoped by the app: USDC only, from Base or Arbitrum, and featured first; the pickers list
 * nothing else.
 */
export const Scoped: Story = {
  args: {
    defaultValues: { source: { chain: 'base', token: 'USDC' }, amount: '25' },
    scope: {
      chains: { from: { allow: ['base', source.token.chainKey, destination.token.chainKey] } },
      tokens: { allow: ['USDC'], featured: ['USDC'] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^To:/ }, { timeout: 10_000 }))
    const dialog = within(document.body).getByRole('dialog')
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    await waitFor(() => expect(within(tokens).getAllByRole('option').length).toBeGreaterThan(0))
    for (const option of within(tokens).getAllByRole('option'))
      await expect(option).toHaveTextContent(/USDC/)
  },
}

/** `variant="compact"`: the same card, tighter, for a sidebar or a narrow column. */
export const Compact: Story = {
  tags: ['visual'],
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Switch to Base' }, { timeout: 10_000 }),
    ).toBeEnabled()
  },
}

/**
 * `variant="drawer"`: a trigger where the widget stands, and the card in a modal sheet (from the
 * side on a wide screen, from the bottom on a phone). Closed, the bridge lives on: a transfer
 * goes on, and the trigger says so.
 */
export const Drawer: Story = {
  args: { variant: 'drawer' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole('button', { name: 'Bridge tokens' })
    await userEvent.click(trigger)
    const sheet = within(document.body).getByRole('dialog', { name: 'Bridge' })
    await expect(
      await within(sheet).findByRole('button', { name: 'Switch to Base' }, { timeout: 10_000 }),
    ).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'routesReceived' }),
    )
  },
}

/**
 * A host's wallet modal (RainbowKit, AppKit: portaled to the body, a high z-index) opened while
 * the drawer is open stays usable above it: the sheet is not in the top layer and leaves the
 * page alive.
 */
export const DrawerUnderAWalletModal: Story = {
  args: { variant: 'drawer', defaultOpen: true },
  play: async ({ userEvent }) => {
    const body = within(document.body)
    await body.findByRole('dialog', { name: 'Bridge' })
    const hostModal = document.createElement('div')
    hostModal.setAttribute('role', 'dialog')
    hostModal.setAttribute('aria-label', 'Connect a wallet')
    hostModal.style.cssText = 'position:fixed;inset:40% 30%;z-index:2147483647;background:#fff'
    const picked = fn()
    const option = document.createElement('button')
    option.textContent = 'MetaMask'
    option.addEventListener('click', picked)
    hostModal.append(option)
    document.body.append(hostModal)
    try {
      // What a pointer and the keyboard reach, as the browser decides it (a modal dialog in the
      // top layer would cover it with its backdrop and make it inert: not focusable).
      const box = option.getBoundingClientRect()
      await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(
        option,
      )
      option.focus()
      await expect(option).toHaveFocus()
      await userEvent.click(option)
      await expect(picked).toHaveBeenCalledOnce()
    } finally {
      hostModal.remove()
    }
  },
}

/** The drawer open, as its trigger leaves it. */
export const DrawerOpen: Story = {
  tags: ['visual'],
  args: { variant: 'drawer', defaultOpen: true },
  play: async () => {
    const sheet = within(document.body).getByRole('dialog', { name: 'Bridge' })
    await expect(
      await within(sheet).findByRole('button', { name: 'Switch to Base' }, { timeout: 10_000 }),
    ).toBeEnabled()
  },
}

/** In German, the longest of the languages vtkit ships: the card at a phone's width holds it. */
export const German: Story = {
  tags: ['visual'],
  args: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Zu Base wechseln' }, { timeout: 10_000 }),
    ).toBeEnabled()
  },
}

/** In Japanese, with the font stack a Japanese app gives (Noto Sans JP, then the system's). */
export const Japanese: Story = {
  tags: ['visual'],
  args: {
    locale: 'ja',
    theme: {
      fontFamily:
        '"Noto Sans JP Variable", "Noto Sans JP", "Hiragino Sans", "Yu Gothic UI", system-ui, sans-serif',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: /Base/ }, { timeout: 10_000 }),
    ).toBeEnabled()
    await expect(canvas.getByRole('tab', { name: '送金' })).toBeVisible()
  },
}

/** In a right-to-left page (`dir="rtl"`): the card mirrors with logical CSS and stays whole. */
export const RightToLeft: Story = {
  tags: ['visual'],
  render: (args) => (
    <div dir="rtl">
      <BridgeWidget {...args} journal={createMemoryJournal()} />
    </div>
  ),
  play: WrongNetwork.play,
}

/**
 * What the route's steps move, read from their calldata, under "Fees and details": what is sent,
 * what crosses to whom and at least arrives, each fee and who receives it, the approval.
 */
export const WhatYouSign: Story = {
  tags: ['visual'],
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Switch to Base' }, { timeout: 10_000 }),
    ).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Fees and details' }))
    const signed = await canvas.findByRole('region', { name: 'What you sign' }, { timeout: 10_000 })
    await expect(signed).toHaveTextContent(/^What you signYou send 25 USDC/)
    await expect(signed).toHaveTextContent(/at least [\d.,]+ USDC arrives/)
  },
}

/** The same in German. */
export const WhatYouSignGerman: Story = {
  tags: ['visual'],
  args: { locale: 'de' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Zu Base wechseln' }, { timeout: 10_000 }),
    ).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Gebühren und Details' }))
    const signed = await canvas.findByRole(
      'region',
      { name: 'Was Sie signieren' },
      { timeout: 10_000 },
    )
    await expect(signed).toHaveTextContent(/Sie senden 25 USDC/)
  },
}

/**
 * What arrives is worth a fifth less than what is sent (the service prices the destination's
 * token at $0.80): what the route loses, figured from what its steps move, is said, and a tick
 * comes before any prompt.
 */
export const ValueLoss: Story = {
  tags: ['visual'],
  // The fault is removed when the story ends (Storybook calls what beforeEach returns). The
  // simulator lists the destination token second among a quote answer's tokens.
  beforeEach: () =>
    simulator.faults.inject({
      path: '/quotes',
      fault: { type: 'malform', path: 'tokens.1.price.usd', value: 0.8 },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: /^Review: you lose 20/ }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: /^I accept losing 20/ })).not.toBeChecked()
  },
}

export const ValueLossDark: Story = { ...ValueLoss, tags: [], args: { colorScheme: 'dark' } }

/**
 * The shown quote expires (in 3 s here) and its replacement pays 0.50 USDC less: the new amount
 * is said and accepted before any prompt.
 */
export const RateChange: Story = {
  tags: ['visual'],
  beforeEach: () => {
    const removers = Array.from({ length: 10 }, (_, index) => [
      simulator.faults.inject({
        path: '/quotes',
        times: 1,
        fault: {
          type: 'malform',
          path: `quotes.${index}.expiresAt`,
          value: () => String(Date.now() + 3_000),
        },
      }),
      simulator.faults.inject({
        path: '/quotes',
        fault: {
          type: 'malform',
          path: `quotes.${index}.dstAmount`,
          value: (request: number) => (request > 1 ? '24490000' : '24990000'),
        },
      }),
    ])
    return () => {
      for (const remove of removers.flat()) remove()
    }
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'I accept the new amount' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /now pays 24\.49 USDC, 0\.5 USDC less/,
    )
  },
}

export const RateChangeDark: Story = { ...RateChange, tags: [], args: { colorScheme: 'dark' } }
