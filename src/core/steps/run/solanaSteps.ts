import { buildUserSteps } from '../../actions/buildUserSteps.js'
import { UnsafeStepError, UnsupportedChainError } from '../../errors.js'
import type { SolanaTransactionStep, UserStep } from '../../schemas/userStep.js'
import { isUnknownStep } from '../../schemas/userStep.js'
import type { Run, StepOutcome, StepWrite } from '../types/index.js'
import { waitMined } from './stepRun.js'

// How a Solana step reaches the wallet: signed and sent apart, so that a transaction whose
// blockhash grew old while the wallet was open is rebuilt, checked again and signed anew.

/** Solana blockhashes live about 60 s; past this, a built transaction is rebuilt, never sent stale. */
const SOLANA_MAX_AGE_MS = 50_000

export async function sendSolana(
  parameters: Run,
  verified: SolanaTransactionStep,
  index: number,
  set: StepWrite,
): Promise<string> {
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
    return signature
  }
}

/** Waits for a sent Solana transaction. */
export async function waitSolanaStep(
  parameters: Run,
  index: number,
  hash: string,
): Promise<StepOutcome> {
  const solana = parameters.executors.solana
  if (!solana) throw new UnsupportedChainError('SOLANA')
  const { status } = await waitMined(parameters, hash, index, () => solana.confirm(hash))
  return { status, mined: hash }
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
