import {
  isVtError,
  StepInterruptedError,
  TransactionRevertedError,
  UnsupportedChainError,
  UserRejectedError,
} from '../errors.js'
import { assertQuoteFresh } from '../quote.js'
import type { EvmTransactionStep } from '../schemas/userStep.js'
import { decodeCall } from './calldata.js'
import { assertSigner, switchTo, zeroApprove } from './evmSteps.js'
import type { EvmBatchStatus, EvmCall, EvmExecutor } from './executors.js'
import type { StepRecord, TransferRecord } from './journal.js'
import { isEvmTransaction, isUserRejection, type Run, waitMined } from './stepRun.js'

// One wallet prompt for a quote's EVM steps (EIP-5792). When the wallet runs calls atomically on
// the chain, the steps still to send there go in one `wallet_sendCalls`: the same verified calls in
// the same order, nothing added but the zero approve a USDT-style token needs first. Each step
// journals the batch id before anything else happens, so a reload follows the batch by its id and
// never sends it again. Anything else (one call left, no support) goes the one-by-one way.

const POLL_MS = 1_000

type Batchable = { index: number; step: EvmTransactionStep }

/**
 * Follows a batch sent before (a reload, another tab) or sends the next steps as one, when that
 * is possible; returns with those steps confirmed. Leaves everything else to the one-by-one path.
 */
export async function runEvmBatch(
  run: Run,
  record: TransferRecord,
  save: () => void,
): Promise<void> {
  const evm = run.executors.evm
  if (!evm?.sendCalls || !evm.getCallsStatus) return
  const sent = record.steps.find((step) => step.batchId && step.state === 'submitted')
  if (sent?.batchId) return followBatch(run, evm, record, sent.batchId, save)
  if (run.atomicBatch === false || !evm.supportsAtomicBatch) return
  const steps = nextSteps(run, record)
  const first = steps[0]
  if (!first || steps.length < 2) return
  const { chainId } = first.step.transaction.encoded
  if (!(await evm.supportsAtomicBatch(chainId).catch(() => false))) return
  assertQuoteFresh(run.quote, (run.now ?? Date.now)())
  await assertSigner(run, evm, first.index)
  await switchTo(run, evm.getChainId, evm.switchChain, chainId, first.step.chainKey)
  const { calls, batched } = await callsOf(run, evm, record, steps, save)
  // An approve already on chain leaves one call: a batch of one is an ordinary transaction.
  if (calls.length < 2 || batched[0] === undefined) return
  await assertSigner(run, evm, batched[0])
  for (const index of batched) run.onEvent?.({ type: 'stepStart', stepIndex: index })
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

/** The EVM transactions from the first step not done, on the same chain, none of them sent yet. */
function nextSteps(run: Run, record: TransferRecord): Batchable[] {
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

/** The calls, in order: an approve already on chain is skipped, a USDT-style one reset first. */
async function callsOf(
  run: Run,
  evm: EvmExecutor,
  record: TransferRecord,
  steps: Batchable[],
  save: () => void,
) {
  const { skipIfSufficient = true, resetToZero = true } = run.allowance ?? {}
  const calls: EvmCall[] = []
  const batched: number[] = []
  for (const { index, step } of steps) {
    const { to, data, value, chainId } = step.transaction.encoded
    const call = decodeCall(data)
    if (call.kind === 'allowance') {
      const current = await evm.readAllowance({
        chainId,
        token: to,
        owner: run.walletAddress,
        spender: call.spender,
      })
      if (skipIfSufficient && current >= call.amount) {
        write(run, record, [index], { state: 'skipped', skipped: 'already-approved' })
        save()
        run.onEvent?.({ type: 'stepSkipped', stepIndex: index, reason: 'already-approved' })
        continue
      }
      if (resetToZero && current > 0n)
        calls.push({ chainId, to, data: zeroApprove(data), value: 0n })
    }
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
