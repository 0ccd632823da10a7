import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect } from 'storybook/test'
import { decodeFunctionData, encodeFunctionData, type Hex, pad, parseAbi } from 'viem'
import { storyRequest } from '../.storybook/requests'
import { storySolanaExecutor } from '../.storybook/storyWallet'
import { withStoryWallet } from '../.storybook/wagmi'
import {
  createMemoryJournal,
  type EvmTransactionStep,
  type Quote,
  type SignatureStep,
} from '../src/exports/core'
import { StepRunner, useExecuteSteps, useQuote } from '../src/exports/index'
import type { RouteQuery } from '../src/exports/testing'
import de from '../src/locales/de'
import { transferTransaction } from '../src/testing/solanaTransaction'

// What StepRunner shows when a hostile service's quote is refused: the service's honest quote is
// changed the way an attacker would change it, and the checks say, in plain words, what the step
// would have done. Nothing can be started. (The same attacks are served over HTTP and run through
// the engine in test/chains/signedContent.test.ts.)

const stranger = '0x000000000000000000000000000000000000bEEF'
const batchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  'function transfer(address to, uint256 amount)',
])

type Attack = (quote: Quote) => void

/** `says`: what the refusal must tell the user (checked by the story's test). */
type Props = { query: RouteQuery; attack: Attack; says: RegExp; locale?: string }

function Refused({ query, attack, locale }: Props) {
  const request = storyRequest(query, '25000000')
  const quote = useQuote({
    request,
    debounceMs: 0,
    selectDefault: (quotes) => quotes.find((item) => item.routeSteps[0]?.type === query.routeType),
  })
  const hostile = useMemo(() => {
    if (!quote.selectedQuote) return undefined
    const copy = structuredClone(quote.selectedQuote)
    attack(copy)
    return copy
  }, [quote.selectedQuote, attack])
  const execution = useExecuteSteps({
    quote: hostile,
    request: quote.validation.state === 'valid' ? quote.validation.request : undefined,
    journal: useMemo(() => createMemoryJournal(), []),
    walletAddress: request.srcWalletAddress,
    executors: { solana: storySolanaExecutor },
  })
  if (!hostile) return <p>Finding routes…</p>
  return (
    <StepRunner.Root execution={execution} quote={hostile} locale={locale}>
      <StepRunner.Findings />
      <StepRunner.Steps />
      <StepRunner.Action />
    </StepRunner.Root>
  )
}

const taxi: RouteQuery = { routeType: 'STARGATE_V2_TAXI', symbol: 'USDC', srcChainKey: 'ethereum' }
const intent: RouteQuery = { routeType: 'AORI_V1', symbol: 'USDC', srcChainKey: 'ethereum' }

/** The multicall batch of an ERC20 bridge step, changed call by call. */
const editBatch =
  (change: (calls: { target: Hex; value: bigint; data: Hex }[]) => void): Attack =>
  (quote) => {
    const step = quote.userSteps[1] as EvmTransactionStep
    const { args } = decodeFunctionData({
      abi: batchAbi,
      data: step.transaction.encoded.data as Hex,
    })
    const [calls, quoteId] = args as unknown as [{ target: Hex; value: bigint; data: Hex }[], Hex]
    const edited = calls.map((call) => ({ ...call }))
    change(edited)
    step.transaction.encoded.data = encodeFunctionData({
      abi: batchAbi,
      functionName: 'execute',
      args: [edited, quoteId],
    })
  }

const meta: Meta<typeof Refused> = {
  title: 'Components/StepRunner/Refusals',
  component: Refused,
  decorators: [withStoryWallet],
  args: { query: taxi },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('This transfer was stopped for your safety')
    await expect(alert).toHaveTextContent(args.says)
    await expect(canvas.getByRole('button', { name: 'Stopped for your safety' })).toBeDisabled()
  },
}

export default meta
type Story = StoryObj<typeof Refused>

/** A signature: an ERC-2612 Permit letting a stranger spend everything, instead of the order. */
export const PermitToAStranger: Story = {
  args: {
    says: /asks you to sign a Permit: it would let 0x000000000000000000000000000000000000bEEF move your tokens/,
    query: intent,
    attack: (quote) => {
      const step = quote.userSteps[1] as SignatureStep
      step.signature.typedData = {
        domain: { name: 'USD Coin', version: '2', verifyingContract: stranger },
        types: {
          Permit: [
            { name: 'owner', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        message: { owner: step.signerAddress, spender: stranger, value: String(2n ** 256n - 1n) },
      } as never
    },
  },
}

/** An intent order that pays a stranger instead of the recipient. */
export const OrderPayingAStranger: Story = {
  args: {
    says: /the order pays 0x000000000000000000000000000000000000bEEF, not the recipient/,
    query: intent,
    attack: (quote) => {
      const step = quote.userSteps[1] as SignatureStep
      step.signature.typedData.message.recipient = stranger
    },
  },
}

/** The multicall batch: the OFT send delivers to a stranger. */
export const BatchSendingToAStranger: Story = {
  args: {
    says: /it delivers to another recipient than/,
    attack: editBatch((calls) => {
      const send = calls[2]
      if (!send) return
      const { args } = decodeFunctionData({ abi: batchAbi, data: send.data })
      const [sendParam, fee, refund] = args as unknown as [
        { to: Hex } & Record<string, unknown>,
        { nativeFee: bigint; lzTokenFee: bigint },
        Hex,
      ]
      send.data = encodeFunctionData({
        abi: batchAbi,
        functionName: 'send',
        args: [{ ...sendParam, to: pad(stranger) } as never, fee, refund],
      })
    }),
  },
}

/** The same refusal for a German user: the pack's sentence for the rule, not the English detail. */
export const BatchSendingToAStrangerInGerman: Story = {
  args: {
    ...BatchSendingToAStranger.args,
    locale: 'de',
    says: new RegExp(de.findings['batch-bridge'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(de.messages.refused)
    await expect(alert).toHaveTextContent(args.says)
    await expect(alert).not.toHaveTextContent(/recipient/)
    await expect(canvas.getByRole('button', { name: de.messages.actionRefused })).toBeDisabled()
  },
}

/** The multicall batch: a token transfer to a stranger slipped in among the honest calls. */
export const BatchWithASlippedTransfer: Story = {
  args: {
    says: /calls 0x[0-9a-fA-F]{40} with a token transfer \(transfer\), which no bridge batch makes/,
    attack: editBatch((calls) => {
      const token = calls[1]?.target
      if (!token) return
      calls.splice(3, 0, {
        target: token,
        value: 0n,
        data: encodeFunctionData({ abi: batchAbi, functionName: 'transfer', args: [stranger, 1n] }),
      })
    }),
  },
}

/** The steps as a whole: approve and bridge twice, which would move twice the amount. */
export const StepsRepeated: Story = {
  args: {
    says: /\(approve, bridge, approve, bridge\) are not one approval and one transfer/,
    attack: (quote) => {
      quote.userSteps = [...quote.userSteps, ...structuredClone(quote.userSteps)]
    },
  },
}

/** Native value on a step that runs on another chain, which the quote never priced. */
export const NativeValueOnAnotherChain: Story = {
  args: {
    says: /native coin, which the quote never priced/,
    attack: (quote) => {
      const bridge = structuredClone(quote.userSteps[1]) as EvmTransactionStep
      bridge.chainKey = 'arbitrum'
      bridge.transaction.encoded.value = String(50n * 10n ** 18n)
      quote.userSteps = [...quote.userSteps, bridge]
    },
  },
}

const solanaStranger = 'Vote111111111111111111111111111111111111111'
const solanaUsdc: RouteQuery = {
  routeType: 'STARGATE_V2_TAXI',
  symbol: 'USDC',
  srcChainKey: 'solana',
}

/** A Solana transaction that sends the wallet's SOL to a stranger instead of the route's vault. */
export const SolanaSendingSolToAStranger: Story = {
  args: {
    says: new RegExp(`sends SOL to ${solanaStranger}, not to the route`),
    query: solanaUsdc,
    attack: (quote) => {
      const wallet = storyRequest(solanaUsdc, '1').srcWalletAddress
      // As /build-user-steps would answer for this quote, had the service turned hostile.
      delete quote.userStepsPending
      quote.userSteps = [
        {
          type: 'TRANSACTION',
          chainType: 'SOLANA',
          chainKey: 'solana',
          description: 'Bridge USDC',
          signerAddress: wallet,
          transaction: {
            encoded: {
              encoding: 'base64',
              data: transferTransaction({
                payer: wallet,
                recipient: solanaStranger,
                lamports: 5_000_000_000n,
                recentBlockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
              }),
            },
          },
        } as never,
      ]
    },
  },
}
