import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { memberTypes, typedArgTypes } from '../.storybook/propTypes'
import { simulator } from '../.storybook/simulator'
import { withWagmi } from '../.storybook/wagmi'
import oftSource from '../src/components/OftTransfer/rootProps.ts?raw'
import uiSource from '../src/components/ui.ts?raw'
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
  argTypes: typedArgTypes(
    {
      ...memberTypes(uiSource, 'UiProps'),
      ...memberTypes(oftSource, 'OftTransferRootProps'),
    },
    { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
  ),
}

export default meta
type Story = StoryObj<typeof OftTransfer>

const chosen = {
  symbol: symbol ?? '',
  srcChainName: route?.source ?? '',
  dstChainName: route?.destination ?? '',
}

/** Nothing chosen: the button says what to do first. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Select a token' })).toBeDisabled()
  },
}

/** Choosing: the chains with OFT deployments, then the tokens deployed on the one shown. */
export const ChooseToken: Story = {
  args: { defaultValues: { symbol: chosen.symbol, srcChainName: chosen.srcChainName } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^From:/ }))
    const body = within(document.body)
    const dialog = await body.findByRole('dialog', { name: 'Select a token' })
    await expect(
      await within(dialog).findByRole('option', { name: new RegExp(`^${chosen.symbol}`) }),
    ).toHaveAttribute('aria-selected', 'true')
  },
}

/** No wallet: the host's connect button takes the button's place. */
export const ConnectWallet: Story = {
  args: {
    walletAddress: undefined,
    defaultValues: { ...chosen, amount: '25' },
    connectWallet: (
      <button type="button" className="vtkit-button vtkit-wide" data-variant="primary">
        Connect wallet
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
  },
}

/** More than the wallet holds (1,000): said on the button before anything is signed. */
export const InsufficientBalance: Story = {
  args: { defaultValues: { ...chosen, amount: '5000' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'button',
        { name: `Insufficient ${chosen.symbol} balance` },
        { timeout: 10_000 },
      ),
    ).toBeDisabled()
    // Said before the send is built; the built send's summary follows.
    await expect(await canvas.findByText('Arrives', {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** An adapter's send, built by `/transfer`: what leaves, what arrives, the fee, the two steps. */
export const Ready: Story = {
  args: { defaultValues: { ...chosen, amount: '25' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Arrives', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible()
  },
}

// Ether as an OFT (LayerZero's NativeOFTAdapter), deployed on the catalogue's chains whose coin it is.
const etherChains = Object.keys(simulator.catalog.ofts.ETH?.[0]?.deployments ?? {})

/**
 * The native coin's own OFT: no approval, one send whose value carries the coin with the fee;
 * the fee line shows the fee alone.
 */
export const NativeCoin: Story = {
  args: {
    defaultValues: {
      symbol: 'ETH',
      srcChainName: etherChains[0] ?? '',
      dstChainName: etherChains[1] ?? '',
      amount: '0.5',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Arrives', {}, { timeout: 10_000 })).toBeVisible()
    const steps = canvas.getByRole('list', { name: 'Steps' })
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(1)
    await expect(canvas.getByText('Messaging fee').nextSibling).toHaveTextContent(
      /^0\.0000\d+ ETH$/,
    )
  },
}

/** An amount with dust: explained, and nothing built, with the amount that crosses whole one click away. */
export const Dust: Story = {
  args: { defaultValues: { ...chosen, amount: '1.0000005' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: `Send 1 ${chosen.symbol}` }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(/cannot cross/)).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Enter an amount that crosses whole' }),
    ).toBeDisabled()
  },
}

/** The dust removed with its one click: the send is built. */
export const DustRemoved: Story = {
  args: Dust.args,
  play: async ({ canvas, userEvent }) => {
    const fix = await canvas.findByRole(
      'button',
      { name: `Send 1 ${chosen.symbol}` },
      { timeout: 10_000 },
    )
    await userEvent.click(fix)
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1')
    await expect(await canvas.findByText('Arrives', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible()
  },
}

/**
 * Someone else's address, new to this browser: shown in full with its chain, and a tick before
 * anything reaches the wallet.
 */
export const RecipientToConfirm: Story = {
  args: {
    defaultValues: {
      ...chosen,
      amount: '25',
      recipient: '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Check the recipient' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199')).toBeVisible()
    await expect(
      canvas.getByRole('checkbox', { name: 'I have checked this address' }),
    ).not.toBeChecked()
  },
}

/** A recipient that is not an address of the destination's chain type. */
export const InvalidRecipient: Story = {
  args: { defaultValues: { ...chosen, amount: '1', recipient: 'not-an-address' } },
}

export const Dark: Story = {
  args: { ...Ready.args, colorScheme: 'dark' },
  play: Ready.play,
}

/** `/transfer` fails (HTTP 503, and again on the retries): the typed error, no crash. */
export const ServiceError: Story = {
  args: Ready.args,
  // Before the first render (the form is complete from the start, so it builds at once), and
  // for the story's whole length: a count of failures could be spent by another story's requests.
  beforeEach: () =>
    simulator.faults.inject({ path: '/transfer', fault: { type: 'status', status: 503 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The service could not handle the request (HTTP 503).',
    )
  },
}
