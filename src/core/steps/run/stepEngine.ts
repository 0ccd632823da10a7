import { TransferElsewhereError } from '../../errors.js'
import type { Quote } from '../../schemas/quote.js'
import type { EngineParameters, ExecutionResult } from '../types/index.js'
import { loadOnDemand } from './loadVerifier.js'
import { isUserRejection } from './stepRun.js'
import { webTransferLocks } from './transferLocks.js'

export { isUserRejection }

// The step engine: one run per quote id at a time, the journal written before and after every
// wallet call, resume and rejection rules, and nothing sent before the quote has been verified.

const inFlight = new Map<string, Promise<ExecutionResult>>()

/** Whether this page runs the transfer now (another component may have started it). */
export function isTransferRunning(quoteId: string): boolean {
  return inFlight.has(quoteId)
}

/**
 * The engine behind `executeSteps` and `executeOftTransfer`: one run per quote id at a time, the
 * journal, resume and rejection rules, and `verify` (which throws to refuse) on the quote about to
 * run, before any step of it is sent.
 */
export function runVerifiedSteps(
  parameters: EngineParameters,
  verify: (quote: Quote) => void | Promise<void>,
): Promise<ExecutionResult> {
  const { quote } = parameters
  const running = inFlight.get(quote.id)
  if (running) return running
  const locks = parameters.locks === undefined ? webTransferLocks() : parameters.locks
  const run = (
    locks
      ? locks
          .run(quote.id, () => loadOnDemand().then(({ runSteps }) => runSteps(parameters, verify)))
          .then((held) => {
            if (!held) throw new TransferElsewhereError({ quoteId: quote.id })
            return held.value
          })
      : loadOnDemand().then(({ runSteps }) => runSteps(parameters, verify))
  ).finally(() => inFlight.delete(quote.id))
  inFlight.set(quote.id, run)
  return run
}
