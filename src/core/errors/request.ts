import { VtError } from './base.js'

// What the services and the network answered, or did not.

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

/** The service did not answer within the client's timeout (`timeoutMs`); an idempotent request is retried first. */
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
