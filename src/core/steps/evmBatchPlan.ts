import type { EvmTransactionStep } from '../schemas/userStep.js'
import type { StepRecord, TransferRecord } from './journal.js'
import { isEvmTransaction, type Run } from './stepRun.js'

// Whether a run has an EIP-5792 batch to send or follow, and which steps would go in it.

export type Batchable = { index: number; step: EvmTransactionStep }

/** The id of a batch the wallet took and that is not settled yet (sent before a reload, say). */
export function sentBatchId(record: TransferRecord): string | undefined {
  return record.steps.find((step) => step.batchId && step.state === 'submitted')?.batchId
}

/**
 * A batch to follow, or two or more steps to send as one on a chain where the wallet runs
 * batches atomically (asked of the wallet, `wallet_getCapabilities`).
 */
export async function hasBatchWork(run: Run, record: TransferRecord): Promise<boolean> {
  const evm = run.executors.evm
  if (!evm?.sendCalls || !evm.getCallsStatus) return false
  if (sentBatchId(record)) return true
  if (run.atomicBatch === false || !evm.supportsAtomicBatch) return false
  const steps = nextBatchSteps(run, record)
  const chainId = steps[0]?.step.transaction.encoded.chainId
  if (chainId === undefined || steps.length < 2) return false
  return evm.supportsAtomicBatch(chainId).catch(() => false)
}

/** The EVM transactions from the first step not done, on the same chain, none of them sent yet. */
export function nextBatchSteps(run: Run, record: TransferRecord): Batchable[] {
  const steps: Batchable[] = []
  for (const [index, state] of record.steps.entries()) {
    if (state.state === 'confirmed' || state.state === 'skipped') continue
    const step = run.quote.userSteps[index]
    if (!step || !isEvmTransaction(step) || !isFresh(state)) break
    const chainId = steps[0]?.step.transaction.encoded.chainId
    if (chainId !== undefined && step.transaction.encoded.chainId !== chainId) break
    steps.push({ index, step })
  }
  return steps
}

const isFresh = (state: StepRecord) =>
  state.state !== 'submitted' && !state.hash && !state.resetHash && !state.resetMined
