import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { clickWhenEnabled } from '../.storybook/play'
import { storyRequest } from '../.storybook/requests'
import {
  batchInStoryWallet,
  storySolanaExecutor,
  storyWalletPrompts,
} from '../.storybook/storyWallet'
import { withStoryWallet } from '../.storybook/wagmi'
import { createMemoryJournal } from '../src/exports/core'
import { StatusTimeline, StepRunner, useExecuteSteps, useQuote } from '../src/exports/index'
import type { RouteQuery } from '../src/exports/testing'

type Props = { query: RouteQuery; amount: string }

/** A quote's steps with the story wallet: start, watch each step, then the transfer's status. */
function Steps({ query, amount }: Props) {
  const request = storyRequest(query, amount)
  const quote = useQuote({
    request,
    debounceMs: 0,
    // The story's route when it names one; otherwise the best return.
    selectDefault: query.routeType
      ? (quotes) => quotes.find((item) => item.routeSteps[0]?.type === query.routeType)
      : undefined,
  })
  const execution = useExecuteSteps({
    quote: quote.selectedQuote,
    request: quote.validation.state === 'valid' ? quote.validation.request : undefined,
    // Each story starts afresh (the default journal would remember the last run).
    journal: storyJournal,
    walletAddress: request.srcWalletAddress,
    executors: { solana: storySolanaExecutor },
  })
  if (!quote.selectedQuote) return <p>Finding routes…</p>
  return (
    <div className="story-stack">
      <StepRunner.Root execution={execution} quote={quote.selectedQuote}>
        <StepRunner.Findings />
        <StepRunner.Ledger />
        <StepRunner.Steps />
        <StepRunner.Action />
      </StepRunner.Root>
      {execution.phase === 'submitted' && execution.record && (
        <StatusTimeline
          quoteId={execution.record.quoteId}
          txHash={execution.record.srcTxHash}
          submittedAt={execution.record.updatedAt}
        />
      )}
    </div>
  )
}

const storyJournal = createMemoryJournal()

const meta: Meta<typeof Steps> = {
  title: 'Components/StepRunner',
  component: Steps,
  decorators: [withStoryWallet],
  args: {
    query: { routeType: 'CCTP_V2', symbol: 'USDC', srcChainKey: 'ethereum' },
    amount: '25000000',
  },
}

export default meta
type Story = StoryObj<typeof Steps>

/** An ERC20 over CCTP: approve, then bridge; then the status to "Transfer complete." */
export const ApproveAndBridge: Story = {
  play: async ({ canvas, userEvent }) => {
    const start = await canvas.findByRole(
      'button',
      { name: /^(Start transfer|Approve and send|Sign and send)$/ },
      { timeout: 10_000 },
    )
    await clickWhenEnabled(userEvent, start)
    await expect(
      await canvas.findByRole('button', { name: 'Transfer submitted' }, { timeout: 10_000 }),
    ).toBeDisabled()
    await expect(
      await canvas.findByText('Transfer complete.', {}, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

/**
 * A wallet that batches (EIP-5792: a smart wallet, or one upgraded by EIP-7702): the approve and
 * the bridge go in one request, said before it is asked.
 */
export const OnePromptBatch: Story = {
  beforeEach: () => batchInStoryWallet(),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(
        'Your wallet confirms these steps at once, in one request.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    const before = storyWalletPrompts.length
    await clickWhenEnabled(
      userEvent,
      await canvas.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 }),
    )
    await expect(
      await canvas.findByText('Transfer complete.', {}, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(storyWalletPrompts.slice(before)).toEqual(['wallet_sendCalls'])
  },
}

/**
 * A Stargate taxi before it starts: what its steps move, read from their calldata (the amount
 * across to the recipient and at least what arrives, the messaging fee and its refund, the
 * approval), above the steps.
 */
export const WhatYouSign: Story = {
  args: { query: { routeType: 'STARGATE_V2_TAXI', symbol: 'USDC', srcChainKey: 'ethereum' } },
  play: async ({ canvas }) => {
    const signed = await canvas.findByRole('region', { name: 'What you sign' }, { timeout: 10_000 })
    await expect(signed).toHaveTextContent(/messaging fee/)
    // Named once the token catalogue is in.
    await waitFor(() => expect(signed).toHaveTextContent(/at least [\d.,]+ USDC arrives/), {
      timeout: 10_000,
    })
  },
}

/** An intent: approve, then sign the order (EIP-712); a solver fills it. */
export const Intent: Story = {
  args: { query: { routeType: 'AORI_V1', symbol: 'USDC', srcChainKey: 'ethereum' } },
  play: async ({ canvas, userEvent }) => {
    await clickWhenEnabled(
      userEvent,
      await canvas.findByRole(
        'button',
        { name: /^(Start transfer|Approve and send|Sign and send)$/ },
        { timeout: 10_000 },
      ),
    )
    await expect(
      await canvas.findByText('Transfer complete.', {}, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

/** The native coin: one transaction, no approval. */
export const NativeCoin: Story = {
  args: {
    query: { routeType: 'STARGATE_V2_TAXI', srcChainType: 'EVM', native: true },
    amount: '100000000000000000',
  },
}

/** From Solana: the transaction is built right before signing (`/build-user-steps`), then sent. */
export const FromSolana: Story = {
  args: { query: { srcChainKey: 'solana', symbol: 'USDC' }, amount: '5000000' },
  play: async ({ canvas, userEvent }) => {
    await clickWhenEnabled(
      userEvent,
      await canvas.findByRole(
        'button',
        { name: /^(Start transfer|Approve and send|Sign and send)$/ },
        { timeout: 10_000 },
      ),
    )
    await expect(
      await canvas.findByText('Transfer complete.', {}, { timeout: 15_000 }),
    ).toBeVisible()
  },
}
