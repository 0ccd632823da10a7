import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { clickWhenEnabled } from '../.storybook/play'
import { simulator, storyClient } from '../.storybook/simulator'
import { resetStoryWallet, storyAccount, storyWalletPrompts } from '../.storybook/storyWallet'
import { withStoryWallet } from '../.storybook/wagmi'
import { createMemoryJournal, getQuotes, sortByReturn } from '../src/exports/core'
import { BridgeWidget } from '../src/exports/index'
import { findRoute } from '../src/exports/testing'

// What a person's hands meet, in real Chromium: a mistyped address, a decimal comma, someone
// else's address, a route the checks block, and a result that appears where they are looking.
const { source, destination } = findRoute(simulator.catalog, {
  routeType: 'CCTP_V2',
  symbol: 'USDC',
  srcChainKey: 'base',
})

const meta: Meta<typeof BridgeWidget> = {
  title: 'Components/BridgeWidget/In the user’s hands',
  component: BridgeWidget,
  decorators: [withStoryWallet],
  beforeEach: () => {
    resetStoryWallet()
    localStorage.removeItem('vtkit:recipients')
  },
  args: {
    defaultValues: {
      source: { chainKey: source.token.chainKey, token: source.token },
      destination: { chainKey: destination.token.chainKey, token: destination.token },
      amount: '25',
    },
    onEvent: fn(),
  },
  render: (args) => <BridgeWidget {...args} journal={createMemoryJournal()} />,
}

export default meta
type Story = StoryObj<typeof BridgeWidget>

const anotherAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A one-character slip in a checksummed address: said as such, and no quote is asked for it. */
export const MistypedChecksum: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Route' }, { timeout: 10_000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Send to another address' }))
    // The address above with one capital lowered: its EIP-55 checksum no longer matches.
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Recipient' }),
      anotherAddress.replace('Cd', 'cd'),
    )
    await expect(await canvas.findByText(/capital letters do not match its checksum/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Enter a valid recipient' })).toBeDisabled()
  },
}

/** German reads "1,5" as one and a half, as the card writes its own figures. */
export const DecimalComma: Story = {
  args: { locale: 'de', defaultValues: { ...meta.args?.defaultValues, amount: '' } },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Betrag' })
    await userEvent.type(field, 'x1,5')
    await expect(field).toHaveValue('1,5')
    await waitFor(
      () => {
        const asked = simulator.requests.filter((request) => request.path === '/quotes').at(-1)
        expect(JSON.parse(asked?.body ?? '{}')).toMatchObject({ amount: '1500000' })
      },
      { timeout: 10_000 },
    )
    await expect(canvas.queryByText(/nicht lesbar/)).toBeNull()
  },
}

/** Someone else's address: shown in full with its chain and ticked before the wallet is asked. */
export const ConfirmRecipient: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Route' }, { timeout: 10_000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Send to another address' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient' }), anotherAddress)
    const check = await canvas.findByRole(
      'button',
      { name: 'Check the recipient' },
      { timeout: 10_000 },
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent(anotherAddress)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Send to this address on Arbitrum One?',
    )
    // The button leads to the tick, never to the wallet.
    await userEvent.click(check)
    await expect(
      canvas.getByRole('checkbox', { name: 'I have checked this address' }),
    ).toHaveFocus()
    await expect(storyWalletPrompts).toEqual([])
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have checked this address' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Base' }))
    await expect(
      await canvas.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** The recipient confirm as it stands, for designers: someone else's address, not yet ticked. */
export const RecipientToConfirm: Story = {
  args: {
    defaultValues: { ...meta.args?.defaultValues, recipient: anotherAddress },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Check the recipient' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** The best route is blocked before anything is signed: the next safe one is chosen, and said. */
export const BlockedRouteHandover: Story = {
  beforeEach: async () => {
    // The best route asks a stranger to sign: its checks refuse it before the wallet sees it.
    const request = {
      amount: '25000000',
      srcChainKey: source.token.chainKey,
      srcTokenAddress: source.token.address,
      srcWalletAddress: storyAccount,
      dstChainKey: destination.token.chainKey,
      dstTokenAddress: destination.token.address,
      dstWalletAddress: storyAccount,
    }
    const answer = await getQuotes(storyClient, request)
    const best = sortByReturn(answer.quotes, answer.tokens)[0]
    const index = answer.quotes.findIndex((quote) => quote.id === best?.id)
    return simulator.faults.inject({
      path: '/quotes',
      fault: {
        type: 'malform',
        path: `quotes.${index}.userSteps.0.signerAddress`,
        value: '0x000000000000000000000000000000000000bEEF',
      },
    })
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/was blocked for your safety; .+ chosen instead\./, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { checked: true })).not.toHaveTextContent(/Blocked/)
    await expect(
      canvas.getAllByRole('radio').filter((radio) => radio.hasAttribute('data-refused')),
    ).not.toHaveLength(0)
  },
}

/** Sent from the bottom of a long page: the card's top comes back into sight, its heading focused. */
export const ResultInView: Story = {
  decorators: [
    // A page of its own that scrolls (the test runner's frame grows to fit its content).
    (Story) => (
      <div data-page="" style={{ height: 560, overflow: 'auto' }}>
        <div style={{ height: 1400 }} aria-hidden="true" />
        <Story />
        <div style={{ height: 800 }} aria-hidden="true" />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, canvasElement }) => {
    await canvas.findByText(/^Balance: 1,000 USDC/, {}, { timeout: 10_000 })
    const card = canvasElement.querySelector('.vtkit-root') as HTMLElement
    const page = canvasElement.querySelector('[data-page]') as HTMLElement
    const topInPage = () => card.getBoundingClientRect().top - page.getBoundingClientRect().top
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Base' }))
    const start = await canvas.findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    // Scrolled so that the button is in sight and the card's top is not.
    page.scrollBy(0, topInPage() + 120)
    await expect(topInPage()).toBeLessThan(0)
    await clickWhenEnabled(userEvent, start)
    const heading = await canvas.findByRole(
      'heading',
      { name: /^Sending 25 USDC/ },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(heading).toHaveFocus())
    await waitFor(() => expect(topInPage()).toBeGreaterThanOrEqual(-1))
  },
}

/** The same two in German: the words of the language pack, the figures as German writes them. */
export const RecipientToConfirmGerman: Story = {
  args: { ...RecipientToConfirm.args, locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Empfänger prüfen' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

export const BlockedRouteHandoverGerman: Story = {
  ...BlockedRouteHandover,
  args: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/zu Ihrer Sicherheit blockiert; stattdessen wurde/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible()
  },
}
