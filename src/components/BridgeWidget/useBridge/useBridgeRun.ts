import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { GetQuotesReturnType } from '../../../core/actions/getQuotes.js'
import type { VtError } from '../../../core/errors.js'
import type { TransferRecord } from '../../../core/steps/types/index.js'
import { useExecuteSteps } from '../../../hooks/useExecuteSteps.js'
import { useTransferHistory } from '../../../hooks/useTransferHistory.js'
import type { BridgeEvent } from '../bridgeEvents.js'
import type { BridgeRun, BridgeValues, UseBridgeParameters } from './types.js'
import type { BridgeRoute } from './useBridgeRoute.js'

/**
 * After these a step may be out in the wallet (sent and not mined, perhaps sent, cancelled there)
 * or the run waits for its own account: the transfer stays on screen with its way forward, since
 * the form in its place could send the same transfer a second time.
 */
export const staysOnScreen = (error: VtError | null) =>
  error !== null &&
  (error.name === 'WrongAccountError' ||
    error.name === 'TransactionPendingError' ||
    error.name === 'StepInterruptedError' ||
    error.name === 'TransactionReplacedError')

/**
 * The run: the transfer started or resumed (pinned to its quote and signer whatever the form does
 * next), its execution and events, the history, starting over, and switching the wallet's chain.
 */
export function useBridgeRun(
  options: UseBridgeParameters,
  route: BridgeRoute,
  update: (changes: Partial<BridgeValues>) => void,
  emit: (event: BridgeEvent) => void,
): BridgeRun {
  const { chains, quote, runnable, balance, nativeBalance } = route
  const history = useTransferHistory({ journal: options.journal })
  // An unfinished transfer from the journal (a reload, a closed tab) runs instead of the form's.
  const [resumed, setResumed] = useState<TransferRecord | undefined>(undefined)
  // A transfer started from the form keeps its quote and signer whatever the form does next
  // (a wallet switching accounts mid-flow re-quotes the form; the transfer waits for its own).
  const [started, setStarted] = useState<Pick<TransferRecord, 'quote' | 'request'>>()
  const pinned = resumed ?? started
  const pinnedChainType = chains.find(
    (chain) => chain.chainKey === pinned?.request.srcChainKey,
  )?.chainType
  const checked = pinned?.quote ?? runnable
  const checkedIdRef = useRef(checked?.id)
  checkedIdRef.current = checked?.id
  const execution = useExecuteSteps({
    quote: checked,
    request: pinned?.request ?? (runnable ? quote.quotedRequest : undefined),
    // A pinned transfer is signed by the EVM account that started it (the engine pauses while
    // the wallet is on another), or by the wallet of its own source chain.
    walletAddress: pinned
      ? pinnedChainType === 'EVM'
        ? pinned.request.srcWalletAddress
        : route.walletOn(pinnedChainType)
      : route.sender,
    prices: resumed ? undefined : quote.tokens,
    journal: options.journal,
    receiptTimeoutMs: options.receiptTimeoutMs,
    atomicBatch: options.atomicBatch,
    executors: options.solana?.executor
      ? { ...options.executors, solana: options.solana.executor }
      : options.executors,
    onStepStart: (stepIndex) =>
      emit({ type: 'walletPrompt', quoteId: checkedIdRef.current ?? '', stepIndex }),
    onStepSubmitted: (stepIndex, hash) => {
      emit({ type: 'stepSubmitted', quoteId: checkedIdRef.current ?? '', stepIndex, hash })
      options.onStepSubmitted?.(stepIndex, hash)
    },
    onStepConfirmed: (stepIndex, hash) =>
      emit({ type: 'stepConfirmed', quoteId: checkedIdRef.current ?? '', stepIndex, hash }),
    onBatchSubmitted: (stepIndexes, batchId) =>
      emit({ type: 'batchSubmitted', quoteId: checkedIdRef.current ?? '', stepIndexes, batchId }),
    onComplete: (result) => {
      history.refresh()
      balance.refresh()
      nativeBalance.refresh()
      emit({ type: 'transferComplete', quoteId: result.quoteId, result })
      options.onTransferComplete?.(result)
    },
    onError: (error) => {
      // Back to the form, whose input may change, unless the transfer must stay on screen.
      if (!staysOnScreen(error)) setStarted(undefined)
      // A failed run may still have spent gas or sent a step: show what is left.
      balance.refresh()
      nativeBalance.refresh()
      emit({ type: 'transferFailed', quoteId: checkedIdRef.current, error })
      options.onError?.(error)
    },
  })
  // An intent's tokens move when a solver fills it, after the wallet's part is done: the
  // balance is read again once the transfer is final, too.
  const final = execution.transfer.isFinal
  const refreshBalance = useRef(balance.refresh)
  refreshBalance.current = balance.refresh
  useEffect(() => {
    if (final) refreshBalance.current()
  }, [final])

  const formTransfer =
    runnable && quote.quotedRequest ? { quote: runnable, request: quote.quotedRequest } : undefined
  const formTransferRef = useRef(formTransfer)
  formTransferRef.current = formTransfer
  const phase = execution.phase
  useEffect(() => {
    if (phase === 'running') setStarted((pin) => pin ?? formTransferRef.current)
  }, [phase])
  const queryClient = useQueryClient()
  const startOver = () => {
    // A quote is sent once: the same input again asks anew (the quote's id would find the
    // transfer just made). Only its own answer goes: a host's other quotes stay cached.
    const sent = (started ?? resumed)?.quote.id
    queryClient.removeQueries({
      queryKey: ['vtkit', 'quotes'],
      predicate: ({ state }) =>
        (state.data as GetQuotesReturnType | undefined)?.quotes.some(({ id }) => id === sent) ??
        false,
    })
    setResumed(undefined)
    setStarted(undefined)
    // A locked amount is the app's: it stays for the next transfer.
    if (!options.lock?.amount) update({ amount: '' })
  }
  // While a transfer runs, its inputs and route stay as they were sent: no edit, no countdown.
  const locked = phase === 'running' || phase === 'submitted'
  return {
    execution,
    history,
    resumed,
    checked,
    running: pinned ?? formTransfer,
    progress: locked || resumed !== undefined || staysOnScreen(execution.error),
    resuming: resumed !== undefined,
    resume: setResumed,
    startOver,
    // Declined or unsupported: the button stays and says the same.
    switchNetwork: route.evm.switchTo,
  }
}
