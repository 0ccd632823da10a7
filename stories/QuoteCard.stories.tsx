import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { storyRequest } from '../.storybook/requests'
import { QuoteCard, useQuote } from '../src/exports/index'
import type { RouteQuery } from '../src/exports/testing'

type Props = { query: RouteQuery; amount: string; expired?: boolean }

/** The real hooks against the simulator: useQuote, then the card and the list of routes. */
function LiveQuote({ query, amount, expired }: Props) {
  const request = storyRequest(query, amount)
  const quote = useQuote({ request, debounceMs: 0 })
  if (quote.error) return <p role="alert">{quote.error.shortMessage}</p>
  if (!quote.selectedQuote) return <p>Finding routes…</p>
  return (
    <div className="story-stack">
      <QuoteCard.List
        quotes={quote.quotes}
        pair={request}
        tokens={quote.tokens}
        selectedId={quote.selectedQuote.id}
        onSelect={quote.selectQuote}
        rejectedQuotes={quote.rejectedQuotes}
      />
      <QuoteCard
        quote={quote.selectedQuote}
        pair={request}
        tokens={quote.tokens}
        isExpired={expired || quote.isExpired}
        onRefresh={quote.refetch}
      />
    </div>
  )
}

const meta: Meta<typeof LiveQuote> = {
  title: 'Components/QuoteCard',
  component: LiveQuote,
  args: {
    query: { routeType: 'CCTP_V2', symbol: 'USDC', srcChainKey: 'ethereum' },
    amount: '250000000',
  },
}

export default meta
type Story = StoryObj<typeof LiveQuote>

/** USDC with several routes (CCTP, taxi, intent) by what you receive, best return and fastest marked; arrow keys pick another. */
export const SeveralQuotes: Story = {
  play: async ({ canvas, userEvent }) => {
    const routes = await canvas.findAllByRole('radio', {}, { timeout: 10_000 })
    await expect(routes.length).toBeGreaterThan(1)
    const isChecked = (route: HTMLElement | undefined) =>
      route?.getAttribute('aria-checked') === 'true'
    const checked = routes.findIndex(isChecked)
    await userEvent.click(routes[checked] as HTMLElement)
    // Held, as a person's key is: Radix checks the route the focus lands on while it is down.
    await userEvent.keyboard('{ArrowDown>}')
    const next = (checked + 1) % routes.length
    await waitFor(() => expect(isChecked(routes[next])).toBe(true))
    await userEvent.keyboard('{/ArrowDown}')
    // The card follows the choice.
    const type = routes[next]?.querySelector('.vtkit-badge')?.textContent ?? ''
    await waitFor(() =>
      expect(
        canvas.getByRole('article', { name: 'Route' }).querySelector('.vtkit-route .vtkit-badge')
          ?.textContent,
      ).toBe(type),
    )
  },
}

/** Below the bus minimum: the bus route is listed as not available, with its reason. */
export const RejectedRoutes: Story = {
  args: {
    query: { routeType: 'STARGATE_V2_BUS', symbol: 'USDC', srcChainType: 'EVM' },
    amount: '500000',
  },
  play: async ({ canvas, userEvent }) => {
    const disclosure = await canvas.findByRole(
      'button',
      { name: /^\d+ routes? not available$/ },
      { timeout: 10_000 },
    )
    await userEvent.click(disclosure)
    await expect(await canvas.findByText(/below the bus minimum/)).toBeVisible()
  },
}

export const NativeCoin: Story = {
  args: {
    query: { routeType: 'STARGATE_V2_TAXI', srcChainType: 'EVM', native: true },
    amount: '100000000000000000',
  },
}

export const FromSolana: Story = {
  args: { query: { srcChainKey: 'solana', symbol: 'USDC' }, amount: '5000000' },
}

export const Expired: Story = { args: { expired: true } }

/** An OFT route. */
export const OftRoute: Story = {
  args: {
    query: { routeType: 'OFT_V2', srcChainType: 'EVM', dstChainType: 'EVM' },
    amount: '1000000000000000000',
  },
}

/** A batched (bus) route above its minimum. */
export const BusRoute: Story = {
  args: {
    query: { routeType: 'STARGATE_V2_BUS', symbol: 'USDC', srcChainType: 'EVM' },
    amount: '50000000',
  },
}
