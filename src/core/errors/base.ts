/**
 * Every failure the kit reports is a `VtError` subclass with a literal `name`, so callers narrow
 * with `error.name === 'QuoteExpiredError'` (or `instanceof`). `shortMessage` is for people,
 * `message` adds the details for logs, and `cause` keeps the original failure.
 */
export type VtErrorOptions = {
  details?: string | undefined
  cause?: unknown
  metaMessages?: string[] | undefined
}

/**
 * What every error vtkit throws extends: narrow on `name`, show `shortMessage` (or a language pack's
 * words), find the first cause that matches with `walk()`, and read more at `docsPath`.
 */
export abstract class VtError extends Error {
  abstract override readonly name: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[]

  constructor(shortMessage: string, options: VtErrorOptions = {}) {
    const metaMessages = options.metaMessages ?? []
    const lines = [shortMessage, ...metaMessages]
    if (options.details) lines.push(`Details: ${options.details}`)
    super(lines.join('\n'), options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
    this.metaMessages = metaMessages
  }

  /** Where the docs say what the error means and what to do (a path in vtkit's repository). */
  get docsPath(): string {
    return 'docs/core.md#errors'
  }

  /**
   * Follows the chain of `cause`s: the first error `match` accepts (this one included), or
   * undefined; without `match`, the deepest cause (a wallet's own error under vtkit's).
   */
  walk(match?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    // Cause chains are short: the bound ends one that loops.
    for (let depth = 0; depth < 32; depth++) {
      if (match?.(error)) return error
      const cause = (error as { cause?: unknown } | null)?.cause
      if (cause == null) break
      error = cause
    }
    return match ? undefined : error
  }
}

/** Whether a value is one of vtkit's errors (any `VtError`). */
export function isVtError(value: unknown): value is VtError {
  return value instanceof VtError
}

/** A failure vtkit did not foresee (a bug): kept as `cause`, reported typed rather than crashing the UI. */
export class UnexpectedError extends VtError {
  override readonly name = 'UnexpectedError' as const
  constructor(cause: unknown) {
    super('Something went wrong in vtkit. Please try again.', {
      details: cause instanceof Error ? cause.message : String(cause),
      cause,
    })
  }
}
