import { buildUserSteps } from '../actions/buildUserSteps.js'
import type { QuoteRequest } from '../actions/getQuotes.js'
import { submitSignature } from '../actions/submitSignature.js'
import type { Client } from '../config.js'
import {
  isVtError,
  StepInterruptedError,
  SwitchChainError,
  TransactionPendingError,
  TransactionReplacedError,
  TransactionRevertedError,
  TransferElsewhereError,
  UnexpectedError,
  UnsafeStepError,
  UnsupportedChainError,
  UserRejectedError,
  type VtError,
  WrongAccountError,
} from '../errors.js'
import { assertQuoteFresh } from '../quote.js'
import type { Chain } from '../schemas/chain.js'
import type { Metadata } from '../schemas/metadata.js'
import type { Quote } from '../schemas/quote.js'
import type { Token } from '../schemas/token.js'
import type {
  EvmTransactionStep,
  SignatureStep,
  SolanaTransactionStep,
  StarknetTransactionStep,
  UserStep,
} from '../schemas/userStep.js'
import { isUnknownStep } from '../schemas/userStep.js'
import { decodeCall } from './calldata.js'
import { findCodelessContracts } from './contractCode.js'
import type { DeploymentMemory } from './deploymentMemory.js'
import type { EvmExecutor, EvmReceipt, Executors } from './executors.js'
import type { StepRecord, TransferJournal, TransferRecord } from './journal.js'
import { isSameQuote } from './sameQuote.js'
import type { SignatureVerifier } from './signaturePolicy.js'
import { type TransferLocks, webTransferLocks } from './transferLocks.js'
import { toTypedDataToSign } from './typedData.js'
import { assertStepsSafe, type StepRule, verifyUserSteps } from './verifyUserSteps.js'

export type StepEvent =
  | { type: 'stepStart'; stepIndex: number }
  | { type: 'stepSubmitted'; stepIndex: number; hash: string }
  | { type: 'stepConfirmed'; stepIndex: number; hash?: string | undefined }
  /** The wallet sped the step's transaction up: the same call, mined under `hash`. */
  | { type: 'stepReplaced'; stepIndex: number; hash: string; replacedHash: string }
  | { type: 'stepSkipped'; stepIndex: number; reason: 'already-approved' }
  | { type: 'allowanceReset'; stepIndex: number; hash: string }
  | { type: 'error'; stepIndex: number; error: VtError }
  | { type: 'complete'; record: TransferRecord }
  /** Every change of the record, for UIs that render the whole state. */
  | { type: 'record'; record: TransferRecord }

export type AllowanceOptions = {
  /** Skip an approve whose allowance is already on chain (no gas, no signature). Default true. */
  skipIfSufficient?: boolean
  /**
   * Send a zero approve first when the current allowance is neither zero nor enough, as
   * USDT-style tokens require. Default true.
   */
  resetToZero?: boolean
}

export type ExecuteStepsParameters = {
  client: Client
  quote: Quote
  request: QuoteRequest
  /** The connected wallet: every step must be signed by it. */
  walletAddress: string
  /** From `/metadata` and `/chains`: what every step is verified against. */
  metadata: Metadata
  chains: readonly Chain[]
  executors: Executors
  journal?: TransferJournal | undefined
  /** The user confirmed the warnings (an unlimited approval, a step on another chain). */
  confirmedWarnings?: boolean
  escalate?: readonly StepRule[]
  /** Verifiers for intent protocols vtkit does not know, by the typed data's primary type. */
  signatureVerifiers?: Readonly<Record<string, SignatureVerifier>>
  /** Inner multicall calls vtkit cannot read become warnings to confirm instead of refusals. */
  allowOpaqueCalls?: boolean
  /** The service's contracts seen at earlier transfers: a change needs the user's confirmation. */
  deploymentMemory?: DeploymentMemory
  /**
   * Tokens with USD prices (the quote response's `tokens`, the catalogue): the fee list is priced
   * with them and must agree with `feeUsd`. Without them that check is skipped.
   */
  prices?: readonly Token[]
  allowance?: AllowanceOptions
  /**
   * The user checked the wallet after a `StepInterruptedError` and found nothing sent:
   * the interrupted step may be sent again.
   */
  retryInterrupted?: boolean
  /**
   * How long a sent transaction may stay unmined before the user is asked to check the wallet
   * (`TransactionPendingError`; it is never sent again, and the next run waits on). Default 10 min.
   */
  receiptTimeoutMs?: number
  /**
   * Which tab drives the transfer: a run while another tab's goes on ends at once with
   * `TransferElsewhereError`, nothing asked. Default the browser's Web Locks where there are
   * some; `null`: none.
   */
  locks?: TransferLocks | null | undefined
  onEvent?: (event: StepEvent) => void
  now?: () => number
}

export type ExecutionResult = TransferRecord

/** Solana blockhashes live about 60 s; past this, a built transaction is rebuilt, never sent stale. */
const SOLANA_MAX_AGE_MS = 50_000
const RECEIPT_TIMEOUT_MS = 10 * 60_000

const inFlight = new Map<string, Promise<ExecutionResult>>()

/**
 * Runs a quote's user steps, in order, one at a time, after verifying all of them. Journals the
 * transfer before and after every wallet call, never re-sends a step that has a hash, and returns
 * the record (with the source hash for status tracking). A second call for the same quote while
 * one runs returns the same promise: one transaction, never two.
 */
export function executeSteps(parameters: ExecuteStepsParameters): Promise<ExecutionResult> {
  const { deploymentMemory, onEvent } = parameters
  const engine: EngineParameters = {
    ...parameters,
    // The contracts a transfer ran with are the ones the next transfer is compared to.
    onEvent: (event) => {
      if (event.type === 'complete')
        deploymentMemory?.remember(parameters.metadata, parameters.request.srcChainKey)
      onEvent?.(event)
    },
  }
  return runVerifiedSteps(engine, async (quote) => {
    const { executors } = parameters
    // A chain type nobody can sign for is reported as such, before anything is signed.
    const sourceChainType = parameters.chains.find(
      (chain) => chain.chainKey === parameters.request.srcChainKey,
    )?.chainType
    const chainTypes = quote.userStepsPending
      ? [String(sourceChainType ?? '')]
      : quote.userSteps.map((step) =>
          step.type === 'SIGNATURE' ? 'EVM' : String(step.chainType ?? ''),
        )
    for (const chainType of chainTypes) {
      if (isKnownChainType(chainType) && !supportedChainTypes(executors).includes(chainType)) {
        throw new UnsupportedChainError(chainType)
      }
    }
    const codelessContracts = await findCodelessContracts(executors.evm, {
      quote,
      request: parameters.request,
      metadata: parameters.metadata,
      chains: parameters.chains,
    })
    const findings = verifyUserSteps({
      quote,
      request: parameters.request,
      prices: parameters.prices,
      codelessContracts,
      metadata: parameters.metadata,
      chains: parameters.chains,
      walletAddress: parameters.walletAddress,
      supportedChainTypes: supportedChainTypes(executors),
      chainChecks: { solana: executors.solana?.checks, starknet: executors.starknet?.checks },
      escalate: parameters.escalate,
      endpointIds: parameters.client.endpointIds,
      cctpDomains: parameters.client.cctpDomains,
      signatureVerifiers: parameters.signatureVerifiers,
      allowOpaqueCalls: parameters.allowOpaqueCalls,
      trustedDeployments: parameters.client.trustedDeployments,
      previousDeployments: parameters.deploymentMemory?.get(),
      now: (parameters.now ?? Date.now)(),
    })
    assertStepsSafe(findings, { confirmedWarnings: parameters.confirmedWarnings })
  })
}

/** Whether this page runs the transfer now (another component may have started it). */
export function isTransferRunning(quoteId: string): boolean {
  return inFlight.has(quoteId)
}

/** What the engine needs to run steps that something else has verified. */
export type EngineParameters = Omit<
  ExecuteStepsParameters,
  | 'metadata'
  | 'escalate'
  | 'confirmedWarnings'
  | 'signatureVerifiers'
  | 'allowOpaqueCalls'
  | 'deploymentMemory'
  | 'prices'
>

/**
 * The engine behind `executeSteps` and `executeOftTransfer`: one run per quote id at a time, the
 * journal, resume and rejection rules, and `verify` (which throws to refuse) on the quote about to
 * run, before any step of it is sent.
 */
export function runVerifiedSteps(
  parameters: EngineParameters,
  verify: (quote: Quote) => void | Promise<void>,
): Promise<ExecutionResult> {
  const { quote } = parameters
  const running = inFlight.get(quote.id)
  if (running) return running
  const locks = parameters.locks === undefined ? webTransferLocks() : parameters.locks
  const run = (
    locks
      ? locks
          .run(quote.id, () => runSteps(parameters, verify))
          .then((held) => {
            if (!held) throw new TransferElsewhereError({ quoteId: quote.id })
            return held.value
          })
      : runSteps(parameters, verify)
  ).finally(() => inFlight.delete(quote.id))
  inFlight.set(quote.id, run)
  return run
}

async function runSteps(
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

/** A run: the engine's parameters with the quote as it runs (its steps built where they were not). */
type Run = EngineParameters & {
  /** When the quote's steps were built in this run, if they were. */
  builtAt: number | undefined
}

/** Writes a step's record (journaled at once); `state` is the record as it stands. */
type StepWrite = ((changes: Partial<StepRecord>) => void) & { readonly state: StepRecord }

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
    else if (step.chainType === 'EVM') await sendEvm(parameters, step, index, set)
    else if (step.chainType === 'SOLANA') await sendSolana(parameters, step, index, set)
    else if (step.chainType === 'STARKNET') await sendStarknet(parameters, step, index, set)
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

async function sendEvm(
  parameters: Run,
  step: EvmTransactionStep,
  index: number,
  set: StepWrite,
): Promise<void> {
  const evm = parameters.executors.evm
  if (!evm) throw new UnsupportedChainError('EVM')
  const { to, data, value, gasLimit, chainId } = step.transaction.encoded
  await assertSigner(parameters, evm, index)
  await switchTo(parameters, evm.getChainId, evm.switchChain, chainId, step.chainKey)

  const call = decodeCall(data)
  if (call.kind === 'allowance') {
    const { skipIfSufficient = true, resetToZero = true } = parameters.allowance ?? {}
    const current = await evm.readAllowance({
      chainId,
      token: to,
      owner: parameters.walletAddress,
      spender: call.spender,
    })
    if (skipIfSufficient && current >= call.amount) {
      set({ state: 'skipped', skipped: 'already-approved' })
      parameters.onEvent?.({ type: 'stepSkipped', stepIndex: index, reason: 'already-approved' })
      return
    }
    if (resetToZero && current > 0n) {
      // The account is checked right before each request: a switch may come while one is open.
      await assertSigner(parameters, evm, index)
      set({ state: 'awaitingWallet' })
      const resetHash = await evm.sendTransaction({
        chainId,
        to,
        data: zeroApprove(data),
        value: 0n,
      })
      set({ resetHash, resetMined: undefined })
      parameters.onEvent?.({ type: 'allowanceReset', stepIndex: index, hash: resetHash })
      await confirmReset(parameters, step, index, set)
    }
  }
  await assertSigner(parameters, evm, index)
  set({ state: 'awaitingWallet' })
  const hash = await evm.sendTransaction({
    chainId,
    to,
    data,
    value: BigInt(value ?? '0'),
    gas: gasLimit ? BigInt(gasLimit) : undefined,
  })
  set({ state: 'submitted', hash })
  parameters.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash })
  await confirm(parameters, step, index, hash, set)
}

async function confirm(
  parameters: Run,
  step: UserStep,
  index: number,
  hash: string,
  set: StepWrite,
): Promise<void> {
  let status: 'success' | 'reverted' | 'failed'
  let mined = hash
  if (step.type === 'TRANSACTION' && step.chainType === 'SOLANA') {
    const solana = parameters.executors.solana
    if (!solana) throw new UnsupportedChainError('SOLANA')
    status = (await waitMined(parameters, hash, index, () => solana.confirm(hash))).status
  } else if (step.type === 'TRANSACTION' && step.chainType === 'STARKNET') {
    const starknet = parameters.executors.starknet
    if (!starknet) throw new UnsupportedChainError('STARKNET')
    status = (await waitMined(parameters, hash, index, () => starknet.waitForTransaction(hash)))
      .status
  } else {
    const { to, data, value, chainId } = (step as EvmTransactionStep).transaction.encoded
    const receipt = await waitEvm(parameters, index, set, chainId, hash, {
      to,
      data,
      value: BigInt(value ?? '0'),
    })
    status = receipt.status
    mined = followReplacement(parameters, index, hash, receipt, set)
  }
  if (status !== 'success') {
    set({ state: 'failed' })
    throw new TransactionRevertedError({ hash: mined, stepIndex: index })
  }
  set({ state: 'confirmed' })
  parameters.onEvent?.({ type: 'stepConfirmed', stepIndex: index, hash: mined })
}

/**
 * A transaction the wallet replaced (same nonce): sped up, the step goes on under the new hash
 * (journaled, so that status tracking and a reload follow it); cancelled or replaced by another
 * call, the step's call never ran: it is ready to be sent again, which is safe now that its nonce
 * is spent.
 */
function followReplacement(
  parameters: Run,
  index: number,
  hash: string,
  receipt: EvmReceipt,
  set: StepWrite,
): string {
  const { replacement } = receipt
  if (!replacement) return hash
  const replacedHashes = [...(set.state.replacedHashes ?? []), hash]
  if (replacement.reason === 'repriced') {
    set({ hash: replacement.hash, replacedHashes })
    parameters.onEvent?.({
      type: 'stepReplaced',
      stepIndex: index,
      hash: replacement.hash,
      replacedHash: hash,
    })
    return replacement.hash
  }
  set({ state: 'idle', hash: undefined, submittedAt: undefined, replacedHashes })
  throw new TransactionReplacedError({
    hash,
    replacementHash: replacement.hash,
    stepIndex: index,
    reason: replacement.reason,
  })
}

/** approve(spender, 0), whatever the step's own call: a zero increaseAllowance resets nothing. */
function zeroApprove(data: string): string {
  return `0x095ea7b3${data.slice(10, 74)}${'0'.repeat(64)}`
}

function isResetPending(state: StepRecord): boolean {
  return state.resetHash !== undefined && !state.resetMined
}

/**
 * Waits for the zero approve of a USDT-style token. Sped up, it is followed; cancelled or
 * reverted, the step goes back to reading the allowance, so that "try again" resets it afresh.
 */
async function confirmReset(
  parameters: Run,
  step: EvmTransactionStep,
  index: number,
  set: StepWrite,
): Promise<void> {
  const { to, data, chainId } = step.transaction.encoded
  const resetHash = set.state.resetHash as string
  const receipt = await waitEvm(parameters, index, set, chainId, resetHash, {
    to,
    data: zeroApprove(data),
    value: 0n,
  })
  const { replacement } = receipt
  if (replacement) {
    const replacedHashes = [...(set.state.replacedHashes ?? []), resetHash]
    if (replacement.reason !== 'repriced') {
      set({ state: 'idle', resetHash: undefined, replacedHashes })
      throw new TransactionReplacedError({
        hash: resetHash,
        replacementHash: replacement.hash,
        stepIndex: index,
        reason: replacement.reason,
      })
    }
    set({ resetHash: replacement.hash, replacedHashes })
  }
  if (receipt.status !== 'success') {
    set({ state: 'failed', resetHash: undefined })
    throw new TransactionRevertedError({ hash: replacement?.hash ?? resetHash, stepIndex: index })
  }
  // Nothing of the step's own call has been asked yet: an interruption from here sends it anew.
  set({ state: 'idle', resetMined: true })
}

/**
 * Waits for one of the step's EVM transactions, handing the executor its journaled nonce slot (a
 * replacement mined while nobody waited is found by it) and journaling the slot once it is seen.
 */
function waitEvm(
  parameters: Run,
  index: number,
  set: StepWrite,
  chainId: number,
  hash: string,
  call: { to: string; data: string; value: bigint },
): Promise<EvmReceipt> {
  const evm = parameters.executors.evm
  if (!evm) throw new UnsupportedChainError('EVM')
  const slot = set.state.nonces?.[hash]
  return waitMined(parameters, hash, index, (signal) =>
    evm.waitForReceipt(chainId, hash, {
      signal,
      sent: slot && { ...slot, ...call, from: parameters.walletAddress },
      onNonce: (found) => set({ nonces: { ...set.state.nonces, [hash]: found } }),
    }),
  )
}

/** Waits for a sent transaction at most `receiptTimeoutMs`; then asks the user to check the wallet. */
async function waitMined<T>(
  parameters: Run,
  hash: string,
  stepIndex: number,
  wait: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled before the wait is aborted, so that the race ends with this, not the abort.
      reject(new TransactionPendingError({ hash, stepIndex }))
      controller.abort()
    }, parameters.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS)
  })
  try {
    return await Promise.race([wait(controller.signal), bound])
  } finally {
    clearTimeout(timer)
  }
}

/** Nothing is asked of a wallet that now signs with another account than the transfer's. */
async function assertSigner(parameters: Run, evm: EvmExecutor, stepIndex: number): Promise<void> {
  const actual = await evm.getAddress?.()
  if (actual !== undefined && actual.toLowerCase() !== parameters.walletAddress.toLowerCase())
    throw new WrongAccountError({ expected: parameters.walletAddress, actual, stepIndex })
}

async function signIntent(
  parameters: Run,
  step: SignatureStep,
  index: number,
  set: StepWrite,
): Promise<void> {
  const evm = parameters.executors.evm
  if (!evm) throw new UnsupportedChainError('EVM')
  const typedData = toTypedDataToSign(step)
  const chainId = Number(typedData.domain.chainId)
  await assertSigner(parameters, evm, index)
  if (Number.isInteger(chainId) && chainId > 0) {
    await switchTo(parameters, evm.getChainId, evm.switchChain, chainId, step.chainKey)
    await assertSigner(parameters, evm, index)
  }
  set({ state: 'awaitingWallet' })
  const signature = await evm.signTypedData(typedData)
  set({ state: 'submitted', signature })
  await submitSignature(parameters.client, {
    quoteId: parameters.quote.id,
    signatures: [signature],
  })
  set({ state: 'confirmed' })
  parameters.onEvent?.({ type: 'stepConfirmed', stepIndex: index })
}

async function sendSolana(
  parameters: Run,
  verified: SolanaTransactionStep,
  index: number,
  set: StepWrite,
): Promise<void> {
  const solana = parameters.executors.solana
  if (!solana) throw new UnsupportedChainError('SOLANA')
  const now = parameters.now ?? Date.now
  // Built right before signing (the spec requires it): steps this run has just built are used
  // once; otherwise, and whenever the wallet took so long that the blockhash may have expired,
  // they are built again. A stale transaction is never sent.
  let justBuilt =
    parameters.builtAt !== undefined && now() - parameters.builtAt < SOLANA_MAX_AGE_MS / 5
  for (;;) {
    const builtAt = justBuilt ? (parameters.builtAt ?? now()) : now()
    const step = justBuilt
      ? verified
      : checkRebuiltSolanaStep(
          parameters,
          verified,
          (await buildUserSteps(parameters.client, { quoteId: parameters.quote.id }))[index],
          index,
        )
    justBuilt = false
    set({ state: 'awaitingWallet' })
    const signed = await solana.signTransaction(step.transaction.encoded.data)
    if (now() - builtAt > SOLANA_MAX_AGE_MS) continue
    if (solana.isBlockhashValid && !(await solana.isBlockhashValid(signed))) continue
    // From here the transaction may reach the network. With its signature known beforehand it
    // is journaled as submitted first (an interruption is then followed by that signature);
    // otherwise the step is marked as being sent (an interruption asks the user to check).
    const known = solana.signatureOf?.(signed)
    if (known) {
      set({ state: 'submitted', hash: known })
      parameters.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash: known })
    } else set({ sendingAt: now() })
    const signature = await solana.sendTransaction(signed)
    if (signature !== known) {
      set({ state: 'submitted', hash: signature })
      parameters.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash: signature })
    }
    await confirm(parameters, step, index, signature, set)
    return
  }
}

/**
 * A rebuilt step carries new data (a fresh blockhash) but must be what was verified: a Solana
 * transaction on the same chain, for the same signer, with the same instructions (only the
 * blockhash and the compute budget may change). Anything else is refused unsigned.
 */
function checkRebuiltSolanaStep(
  parameters: Run,
  verified: SolanaTransactionStep,
  rebuilt: UserStep | undefined,
  index: number,
): SolanaTransactionStep {
  if (
    rebuilt !== undefined &&
    !isUnknownStep(rebuilt) &&
    rebuilt.type === 'TRANSACTION' &&
    rebuilt.chainType === 'SOLANA' &&
    rebuilt.chainKey === verified.chainKey &&
    rebuilt.signerAddress === parameters.walletAddress &&
    // Optional only for apps without types: a hand-made executor that lost its checks signs nothing.
    parameters.executors.solana?.checks?.isSameTransaction(
      verified.transaction.encoded.data,
      rebuilt.transaction.encoded.data,
    ) === true
  ) {
    return rebuilt
  }
  throw new UnsafeStepError([
    {
      rule: 'rebuilt-step-changed',
      stepIndex: index,
      severity: 'refuse',
      message: `the rebuilt step ${index + 1} does something else than the Solana transaction that was checked`,
    },
  ])
}

async function sendStarknet(
  parameters: Run,
  step: StarknetTransactionStep,
  index: number,
  set: StepWrite,
): Promise<void> {
  const starknet = parameters.executors.starknet
  if (!starknet) throw new UnsupportedChainError('STARKNET')
  set({ state: 'awaitingWallet' })
  const { transaction_hash: hash } = await starknet.execute(step.transaction.encoded.calls)
  set({ state: 'submitted', hash })
  parameters.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash })
  await confirm(parameters, step, index, hash, set)
}

async function switchTo(
  parameters: Run,
  getChainId: () => Promise<number>,
  switchChain: (chainId: number) => Promise<void>,
  chainId: number,
  chainKey: string,
): Promise<void> {
  if ((await getChainId()) === chainId) return
  try {
    await switchChain(chainId)
  } catch (error) {
    const chainName =
      parameters.chains.find((chain) => chain.chainKey === chainKey)?.name ?? chainKey
    throw new SwitchChainError({ chainId, chainName, cause: error })
  }
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

function isEvmTransaction(step: UserStep): step is EvmTransactionStep {
  return !isUnknownStep(step) && step.type === 'TRANSACTION' && step.chainType === 'EVM'
}

function isKnownChainType(chainType: string): chainType is 'EVM' | 'SOLANA' | 'STARKNET' {
  return chainType === 'EVM' || chainType === 'SOLANA' || chainType === 'STARKNET'
}

function supportedChainTypes(executors: Executors) {
  return [
    ...(executors.evm ? ['EVM' as const] : []),
    ...(executors.solana ? ['SOLANA' as const] : []),
    ...(executors.starknet ? ['STARKNET' as const] : []),
  ]
}

/** EIP-1193 code 4001, wagmi/viem's UserRejectedRequestError, or ours, anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof UserRejectedError) return true
    // wallet-adapter errors keep the wallet's own error in `error`, viem's in `cause`.
    const {
      code,
      name,
      cause,
      error: inner,
    } = current as { code?: unknown; name?: unknown; cause?: unknown; error?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    current = cause ?? inner
  }
  return false
}

function isSolanaStep(step: UserStep | undefined): boolean {
  return step !== undefined && step.type === 'TRANSACTION' && step.chainType === 'SOLANA'
}
