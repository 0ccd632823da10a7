import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { simulator } from '../.storybook/simulator'
import { withWagmi } from '../.storybook/wagmi'
import { OftTransfer } from '../src/exports/index'

// An adapter deployment on an EVM chain and another EVM deployment to send to, from the
// simulator's OFT list: the same one MSW serves to the component.
const [symbol, route] =
  Object.entries(simulator.catalog.ofts)
    .map(([name, [entry]]) => {
      const deployments = Object.entries(entry?.deployments ?? {}).filter(
        ([chain]) => simulator.catalog.chain(chain)?.chainType === 'EVM',
      )
      const source = deployments.find(([, deployment]) => deployment.type === 'OFT_ADAPTER')
      const destination = deployments.find(([chain]) => chain !== source?.[0])
      return [
        name,
        source && destination ? { source: source[0], destination: destination[0] } : undefined,
      ] as const
    })
    .find(([, found]) => found !== undefined) ?? []

const sender = '0x1111111111111111111111111111111111111111'

const meta: Meta<typeof OftTransfer> = {
  title: 'Components/OftTransfer',
  component: OftTransfer,
  decorators: [withWagmi],
  // A sender without a connected wallet: everything up to the wallet's prompt renders.
  args: { walletAddress: sender },
  argTypes: { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
}

export default meta
type Story = StoryObj<typeof OftTransfer>

const chosen = {
  symbol: symbol ?? '',
  srcChainName: route?.source ?? '',
  dstChainName: route?.destination ?? '',
}

/** Nothing chosen: the OFT symbols of `/list`. */
export const Empty: Story = {}

/** An adapter's send, built by `/transfer`: what leaves, what arrives, the fee, the two steps. */
export const Ready: Story = {
  args: { defaultValues: { ...chosen, amount: '25', recipient: sender } },
}

/** An amount with dust: explained, with the amount that crosses whole one click away. */
export const Dust: Story = {
  args: { defaultValues: { ...chosen, amount: '1.0000005', recipient: sender } },
  play: async ({ canvas, userEvent }) => {
    const fix = await canvas.findByRole(
      'button',
      { name: `Send 1 ${chosen.symbol}` },
      { timeout: 10_000 },
    )
    await expect(canvas.getByText(/cannot cross/)).toBeVisible()
    await userEvent.click(fix)
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1')
    await expect(await canvas.findByText('Arrives', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible()
  },
}

/** A recipient that is not an address of the destination's chain type. */
export const InvalidRecipient: Story = {
  args: { defaultValues: { ...chosen, amount: '1', recipient: 'not-an-address' } },
}

export const Dark: Story = {
  args: { ...Ready.args, colorScheme: 'dark' },
}

/** `/transfer` fails (HTTP 503, and again on the retries): the typed error, no crash. */
export const ServiceError: Story = {
  args: Ready.args,
  // Before the first render: the form is complete from the start, so it builds at once.
  loaders: [
    () => {
      simulator.faults.inject({
        path: '/transfer',
        times: 4,
        fault: { type: 'status', status: 503 },
      })
    },
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The service answered HTTP 503.',
    )
  },
}
