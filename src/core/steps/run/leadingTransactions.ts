import type { EvmTransactionStep, UserStep } from '../../schemas/userStep.js'
import { isEvmTransaction } from '../../schemas/userStep.js'

// Apart from the batch plan (`evmBatchPlan.ts`, loaded with the runner): a page asks it before
// any run, to tell whether the wallet will take the steps as one prompt.

export type Batchable = { index: number; step: EvmTransactionStep }

/** The EVM transactions at the head of `steps`, while they are on one chain. */
export function leadingTransactions(
  steps: readonly { index: number; step: UserStep | undefined }[],
): Batchable[] {
  const batch: Batchable[] = []
  for (const { index, step } of steps) {
    if (!step || !isEvmTransaction(step)) break
    const chainId = batch[0]?.step.transaction.encoded.chainId
    if (chainId !== undefined && step.transaction.encoded.chainId !== chainId) break
    batch.push({ index, step })
  }
  return batch
}
