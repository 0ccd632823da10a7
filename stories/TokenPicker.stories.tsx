import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { simulator } from '../.storybook/simulator'
import { TokenPicker } from '../src/exports/index'

const meta: Meta<typeof TokenPicker> = {
  title: 'Components/TokenPicker',
  component: TokenPicker,
  args: { label: 'From' },
  argTypes: { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
}

export default meta
type Story = StoryObj<typeof TokenPicker>

const usdcOnBase = simulator.catalog.tokens.find(
  (token) => token.chainKey === 'base' && token.symbol === 'USDC',
)

/** Nothing chosen yet: 5,200 tokens over 160 chains, virtualized; the keyboard picks one. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'From: Select a token' }))
    // The dialog is in the top layer, outside the story's canvas.
    const dialog = within(document.body).getByRole('dialog', { name: 'Select a token' })
    const search = within(dialog).getByRole('combobox', {
      name: 'Search by name, symbol or address',
    })
    await waitFor(() => expect(search).toHaveFocus())
    await userEvent.type(search, 'usdc')
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    await waitFor(() =>
      expect(within(tokens).getAllByRole('option')[0]?.textContent).toContain('USDC'),
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^From: USDC on / })).toHaveFocus(),
    )
  },
}

export const WithSelection: Story = {
  args: usdcOnBase ? { defaultValue: { chainKey: 'base', token: usdcOnBase } } : {},
}

/** Destination mode: only what a transfer from USDC on Base can reach. */
export const Destination: Story = {
  args: {
    label: 'To',
    source: usdcOnBase ? { chainKey: 'base', tokenAddress: usdcOnBase.address } : undefined,
  },
}

export const Dark: Story = { args: { colorScheme: 'dark' } }

/** Open on the selected token's chain: its name as the heading, its popular tokens, one row lit. */
export const Open: Story = {
  args: WithSelection.args,
  play: async ({ canvas, userEvent }) => {
    // The chain's name once the chains arrive (its key until then).
    await userEvent.click(await canvas.findByRole('button', { name: 'From: USDC on Base' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Select a token' })
    await expect(
      await within(dialog).findByRole('heading', { name: 'Tokens on Base' }),
    ).toBeVisible()
    const popular = await within(dialog).findByRole('group', { name: 'Popular tokens' })
    await expect(within(popular).getByRole('button', { name: 'USDC' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    await waitFor(() =>
      expect(within(tokens).getByRole('option', { selected: true })).toHaveAttribute('data-active'),
    )
  },
}

/** The token catalog fails (HTTP 503, and again on each retry): the typed error and a way to try again. */
export const ServiceError: Story = {
  // For the story's whole length: a count of failures could be spent by another story's requests.
  beforeEach: () =>
    simulator.faults.inject({ path: '/tokens', fault: { type: 'status', status: 503 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'From: Select a token' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Select a token' })
    await expect(
      await within(dialog).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent(/503/)
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
