import { isVtError, UnexpectedError, type VtError } from '../../core/errors.js'

const wrapped = new WeakMap<Error, UnexpectedError>()

/** Query errors come from core actions, which throw `VtError`s; anything else is wrapped (once), never thrown at the UI. */
export function asVtError(error: Error | null): VtError | null {
  if (error === null || isVtError(error)) return error
  let result = wrapped.get(error)
  if (!result) {
    result = new UnexpectedError(error)
    wrapped.set(error, result)
  }
  return result
}
