import { useCallback, useMemo, useRef, useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import type { QuoteRequest } from '../core/actions/getQuotes.js'
import { isVtError, UnexpectedError, type VtError } from '../core/errors.js'
import type { Quote } from '../core/schemas/quote.js'
import {
  type AllowanceOptions,
  type ExecutionResult,
  executeSteps,
  type StepEvent,
} from '../core/steps/executeSteps.js'
import type { EvmExecutor, SolanaExecutor, StarknetExecutor } from '../core/steps/executors.js'
import type { StepRecord, TransferJournal, TransferRecord } from '../core/steps/journal.js'
import { type StepCheck, type StepRule, verifyUserSteps } from '../core/steps/verifyUserSteps.js'
import { createWagmiEvmExecutor } from '../executors/wagmi.js'
import { useVtkitClient } from './context.js'
import { defaultJournal } from './defaultJournal.js'
import { useChains } from './useChains.js'
import { useMetadata } from './useMetadata.js'
import { useTransferStatus } from './useTransferStatus.js'

export type UseExecuteStepsParameters = {
  quote: Quote | undefined
  request: QuoteRequest | undefined
  /** Default: `localStorage` (memory where there is none). */
  journal?: TransferJournal
  allowance?: AllowanceOptions
  /** Warnings to treat as refusals. */
  escalate?: readonly StepRule[]
  /** The signing wallet's address; default the connected wagmi account (EVM sources). */
  walletAddress?: string
  /** EVM comes from wagmi unless given; Solana and Starknet come from the host. */
  executors?: { evm?: EvmExecutor; solana?: SolanaExecutor; starknet?: StarknetExecutor }
  onStepStart?: (stepIndex: number) => void
  onStepSubmitted?: (stepIndex: number, hash: string) => void
  onStepConfirmed?: (stepIndex: number, hash: string | undefined) => void
  onError?: (error: VtError) => void
  onComplete?: (result: ExecutionResult) => void
}

export type ExecutionPhase = 'idle' | 'running' | 'submitted' | 'error'

/**
 * Runs a quote's steps with the connected wallet (see `executeSteps`): per-step state, the current
 * step, hashes, events, the safety findings before anything is signed, and, after the last step,
 * status tracking that starts by itself. `execute()` never throws: failures land in `error`.
 */
export function useExecuteSteps(parameters: UseExecuteStepsParameters) {
  const { quote, request } = parameters
  const client = useVtkitClient('useExecuteSteps')
  const config = useConfig()
  const account = useAccount()
  const chains = useChains()
  const metadata = useMetadata()
  const journal = parameters.journal ?? defaultJournal()
  const walletAddress = parameters.walletAddress ?? account.address
  const evm = useMemo(
    () => parameters.executors?.evm ?? createWagmiEvmExecutor(config),
    [parameters.executors?.evm, config],
  )

  // State belongs to one quote: a new quote starts from its own journal entry (a reload resumes it).
  type State = {
    quoteId: string | undefined
    record: TransferRecord | undefined
    phase: ExecutionPhase
    currentStep: number | undefined
    error: VtError | null
  }
  const initialFor = useCallback(
    (quoteId: string | undefined): State => {
      const stored = quoteId ? journal.get(quoteId) : undefined
      return {
        quoteId,
        record: stored,
        phase: stored?.phase === 'submitted' ? 'submitted' : 'idle',
        currentStep: undefined,
        error: null,
      }
    },
    [journal],
  )
  const [state, setState] = useState<State>(() => initialFor(quote?.id))
  const current = state.quoteId === quote?.id ? state : initialFor(quote?.id)
  const quoteId = quote?.id
  const update = useCallback(
    (changes: Partial<State>) =>
      setState((previous) => ({
        ...(previous.quoteId === quoteId ? previous : initialFor(quoteId)),
        ...changes,
      })),
    [quoteId, initialFor],
  )
  const { record, phase, currentStep, error } = current
  const running = useRef(false)
  const latest = useRef(parameters)
  latest.current = parameters

  // What the checks say before anything is signed: shown to the user (warnings need a confirm).
  const findings: StepCheck[] | undefined = useMemo(() => {
    if (!quote || !request || !metadata.data || !chains.data) return undefined
    return verifyUserSteps({
      quote,
      request,
      metadata: metadata.data,
      chains: chains.data,
      walletAddress,
      escalate: parameters.escalate,
    })
  }, [quote, request, metadata.data, chains.data, walletAddress, parameters.escalate])

  const execute = useCallback(
    async (
      options: { confirmedWarnings?: boolean; retryInterrupted?: boolean } = {},
    ): Promise<ExecutionResult | undefined> => {
      // A second click while a step is in flight does nothing: one transaction, never two.
      if (running.current || !quote || !request || !metadata.data || !chains.data || !walletAddress)
        return undefined
      running.current = true
      update({ phase: 'running', error: null })
      const onEvent = (event: StepEvent) => {
        const handlers = latest.current
        if (event.type === 'record') update({ record: event.record })
        if (event.type === 'stepStart') {
          update({ currentStep: event.stepIndex })
          handlers.onStepStart?.(event.stepIndex)
        }
        if (event.type === 'stepSubmitted') handlers.onStepSubmitted?.(event.stepIndex, event.hash)
        if (event.type === 'stepConfirmed') handlers.onStepConfirmed?.(event.stepIndex, event.hash)
      }
      try {
        const result = await executeSteps({
          client,
          quote,
          request,
          walletAddress,
          metadata: metadata.data,
          chains: chains.data,
          executors: {
            evm,
            solana: latest.current.executors?.solana,
            starknet: latest.current.executors?.starknet,
          },
          journal,
          allowance: latest.current.allowance,
          escalate: latest.current.escalate,
          confirmedWarnings: options.confirmedWarnings,
          retryInterrupted: options.retryInterrupted,
          onEvent,
        })
        update({ record: result, phase: 'submitted', currentStep: undefined })
        latest.current.onComplete?.(result)
        return result
      } catch (caught) {
        const failure = isVtError(caught) ? caught : new UnexpectedError(caught)
        update({ error: failure, phase: 'error', currentStep: undefined })
        latest.current.onError?.(failure)
        return undefined
      } finally {
        running.current = false
      }
    },
    [client, quote, request, metadata.data, chains.data, walletAddress, evm, journal, update],
  )

  const transfer = useTransferStatus({
    quoteId: phase === 'submitted' ? quote?.id : undefined,
    txHash: record?.srcTxHash,
    submittedAt: record?.updatedAt,
  })

  const steps: StepRecord[] =
    record?.steps ?? quote?.userSteps.map(() => ({ state: 'idle' as const, updatedAt: 0 })) ?? []
  return {
    execute,
    steps,
    currentStep,
    phase,
    error,
    findings,
    /** Inputs, chains, metadata and wallet are all there. */
    isReady: Boolean(quote && request && metadata.data && chains.data && walletAddress),
    isRunning: phase === 'running',
    record,
    /** Status tracking of the submitted transfer (quote id and source hash). */
    transfer,
  }
}

export type UseExecuteStepsReturnType = ReturnType<typeof useExecuteSteps>
