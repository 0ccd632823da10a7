import type { EngineParameters, ExecuteStepsParameters, ExecutionResult } from '../types/index.js'
import { loadOnDemand } from './loadVerifier.js'
import { runVerifiedSteps } from './stepEngine.js'

export type { EngineParameters } from '../types/index.js'
export { isTransferRunning, isUserRejection, runVerifiedSteps } from './stepEngine.js'

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
  // The checks themselves load with the runner (`onDemand.ts`): the page that shows a route does
  // not pay for them.
  return runVerifiedSteps(engine, (quote) =>
    loadOnDemand().then(({ verifyBeforeRun }) => verifyBeforeRun(parameters, quote)),
  )
}
