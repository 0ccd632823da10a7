import { useCallback, useEffect, useRef, useState } from 'react'
import {
  isVtError,
  UnexpectedError,
  type VtError,
  type WrongAccountError,
} from '../../core/errors.js'
import { isTransferRunning, webTransferLocks } from '../../core/steps/run/index.js'
import type {
  ConfirmedWarnings,
  ExecutionResult,
  StepEvent,
  StepRecord,
  TransferJournal,
  TransferLocks,
  TransferRecord,
} from '../../core/steps/types/index.js'
import { announce, announcingLocks } from './transferChannel.js'
import { useOtherTabRun } from './useOtherTabRun.js'

export type ExecutionPhase = 'idle' | 'running' | 'submitted' | 'error'

export type RunOptions = { confirmedWarnings?: ConfirmedWarnings; retryInterrupted?: boolean }

export type StepRunHandlers = {
  onStepStart?: ((stepIndex: number) => void) | undefined
  onStepSubmitted?: ((stepIndex: number, hash: string) => void) | undefined
  onStepConfirmed?: ((stepIndex: number, hash: string | undefined) => void) | undefined
  /** The wallet took these steps as one EIP-5792 batch, followed by its id. */
  onBatchSubmitted?: ((stepIndexes: number[], batchId: string) => void) | undefined
  onError?: ((error: VtError) => void) | undefined
  onComplete?: ((result: ExecutionResult) => void) | undefined
}

export type UseStepRunParameters = {
  /** The callbacks of the hook's caller (its parameters carry them). */
  handlers: StepRunHandlers
  /** The run's id (a quote id): state belongs to it, and a reload resumes it from the journal. */
  runId: string | undefined
  stepCount: number
  journal: TransferJournal
  /** The wallet's account now: a run paused for another account goes on once it is back. */
  connectedAddress?: string | undefined
  /**
   * Starts the engine with these events and locks (one tab of the browser drives a transfer at
   * a time); `undefined` when its inputs are not all there yet.
   */
  start: (
    options: RunOptions,
    onEvent: (event: StepEvent) => void,
    locks: TransferLocks | undefined,
  ) => Promise<ExecutionResult> | undefined
}

/**
 * The state of one run of the step engine, shared by `useExecuteSteps` and
 * `useExecuteOftTransfer`: per-step records, the current step, the phase, a typed error.
 * `execute()` never throws, and a second call while one runs does nothing.
 */
export function useStepRun(parameters: UseStepRunParameters) {
  const { runId, journal } = parameters
  type State = {
    runId: string | undefined
    record: TransferRecord | undefined
    phase: ExecutionPhase
    currentStep: number | undefined
    error: VtError | null
    /** The wallet's account when the run paused for another: resumed only once it changes. */
    pausedWith?: string | undefined
    /** Another tab drives the transfer: this one shows its progress, and takes over if it closes. */
    elsewhere?: boolean | undefined
  }
  const initialFor = useCallback(
    (id: string | undefined): State => {
      const stored = id ? journal.get(id) : undefined
      return {
        runId: id,
        record: stored,
        phase: stored?.phase === 'submitted' ? 'submitted' : 'idle',
        currentStep: undefined,
        error: null,
      }
    },
    [journal],
  )
  const [state, setState] = useState<State>(() => initialFor(runId))
  // Another run starts from its own journal entry: nothing of the last one (a pause, an error)
  // carries over, even when the user comes back to it later.
  if (state.runId !== runId) setState(initialFor(runId))
  const current = state.runId === runId ? state : initialFor(runId)
  const update = useCallback(
    (changes: Partial<State>) =>
      setState((previous) => ({
        ...(previous.runId === runId ? previous : initialFor(runId)),
        ...changes,
      })),
    [runId, initialFor],
  )
  const running = useRef(false)
  const lastOptions = useRef<RunOptions>({})
  const latest = useRef(parameters)
  latest.current = parameters

  const execute = useCallback(
    async (options: RunOptions = {}): Promise<ExecutionResult | undefined> => {
      // A second click while a step is in flight does nothing: one transaction, never two.
      if (running.current) return undefined
      const onEvent = (event: StepEvent) => {
        const { handlers } = latest.current
        // The other tabs of the browser show it live.
        if (event.type === 'record') {
          update({ record: event.record })
          announce({ quoteId: event.record.quoteId, record: event.record })
        }
        if (event.type === 'stepStart') {
          update({ currentStep: event.stepIndex })
          if (latest.current.runId)
            announce({ quoteId: latest.current.runId, currentStep: event.stepIndex })
          handlers.onStepStart?.(event.stepIndex)
        }
        if (event.type === 'stepSubmitted') handlers.onStepSubmitted?.(event.stepIndex, event.hash)
        if (event.type === 'stepConfirmed') handlers.onStepConfirmed?.(event.stepIndex, event.hash)
        if (event.type === 'batchSubmitted')
          handlers.onBatchSubmitted?.(event.stepIndexes, event.id)
      }
      const run = latest.current.start(options, onEvent, announcingLocks(webTransferLocks()))
      if (!run) return undefined
      const previousOptions = lastOptions.current
      lastOptions.current = options
      running.current = true
      update({ phase: 'running', error: null })
      try {
        const result = await run
        update({ record: result, phase: 'submitted', currentStep: undefined })
        latest.current.handlers.onComplete?.(result)
        return result
      } catch (caught) {
        const failure = isVtError(caught) ? caught : new UnexpectedError(caught)
        if (failure.name === 'TransferElsewhereError') {
          // Not a failure: another tab drives it; this one follows it (see below). What was
          // asked here did not run: it is not what a takeover repeats.
          lastOptions.current = previousOptions
          update({ phase: 'running', elsewhere: true, error: null, currentStep: undefined })
          return undefined
        }
        update({
          error: failure,
          phase: 'error',
          currentStep: undefined,
          pausedWith: latest.current.connectedAddress?.toLowerCase(),
        })
        latest.current.handlers.onError?.(failure)
        return undefined
      } finally {
        running.current = false
      }
    },
    [update],
  )

  // Paused because the wallet switched accounts: goes on by itself once the transfer's is back,
  // once per change of account (a wallet that disagrees with the app must not loop the engine).
  const awaited =
    current.error?.name === 'WrongAccountError'
      ? (current.error as WrongAccountError).expected.toLowerCase()
      : undefined
  const connected = parameters.connectedAddress?.toLowerCase()
  const accountBack =
    awaited !== undefined && connected === awaited && current.pausedWith !== connected
  const resume = useCallback(() => execute(lastOptions.current), [execute])
  useEffect(() => {
    if (accountBack) void resume()
  }, [accountBack, resume])

  // A transfer opened here (from History, after a reload) while another tab runs it: followed,
  // not offered to start.
  const unfinished = current.phase === 'idle' && current.record?.phase === 'executing'
  useEffect(() => {
    if (!unfinished || !runId) return
    // This page's own run (a remounted component): joined, not taken for another tab's.
    if (isTransferRunning(runId)) {
      void execute(lastOptions.current)
      return
    }
    let stale = false
    void webTransferLocks()
      ?.held?.(runId)
      .then((held) => {
        if (held && !stale && !running.current) update({ phase: 'running', elsewhere: true })
      })
    return () => {
      stale = true
    }
  }, [unfinished, runId, update, execute])

  // Driven by another tab: its progress shown here; once it lets go, its outcome shown, or, if
  // its page closed in the middle of the run, this tab goes on with it from the journal.
  const observed = useRef<TransferRecord | undefined>(undefined)
  useOtherTabRun(
    runId,
    current.elsewhere === true,
    (news) => {
      if (news.record?.quoteId === runId) observed.current = news.record
      update({
        ...(news.record ? { record: news.record } : {}),
        ...(news.currentStep !== undefined ? { currentStep: news.currentStep } : {}),
        ...(news.ended === 'submitted'
          ? { phase: 'submitted', elsewhere: false, currentStep: undefined }
          : {}),
      })
    },
    (ended) => {
      const seen = observed.current
      observed.current = undefined
      if (ended === 'submitted' || !runId) return
      // A journal that could not store it (memory only) learns it from what the tab said.
      const stored = journal.get(runId)
      if (seen?.quoteId === runId && (!stored || stored.updatedAt < seen.updatedAt))
        journal.put(seen)
      const record = journal.get(runId)
      update({ elsewhere: false, phase: 'idle', currentStep: undefined, record })
      // Taken over only when that tab's page closed in the middle of a step (a request open in
      // its wallet, or a transaction on its way): the engine then waits for it, or asks the user
      // to check the wallet. Anything else waits for the user's click here.
      const midStep = record?.steps.some(
        (step) => step.state === 'awaitingWallet' || step.state === 'submitted',
      )
      if (ended === undefined && midStep)
        void execute({ confirmedWarnings: lastOptions.current.confirmedWarnings })
    },
  )

  const steps: StepRecord[] =
    current.record?.steps ??
    Array.from({ length: parameters.stepCount }, () => ({ state: 'idle' as const, updatedAt: 0 }))
  return {
    execute,
    /** Runs again as last asked (warnings confirmed or not): after a pause the user resolved in the wallet. */
    resume,
    steps,
    currentStep: current.currentStep,
    phase: current.phase,
    error: current.error,
    record: current.record,
    isRunning: current.phase === 'running',
    /** Another tab of this browser drives the transfer; it goes on here if that tab closes. */
    isElsewhere: current.elsewhere === true,
    /** The browser's storage refused this transfer (full, or blocked): a reload would not find it. */
    isUnsaved: runId !== undefined && (journal.unsaved?.().includes(runId) ?? false),
  }
}
