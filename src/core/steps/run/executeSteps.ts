import type { QuoteRequest } from '../../actions/getQuotes.js'
import type { Client } from '../../config.js'
import { UnsupportedChainError, type VtError } from '../../errors.js'
import type { ContractRegistry } from '../../registry/contractRegistry.js'
import { loadProductionRegistry } from '../../registry/loadRegistry.js'
import type { Chain } from '../../schemas/chain.js'
import type { Metadata } from '../../schemas/metadata.js'
import type { Quote } from '../../schemas/quote.js'
import type { Token } from '../../schemas/token.js'
import type { DeploymentMemory } from '../store/deploymentMemory.js'
import type { TransferJournal, TransferRecord } from '../store/journal.js'
import type { Executors } from '../types/executors.js'
import { assertStepsSafe, type ConfirmedWarnings } from '../verify/assertStepsSafe.js'
import { readChainFacts } from '../verify/chainFacts.js'
import { loadStepVerifier } from '../verify/loadVerifier.js'
import type { SignatureVerifier } from '../verify/signaturePolicy.js'
import type { StepRule } from '../verify/verifyUserSteps.js'
import { type EngineParameters, runVerifiedSteps } from './stepEngine.js'
import type { TransferLocks } from './transferLocks.js'

export {
  type EngineParameters,
  isTransferRunning,
  isUserRejection,
  runVerifiedSteps,
} from './stepEngine.js'

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
    // What production is, and what the chains say of the contracts the steps name, before any
    // wallet is asked.
    const [registry, facts, verifyUserSteps] = await Promise.all([
      parameters.registry === undefined ? loadProductionRegistry() : parameters.registry,
      readChainFacts(executors.evm, {
        quote,
        request: parameters.request,
        metadata: parameters.metadata,
        chains: parameters.chains,
      }),
      loadStepVerifier(),
    ])
    const { findings } = verifyUserSteps({
      quote,
      request: parameters.request,
      prices: parameters.prices,
      ...facts,
      registry: registry ?? undefined,
      appChains: parameters.appChains,
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
