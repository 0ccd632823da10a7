import type { Meta, StoryObj } from '@storybook/react-vite'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { memberTypes, typedArgTypes } from '../.storybook/propTypes'
import { simulator } from '../.storybook/simulator'
import pickerSource from '../src/components/TokenPicker/TokenPicker.tsx?raw'
import uiSource from '../src/components/ui.ts?raw'
import { TokenPicker, type TokenSelection } from '../src/exports/index'

const meta: Meta<typeof TokenPicker> = {
  title: 'Components/TokenPicker',
  component: TokenPicker,
  args: { label: 'From' },
  argTypes: typedArgTypes(
    {
      ...memberTypes(uiSource, 'UiProps'),
      ...memberTypes(pickerSource, 'TokenPickerRootProps'),
      ...memberTypes(pickerSource, 'TokenPickerProps'),
    },
    { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
  ),
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

// A symbol only Solana lists, nothing on another chain naming it.
const solanaOnly = simulator.catalog.tokens.find(
  (token) =>
    token.chainKey === 'solana' &&
    /^[A-Z]{3,6}$/.test(token.symbol) &&
    !simulator.catalog.tokens.some(
      (other) =>
        other.chainKey !== 'solana' &&
        `${other.symbol} ${other.name}`.toLowerCase().includes(token.symbol.toLowerCase()),
    ),
)

/** A search with no match on the chain shown names the chains that have one, to look there. */
export const FoundOnOtherChains: Story = {
  args: WithSelection.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'From: USDC on Base' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Select a token' })
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Search by name, symbol or address' }),
      solanaOnly?.symbol ?? '',
    )
    const elsewhere = await within(dialog).findByRole(
      'group',
      { name: 'Found on other chains' },
      { timeout: 10_000 },
    )
    await expect(within(elsewhere).getByRole('button', { name: 'Solana' })).toBeVisible()
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

/**
 * The picker's lists inside the host's own dialog, as a shadcn/ui app has one (Radix Dialog):
 * `TokenPicker.Body` renders them with no dialog of its own, `Root` takes the dialog's state, and
 * a pick closes it. The host's dialog gives the box, the overlay and the focus trap.
 */
export const InYourDialog: Story = {
  render: function InYourDialog(args) {
    const [open, setOpen] = useState(args.open ?? false)
    const [value, setValue] = useState<TokenSelection | undefined>(undefined)
    return (
      <TokenPicker.Root
        value={value}
        onChange={setValue}
        open={open}
        onOpenChange={setOpen}
        colorScheme={args.colorScheme}
      >
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger style={hostButton}>
            {value ? `${value.token.symbol} on ${value.chainKey}` : 'Choose a token'}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay
              style={{ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.5)' }}
            />
            <Dialog.Content
              style={
                args.colorScheme === 'dark' ? { ...hostDialog, ...hostDialogDark } : hostDialog
              }
              aria-describedby={undefined}
            >
              <Dialog.Title style={{ margin: '0 0 12px', fontSize: 18 }}>Pay with</Dialog.Title>
              <TokenPicker.Body colorScheme={args.colorScheme} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </TokenPicker.Root>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a token' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Pay with' })
    const search = within(dialog).getByRole('combobox', {
      name: 'Search by name, symbol or address',
    })
    await userEvent.type(search, 'usdc')
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    await waitFor(() =>
      expect(within(tokens).getAllByRole('option')[0]?.textContent).toContain('USDC'),
    )
    await userEvent.click(within(tokens).getAllByRole('option')[0] as HTMLElement)
    // The pick closes the host's dialog, and Radix gives the focus back to its trigger.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(canvas.getByRole('button', { name: /^USDC on / })).toHaveFocus())
  },
}

/** The host's dialog open, in its own look (the lists follow `colorScheme`). */
export const InYourDialogOpen: Story = {
  render: InYourDialog.render,
  args: { open: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Pay with' })
    const tokens = within(dialog).getByRole('listbox', { name: 'Tokens' })
    await waitFor(() => expect(within(tokens).getAllByRole('option').length).toBeGreaterThan(3))
  },
}

const hostDialogDark = { background: '#16181d', color: '#eef0f4' } as const

const hostButton = {
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #d4d4d8',
  background: '#fff',
  font: '14px system-ui',
  cursor: 'pointer',
} as const

const hostDialog = {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(680px, calc(100vw - 24px))',
  padding: 20,
  borderRadius: 12,
  background: '#fff',
  boxShadow: '0 20px 50px rgb(0 0 0 / 0.3)',
  font: '14px system-ui',
} as const
