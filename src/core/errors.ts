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
}

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

/** An amount text could not be read exactly (see `parseAmount`). */
export class InvalidAmountError extends VtError {
  override readonly name = 'InvalidAmountError' as const
  readonly input: string
  constructor(input: string, reason: string) {
    super(`Invalid amount "${input.length > 40 ? `${input.slice(0, 40)}…` : input}": ${reason}.`)
    this.input = input
  }
}

type RequestErrorInit = { url: string; details?: string | undefined; cause?: unknown }

/** An HTTP status the kit has no more precise error for. `bodyExcerpt` holds at most 500 characters. */
export class HttpError extends VtError {
  override readonly name = 'HttpError' as const
  readonly status: number
  readonly url: string
  readonly bodyExcerpt: string
  /** The `Retry-After` the service sent with the status, if any. */
  readonly retryAfterMs: number | undefined
  constructor(
    init: RequestErrorInit & {
      status: number
      bodyExcerpt: string
      retryAfterMs?: number | undefined
    },
  ) {
    super(`The service answered HTTP ${init.status}.`, {
      metaMessages: [
        `URL: ${init.url}`,
        ...(init.bodyExcerpt ? [`Body: ${init.bodyExcerpt}`] : []),
      ],
      details: init.details,
      cause: init.cause,
    })
    this.status = init.status
    this.url = init.url
    this.bodyExcerpt = init.bodyExcerpt
    this.retryAfterMs = init.retryAfterMs
  }
}

/** The service's own `error` object (for example status 4000, invalid input), with its issues. */
export class ApiError extends VtError {
  override readonly name = 'ApiError' as const
  readonly status: number
  readonly httpStatus: number
  readonly issues: { message: string }[]
  readonly url: string
  constructor(init: {
    url: string
    status: number
    httpStatus: number
    message: string
    issues: { message: string }[]
  }) {
    super(init.message || `The service refused the request (status ${init.status}).`, {
      metaMessages: [
        ...init.issues.map((issue) => `- ${issue.message}`),
        `Status: ${init.status} (HTTP ${init.httpStatus})`,
        `URL: ${init.url}`,
      ],
    })
    this.status = init.status
    this.httpStatus = init.httpStatus
    this.issues = init.issues
    this.url = init.url
  }
}

/** The `{ "error": "Unauthorized" }` body, whatever the HTTP code: the key is missing or wrong. */
export class UnauthorizedError extends VtError {
  override readonly name = 'UnauthorizedError' as const
  readonly url: string
  readonly httpStatus: number
  constructor(init: { url: string; httpStatus: number }) {
    super('The service refused the API key (missing or invalid).', {
      metaMessages: [`URL: ${init.url}`, `HTTP ${init.httpStatus}`],
    })
    this.url = init.url
    this.httpStatus = init.httpStatus
  }
}

/** HTTP 429. `retryAfterMs` is the wait the service asked for, when it said. */
export class RateLimitError extends VtError {
  override readonly name = 'RateLimitError' as const
  readonly url: string
  readonly retryAfterMs: number | undefined
  constructor(init: { url: string; retryAfterMs: number | undefined }) {
    const wait =
      init.retryAfterMs === undefined
        ? ''
        : ` Try again in ${Math.ceil(init.retryAfterMs / 1000)} s.`
    super(`Too many requests: the service is rate limiting.${wait}`, {
      metaMessages: [`URL: ${init.url}`],
    })
    this.url = init.url
    this.retryAfterMs = init.retryAfterMs
  }
}

export class TimeoutError extends VtError {
  override readonly name = 'TimeoutError' as const
  readonly url: string
  readonly timeoutMs: number
  constructor(init: { url: string; timeoutMs: number }) {
    super(`The service did not answer within ${init.timeoutMs} ms.`, {
      metaMessages: [`URL: ${init.url}`],
    })
    this.url = init.url
    this.timeoutMs = init.timeoutMs
  }
}

/** The request never got an answer: connection refused or dropped, DNS, CORS, a cut body. */
export class NetworkError extends VtError {
  override readonly name = 'NetworkError' as const
  readonly url: string
  constructor(init: RequestErrorInit) {
    super('Could not reach the service (network error).', {
      metaMessages: [`URL: ${init.url}`],
      details: init.details,
      cause: init.cause,
    })
    this.url = init.url
  }
}

/** The caller aborted the request through its `signal`. */
export class AbortedError extends VtError {
  override readonly name = 'AbortedError' as const
  readonly url: string
  constructor(init: RequestErrorInit) {
    super('The request was cancelled.', { metaMessages: [`URL: ${init.url}`], cause: init.cause })
    this.url = init.url
  }
}

/** A response body that does not have the shape the kit needs; `path` names the bad field. */
export class ResponseShapeError extends VtError {
  override readonly name = 'ResponseShapeError' as const
  readonly url: string
  readonly path: string
  /** What is wrong with the field at `path` ("is missing", "must be a 20-byte hex address"). */
  readonly problem: string
  constructor(init: { url: string; path: string; problem: string }) {
    super(`The service sent an unexpected response: ${init.path} ${init.problem}.`, {
      metaMessages: [`URL: ${init.url}`],
    })
    this.url = init.url
    this.path = init.path
    this.problem = init.problem
  }
}

/** A list endpoint's cursor repeated, or the pages never ended. */
export class PaginationError extends VtError {
  override readonly name = 'PaginationError' as const
  readonly url: string
  readonly reason: 'repeated-cursor' | 'too-many-pages'
  constructor(init: { url: string; reason: 'repeated-cursor' | 'too-many-pages'; pages: number }) {
    super(
      init.reason === 'repeated-cursor'
        ? `The service repeated a page cursor after ${init.pages} pages; stopped to avoid an endless loop.`
        : `The list did not end after ${init.pages} pages; stopped to avoid an endless loop.`,
      { metaMessages: [`URL: ${init.url}`] },
    )
    this.url = init.url
    this.reason = init.reason
  }
}

/** HTTP 404 on a quote id: the quote is unknown to the service, or gone because it expired. */
export class QuoteNotFoundError extends VtError {
  override readonly name = 'QuoteNotFoundError' as const
  readonly quoteId: string
  readonly url: string
  constructor(init: { quoteId: string; url: string }) {
    super('This quote is no longer available: request a new quote.', {
      metaMessages: [`Quote: ${init.quoteId}`, `URL: ${init.url}`],
    })
    this.quoteId = init.quoteId
    this.url = init.url
  }
}

/** The quote's `expiresAt` has passed: it must not be executed; request a new quote. */
export class QuoteExpiredError extends VtError {
  override readonly name = 'QuoteExpiredError' as const
  readonly quoteId: string
  readonly expiresAt: string
  constructor(init: { quoteId: string; expiresAt: string }) {
    super('This quote has expired: request a new quote.', {
      metaMessages: [`Quote: ${init.quoteId}`, `Expired at: ${init.expiresAt}`],
    })
    this.quoteId = init.quoteId
    this.expiresAt = init.expiresAt
  }
}

export type VtErrorName =
  | ConfigError['name']
  | InvalidInputError['name']
  | InvalidAmountError['name']
  | HttpError['name']
  | ApiError['name']
  | UnauthorizedError['name']
  | RateLimitError['name']
  | TimeoutError['name']
  | NetworkError['name']
  | AbortedError['name']
  | ResponseShapeError['name']
  | PaginationError['name']
  | QuoteNotFoundError['name']
  | QuoteExpiredError['name']
  | UnexpectedError['name']
  | UnsafeStepError['name']
  | UserRejectedError['name']
  | SwitchChainError['name']
  | TransactionRevertedError['name']
  | UnsupportedChainError['name']
  | StepInterruptedError['name']
  | TransactionReplacedError['name']
  | TransactionPendingError['name']
  | WrongAccountError['name']
  | TransferElsewhereError['name']

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

/** One finding of `verifyUserSteps` (declared here so the error can carry them). */
export type StepFinding = {
  rule: string
  /** Index in the quote's `userSteps`; -1 for a finding about the quote as a whole. */
  stepIndex: number
  severity: 'refuse' | 'warn'
  message: string
}

/** A quote's steps failed a safety rule: nothing was shown to the wallet. `rule` names the first refusal. */
export class UnsafeStepError extends VtError {
  override readonly name = 'UnsafeStepError' as const
  readonly rule: string
  readonly findings: StepFinding[]
  constructor(findings: StepFinding[]) {
    const refusals = findings.filter((finding) => finding.severity === 'refuse')
    const first = refusals[0] ?? findings[0]
    super(
      `This transfer was stopped for your safety: ${first?.message ?? 'its steps did not pass the checks'}`,
      {
        metaMessages: refusals
          .slice(1)
          .map(
            (finding) => `- step ${finding.stepIndex + 1}: ${finding.message} (${finding.rule})`,
          ),
        details: first ? `rule ${first.rule}, step ${first.stepIndex + 1}` : undefined,
      },
    )
    this.rule = first?.rule ?? 'unknown'
    this.findings = findings
  }
}

/** The user declined in the wallet. Not a failure of the transfer: the step can be tried again. */
export class UserRejectedError extends VtError {
  override readonly name = 'UserRejectedError' as const
  readonly stepIndex: number
  constructor(init: { stepIndex: number; cause?: unknown }) {
    super('You declined the request in your wallet. You can try again.', { cause: init.cause })
    this.stepIndex = init.stepIndex
  }
}

/** The wallet did not switch to the step's chain. */
export class SwitchChainError extends VtError {
  override readonly name = 'SwitchChainError' as const
  readonly chainId: number
  readonly chainName: string
  constructor(init: { chainId: number; chainName: string; cause?: unknown }) {
    super(`Your wallet did not switch to ${init.chainName}. Switch network and try again.`, {
      metaMessages: [`Chain id: ${init.chainId}`],
      cause: init.cause,
    })
    this.chainId = init.chainId
    this.chainName = init.chainName
  }
}

/** A transaction was mined but reverted: nothing moved in that step. */
export class TransactionRevertedError extends VtError {
  override readonly name = 'TransactionRevertedError' as const
  readonly hash: string
  readonly stepIndex: number
  constructor(init: { hash: string; stepIndex: number }) {
    super('The transaction failed on chain (reverted). No funds moved in this step.', {
      metaMessages: [`Transaction: ${init.hash}`],
    })
    this.hash = init.hash
    this.stepIndex = init.stepIndex
  }
}

/** No executor can sign on this chain type (Starknet without a `StarknetExecutor`, say). */
export class UnsupportedChainError extends VtError {
  override readonly name = 'UnsupportedChainError' as const
  readonly chainType: string
  constructor(chainType: string) {
    super(`This app cannot sign ${chainType} transactions.`)
    this.chainType = chainType
  }
}

/**
 * A step was handed to the wallet but no answer was recorded (the page was closed, say). It is
 * never re-sent blindly: the user checks the wallet's activity first.
 */
export class StepInterruptedError extends VtError {
  override readonly name = 'StepInterruptedError' as const
  readonly stepIndex: number
  /** `closed`: the page went away while the wallet held the step; `noAnswer`: the wallet failed without saying whether it sent it. */
  readonly reason: 'closed' | 'noAnswer'
  constructor(
    stepIndex: number,
    options: { reason?: 'closed' | 'noAnswer'; cause?: unknown } = {},
  ) {
    const reason = options.reason ?? 'closed'
    super(
      reason === 'closed'
        ? 'Check your wallet: this step may already have been sent before the page was closed.'
        : 'Your wallet did not answer: check it for this step before going on; it may have been sent.',
      { metaMessages: [`Step ${stepIndex + 1}`], cause: options.cause },
    )
    this.stepIndex = stepIndex
    this.reason = reason
  }
}

/**
 * The wallet replaced a step's transaction by one that does something else (a cancel: the same
 * nonce, to the sender, no value): the step's call never ran and nothing moved in it. The step is
 * ready to be sent again; the replaced one can no longer be mined.
 */
export class TransactionReplacedError extends VtError {
  override readonly name = 'TransactionReplacedError' as const
  readonly hash: string
  readonly replacementHash: string
  readonly stepIndex: number
  readonly reason: 'cancelled' | 'replaced'
  constructor(init: {
    hash: string
    replacementHash: string
    stepIndex: number
    reason: 'cancelled' | 'replaced'
  }) {
    super(
      `This transaction was ${init.reason} in your wallet: nothing moved in this step. You can send it again.`,
      { metaMessages: [`Transaction: ${init.hash}`, `Replaced by: ${init.replacementHash}`] },
    )
    this.hash = init.hash
    this.replacementHash = init.replacementHash
    this.stepIndex = init.stepIndex
    this.reason = init.reason
  }
}

/**
 * A sent transaction was not mined within the bound (too low a fee, say). It is never sent again:
 * waiting goes on with the same hash, and the user can speed it up or cancel it in the wallet.
 */
export class TransactionPendingError extends VtError {
  override readonly name = 'TransactionPendingError' as const
  readonly hash: string
  readonly stepIndex: number
  constructor(init: { hash: string; stepIndex: number }) {
    super(
      'Not confirmed yet. Check your wallet: speed it up or cancel it there. It will not be sent twice.',
      { metaMessages: [`Transaction: ${init.hash}`] },
    )
    this.hash = init.hash
    this.stepIndex = init.stepIndex
  }
}

/**
 * The wallet now signs with another account than the one the transfer was started (and checked)
 * for: nothing is asked of it until that account is back.
 */
export class WrongAccountError extends VtError {
  override readonly name = 'WrongAccountError' as const
  /** The account that started the transfer. */
  readonly expected: string
  readonly actual: string
  readonly stepIndex: number
  constructor(init: { expected: string; actual: string; stepIndex: number }) {
    super(
      `This transfer was started by ${init.expected}. Switch your wallet back to it to go on.`,
      {
        metaMessages: [`Wallet account: ${init.actual}`],
      },
    )
    this.expected = init.expected
    this.actual = init.actual
    this.stepIndex = init.stepIndex
  }
}

/**
 * Another tab (or window) of this browser is running this transfer: one drives it at a time, so
 * nothing was asked of the wallet here. It goes on here if that tab closes.
 */
export class TransferElsewhereError extends VtError {
  override readonly name = 'TransferElsewhereError' as const
  readonly quoteId: string
  constructor(init: { quoteId: string }) {
    super('This transfer is running in another tab of this browser.', {
      metaMessages: [`Transfer: ${init.quoteId}`],
    })
    this.quoteId = init.quoteId
  }
}
