import type { Meta, StoryObj } from '@storybook/react-vite'
import { simulator } from '../.storybook/simulator'
import {
  AbortedError,
  ApiError,
  ConfigError,
  HttpError,
  InvalidAmountError,
  InvalidInputError,
  NetworkError,
  PaginationError,
  QuoteExpiredError,
  QuoteNotFoundError,
  RateLimitError,
  ResponseShapeError,
  StepInterruptedError,
  type StepState,
  SwitchChainError,
  TimeoutError,
  TransactionRevertedError,
  UnauthorizedError,
  UnexpectedError,
  UnsupportedChainError,
  UserRejectedError,
  type VtError,
} from '../src/exports/core'
import { type StepExecution, StepRunner, useQuote } from '../src/exports/index'
import { findRoute } from '../src/exports/testing'

// Every step state and every error class as StepRunner shows it, on a real quote from the
// simulator (CCTP: approve, then bridge). The execution's state is set here, not run: to click
// through a real run, see Components/StepRunner.
const { source, destination } = findRoute(simulator.catalog, {
  routeType: 'CCTP_V2',
  symbol: 'USDC',
  srcChainKey: 'ethereum',
})
const wallet = '0x1111111111111111111111111111111111111111'
const request = {
  amount: '25000000',
  srcChainKey: source.token.chainKey,
  srcTokenAddress: source.token.address,
  srcWalletAddress: wallet,
  dstChainKey: destination.token.chainKey,
  dstTokenAddress: destination.token.address,
  dstWalletAddress: wallet,
}
const url = 'https://sim.vtkit.test/v1/quotes'
const hash = `0x${'ab'.repeat(32)}`

type Props = { states: [StepState, StepState]; error?: VtError; running?: boolean }

function StepsIn({ states, error, running = false }: Props) {
  const quote = useQuote({
    request,
    debounceMs: 0,
    selectDefault: (quotes) => quotes.find((item) => item.routeSteps[0]?.type === 'CCTP_V2'),
  })
  if (!quote.selectedQuote) return <p>Finding routes…</p>
  const execution: StepExecution = {
    execute: async () => undefined,
    steps: states.map((state) => ({
      state,
      updatedAt: 0,
      ...(state === 'submitted' || state === 'confirmed' || state === 'failed' ? { hash } : {}),
    })),
    currentStep: running ? states.indexOf('awaitingWallet') : undefined,
    phase: error
      ? 'error'
      : states.every((state) => state === 'confirmed')
        ? 'submitted'
        : running
          ? 'running'
          : 'idle',
    error: error ?? null,
    isReady: true,
    isRunning: running,
    findings: [],
  }
  return (
    <StepRunner.Root execution={execution} quote={quote.selectedQuote} onRefreshQuote={() => {}}>
      <StepRunner.Steps />
      <StepRunner.Action />
    </StepRunner.Root>
  )
}

const meta: Meta<typeof StepsIn> = {
  title: 'Components/StepRunner/States and errors',
  component: StepsIn,
}
export default meta
type Story = StoryObj<typeof StepsIn>

export const Waiting: Story = { args: { states: ['idle', 'idle'] } }
export const ConfirmInWallet: Story = {
  args: { states: ['awaitingWallet', 'idle'], running: true },
}
export const Submitted: Story = { args: { states: ['confirmed', 'submitted'], running: true } }
export const AlreadyApproved: Story = {
  args: { states: ['skipped', 'awaitingWallet'], running: true },
}
export const Confirmed: Story = { args: { states: ['confirmed', 'confirmed'] } }
export const Failed: Story = {
  args: {
    states: ['confirmed', 'failed'],
    error: new TransactionRevertedError({ hash, stepIndex: 1 }),
  },
}

const failing = (error: VtError): Story => ({ args: { states: ['confirmed', 'idle'], error } })
export const UserRejected = failing(new UserRejectedError({ stepIndex: 1 }))
export const SwitchChainRefused = failing(
  new SwitchChainError({ chainId: 1, chainName: 'Ethereum' }),
)
export const QuoteExpired = failing(
  new QuoteExpiredError({ quoteId: 'q_1', expiresAt: new Date(0).toISOString() }),
)
export const QuoteGone = failing(new QuoteNotFoundError({ quoteId: 'q_1', url }))
export const CheckYourWallet = failing(new StepInterruptedError(1))
export const UnsupportedChain = failing(new UnsupportedChainError('STARKNET'))
export const Network = failing(new NetworkError({ url }))
export const Timeout = failing(new TimeoutError({ url, timeoutMs: 15_000 }))
export const RateLimited = failing(new RateLimitError({ url, retryAfterMs: 5_000 }))
export const ServiceError = failing(new HttpError({ url, status: 502, bodyExcerpt: '' }))
export const Unexpected = failing(new UnexpectedError(new Error('boom')))
// The errors of the requests behind the steps, with their messages as people read them.
export const ServiceRefused = failing(
  new ApiError({
    url,
    status: 4000,
    httpStatus: 400,
    message: 'Invalid request',
    issues: [{ message: 'amount is below the minimum' }],
  }),
)
export const KeyRefused = failing(new UnauthorizedError({ url, httpStatus: 401 }))
export const UnexpectedResponse = failing(
  new ResponseShapeError({
    url,
    path: 'quotes[0].userSteps[1].transaction.encoded.to',
    problem: 'is missing',
  }),
)
export const EndlessPages = failing(
  new PaginationError({ url, reason: 'repeated-cursor', pages: 3 }),
)
export const Cancelled = failing(new AbortedError({ url }))
export const BadInput = failing(
  new InvalidInputError('quote request', [
    { path: 'amount', message: 'must be greater than zero' },
  ]),
)
export const BadAmount = failing(new InvalidAmountError('1.2.3', 'it has two decimal points'))
export const BadConfiguration = failing(new ConfigError('baseUrl', 'must be an absolute URL'))
