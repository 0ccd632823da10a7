import type { TrustedDeployments } from '../../registry/types.js'
import type { Metadata } from '../../schemas/metadata.js'
import type { Quote, QuoteRequest } from '../../schemas/quote.js'

// What the journal keeps of a transfer: enough to resume it after a reload, in any tab.

/** Where a sent transaction sits: the nonce the wallet gave it, and a block before it could be mined. */
export type EvmNonceSlot = { nonce: number; sinceBlock: number }

export type StepState = 'idle' | 'awaitingWallet' | 'submitted' | 'confirmed' | 'skipped' | 'failed'

export type StepRecord = {
  state: StepState
  /** Transaction hash (EVM, Starknet), signature (Solana transaction) once the wallet answered. */
  hash?: string | undefined
  /** An EIP-712 signature, for SIGNATURE steps. */
  signature?: string | undefined
  /** Why a step was skipped: its allowance was already on chain. */
  skipped?: 'already-approved' | undefined
  /** A zero approve sent first (USDT-style tokens). */
  resetHash?: string | undefined
  /** The zero approve is mined: only the step's own call is left to send. */
  resetMined?: boolean | undefined
  /**
   * The nonce slot of each EVM transaction sent for this step, by hash: a speed-up or cancel the
   * wallet sent while no page was waiting is found by it.
   */
  nonces?: Record<string, EvmNonceSlot> | undefined
  /** When the wallet sent it (epoch ms); absent in records of older versions. */
  submittedAt?: number | undefined
  /** Hashes of this step's transactions that the wallet replaced (sped up or cancelled), oldest first. */
  replacedHashes?: string[] | undefined
  /**
   * When vtkit began sending a signed Solana transaction (the wallet only signs): until then an
   * interrupted Solana step was certainly not sent, and is simply asked for again.
   */
  sendingAt?: number | undefined
  /**
   * The EIP-5792 batch the step went in (each step of it names the batch): once it is recorded,
   * the batch is followed by its id, never sent again.
   */
  batchId?: string | undefined
  updatedAt: number
}

/** Everything needed to resume a transfer after a reload: written before and after every wallet call. */
export type TransferRecord = {
  version: 1
  quoteId: string
  createdAt: number
  updatedAt: number
  quote: Quote
  request: QuoteRequest
  steps: StepRecord[]
  /** `executing` while steps remain; `submitted` once every step is done (status tracking follows). */
  phase: 'executing' | 'submitted' | 'failed'
  /** The source-chain transaction to pass to `/status`. */
  srcTxHash?: string | undefined
  /** When a step's transaction was cancelled in the wallet (nothing moved); cleared when the transfer goes on. */
  cancelledAt?: number | undefined
  /** The final status once tracking saw it: the transfer is history. */
  outcome?: 'SUCCEEDED' | 'FAILED' | undefined
}

export type JournalProblem = { key: string; problem: string }

export interface TransferJournal {
  get(quoteId: string): TransferRecord | undefined
  put(record: TransferRecord): void
  /** Newest first. */
  list(): TransferRecord[]
  /** Entries skipped because they were corrupt or foreign (storage journals). */
  problems?(): JournalProblem[]
  /**
   * Transfers the storage refused to keep (full, or blocked): held in this page's memory only,
   * so a reload would not find them (storage journals).
   */
  unsaved?(): string[]
}

/**
 * Trust on first use: the service's contracts as they were at the last transfer from each chain.
 * When `/metadata` later names others, the user is asked to confirm before anything is signed.
 */
export type DeploymentMemory = {
  get(): TrustedDeployments
  /** Remembers the contracts of `chainKey` from `metadata` (after a transfer ran with them). */
  remember(metadata: Metadata, chainKey: string): void
}
