import {
  isVtError,
  StepInterruptedError,
  TransactionRevertedError,
  UnsupportedChainError,
  UserRejectedError,
} from '../errors.js'
import { assertQuoteFresh } from '../quote.js'
import { type Batchable, nextBatchSteps, sentBatchId } from './evmBatchPlan.js'
import { assertSigner, readApproval, switchTo, zeroApprove } from './evmSteps.js'
import type { EvmBatchStatus, EvmCall, EvmExecutor } from './executors.js'
import type { StepRecord, TransferRecord } from './journal.js'
import { isUserRejection, type Run, waitMined } from './stepRun.js'

// One wallet prompt for a quote's EVM steps (EIP-5792): the steps still to send on the chain go in
// one `wallet_sendCalls`, the same verified calls in the same order, nothing added but the zero
// approve a USDT-style token needs first. Each step journals the batch id as soon as the wallet
// gives it, so a reload follows the batch by its id and never sends it again.

const POLL_MS = 1_000

/**
 * Follows a batch sent before (a reload, another tab) or sends the next steps as one (the run's
 * `batchWork` said there is one); returns with those steps confirmed. A single call left (an
 * approve found on chain) goes the one-by-one way.
 */
export async function runEvmBatch(
  run: Run,
  record: TransferRecord,
  save: () => void,
): Promise<void> {
  const evm = run.executors.evm
  if (!evm?.sendCalls) return
  const sent = sentBatchId(record)
  if (sent) return followBatch(run, evm, record, sent, save)
  const steps = nextBatchSteps(run, record)
  const first = steps[0]
  if (!first) return
  const { chainId } = first.step.transaction.encoded
  assertQuoteFresh(run.quote, (run.now ?? Date.now)())
  await assertSigner(run, evm, first.index)
  await switchTo(run, evm.getChainId, evm.switchChain, chainId, first.step.chainKey)
  const { calls, batched } = await callsOf(run, evm, record, steps, save)
  // An approve already on chain leaves one call: a batch of one is an ordinary transaction.
  if (calls.length < 2 || batched[0] === undefined) return
  await assertSigner(run, evm, batched[0])
  // One prompt: it starts at the batch's first step.
  run.onEvent?.({ type: 'stepStart', stepIndex: batched[0] })
  write(run, record, batched, { state: 'awaitingWallet', batchId: undefined })
  save()
  let id: string
  try {
    id = await evm.sendCalls({ chainId, calls })
  } catch (error) {
    if (isUserRejection(error)) {
      write(run, record, batched, { state: 'idle' })
      save()
      throw error instanceof UserRejectedError
        ? error
        : new UserRejectedError({ stepIndex: batched[0], cause: error })
    }
    // The batch may have left the wallet: the user checks it before anything is sent again.
    if (!isVtError(error))
      throw new StepInterruptedError(batched[0], { reason: 'noAnswer', cause: error })
    throw error
  }
  write(run, record, batched, {
    state: 'submitted',
    batchId: id,
    submittedAt: (run.now ?? Date.now)(),
  })
  save()
  run.onEvent?.({ type: 'batchSubmitted', stepIndexes: batched, id })
  await followBatch(run, evm, record, id, save)
}

/** The calls, in order: an approve already on chain is skipped, a USDT-style one reset first. */
async function callsOf(
  run: Run,
  evm: EvmExecutor,
  record: TransferRecord,
  steps: Batchable[],
  save: () => void,
) {
  const calls: EvmCall[] = []
  const batched: number[] = []
  for (const { index, step } of steps) {
    const { to, data, value, chainId } = step.transaction.encoded
    const approval = await readApproval(run, evm, step)
    if (approval === 'onChain') {
      write(run, record, [index], { state: 'skipped', skipped: 'already-approved' })
      save()
      run.onEvent?.({ type: 'stepSkipped', stepIndex: index, reason: 'already-approved' })
      continue
    }
    if (approval === 'resetFirst') calls.push({ chainId, to, data: zeroApprove(data), value: 0n })
    calls.push({ chainId, to, data, value: BigInt(value ?? '0') })
    batched.push(index)
  }
  return { calls, batched }
}

/** Waits for the batch (bounded like any transaction); a batch that failed fails all its steps. */
async function followBatch(
  run: Run,
  evm: EvmExecutor,
  record: TransferRecord,
  id: string,
  save: () => void,
): Promise<void> {
  const batched = record.steps.flatMap((step, index) => (step.batchId === id ? [index] : []))
  const first = batched[0] ?? 0
  const status = await waitMined(run, id, first, (signal) => settled(evm, id, signal))
  const hash = status.hashes.at(-1)
  if (status.status !== 'success' || !hash) {
    write(run, record, batched, { state: 'failed' })
    save()
    throw new TransactionRevertedError({ hash: hash ?? id, stepIndex: first })
  }
  write(run, record, batched, { state: 'confirmed', hash })
  save()
  for (const index of batched) {
    run.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash })
    run.onEvent?.({ type: 'stepConfirmed', stepIndex: index, hash })
  }
}

async function settled(evm: EvmExecutor, id: string, signal: AbortSignal): Promise<EvmBatchStatus> {
  const getCallsStatus = evm.getCallsStatus
  if (!getCallsStatus) throw new UnsupportedChainError('EVM')
  for (;;) {
    const status = await getCallsStatus(id).catch(() => undefined)
    if (status && status.status !== 'pending') return status
    if (signal.aborted) throw signal.reason
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function write(
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
