import { VtError } from './base.js'

// The app's own mistakes: a setting, an action's parameters, an amount. Nothing was sent.

export type ValidationIssue = { path: string; message: string }

/** A configuration value of `createClient` is unusable. Thrown synchronously, before any request. */
export class ConfigError extends VtError {
  override readonly name = 'ConfigError' as const
  readonly field: string
  constructor(field: string, message: string) {
    super(`Invalid client configuration: ${field} ${message}.`)
    this.field = field
  }
}

/** Parameters given to an action or helper are unusable; nothing was sent. */
export class InvalidInputError extends VtError {
  override readonly name = 'InvalidInputError' as const
  readonly issues: ValidationIssue[]
  constructor(what: string, issues: ValidationIssue[]) {
    const first = issues[0]
    super(`Invalid ${what}: ${first ? `${first.path} ${first.message}` : 'rejected'}.`, {
      metaMessages: issues.slice(1).map((issue) => `${issue.path} ${issue.message}`),
    })
    this.issues = issues
  }
}

/**
 * An amount text could not be read exactly (see `parseAmount`): `reason` is `decimals` when it
 * has more decimal places than the token (`decimals`), `ambiguous` when a component read it two
 * ways in the user's language (`readings`: "1,500" as one and a half, or fifteen hundred), `form`
 * otherwise.
 */
export class InvalidAmountError extends VtError {
  override readonly name = 'InvalidAmountError' as const
  readonly input: string
  readonly reason: 'form' | 'decimals' | 'ambiguous'
  readonly decimals: number | undefined
  readonly readings: { decimal: string; whole: string } | undefined
  constructor(
    input: string,
    message: string,
    options: {
      reason?: 'form' | 'decimals' | 'ambiguous'
      decimals?: number
      readings?: { decimal: string; whole: string }
    } = {},
  ) {
    super(`Invalid amount "${input.length > 40 ? `${input.slice(0, 40)}…` : input}": ${message}.`)
    this.input = input
    this.reason = options.reason ?? 'form'
    this.decimals = options.decimals
    this.readings = options.readings
  }
}
