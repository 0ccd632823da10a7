import { NetworkError, TransferElsewhereError } from '../../errors.js'
import type { Quote } from '../../schemas/quote.js'
import type { EngineParameters, ExecutionResult } from '../types/executors.js'
import type { runSteps } from './runSteps.js'
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
          .run(quote.id, () => loadRunSteps().then((runSteps) => runSteps(parameters, verify)))
          .then((held) => {
            if (!held) throw new TransferElsewhereError({ quoteId: quote.id })
            return held.value
          })
      : loadRunSteps().then((runSteps) => runSteps(parameters, verify))
  ).finally(() => inFlight.delete(quote.id))
  inFlight.set(quote.id, run)
  return run
}

let loading: Promise<typeof runSteps> | undefined

/**
 * The steps' runner, loaded on first use (a module of its own: the EVM, batch, Solana and Starknet
 * senders). Rejects with a `NetworkError` when it cannot be loaded (a lost connection): nothing is
 * then sent, and the next call tries again.
 */
function loadRunSteps(): Promise<typeof runSteps> {
  loading ??= import('./onDemand.js').then(
    (module) => module.runSteps,
    (cause: unknown) => {
      loading = undefined
      throw new NetworkError({
        url: 'vtkit/core/steps/run/onDemand.js',
        details: 'the step runner could not be loaded, so nothing is sent',
        cause,
      })
    },
  )
  return loading
}
