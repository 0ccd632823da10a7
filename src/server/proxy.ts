/** One path a proxy forwards: its pattern (under the prefix), method, and whether it takes the key. */
export type ProxyRoute = { path: RegExp; method: 'GET' | 'POST'; withKey: boolean }

export type ServiceProxyOptions = {
  /** The service, absolute (`https://…/v1`): requests go there and nowhere else. */
  upstream: string
  /** Where the proxy is mounted on your server (`/api/vt`): stripped before forwarding. */
  prefix: string
  /** Added to forwarded requests only, on the way out; never in a response, log or error. */
  apiKey?: string | undefined
  /** Browser origins allowed to call the proxy from another origin (CORS). Default: none (same origin only). */
  allowOrigins?: readonly string[] | undefined
  /** Largest request body forwarded, in bytes. Default 64 KiB. */
  maxBodyBytes?: number | undefined
  /** Per upstream request. Default 20 s. */
  timeoutMs?: number | undefined
  /** Told about upstream failures (for logs): the message never holds the key. */
  onError?: ((error: ProxyError) => void) | undefined
  fetch?: typeof fetch | undefined
}

/** An upstream request that failed: its path and why, never a header. */
export class ProxyError extends Error {
  override readonly name = 'ProxyError'
  constructor(
    readonly path: string,
    readonly reason: 'unreachable' | 'timeout',
  ) {
    super(`upstream ${reason} for ${path}`)
  }
}

/** Response headers passed back from the service: what a client reads, nothing that sets state. */
const PASSED_HEADERS = ['content-type', 'retry-after', 'cache-control', 'etag', 'last-modified']

/**
 * A standard fetch handler, `(Request) => Promise<Response>`, that forwards the service's own
 * paths and nothing else, adding the key on the way out. Use it as a Next.js route handler, a
 * Cloudflare Worker, a Deno or Bun server, or in Node through `createNodeMiddleware`.
 */
export function createServiceProxy(
  routes: readonly ProxyRoute[],
  keyHeader: string,
  options: ServiceProxyOptions,
): (request: Request) => Promise<Response> {
  const upstream = checkedUpstream(options.upstream)
  const prefix = options.prefix.replace(/\/+$/, '')
  const maxBodyBytes = positive('maxBodyBytes', options.maxBodyBytes ?? 64 * 1024)
  const timeoutMs = positive('timeoutMs', options.timeoutMs ?? 20_000)
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const allowOrigins = options.allowOrigins ?? []

  return async (request) => {
    const url = new URL(request.url)
    const origin = request.headers.get('origin')
    const cors = corsHeaders(origin, allowOrigins)
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      Response.json(body, { status, headers: { ...cors, ...headers } })

    const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : ''
    const matching = routes.filter((route) => route.path.test(path))
    if (matching.length === 0) return reply(404, { error: 'Not found' })
    const methods = [...new Set(matching.map((route) => route.method))]
    if (request.method === 'OPTIONS') {
      if (!cors['access-control-allow-origin']) return reply(403, { error: 'Origin not allowed' })
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': methods.join(', '),
          'access-control-allow-headers': 'content-type, accept',
          'access-control-max-age': '600',
        },
      })
    }
    const route = matching.find((item) => item.method === request.method)
    if (!route) return reply(405, { error: 'Method not allowed' }, { allow: methods.join(', ') })
    // CORS only hides the answer from another site; its request would still spend the key.
    if (origin !== null && !isSameOrigin(origin, request, url) && !allowOrigins.includes(origin))
      return reply(403, { error: 'Origin not allowed' })

    let body: string | undefined
    if (route.method === 'POST') {
      // JSON only: a cross-site form post cannot skip the browser's preflight.
      if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
        return reply(415, { error: 'Expected application/json' })
      const declared = Number(request.headers.get('content-length') ?? '0')
      if (declared > maxBodyBytes) return reply(413, { error: 'Request body too large' })
      try {
        body = await readLimited(request, maxBodyBytes)
      } catch {
        return reply(400, { error: 'Request body could not be read' })
      }
      if (body === undefined) return reply(413, { error: 'Request body too large' })
    }

    const target = `${upstream}${path}${url.search}`
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (route.withKey && options.apiKey) headers[keyHeader] = options.apiKey
    // The timer covers the whole answer, body included: a stalled upstream cannot hold a client.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: Response
    let text: string | undefined
    try {
      response = await fetcher(target, {
        method: route.method,
        headers,
        body,
        signal: controller.signal,
        redirect: 'manual',
      })
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel()
        return reply(502, { error: 'Upstream redirected' })
      }
      text = await readLimited(response, MAX_ANSWER_BYTES)
    } catch {
      const failure = new ProxyError(path, controller.signal.aborted ? 'timeout' : 'unreachable')
      options.onError?.(failure)
      return reply(failure.reason === 'timeout' ? 504 : 502, {
        error: failure.reason === 'timeout' ? 'Upstream timed out' : 'Upstream unreachable',
      })
    } finally {
      clearTimeout(timer)
    }
    if (text === undefined || response.status < 200 || response.status > 599)
      return reply(502, { error: 'Upstream answer not accepted' })
    // The service's answer as it is (errors included), with only the headers a client reads, and
    // never the key, even where an upstream error message quotes it.
    const passed: Record<string, string> = { ...cors }
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) passed[name] = value
    }
    const safe = options.apiKey ? text.replaceAll(options.apiKey, '[redacted]') : text
    return new Response(safe, { status: response.status, headers: passed })
  }
}

/** Largest upstream answer passed on (a page of the token list is a few hundred kB). */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024

function checkedUpstream(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new TypeError('upstream must be an absolute http(s) URL')
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new TypeError('upstream must be an absolute http(s) URL without a query')
  // The key travels to it: in clear text only to this machine.
  if (url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    throw new TypeError('upstream must be https (http only for localhost)')
  return url.href.replace(/\/+$/, '')
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0)
    throw new TypeError(`${name} must be a positive number`)
  return value
}

/** The page calling is this server's own (its Origin's host is the request's Host). */
function isSameOrigin(origin: string, request: Request, url: URL): boolean {
  try {
    return new URL(origin).host === (request.headers.get('host') ?? url.host)
  } catch {
    return false
  }
}

function corsHeaders(
  origin: string | null,
  allowOrigins: readonly string[],
): Record<string, string> {
  if (!origin || !allowOrigins.includes(origin))
    return allowOrigins.length ? { vary: 'Origin' } : {}
  return { 'access-control-allow-origin': origin, vary: 'Origin' }
}

/** The body as text, or undefined past `limit` bytes (read no further than that). */
async function readLimited(
  message: Request | Response,
  limit: number,
): Promise<string | undefined> {
  if (!message.body) return ''
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
