import type { UserStep } from '../../schemas/userStep.js'
import type { Run, StepRecord, TransferRecord } from '../types/index.js'
import { type Batchable, leadingTransactions } from './leadingTransactions.js'

// Whether a run has an EIP-5792 batch to send or follow, and which steps would go in it.

/**
 * A batch the wallet was asked for and that is not settled: its id (journaled before the
 * prompt), and whether the wallet's answer came (`submitted`) or may have been lost.
 */
export function openBatch(
  record: TransferRecord,
): { id: string; answered: boolean; indexes: number[] } | undefined {
  const open = (step: StepRecord) =>
    step.batchId !== undefined &&
    !step.hash &&
    (step.state === 'submitted' || step.state === 'awaitingWallet')
  const first = record.steps.find(open)
  if (!first?.batchId) return undefined
  const id = first.batchId
  const indexes = record.steps.flatMap((step, index) => (step.batchId === id ? [index] : []))
  return { id, answered: first.state === 'submitted', indexes }
}

/**
 * A batch to follow (it is never sent again, nor its steps one by one), or two or more steps to
 * send as one on a chain where the wallet runs batches atomically (`wallet_getCapabilities`).
 */
export async function hasBatchWork(run: Run, record: TransferRecord): Promise<boolean> {
  if (openBatch(record)) return true
  const evm = run.executors.evm
  if (run.atomicBatch === false || !evm?.sendCalls || !evm.getCallsStatus) return false
  const steps = nextBatchSteps(run, record)
  const chainId = steps[0]?.step.transaction.encoded.chainId
  if (!evm.supportsAtomicBatch || chainId === undefined || steps.length < 2) return false
  return evm.supportsAtomicBatch({ chainId, account: run.walletAddress }).catch(() => false)
}

/** The EVM transactions from the first step not done, on the same chain, none of them sent yet. */
export function nextBatchSteps(run: Run, record: TransferRecord): Batchable[] {
  return leadingTransactions(
    record.steps.flatMap((state, index): { index: number; step: UserStep | undefined }[] => {
      if (state.state === 'confirmed' || state.state === 'skipped') return []
      return [{ index, step: isFresh(state) ? run.quote.userSteps[index] : undefined }]
    }),
  )
}

const isFresh = (state: StepRecord) =>
  state.state !== 'submitted' &&
  state.state !== 'awaitingWallet' &&
  !state.hash &&
  !state.resetHash &&
  !state.resetMined

/** Writes the same change to several steps' records (the caller saves). */
export function write(
  run: Run,
  record: TransferRecord,
  indexes: number[],
  changes: Partial<StepRecord>,
): void {
  const updatedAt = (run.now ?? Date.now)()
  for (const index of indexes) {
    const step = record.steps[index]
    if (step) Object.assign(step, changes, { updatedAt })
  }
}
