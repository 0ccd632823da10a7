import { NetworkError } from '../../errors.js'

type OnDemand = typeof import('./onDemand.js')

let loading: Promise<OnDemand> | undefined

/**
 * What a transfer needs once its route is checked, loaded on first use: the checks of its steps
 * (`verifyUserSteps`), what they read first and the steps' runner, one module of their own
 * (`onDemand.ts`), so a page does not pay for them to open (`useExecuteSteps` asks for them once
 * the browser is idle). Rejects with a `NetworkError` when it
 * cannot be loaded (a lost connection): nothing is then signed or sent, and the next call tries
 * again.
 */
export function loadOnDemand(): Promise<OnDemand> {
  loading ??= import('./onDemand.js').catch((cause: unknown) => {
    loading = undefined
    throw new NetworkError({
      url: 'vtkit/core/steps/run/onDemand.js',
      details: 'the step checks and runner could not be loaded, so nothing is signed or sent',
      cause,
    })
  })
  return loading
}
