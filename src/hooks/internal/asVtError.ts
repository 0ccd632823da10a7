import { isVtError, UnexpectedError, type VtError } from '../../core/errors.js'

const wrapped = new WeakMap<Error, UnexpectedError>()

/**
 * Query errors come from core actions, which throw their own `VtError`s (`TError`, the action's
 * `ErrorType`); anything else is wrapped (once) in an `UnexpectedError`, never thrown at the UI.
 */
export function asVtError<TError extends VtError = VtError>(
  error: Error | null,
): TError | UnexpectedError | null {
  if (error === null) return null
  if (isVtError(error)) return error as TError
  let result = wrapped.get(error)
  if (!result) {
    result = new UnexpectedError(error)
    wrapped.set(error, result)
  }
  return result
}
