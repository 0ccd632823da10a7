import { isVtError, UnexpectedError, type VtError } from '../core/errors.js'

/** Query errors come from core actions, which throw `VtError`s; anything else is wrapped, never thrown at the UI. */
export function asVtError(error: Error | null): VtError | null {
  if (error === null || isVtError(error)) return error
  return new UnexpectedError(error)
}
