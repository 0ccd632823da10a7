// The steps of one transfer, run once the engine has checked nothing else runs it.

import { buildUserSteps } from '../../actions/buildUserSteps.js'
import {
  isVtError,
  StepInterruptedError,
  SwitchChainError,
  TransactionReplacedError,
  TransactionRevertedError,
  UnexpectedError,
  UnsafeStepError,
  UnsupportedChainError,
  UserRejectedError,
} from '../../errors.js'
import { assertQuoteFresh } from '../../quote.js'
import type { Quote, QuoteRequest } from '../../schemas/quote.js'
import type { EvmTransactionStep, UserStep } from '../../schemas/userStep.js'
import { isEvmTransaction, isSolanaStep, isUnknownStep } from '../../schemas/userStep.js'
import { isSameQuote } from '../store/index.js'
import type {
  EngineParameters,
  ExecutionResult,
  Run,
  StepRecord,
  StepSender,
  StepWrite,
  TransferRecord,
} from '../types/index.js'
import { decodeCall } from '../verify/index.js'
import { runEvmBatch } from './evmBatch.js'
import { hasBatchWork } from './evmBatchPlan.js'
import { confirmReset, isResetPending, sendEvm, signIntent, waitEvmStep } from './evmSteps.js'
import { isUserRejection } from './stepRun.js'

/**
 * One run of a quote's steps: the journal written before and after every wallet call, resume and
 * rejection rules, and `verify` on the quote before any step is sent. Loaded by the engine
 * (`runVerifiedSteps`) once a transfer starts: a page pays for it then, not when it opens.
 */
export async function runSteps(
  parameters: EngineParameters,
  verify: (quote: Quote) => void | Promise<void>,
): Promise<ExecutionResult> {
  const { quote, request, journal, onEvent, now = Date.now } = parameters
  const stored = journal?.get(quote.id)
  if (stored && !isSameQuote(quote, stored.quote))
    throw new UnsafeStepError([
      {
        rule: 'quote-id-reused',
        stepIndex: -1,
        severity: 'refuse',
        message: `the service reused the id ${quote.id} of an earlier transfer for another quote`,
      },
    ])
  const record: TransferRecord = structuredClone(stored) ?? newRecord(quote, request, now())
  const save = () => {
    record.updatedAt = now()
    journal?.put(record)
    onEvent?.({ type: 'record', record: structuredClone(record) })
  }
  let builtAt: number | undefined
  if (record.quote.userStepsPending) {
    // A quote sent without steps: what can be checked is checked before asking for them (the
    // wallet, the source chain), then they come from /build-user-steps and are verified like any.
    await verify(record.quote)
    builtAt = now()
    const userSteps = await buildUserSteps(parameters.client, { quoteId: quote.id })
    const { userStepsPending: _built, ...rest } = record.quote
    record.quote = { ...rest, userSteps }
    record.steps = userSteps.map(() => ({ state: 'idle', updatedAt: builtAt ?? 0 }))
  }
  const pending = record.steps.findIndex(
    (step) => step.state !== 'confirmed' && step.state !== 'skipped',
  )
  // (A record with no step at all is not done: verification refuses it below.)
  if (pending === -1 && record.steps.length > 0) return finish(record, save, onEvent)

  const interrupted = record.steps.findIndex(
    (step, index) =>
      step.state === 'awaitingWallet' &&
      !step.hash &&
      !step.signature &&
      // A batch's steps: the wallet is asked about the batch's id first (evmBatch.ts).
      step.batchId === undefined &&
      // A zero approve sent and not yet mined: waited for, the step's own call not asked yet.
      !isResetPending(step) &&
      // A Solana wallet only signs: before vtkit began sending, nothing can have left.
      (!isSolanaStep(record.quote.userSteps[index]) || step.sendingAt !== undefined),
  )
  if (interrupted !== -1 && !parameters.retryInterrupted)
    throw new StepInterruptedError(interrupted)

  // Nothing reaches a wallet before every step has passed every rule.
  await verify(record.quote)
  // A transfer cancelled in the wallet goes on when the user tries again.
  const resumesCancelled = record.cancelledAt !== undefined
  record.cancelledAt = undefined
  if (builtAt !== undefined || resumesCancelled) save()

  const run: Run = { ...parameters, quote: record.quote, builtAt }
  try {
    if (await hasBatchWork(run, record)) await runEvmBatch(run, record, save)
  } catch (error) {
    onEvent?.({
      type: 'error',
      stepIndex: (error as { stepIndex?: number }).stepIndex ?? Math.max(pending, 0),
      error: isVtError(error) ? error : new UnexpectedError(error),
    })
    throw error
  }
  for (let index = 0; index < run.quote.userSteps.length; index++) {
    const state = record.steps[index]
    const step = run.quote.userSteps[index]
    if (!state || !step || state.state === 'confirmed' || state.state === 'skipped') continue
    try {
      await runStep(run, record, index, step, save)
    } catch (error) {
      if (error instanceof TransactionReplacedError) {
        record.cancelledAt = (parameters.now ?? Date.now)()
        save()
      }
      // The event always carries a typed error; the caller gets the original.
      onEvent?.({
        type: 'error',
        stepIndex: index,
        error: isVtError(error) ? error : new UnexpectedError(error),
      })
      throw error
    }
  }
  return finish(record, save, onEvent)
}

function finish(
  record: TransferRecord,
  save: () => void,
  onEvent: EngineParameters['onEvent'],
): ExecutionResult {
  record.phase = 'submitted'
  record.srcTxHash = sourceHash(record)
  save()
  onEvent?.({ type: 'complete', record: structuredClone(record) })
  return structuredClone(record)
}

async function runStep(
  parameters: Run,
  record: TransferRecord,
  index: number,
  step: UserStep,
  save: () => void,
): Promise<void> {
  const { onEvent, now = Date.now } = parameters
  const state = record.steps[index] as StepRecord
  const set: StepWrite = Object.assign(
    (changes: Partial<StepRecord>) => {
      const at = now()
      Object.assign(state, changes, { updatedAt: at })
      // When the wallet sent it, kept through the later "confirmed": the transfer's start in time.
      if (changes.state === 'submitted' && state.submittedAt === undefined) state.submittedAt = at
      save()
    },
    { state },
  )
  // A step that already has a hash is never sent again: wait for it instead.
  if (state.hash && state.state === 'submitted') {
    await confirm(parameters, step, index, state.hash, set)
    return
  }
  // Likewise a zero approve already sent: waited for, whatever the quote's age.
  if (isResetPending(state) && isEvmTransaction(step))
    await confirmReset(parameters, step, index, set)
  assertQuoteFresh(parameters.quote, now())
  onEvent?.({ type: 'stepStart', stepIndex: index })
  if (isUnknownStep(step)) throw new UnsupportedChainError(step.type)
  try {
    if (step.type === 'SIGNATURE') await signIntent(parameters, step, index, set)
    else {
      const hash =
        step.chainType === 'EVM'
          ? await sendEvm(parameters, step, index, set)
          : step.chainType === 'SOLANA'
            ? await senderOf(parameters.executors.solana, 'SOLANA').send(
                parameters,
                step,
                index,
                set,
              )
            : await senderOf(parameters.executors.starknet, 'STARKNET').send(
                parameters,
                step,
                index,
                set,
              )
      if (hash !== undefined) await confirm(parameters, step, index, hash, set)
    }
  } catch (error) {
    if (error instanceof SwitchChainError) {
      set({ state: 'idle' })
      throw error
    }
    if (isUserRejection(error)) {
      // Declining is not a failure: the step is ready to be tried again, and the transfer is kept.
      set({ state: 'idle' })
      throw error instanceof UserRejectedError
        ? error
        : new UserRejectedError({ stepIndex: index, cause: error })
    }
    // Any other failure while the wallet held the step (a connection dropped after broadcast, say)
    // leaves it unknown whether it was sent: it stays awaiting the wallet, and the user is asked to
    // check the wallet (StepInterruptedError) instead of it being sent a second time.
    if (
      !isVtError(error) &&
      state.state === 'awaitingWallet' &&
      !state.hash &&
      !state.signature &&
      (!isSolanaStep(step) || state.sendingAt !== undefined)
    )
      throw new StepInterruptedError(index, { reason: 'noAnswer', cause: error })
    throw error
  }
}

/**
 * How a Solana or Starknet step is sent: it travels with that chain type's executor (its
 * `checks`), so that an app that signs only on EVM chains bundles none of it.
 */
function senderOf<Step>(
  executor: { checks?: { sender?: StepSender<Step> } } | undefined,
  chainType: 'SOLANA' | 'STARKNET',
): StepSender<Step> {
  const sender = executor?.checks?.sender
  if (!sender) throw new UnsupportedChainError(chainType)
  return sender
}

/** Waits for a sent step; a revert fails it, a success confirms it under the hash that was mined. */
async function confirm(
  parameters: Run,
  step: UserStep,
  index: number,
  hash: string,
  set: StepWrite,
): Promise<void> {
  const { status, mined } = isSolanaStep(step)
    ? await senderOf(parameters.executors.solana, 'SOLANA').wait(parameters, index, hash)
    : step.type === 'TRANSACTION' && step.chainType === 'STARKNET'
      ? await senderOf(parameters.executors.starknet, 'STARKNET').wait(parameters, index, hash)
      : await waitEvmStep(parameters, step as EvmTransactionStep, index, hash, set)
  if (status !== 'success') {
    set({ state: 'failed' })
    throw new TransactionRevertedError({ hash: mined, stepIndex: index })
  }
  set({ state: 'confirmed' })
  parameters.onEvent?.({ type: 'stepConfirmed', stepIndex: index, hash: mined })
}

function newRecord(quote: Quote, request: QuoteRequest, time: number): TransferRecord {
  return {
    version: 1,
    quoteId: quote.id,
    createdAt: time,
    updatedAt: time,
    quote,
    request,
    steps: quote.userSteps.map(() => ({ state: 'idle', updatedAt: time })),
    phase: 'executing',
  }
}

/**
 * The transaction that moves the funds on the source chain: what `/status` takes as `txHash`.
 * Approvals move nothing; an intent's funds move when a solver fills it, so it has none.
 */
function sourceHash(record: TransferRecord): string | undefined {
  for (let index = record.steps.length - 1; index >= 0; index--) {
    const step = record.quote.userSteps[index]
    const hash = record.steps[index]?.hash
    if (!hash || !step || step.chainKey !== record.request.srcChainKey) continue
    if (isEvmTransaction(step) && decodeCall(step.transaction.encoded.data).kind === 'allowance')
      continue
    return hash
  }
  return undefined
}
