import type { UseExecuteStepsReturnType } from '../../../hooks/useExecuteSteps.js'
import type { BridgeRun } from './types.js'
import type { BridgeRoute } from './useBridgeRoute.js'

const nothing = async () => undefined

/**
 * The run before its module is in (`BridgeRunHost`, loaded once the browser is idle): nothing
 * started, nothing checked, nothing ready to start, no history read yet. The start button waits
 * for that module ("Loading…"), so none of this is ever acted on; the network switch is the
 * route's own and works at once.
 */
export function idleRun(route: BridgeRoute): BridgeRun {
  const { runnable, quote } = route
  const execution: UseExecuteStepsReturnType = {
    execute: nothing,
    resume: nothing,
    steps: [],
    currentStep: undefined,
    phase: 'idle',
    error: null,
    record: undefined,
    isRunning: false,
    isElsewhere: false,
    isUnsaved: false,
    findings: undefined,
    ledger: undefined,
    batched: false,
    rentOf: () => undefined,
    isReady: false,
    needsWallet: false,
    transfer: {
      data: undefined,
      status: undefined,
      phase: 'idle',
      executionHistory: [],
      explorerUrl: undefined,
      isFinal: false,
      isPolling: false,
      lastChangeAt: undefined,
      unreachableSince: undefined,
      error: null,
      refetch: () => undefined,
    },
  }
  return {
    execution,
    history: { items: [], problems: [], refresh: () => undefined },
    resumed: undefined,
    checked: runnable,
    running:
      runnable && quote.quotedRequest
        ? { quote: runnable, request: quote.quotedRequest }
        : undefined,
    progress: false,
    resuming: false,
    resume: () => undefined,
    startOver: () => undefined,
    switchNetwork: route.evm.switchTo,
  }
}
