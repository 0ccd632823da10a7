import type { Meta, StoryObj } from '@storybook/react-vite'
import { simulator } from '../.storybook/simulator'
import { QuoteCard, useQuote } from '../src/exports/index'
import { findRoute, type RouteQuery } from '../src/exports/testing'

function requestFor(query: RouteQuery, amount: string) {
  const { source, destination } = findRoute(simulator.catalog, query)
  const wallet = '0x1111111111111111111111111111111111111111'
  return {
    amount,
    srcChainKey: source.token.chainKey,
    srcTokenAddress: source.token.address,
    srcWalletAddress: wallet,
    dstChainKey: destination.token.chainKey,
    dstTokenAddress: destination.token.address,
    dstWalletAddress: wallet,
  }
}

type Props = { query: RouteQuery; amount: string; expired?: boolean }

/** The real hooks against the simulator: useQuote, then the card and the list of routes. */
function LiveQuote({ query, amount, expired }: Props) {
  const request = requestFor(query, amount)
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
    query: { routeType: 'CCTP', symbol: 'USDC', srcChainKey: 'ethereum' },
    amount: '250000000',
  },
}

export default meta
type Story = StoryObj<typeof LiveQuote>

/** USDC with several routes (CCTP, taxi, intent), the cheapest marked. */
export const SeveralQuotes: Story = {}

/** Below the bus minimum: the bus route is listed as not available, with its reason. */
export const RejectedRoutes: Story = {
  args: {
    query: { routeType: 'BRIDGEA_V2_BUS', symbol: 'USDC', srcChainType: 'EVM' },
    amount: '500000',
  },
}

export const NativeCoin: Story = {
  args: {
    query: { routeType: 'BRIDGEA_V2_TAXI', srcChainType: 'EVM', native: true },
    amount: '100000000000000000',
  },
}

export const FromSolana: Story = {
  args: { query: { srcChainKey: 'solana', symbol: 'USDC' }, amount: '5000000' },
}

export const Expired: Story = { args: { expired: true } }
