import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { VtError } from '../core/errors.js'
import { isPartialList } from '../core/partialList.js'
import type { Chain } from '../core/schemas/chain.js'
import type { Metadata } from '../core/schemas/metadata.js'
import type { Quote, QuoteRequest } from '../core/schemas/quote.js'
import type { Token } from '../core/schemas/token.js'
import { isUnknownStep, type UserStep } from '../core/schemas/userStep.js'
import { executeSteps } from '../core/steps/run/index.js'
import { submittedAtOf } from '../core/steps/store/index.js'
import type {
  AllowanceOptions,
  DeploymentMemory,
  EvmExecutor,
  ExecutionResult,
  SignatureVerifier,
  SolanaExecutor,
  StarknetExecutor,
  StepRule,
  TransferJournal,
  ValueLedger,
} from '../core/steps/types/index.js'
import type { StepCheck } from '../core/steps/verify/index.js'
import { getChainsQueryOptions } from '../query/getChains.js'
import { getMetadataQueryOptions } from '../query/getMetadata.js'
import { getTokensQueryOptions } from '../query/getTokens.js'
import { useVtkitClient } from './context.js'
import { defaultDeploymentMemory } from './internal/defaultDeploymentMemory.js'
import { useAtomicBatch } from './internal/useAtomicBatch.js'
import { useStepChecks } from './internal/useStepChecks.js'
import { useStepRun } from './internal/useStepRun.js'
import { CATALOG_FRESH_MS } from './internal/useStoredCatalog.js'
import { chainsNamed, useWalletSetup, withWagmiChainIds } from './internal/useWalletSetup.js'
import { useChains } from './useChains.js'
import { useMetadata } from './useMetadata.js'
import { useTokens } from './useTokens.js'
import { useTransferStatus } from './useTransferStatus.js'

export type { ExecutionPhase } from './internal/useStepRun.js'

export type UseExecuteStepsParameters = {
  quote: Quote | undefined
  request: QuoteRequest | undefined
  /** Default: `localStorage` (memory where there is none). */
  journal?: TransferJournal
  allowance?: AllowanceOptions
  /** Warnings to treat as refusals. */
  escalate?: readonly StepRule[]
  /** Verifiers for intent protocols vtkit does not know, by the typed data's primary type. */
  signatureVerifiers?: Readonly<Record<string, SignatureVerifier>>
  /** Inner multicall calls vtkit cannot read become warnings to confirm instead of refusals. */
  allowOpaqueCalls?: boolean
  /** Default: the contracts seen at earlier transfers, in `localStorage`. */
  deploymentMemory?: DeploymentMemory
  /**
   * Tokens with USD prices to price the fee list with (it must agree with `feeUsd`): pass
   * `useQuote().tokens`. The token catalogue (`useTokens`) is added to them; a run loads it first.
   */
  prices?: readonly Token[]
  /** How long a sent transaction may stay unmined before "check your wallet" (default 10 min). */
  receiptTimeoutMs?: number
  /**
   * Send the quote's EVM steps on one chain as one EIP-5792 batch (one prompt) when the wallet
   * runs batches atomically there. Default true.
   */
  atomicBatch?: boolean
  /** The signing wallet's address; default the connected wagmi account (EVM sources). */
  walletAddress?: string
  /** EVM comes from wagmi unless given; Solana and Starknet come from the host. */
  executors?: { evm?: EvmExecutor; solana?: SolanaExecutor; starknet?: StarknetExecutor }
  onStepStart?: (stepIndex: number) => void
  onStepSubmitted?: (stepIndex: number, hash: string) => void
  onStepConfirmed?: (stepIndex: number, hash: string | undefined) => void
  /** The wallet took these steps as one EIP-5792 batch (one prompt), followed by its id. */
  onBatchSubmitted?: (stepIndexes: number[], batchId: string) => void
  onError?: (error: VtError) => void
  onComplete?: (result: ExecutionResult) => void
}

/**
 * Runs a quote's steps with the connected wallet (see `executeSteps`): per-step state, the current
 * step, hashes, events, the safety findings before anything is signed, and, after the last step,
 * status tracking that starts by itself. `execute()` never throws: failures land in `error`.
 */
export function useExecuteSteps(parameters: UseExecuteStepsParameters) {
  const { quote, request } = parameters
  const client = useVtkitClient('useExecuteSteps')
  const deploymentMemory = parameters.deploymentMemory ?? defaultDeploymentMemory()
  const chainList = useChains()
  const metadata = useMetadata()
  const queryClient = useQueryClient()
  // The catalogue as far as it is loaded, for the findings shown; a run waits for all of it.
  const catalogue = useTokens({ query: { enabled: false } })
  const prices = useMemo(
    () => [...(parameters.prices ?? []), ...(catalogue.data?.tokens ?? [])],
    [parameters.prices, catalogue.data],
  )
  const { journal, walletAddress, connectedAddress, evm, wagmiChains } = useWalletSetup(parameters)
  const chains = useMemo(
    () =>
      withWagmiChainIds(
        chainsNamed(
          chainList.data,
          quote?.userStepsPending
            ? undefined
            : [
                request?.srcChainKey,
                request?.dstChainKey,
                ...(quote?.userSteps.map((step) => step.chainKey) ?? []),
                ...(quote?.fees.map((fee) => fee.chainKey) ?? []),
                ...(quote?.routeSteps.map((step) => step.srcChainKey) ?? []),
              ],
        ),
        wagmiChains,
      ),
    [chainList.data, wagmiChains, request, quote],
  )

  // The app's wagmi wallet signs EVM steps unless an executor is given: with it disconnected (a
  // pinned transfer's address outlives the connection) there is nobody to ask.
  const sourceChainType = chains?.find(
    (chain) => chain.chainKey === request?.srcChainKey,
  )?.chainType
  const signer =
    walletAddress !== undefined &&
    (sourceChainType !== 'EVM' ||
      parameters.executors?.evm !== undefined ||
      connectedAddress !== undefined)
  const run = useStepRun({
    runId: quote?.id,
    stepCount: quote?.userSteps.length ?? 0,
    journal,
    connectedAddress,
    handlers: parameters,
    start: (options, onEvent, locks) => {
      if (!quote || !request || !metadata.data || !chains || !walletAddress || !signer)
        return undefined
      // A run is checked against whole catalogues of this visit, or fresh enough: never a
      // partial list, nor the copy an earlier visit stored (pages on their way are waited for).
      const fresh = <T>(catalogue: { queryKey: QueryKey }): Promise<T> => {
        const state = queryClient.getQueryState<T>(catalogue.queryKey)
        return state?.data !== undefined &&
          !isPartialList(state.data) &&
          Date.now() - state.dataUpdatedAt < CATALOG_FRESH_MS
          ? Promise.resolve(state.data)
          : queryClient.fetchQuery<T>({ ...catalogue, staleTime: 0 } as never)
      }
      const loaded = Promise.all([
        fresh<Token[]>(getTokensQueryOptions(client)).catch((): Token[] => []),
        fresh<Metadata>(getMetadataQueryOptions(client)),
        fresh<Chain[]>(getChainsQueryOptions(client)),
      ])
      return loaded.then(([tokens, checkedMetadata, checkedChains]) =>
        executeSteps({
          client,
          quote,
          request,
          walletAddress,
          metadata: checkedMetadata,
          chains: withWagmiChainIds(checkedChains, wagmiChains) ?? chains,
          executors: {
            evm,
            solana: parameters.executors?.solana,
            starknet: parameters.executors?.starknet,
          },
          journal,
          allowance: parameters.allowance,
          appChains: wagmiChains,
          escalate: parameters.escalate,
          signatureVerifiers: parameters.signatureVerifiers,
          allowOpaqueCalls: parameters.allowOpaqueCalls,
          deploymentMemory,
          prices: [...(parameters.prices ?? []), ...tokens],
          confirmedWarnings: options.confirmedWarnings,
          retryInterrupted: options.retryInterrupted,
          receiptTimeoutMs: parameters.receiptTimeoutMs,
          atomicBatch: parameters.atomicBatch,
          locks: locks ?? null,
          onEvent,
        }),
      )
    },
  })
  const { record, phase } = run

  // What the checks say before anything is signed: shown to the user (warnings need a confirm),
  // once the registry and the chains' answers are in, as the run will have them.
  const checks = useStepChecks({ quote, request, metadata: metadata.data, chains, evm })
  const verification = useMemo(() => {
    if (!quote || !request || !metadata.data || !chains || !checks) return undefined
    const { verify, ...inputs } = checks
    return verify({
      quote,
      request,
      metadata: metadata.data,
      chains,
      walletAddress,
      prices,
      ...inputs,
      appChains: wagmiChains,
      // As the engine will: a chain type is signed only with its executor, read only with its checks.
      supportedChainTypes: [
        'EVM',
        ...(parameters.executors?.solana ? (['SOLANA'] as const) : []),
        ...(parameters.executors?.starknet ? (['STARKNET'] as const) : []),
      ],
      chainChecks: {
        solana: parameters.executors?.solana?.checks,
        starknet: parameters.executors?.starknet?.checks,
      },
      escalate: parameters.escalate,
      endpointIds: client.endpointIds,
      cctpDomains: client.cctpDomains,
      signatureVerifiers: parameters.signatureVerifiers,
      allowOpaqueCalls: parameters.allowOpaqueCalls,
      trustedDeployments: client.trustedDeployments,
      previousDeployments: deploymentMemory.get(),
    })
  }, [
    checks,
    wagmiChains,
    deploymentMemory,
    prices,
    quote,
    request,
    metadata.data,
    chains,
    walletAddress,
    client,
    parameters.escalate,
    parameters.signatureVerifiers,
    parameters.allowOpaqueCalls,
    parameters.executors?.solana,
    parameters.executors?.starknet,
  ])

  const transfer = useTransferStatus({
    quoteId: phase === 'submitted' ? quote?.id : undefined,
    txHash: record?.srcTxHash,
    submittedAt: record ? submittedAtOf(record) : undefined,
  })

  const batched = useAtomicBatch({
    evm,
    steps: quote?.userSteps,
    account: walletAddress,
    enabled: parameters.atomicBatch !== false && sourceChainType === 'EVM',
  })

  const solanaChecks = parameters.executors?.solana?.checks
  const findings: StepCheck[] | undefined = verification?.findings
  const ledger: ValueLedger | undefined = verification?.ledger
  return {
    ...run,
    findings,
    /**
     * What the steps move, read from their calldata (with `findings`): what is bridged, to whom
     * and at least how much arrives, the fees and who gets them, what comes back. Show it rather
     * than the quote's own figures.
     */
    ledger,
    /** The wallet takes the quote's steps as one prompt (EIP-5792), as the run will send them. */
    batched,
    /**
     * Native coin a step pays beyond its fee to open accounts for others (a Solana step opening
     * the route account's token account: rent, in lamports), or undefined.
     */
    rentOf: (step: UserStep): bigint | undefined =>
      !isUnknownStep(step) &&
      step.type === 'TRANSACTION' &&
      step.chainType === 'SOLANA' &&
      solanaChecks
        ? solanaChecks.tokenAccountRent(step.transaction.encoded.data, step.signerAddress)
        : undefined,
    /** Inputs, chains, metadata and wallet are all there. */
    isReady: Boolean(quote && request && metadata.data && chains && signer),
    /** Nothing can run for want of a wallet (not of data still loading). */
    needsWallet: !signer,
    /** Status tracking of the submitted transfer (quote id and source hash). */
    transfer,
  }
}

export type UseExecuteStepsReturnType = ReturnType<typeof useExecuteSteps>
