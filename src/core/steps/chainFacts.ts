import type { QuoteRequest } from '../actions/getQuotes.js'
import { readOftQuotedFee } from '../oft/quotedFee.js'
import type { Chain } from '../schemas/chain.js'
import type { Metadata } from '../schemas/metadata.js'
import type { Quote } from '../schemas/quote.js'
import { findCodelessContracts } from './contractCode.js'
import type { EvmExecutor } from './executors.js'
import { batchSelectors, decodeBatch } from './batchCalls.js'
import { isEvmTransaction } from './stepRun.js'

export type ChainFacts = {
  codelessContracts: Record<string, string[]>
  bridgeFees: Record<number, bigint | 'unreadable'>
  blockGasLimits: Record<number, bigint>
}

/**
 * What the chains say, through the wallet's read path, of what a quote's EVM steps name: which of
 * the service's contracts have no code, what each bridge step's pool or OFT itself charges for its
 * send (`quoteSend`), and each chain's block gas limit. Reads that fail are left out (their
 * checks then fall back to what the quote says, as docs/execution.md tells).
 */
export async function readChainFacts(
  evm: EvmExecutor | undefined,
  input: { quote: Quote; request: QuoteRequest; metadata: Metadata; chains: readonly Chain[] },
): Promise<ChainFacts> {
  const steps = input.quote.userSteps.flatMap((step, index) =>
    isEvmTransaction(step) ? [{ step, index }] : [],
  )
  const chainIds = [...new Set(steps.map(({ step }) => step.transaction.encoded.chainId))]
  const [codelessContracts, fees, limits] = await Promise.all([
    findCodelessContracts(evm, input),
    Promise.all(
      steps.map(async ({ step, index }) => {
        const send = decodeBatch(step.transaction.encoded.data)?.calls.find((call) =>
          call.data.toLowerCase().startsWith(batchSelectors.oftSend),
        )
        if (!send) return undefined
        const { chainId } = step.transaction.encoded
        const fee = await readOftQuotedFee(evm, { chainId, oft: send.target, sendData: send.data })
        return [index, fee ?? 'unreadable'] as const
      }),
    ),
    Promise.all(
      chainIds.map(async (chainId) => {
        const limit = await evm?.getBlockGasLimit?.({ chainId }).catch(() => undefined)
        return limit === undefined ? undefined : ([chainId, limit] as const)
      }),
    ),
  ])
  return {
    codelessContracts,
    bridgeFees: Object.fromEntries(fees.filter((item) => item !== undefined)),
    blockGasLimits: Object.fromEntries(limits.filter((item) => item !== undefined)),
  }
}
