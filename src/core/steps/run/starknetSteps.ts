import { UnsupportedChainError } from '../../errors.js'
import type { StarknetTransactionStep } from '../../schemas/userStep.js'
import type { Run, StepOutcome, StepWrite } from '../types/index.js'
import { waitMined } from './stepRun.js'

// How a Starknet step reaches the account: its calls in one `execute`, then waited for.

export async function sendStarknet(
  parameters: Run,
  step: StarknetTransactionStep,
  index: number,
  set: StepWrite,
): Promise<string> {
  const starknet = parameters.executors.starknet
  if (!starknet) throw new UnsupportedChainError('STARKNET')
  set({ state: 'awaitingWallet' })
  const { transaction_hash: hash } = await starknet.execute(step.transaction.encoded.calls)
  set({ state: 'submitted', hash })
  parameters.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash })
  return hash
}

/** Waits for a sent Starknet transaction. */
export async function waitStarknetStep(
  parameters: Run,
  index: number,
  hash: string,
): Promise<StepOutcome> {
  const starknet = parameters.executors.starknet
  if (!starknet) throw new UnsupportedChainError('STARKNET')
  const { status } = await waitMined(parameters, hash, index, () =>
    starknet.waitForTransaction(hash),
  )
  return { status, mined: hash }
}
