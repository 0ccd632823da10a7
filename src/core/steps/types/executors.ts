import type { Client } from '../../config.js'
import type { VtError } from '../../errors.js'
import type { ContractRegistry } from '../../registry/contractRegistry.js'
import type { Chain } from '../../schemas/chain.js'
import type { Metadata } from '../../schemas/metadata.js'
import type { Quote, QuoteRequest } from '../../schemas/quote.js'
import type { Token } from '../../schemas/token.js'
import type {
  SolanaTransactionStep,
  StarknetCall,
  StarknetTransactionStep,
} from '../../schemas/userStep.js'
import type {
  AddFinding,
  ConfirmedWarnings,
  SignatureVerifier,
  StepCheckContext,
  StepRule,
} from './checks.js'
import type { LedgerRecorder } from './ledger.js'
import type {
  DeploymentMemory,
  EvmNonceSlot,
  StepRecord,
  TransferJournal,
  TransferRecord,
} from './records.js'

// The wallets vtkit drives (EVM, Solana, Starknet), and the run they serve: the parameters of
// `executeSteps`, what the engine keeps of them, its events, and how a chain type's sender is driven.

export type EvmCall = {
  chainId: number
  to: string
  data: string
  value: bigint
  gas?: bigint | undefined
}

export type TypedDataToSign = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * How a transaction ended. `replacement`: another transaction of the same nonce was mined instead
 * (`repriced`: the same call sped up; `cancelled` or `replaced`: another call, the step's never ran).
 */
export type EvmReceipt = {
  status: 'success' | 'reverted'
  replacement?: { hash: string; reason: 'repriced' | 'cancelled' | 'replaced' } | undefined
}

/**
 * An EIP-5792 batch as its wallet reports it. `success`: confirmed, every receipt successful;
 * `failure`: not included, or reverted as a whole; `unknown`: an answer that says neither (partly
 * reverted, a confirmation without receipts, a shape the wallet should not give); `notFound`: the
 * wallet does not know the id (5730). `hashes`: the transactions it was mined in.
 */
export type EvmBatchStatus = {
  status: 'pending' | 'success' | 'failure' | 'unknown' | 'notFound'
  hashes: string[]
  /** The chain the wallet says it ran on, when it says. */
  chainId?: number | undefined
}

/** A sent transaction as the engine journaled it: enough to recognise what replaced it. */
export type SentEvmTransaction = EvmNonceSlot & {
  from: string
  to: string
  data: string
  value: bigint
}

export type EvmWaitOptions = {
  signal?: AbortSignal | undefined
  /**
   * The transaction as sent, once its nonce is known: a replacement mined while no page was
   * waiting (the original then gone from the node) is found in its nonce slot.
   */
  sent?: SentEvmTransaction | undefined
  /** Told the transaction's nonce slot once the chain shows it, so that it can be journaled. */
  onNonce?: ((slot: EvmNonceSlot) => void) | undefined
}

/**
 * What the engine needs from an EVM wallet. Implementations throw an error carrying EIP-1193
 * code 4001 (or a `UserRejectedError`) when the user declines; vtkit fills this from wagmi,
 * and `createViemEvmExecutor` from a viem wallet client.
 */
export interface EvmExecutor {
  getChainId(): Promise<number>
  /**
   * The account the wallet signs with now, asked before every wallet request: a transfer pauses
   * while the wallet is on another account than the one that started it. Without it, that check
   * is skipped.
   */
  getAddress?(): Promise<string>
  switchChain(chainId: number): Promise<void>
  sendTransaction(call: EvmCall): Promise<string>
  /**
   * Resolves once the transaction, or one that replaced it in the wallet (the same nonce: sped up
   * or cancelled), is mined. Stops waiting when `signal` aborts (the engine bounds the wait).
   */
  waitForReceipt(
    chainId: number,
    hash: string,
    options?: EvmWaitOptions | undefined,
  ): Promise<EvmReceipt>
  /** A read, not a wallet prompt: the current ERC20 allowance. */
  readAllowance(input: {
    chainId: number
    token: string
    owner: string
    spender: string
  }): Promise<bigint>
  signTypedData(typedData: TypedDataToSign): Promise<string>
  /**
   * A read, not a wallet prompt: `eth_call` on the latest block, returning the result data. Used
   * to ask a contract what it charges (an OFT's `quoteSend`); without it, that check is skipped
   * and said so.
   */
  call?(input: { chainId: number; to: string; data: string }): Promise<string>
  /**
   * A read, not a wallet prompt: `eth_getCode` on the latest block (`0x` where there is none).
   * Used to check that the service's contracts are contracts; without it, that check is skipped.
   */
  getCode?(input: { chainId: number; address: string }): Promise<string | undefined>
  /**
   * A read, not a wallet prompt: the latest block's gas limit. No step may ask for more gas than a
   * block holds; without it, a fixed ceiling applies.
   */
  getBlockGasLimit?(input: { chainId: number }): Promise<bigint | undefined>
  /**
   * EIP-5792: whether the wallet runs calls on this chain as one atomic batch
   * (`wallet_getCapabilities` says `atomic` is `supported` or `ready`). With `sendCalls` and
   * `getCallsStatus`, a quote's EVM steps on one chain reach the wallet as one prompt.
   */
  supportsAtomicBatch?(input: { chainId: number; account: string }): Promise<boolean>
  /**
   * `wallet_sendCalls` with `atomicRequired`, from `from`, with the app's `id` (journaled before
   * the prompt, so that a lost answer can be asked about): every call in one prompt; returns the
   * wallet's id for the batch.
   */
  sendCalls?(input: {
    chainId: number
    from: string
    id: string
    calls: readonly EvmCall[]
  }): Promise<string>
  /** `wallet_getCallsStatus` of a batch `sendCalls` returned. */
  getCallsStatus?(id: string): Promise<EvmBatchStatus>
  /**
   * A read, not a wallet prompt: a mined transaction's sender, target and input
   * (`eth_getTransactionByHash`). What a wallet says of a batch is believed only when the
   * transaction it names is the user's and carries the batch's calls; without this read it is
   * not, and the user is asked to check the wallet.
   */
  getTransaction?(input: {
    chainId: number
    hash: string
  }): Promise<{ from: string; to: string; input: string } | undefined>
}

/**
 * Reads one step of a chain type before any wallet sees it: records what it finds, and writes
 * what the step moves into the ledger (whose invariants are checked once every step is read).
 */
export type StepVerifier<Step> = (
  step: Step,
  index: number,
  context: StepCheckContext & { metadata: Metadata },
  add: AddFinding,
  ledger: LedgerRecorder,
) => void

/**
 * What vtkit reads in a Solana transaction, and how it sends one: `solanaChecks` from vtkit/core.
 * It travels with the Solana executor so that an app that signs only on EVM chains bundles none
 * of it.
 */
export type SolanaChecks = {
  verifyStep: StepVerifier<SolanaTransactionStep>
  /** Whether a rebuilt transaction (a fresh blockhash) still does what the checked one did. */
  isSameTransaction(checked: string, rebuilt: string): boolean
  /** Lamports the wallet pays, at most, to open token accounts for others (shown with the step). */
  tokenAccountRent(base64: string, wallet: string): bigint
  sender: StepSender<SolanaTransactionStep>
}

/** What vtkit reads in a Starknet transaction, and how it sends one: `starknetChecks` from vtkit/core. */
export type StarknetChecks = {
  verifyStep: StepVerifier<StarknetTransactionStep>
  sender: StepSender<StarknetTransactionStep>
}

/**
 * A Solana wallet. Signing and sending are separate so that a transaction whose blockhash grew
 * old while the wallet was open is rebuilt and signed again, never sent stale.
 */
export interface SolanaExecutor {
  /** Returns the signed transaction, base64. */
  signTransaction(base64Transaction: string): Promise<string>
  /** Sends a signed transaction; returns its signature. */
  sendTransaction(signedBase64Transaction: string): Promise<string>
  /**
   * The signature a signed transaction will have once sent: recorded in the journal before it
   * leaves, so an interrupted send is followed by that signature, never sent twice.
   */
  signatureOf?(signedBase64Transaction: string): string | undefined
  /** Whether the transaction's blockhash is still valid (an RPC's `isBlockhashValid`); checked before sending when given. */
  isBlockhashValid?(signedBase64Transaction: string): Promise<boolean>
  confirm(signature: string): Promise<{ status: 'success' | 'failed' }>
  /** `solanaChecks` (set by `createWalletAdapterSolanaExecutor`): without them no Solana step is signed. */
  checks: SolanaChecks
}

/**
 * A Solana wallet as the components use it: the address, the executor and balances.
 * `useWalletAdapterSolana()` from vtkit/solana makes one from `@solana/wallet-adapter-react`.
 */
export type SolanaWallet = {
  /** Base58; undefined while no wallet is connected. */
  address: string | undefined
  /** Undefined while no wallet is connected, or when the wallet cannot sign transactions. */
  executor: SolanaExecutor | undefined
  /** The wallet's SOL (the native address) or SPL / Token-2022 balance of a mint, in the smallest units. */
  balanceOf(token: string): Promise<bigint>
  /** Everything the wallet holds: SOL (under the wrapped-SOL mint) and every mint, for the picker. */
  balances?(): Promise<ReadonlyMap<string, bigint>>
}

/** A Starknet account (starknet.js style). */
export interface StarknetExecutor {
  execute(calls: StarknetCall[]): Promise<{ transaction_hash: string }>
  waitForTransaction(hash: string): Promise<{ status: 'success' | 'reverted' }>
  /** `starknetChecks`: without them no Starknet step is signed. */
  checks: StarknetChecks
}

export type Executors = { evm?: EvmExecutor; solana?: SolanaExecutor; starknet?: StarknetExecutor }

export type StepEvent =
  | { type: 'stepStart'; stepIndex: number }
  | { type: 'stepSubmitted'; stepIndex: number; hash: string }
  /** The wallet took these steps as one EIP-5792 batch: `id` is followed until it is mined. */
  | { type: 'batchSubmitted'; stepIndexes: number[]; id: string }
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
  /**
   * The user confirmed the warnings (an unlimited approval, a step on another chain): all of
   * them (`true`), or only the ones shown to them (the findings, as `verifyUserSteps` gave them),
   * so that a new quote's other warnings are not taken as confirmed.
   */
  confirmedWarnings?: ConfirmedWarnings
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
   * The chains the app's wallet is set up for (wagmi's `config.chains`): a `/chains` that gives
   * one of them another id (matched by name or key) is refused.
   */
  appChains?: readonly { id: number; name: string }[]
  /**
   * What is known of production: default vtkit's registry (`loadProductionRegistry()`), loaded on
   * first use; another registry (`createContractRegistry`) in its place; `null` for none.
   */
  registry?: ContractRegistry | null
  /**
   * The user checked the wallet after a `StepInterruptedError` and found nothing sent:
   * the interrupted step may be sent again.
   */
  retryInterrupted?: boolean
  /**
   * Send a quote's EVM steps on one chain (an approve and the transfer) as one EIP-5792 batch,
   * one prompt, when the wallet runs batches atomically there. Default true; `false`: one
   * transaction per step.
   */
  atomicBatch?: boolean
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

/** A run: the engine's parameters with the quote as it runs (its steps built where they were not). */
export type Run = EngineParameters & {
  /** When the quote's steps were built in this run, if they were. */
  builtAt: number | undefined
}

/** Writes a step's record (journaled at once); `state` is the record as it stands. */
export type StepWrite = ((changes: Partial<StepRecord>) => void) & { readonly state: StepRecord }

/** How a sent step ended, and under which hash it was mined (a sped-up one's replacement). */
export type StepOutcome = { status: 'success' | 'reverted' | 'failed'; mined: string }

/**
 * How the engine hands a step of a chain type to its wallet and waits for it (its internals,
 * `Run` and `StepWrite`, are the engine's): it travels with the chain type's checks.
 */
export type StepSender<Step> = {
  /** Asks the wallet, journals the step as it goes; returns the hash to wait for. */
  send(run: Run, step: Step, index: number, set: StepWrite): Promise<string>
  wait(run: Run, index: number, hash: string): Promise<StepOutcome>
}

/**
 * Which tab (or process) drives a transfer: one at a time, per transfer. `run` runs the task
 * holding the transfer's lock, or answers `undefined` at once when someone else holds it.
 */
export type TransferLocks = {
  run<T>(quoteId: string, task: () => Promise<T>): Promise<{ value: T } | undefined>
  /** Resolves once nobody holds the transfer's lock (its run ended, or its page closed). */
  released(quoteId: string, signal?: AbortSignal): Promise<void>
  /** Whether someone runs the transfer now (where that can be asked without taking the lock). */
  held?(quoteId: string): Promise<boolean>
}

/** An EIP-1193 `request`, as wallets and viem's transports give it. */
export type WalletRequest = (
  args: { method: string; params?: unknown },
  options?: { retryCount?: number },
) => Promise<unknown>
