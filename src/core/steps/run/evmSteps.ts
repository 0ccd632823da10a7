import { submitSignature } from '../../actions/submitSignature.js'
import {
  SwitchChainError,
  TransactionReplacedError,
  TransactionRevertedError,
  UnsupportedChainError,
  WrongAccountError,
} from '../../errors.js'
import type { EvmTransactionStep, SignatureStep } from '../../schemas/userStep.js'
import type {
  EvmExecutor,
  EvmReceipt,
  Run,
  StepOutcome,
  StepRecord,
  StepWrite,
} from '../types/index.js'
import { decodeCall, toTypedDataToSign } from '../verify/index.js'
import { waitMined } from './stepRun.js'

// How an EVM step reaches the wallet: an approval (skipped when the allowance is there, reset to
// zero first for USDT-style tokens), a transaction, an EIP-712 order; and how it is waited for.

export async function sendEvm(
  parameters: Run,
  step: EvmTransactionStep,
  index: number,
  set: StepWrite,
): Promise<string | undefined> {
  const evm = parameters.executors.evm
  if (!evm) throw new UnsupportedChainError('EVM')
  const { to, data, value, gasLimit, chainId } = step.transaction.encoded
  await assertSigner(parameters, evm, index)
  await switchTo(parameters, evm.getChainId, evm.switchChain, chainId, step.chainKey)

  const approval = await readApproval(parameters, evm, step)
  if (approval === 'onChain') {
    set({ state: 'skipped', skipped: 'already-approved' })
    parameters.onEvent?.({ type: 'stepSkipped', stepIndex: index, reason: 'already-approved' })
    return undefined
  }
  if (approval === 'resetFirst') {
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
  return hash
}

/**
 * What an approve step needs, read from the chain: nothing (`onChain`, its allowance is there: it
 * is skipped), a zero approve first (`resetFirst`, USDT-style tokens), or just its own call.
 * `undefined` for a step that approves nothing.
 */
export async function readApproval(
  parameters: Run,
  evm: EvmExecutor,
  step: EvmTransactionStep,
): Promise<'onChain' | 'resetFirst' | 'send' | undefined> {
  const { to, data, chainId } = step.transaction.encoded
  const call = decodeCall(data)
  if (call.kind !== 'allowance') return undefined
  const { skipIfSufficient = true, resetToZero = true } = parameters.allowance ?? {}
  const current = await evm.readAllowance({
    chainId,
    token: to,
    owner: parameters.walletAddress,
    spender: call.spender,
  })
  if (skipIfSufficient && current >= call.amount) return 'onChain'
  return resetToZero && current > 0n ? 'resetFirst' : 'send'
}

/** Waits for an EVM step's transaction, following the wallet's replacement of it. */
export async function waitEvmStep(
  parameters: Run,
  step: EvmTransactionStep,
  index: number,
  hash: string,
  set: StepWrite,
): Promise<StepOutcome> {
  const { to, data, value, chainId } = step.transaction.encoded
  const receipt = await waitEvm(parameters, index, set, chainId, hash, {
    to,
    data,
    value: BigInt(value ?? '0'),
  })
  return {
    status: receipt.status,
    mined: followReplacement(parameters, index, hash, receipt, set),
  }
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
export function zeroApprove(data: string): string {
  return `0x095ea7b3${data.slice(10, 74)}${'0'.repeat(64)}`
}

export function isResetPending(state: StepRecord): boolean {
  return state.resetHash !== undefined && !state.resetMined
}

/**
 * Waits for the zero approve of a USDT-style token. Sped up, it is followed; cancelled or
 * reverted, the step goes back to reading the allowance, so that "try again" resets it afresh.
 */
export async function confirmReset(
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

/** Nothing is asked of a wallet that now signs with another account than the transfer's. */
export async function assertSigner(
  parameters: Run,
  evm: EvmExecutor,
  stepIndex: number,
): Promise<void> {
  const actual = await evm.getAddress?.()
  if (actual !== undefined && actual.toLowerCase() !== parameters.walletAddress.toLowerCase())
    throw new WrongAccountError({ expected: parameters.walletAddress, actual, stepIndex })
}

export async function signIntent(
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

export async function switchTo(
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
