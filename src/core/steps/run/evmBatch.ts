import {
  isVtError,
  StepInterruptedError,
  TransactionPendingError,
  UserRejectedError,
} from '../../errors.js'
import { assertQuoteFresh } from '../../quote.js'
import type { EvmCall, EvmExecutor, Run, TransferRecord } from '../types/index.js'
import { followBatch } from './evmBatchFollow.js'
import { nextBatchSteps, openBatch, write } from './evmBatchPlan.js'
import { assertSigner, readApproval, switchTo, zeroApprove } from './evmSteps.js'
import type { Batchable } from './leadingTransactions.js'
import { isUserRejection } from './stepRun.js'

// One wallet prompt for a quote's EVM steps (EIP-5792): the steps still to send on the chain go in
// one `wallet_sendCalls`, the same verified calls in the same order, nothing added but the zero
// approve a USDT-style token needs first. The batch's id is vtkit's, journaled before the prompt:
// a lost answer or a reload asks the wallet about that id, and a batch is never sent twice.

/** What a wallet answers when it did not take the batch at all: nothing was sent. */
const NOT_SENT = new Set([5700, 5710, 5740, 5760, -32601, -32602, 4100, 4200])
/** The user refused the account's upgrade (EIP-7702) the batch needed: a decline. */
const UPGRADE_REJECTED = 5750
/** The wallet already holds a batch of this id: the one to follow. */
const DUPLICATE_ID = 5720

/**
 * Follows a batch asked for before (a reload, a lost answer, another tab) or sends the next steps
 * as one (`hasBatchWork` said there are some); returns with those steps confirmed. One call left
 * (an approve found on chain), or a wallet that turns the batch down, goes the one-by-one way.
 */
export async function runEvmBatch(
  run: Run,
  record: TransferRecord,
  save: () => void,
): Promise<void> {
  const evm = run.executors.evm
  const open = openBatch(record)
  if (open) {
    const first = open.indexes[0] ?? 0
    // Sent as a batch, followed as one: never sent again step by step.
    if (!evm?.getCallsStatus) throw new TransactionPendingError({ hash: open.id, stepIndex: first })
    if (open.answered || (await isKnown(evm, open.id)))
      return followBatch(run, evm, record, open.id, save)
    // The wallet does not know the id: the prompt never reached it, or its answer was lost
    // with no trace. Only the user can tell; once they say nothing left, it is asked again.
    if (!run.retryInterrupted) throw new StepInterruptedError(first, { reason: 'closed' })
    write(run, record, open.indexes, { state: 'idle', batchId: undefined })
  }
  if (!evm?.sendCalls) return
  const steps = nextBatchSteps(run, record)
  const first = steps[0]
  if (!first || steps.length < 2) return
  const { chainId } = first.step.transaction.encoded
  await assertSigner(run, evm, first.index)
  await switchTo(run, evm.getChainId, evm.switchChain, chainId, first.step.chainKey)
  const { calls, batched } = await callsOf(run, evm, record, steps, save)
  // An approve already on chain leaves one call: a batch of one is an ordinary transaction.
  if (calls.length < 2 || batched[0] === undefined) return
  await sendBatch(run, evm, record, { chainId, calls, batched }, save)
}

async function sendBatch(
  run: Run,
  evm: EvmExecutor,
  record: TransferRecord,
  { chainId, calls, batched }: { chainId: number; calls: EvmCall[]; batched: number[] },
  save: () => void,
): Promise<void> {
  const first = batched[0] ?? 0
  const sendCalls = evm.sendCalls
  if (!sendCalls) return
  assertQuoteFresh(run.quote, (run.now ?? Date.now)())
  await assertSigner(run, evm, first)
  const id = newBatchId()
  // One prompt: it starts at the batch's first step.
  run.onEvent?.({ type: 'stepStart', stepIndex: first })
  write(run, record, batched, { state: 'awaitingWallet', batchId: id })
  save()
  let given: string
  try {
    given = await sendCalls({ chainId, from: run.walletAddress, id, calls })
  } catch (error) {
    const code = codeOf(error)
    if (code === DUPLICATE_ID) given = id
    else if (isUserRejection(error) || code === UPGRADE_REJECTED) {
      write(run, record, batched, { state: 'idle', batchId: undefined })
      save()
      throw error instanceof UserRejectedError
        ? error
        : new UserRejectedError({ stepIndex: first, cause: error })
    } else if (code !== undefined && NOT_SENT.has(code)) {
      // The wallet turned the batch down (it cannot batch after all): one prompt per step.
      write(run, record, batched, { state: 'idle', batchId: undefined })
      save()
      return
    } else if (!isVtError(error))
      // It may have left the wallet: the next run asks the wallet about the journaled id.
      throw new StepInterruptedError(first, { reason: 'noAnswer', cause: error })
    else throw error
  }
  write(run, record, batched, {
    state: 'submitted',
    batchId: given,
    submittedAt: (run.now ?? Date.now)(),
  })
  save()
  run.onEvent?.({ type: 'batchSubmitted', stepIndexes: batched, id: given })
  await followBatch(run, evm, record, given, save)
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

/** Whether the wallet knows the batch (it took it, whatever became of it since). */
async function isKnown(evm: EvmExecutor, id: string): Promise<boolean> {
  const status = await evm.getCallsStatus?.(id).catch(() => undefined)
  return status !== undefined && status.status !== 'notFound'
}

/** A fresh id for a batch: 32 random bytes, as EIP-5792 suggests. */
function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function codeOf(error: unknown): number | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    current = cause
  }
  return undefined
}
