import { type Client, resolveServiceUrl, type Service, secretsOf } from './config.js'
import {
  AbortedError,
  ApiError,
  ConfigError,
  HttpError,
  NetworkError,
  RateLimitError,
  ResponseShapeError,
  TimeoutError,
  UnauthorizedError,
  type VtError,
} from './errors.js'
import { isPlainObject } from './input.js'
import { backoffDelay, parseRetryAfter } from './retry.js'

export type RequestSpec = {
  service: Service
  method: 'GET' | 'POST'
  /** Relative to the service URL; dynamic segments already encoded with `encodeURIComponent`. */
  path: string
  query?: Record<string, string | undefined>
  body?: unknown
  /** Attach the service's API key (only the endpoints that need one). */
  auth?: boolean
  /** Safe to repeat: a GET, or a read-only POST such as `/quotes`. */
  idempotent: boolean
  signal?: AbortSignal | undefined
  /** Maps an HTTP 404 to a more precise error (a quote id the service does not know). */
  notFound?: (url: string) => VtError
}

export type ServiceResponse = { url: string; status: number; data: unknown }

export async function request(client: Client, spec: RequestSpec): Promise<ServiceResponse> {
  const url = buildUrl(client, spec)
  const headers = buildHeaders(client, spec, url)
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(client, spec, url, headers)
    } catch (error) {
      const delay = retryDelay(client, spec, error, attempt)
      if (delay === undefined) throw error
      await sleep(delay, spec.signal, url)
    }
  }
}

function buildUrl(client: Client, spec: RequestSpec): string {
  const field = spec.service === 'transfer' ? 'baseUrl' : 'metadataUrl'
  const configured = client[field]
  if (!configured) throw new ConfigError(field, `is required to call ${spec.path}`)
  const base = resolveServiceUrl(field, configured)
  const url = new URL(`${base}${spec.path}`)
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, value)
  }
  // A path segment can never move a request (and its key) to another origin or service.
  if (!url.href.startsWith(`${base}/`)) {
    throw new ConfigError('path', `${spec.path} leaves the service URL`)
  }
  return url.href
}

function buildHeaders(client: Client, spec: RequestSpec, url: string): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...client.headers }
  if (spec.body !== undefined) headers['content-type'] = 'application/json'
  if (spec.auth) {
    const { apiKey, oftApiKey } = secretsOf(client)
    const field = spec.service === 'transfer' ? 'baseUrl' : 'metadataUrl'
    const configured = client[field]
    const sameOrigin =
      configured !== undefined &&
      new URL(url).origin === new URL(resolveServiceUrl(field, configured)).origin
    if (spec.service === 'transfer' && apiKey && sameOrigin) headers['x-api-key'] = apiKey
    if (spec.service === 'oft' && oftApiKey && sameOrigin)
      headers[client.oftApiKeyHeader] = oftApiKey
  }
  return headers
}

async function attemptOnce(
  client: Client,
  spec: RequestSpec,
  url: string,
  headers: Record<string, string>,
): Promise<ServiceResponse> {
  if (spec.signal?.aborted) throw new AbortedError({ url, cause: spec.signal.reason })
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, client.timeoutMs)
  const onAbort = () => controller.abort()
  spec.signal?.addEventListener('abort', onAbort, { once: true })

  let response: Response
  let text: string
  try {
    response = await client.fetch(url, {
      method: spec.method,
      headers,
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      signal: controller.signal,
    })
    text = await response.text()
  } catch (error) {
    if (spec.signal?.aborted) throw new AbortedError({ url, cause: spec.signal.reason })
    if (timedOut) throw new TimeoutError({ url, timeoutMs: client.timeoutMs })
    throw new NetworkError({ url, details: redact(client, errorText(error)), cause: error })
  } finally {
    clearTimeout(timer)
    spec.signal?.removeEventListener('abort', onAbort)
  }
  return classify(client, spec, url, response.status, response.headers, text)
}

function classify(
  client: Client,
  spec: RequestSpec,
  url: string,
  status: number,
  headers: Headers,
  text: string,
): ServiceResponse {
  const data = parseJson(text)
  if (isUnauthorizedBody(data) || status === 401) {
    throw new UnauthorizedError({ url, httpStatus: status })
  }
  if (status === 429) {
    throw new RateLimitError({ url, retryAfterMs: parseRetryAfter(headers.get('retry-after')) })
  }
  if (status === 404 && spec.notFound) throw spec.notFound(url)
  if (status < 200 || status > 299) {
    // A 5xx stays an HttpError whatever its body, so that it is retried where that is safe.
    const apiError = status < 500 ? readApiError(client, data, url, status) : undefined
    if (apiError) throw apiError
    throw new HttpError({
      url,
      status,
      bodyExcerpt: redact(client, text.slice(0, 500)),
      retryAfterMs: parseRetryAfter(headers.get('retry-after')),
    })
  }
  if (data === undefined) {
    throw new ResponseShapeError({
      url,
      path: '(body)',
      problem: text.trim() === '' ? 'is empty' : 'is not valid JSON',
    })
  }
  return { url, status, data }
}

/** The service's `{ error: { status, message, issues? } }` object, as an `ApiError`. */
export function readApiError(
  client: Client,
  data: unknown,
  url: string,
  httpStatus: number,
): ApiError | undefined {
  if (!isPlainObject(data) || !isPlainObject(data.error)) return undefined
  const { status, message, issues } = data.error
  if (typeof status !== 'number' && typeof message !== 'string') return undefined
  return new ApiError({
    url,
    httpStatus,
    status: typeof status === 'number' ? status : httpStatus,
    message: typeof message === 'string' ? redact(client, message) : '',
    issues: Array.isArray(issues)
      ? issues.map((issue) => ({
          message: redact(
            client,
            isPlainObject(issue) ? String(issue.message ?? '') : String(issue),
          ),
        }))
      : [],
  })
}

function retryDelay(
  client: Client,
  spec: RequestSpec,
  error: unknown,
  attempt: number,
): number | undefined {
  const policy = client.retry
  if (!policy || !spec.idempotent || attempt >= policy.retries) return undefined
  let retryAfterMs: number | undefined
  if (error instanceof RateLimitError) retryAfterMs = error.retryAfterMs
  else if (error instanceof HttpError && error.status >= 500) retryAfterMs = error.retryAfterMs
  else if (!(error instanceof NetworkError) && !(error instanceof TimeoutError)) return undefined
  if (retryAfterMs !== undefined) {
    return retryAfterMs > policy.maxRetryAfterMs ? undefined : retryAfterMs
  }
  return backoffDelay(policy, attempt)
}

function sleep(ms: number, signal: AbortSignal | undefined, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError({ url, cause: signal.reason }))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AbortedError({ url, cause: signal?.reason }))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isUnauthorizedBody(data: unknown): boolean {
  return isPlainObject(data) && data.error === 'Unauthorized'
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
    return `${error.message}${cause}`
  }
  return String(error)
}

/** Defence in depth: a key echoed by a proxy or server never reaches an error message. */
function redact(client: Client, text: string): string {
  let result = text
  for (const secret of Object.values(secretsOf(client))) {
    if (secret) result = result.split(secret).join('[redacted]')
  }
  return result
}
