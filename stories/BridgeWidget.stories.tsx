import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { clickWhenEnabled } from '../.storybook/play'
import { storyRequest } from '../.storybook/requests'
import { simulator, storyClient } from '../.storybook/simulator'
import { resetStoryWallet, storyEvmChains, storySolanaWallet } from '../.storybook/storyWallet'
import { withStoryWallet } from '../.storybook/wagmi'
import {
  createMemoryJournal,
  getQuotes,
  type Quote,
  type TransferJournal,
} from '../src/exports/core'
import { BridgeWidget } from '../src/exports/index'
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
  },
  argTypes: { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
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
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Switch to Base' }, { timeout: 10_000 }),
    ).toBeEnabled()
    await expect(canvas.getByText(`Your wallet is on ${storyEvmChains[0]?.name}.`)).toBeVisible()
  },
}

/** The transfer arrived: what arrived, how long it took, and the way to a new one. */
export const Success: Story = {
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
  loaders: [
    async () => {
      const request = storyRequest(
        { routeType: 'CCTP_V2', symbol: 'USDC', srcChainKey: 'base' },
        '40000000',
      )
      const { quotes } = await getQuotes(storyClient, request)
      const quote = quotes.find((item) => item.routeSteps[0]?.type === 'CCTP_V2') as Quote
      const journal: TransferJournal = createMemoryJournal()
      const now = Date.now()
      journal.put({
        version: 1,
        quoteId: quote.id,
        createdAt: now,
        updatedAt: now,
        quote,
        request,
        steps: quote.userSteps.map(() => ({ state: 'idle', updatedAt: now })),
        phase: 'executing',
      })
      return { journal }
    },
  ],
  render: (args, { loaded }) => (
    <BridgeWidget {...args} journal={(loaded as { journal: TransferJournal }).journal} />
  ),
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
  beforeEach: hostileQuotes,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('This transfer was stopped for your safety')
    await expect(canvas.getByRole('button', { name: 'Stopped for your safety' })).toBeDisabled()
    // The way forward: the other routes, open, the refused one marked.
    await expect(canvas.getByRole('radio', { checked: true })).toHaveTextContent(/Blocked/)
  },
}

export const Dark: Story = { args: { colorScheme: 'dark' } }

/** More than the wallet holds (it has 1,000 USDC): the button says so, and nothing can start. */
export const InsufficientBalance: Story = {
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
