import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect } from 'storybook/test'
import { simulator, storyClient } from '../.storybook/simulator'
import { getQuotes } from '../src/exports/core'
import { StatusTimeline } from '../src/exports/index'
import { findRoute } from '../src/exports/testing'

/** Gets a real quote from the simulator, marks it submitted, and follows it (about 15 s to delivery). */
function LiveTransfer({ route, fail }: { route: 'STARGATE_V2_BUS' | 'CCTP_V2'; fail?: boolean }) {
  const [transfer, setTransfer] = useState<{
    quoteId: string
    submittedAt: number
    txHash: string
  }>()
  useEffect(() => {
    const { source, destination } = findRoute(simulator.catalog, {
      routeType: route,
      symbol: 'USDC',
      srcChainType: 'EVM',
    })
    const wallet = '0x1111111111111111111111111111111111111111'
    void getQuotes(storyClient, {
      amount: '25000000',
      srcChainKey: source.token.chainKey,
      srcTokenAddress: source.token.address,
      srcWalletAddress: wallet,
      dstChainKey: destination.token.chainKey,
      dstTokenAddress: destination.token.address,
      dstWalletAddress: wallet,
    }).then(({ quotes }) => {
      const quote = quotes.find((item) => item.routeSteps[0]?.type === route) ?? quotes[0]
      if (!quote) return
      const txHash = `0x${'ab'.repeat(32)}`
      simulator.submit(quote.id, { txHash, outcome: fail ? 'FAILED' : 'SUCCEEDED' })
      setTransfer({ quoteId: quote.id, submittedAt: Date.now(), txHash })
    })
  }, [route, fail])
  return transfer ? <StatusTimeline {...transfer} /> : <p>Submitting…</p>
}

const meta: Meta<typeof LiveTransfer> = {
  title: 'Components/StatusTimeline',
  component: LiveTransfer,
  args: { route: 'STARGATE_V2_BUS' },
}

export default meta
type Story = StoryObj<typeof LiveTransfer>

/** A batched route: sent, then the batch departs, then delivery. */
export const BusToDelivery: Story = {}
export const Cctp: Story = { args: { route: 'CCTP_V2' } }
export const Failed: Story = { args: { fail: true } }

/** Submitted a moment ago, not seen by the service yet: it waits, and says so. */
export const WaitingForTheNetwork: Story = {
  render: () => <StatusTimeline quoteId="q_not_seen_yet" submittedAt={Date.now()} />,
}

/** Still unknown long after submitting (past the grace period): where to look. */
export const NotSeenAfterLong: Story = {
  render: () => <StatusTimeline quoteId="q_never_seen" submittedAt={Date.now() - 11 * 60_000} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/has not been seen yet/, {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}
