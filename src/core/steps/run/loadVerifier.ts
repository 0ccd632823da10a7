import { NetworkError } from '../../errors.js'
import type { verifyUserSteps } from '../verify/verifyUserSteps.js'

let loading: Promise<typeof verifyUserSteps> | undefined

/**
 * The checks a quote's steps pass before any wallet sees them (`verifyUserSteps`), loaded on
 * first use: they are a module of their own (with the steps' runner, `onDemand.ts`), so a page
 * pays for them once a route is chosen, not when it opens. Rejects with a `NetworkError` when the module cannot be loaded (a lost
 * connection): nothing is then signed, and the next call tries again.
 */
export function loadStepVerifier(): Promise<typeof verifyUserSteps> {
  loading ??= import('./onDemand.js').then(
    (module) => module.verifyUserSteps,
    (cause: unknown) => {
      loading = undefined
      throw new NetworkError({
        url: 'vtkit/core/steps/run/onDemand.js',
        details: 'the step checks could not be loaded, so nothing is signed',
        cause,
      })
    },
  )
  return loading
}
