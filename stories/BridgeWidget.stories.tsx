import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { simulator } from '../.storybook/simulator'
import { withStoryWallet } from '../.storybook/wagmi'
import { createMemoryJournal } from '../src/exports/core'
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

/** USDC from Base to Arbitrum with the story wallet, clicked through to the success screen. */
export const Transfer: Story = {
  play: async ({ canvas, userEvent }) => {
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
    const start = await canvas.findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    await userEvent.click(start)
    await expect(
      await canvas.findByRole('heading', { name: 'Transfer complete' }, { timeout: 15_000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    const history = canvas.getByRole('tabpanel', { name: 'History' })
    await expect(history).toHaveTextContent(/25 USDC/)
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
