import type { SolanaChecks, StarknetChecks } from '../types/index.js'
import {
  sameSolanaTransaction,
  tokenAccountRent,
  verifySolanaTransaction,
  verifyStarknetCalls,
} from '../verify/index.js'
import { sendSolana, waitSolanaStep } from './solanaSteps.js'
import { sendStarknet, waitStarknetStep } from './starknetSteps.js'

// What a Solana or Starknet executor carries: the chain type's checks and its sender, so that an
// app that signs only on EVM chains bundles neither.

/** What vtkit reads in a Solana transaction, and how it sends one; give it to a hand-made `SolanaExecutor` as `checks`. */
export const solanaChecks: SolanaChecks = {
  verifyStep: verifySolanaTransaction,
  isSameTransaction: sameSolanaTransaction,
  tokenAccountRent,
  sender: { send: sendSolana, wait: waitSolanaStep },
}

/** What vtkit reads in a Starknet transaction; give it to a `StarknetExecutor` as `checks`. */
export const starknetChecks: StarknetChecks = {
  verifyStep: verifyStarknetCalls,
  sender: { send: sendStarknet, wait: waitStarknetStep },
}
