import { generateCatalog } from './catalog.js'
import { createObservedStatus } from './chainObserver.js'
import { systemClock } from './clock.js'
import { base58Encode } from './encoding.js'
import { createFaultController } from './faults.js'
import { buildOftTransfer, listOfts, openApiDocument } from './oftService.js'
import { createQuotes, type StoredQuote } from './quotes.js'
import { createRandom } from './random.js'
import {
  corsHeaders,
  delay,
  earlyFault,
  errorReply,
  json,
  type Reply,
  respond,
  safeAtob,
  safeDecode,
} from './simulatorReplies.js'
import {
  type RecordedRequest,
  SimulatedNetworkError,
  type Simulator,
  type SimulatorOptions,
  type SubmitInit,
} from './simulatorTypes.js'
import { buildUserSteps } from './steps.js'
import { defaultStatusTimeline, derivedHash, type Submission, statusBody } from './transfers.js'

// Simulators made in one process so far: each hands out its own quote ids, as two services never
// share one (a run still pending against one simulator is never mistaken for another's quote).
let simulatorsMade = 0

/**
 * The bridge services and their chains in memory: answers every request of both specifications,
 * moves transfers through their statuses in its clock's time, and takes faults to inject.
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const catalog = options.catalog ?? generateCatalog(options)
  const clock = options.clock ?? systemClock
  const apiKeys = options.apiKeys === undefined ? ['sim-api-key'] : (options.apiKeys ?? [])
  const oftApiKeys = options.oftApiKeys === undefined ? ['sim-oft-key'] : (options.oftApiKeys ?? [])
  const oftKeyHeader = (options.oftApiKeyHeader ?? 'x-layerzero-api-key').toLowerCase()
  const pageSize = {
    chains: options.pageSize?.chains ?? 50,
    tokens: options.pageSize?.tokens ?? 500,
  }
  const ttlMs = options.quoteTtlMs ?? 60_000
  const timeline = { ...defaultStatusTimeline, ...options.statusTimeline }
  const transferPath = options.transferPath ?? '/v1'
  const oftPath = options.oftPath ?? '/oft/v1'
  const blockhashRandom = createRandom((options.seed ?? 1) ^ 0x5eed)
  const recentBlockhash = options.recentBlockhash ?? (() => base58Encode(blockhashRandom.bytes(32)))
  const faults = createFaultController()
  const observedStatus = options.chainObserver
    ? createObservedStatus(options.chainObserver, () => clock.now(), {
        deliveryDelayMs: options.deliveryDelayMs,
      })
    : undefined

  let requests: RecordedRequest[] = []
  const quotes = new Map<string, StoredQuote>()
  const submissions = new Map<string, Submission>()
  let quoteCounter = 0
  const simulatorNumber = ++simulatorsMade
  // Production's quote ids: 0x and 32 bytes of hex.
  const nextQuoteId = () => {
    quoteCounter++
    const key = derivedHash(`${options.seed ?? 1}:${quoteCounter}`, 'quote')
    return { id: derivedHash(`${key}:${simulatorNumber}`, 'quote'), key }
  }

  const submit = (quoteId: string, init: SubmitInit = {}) => {
    const stored = quotes.get(quoteId)
    if (!stored || submissions.has(quoteId)) return
    submissions.set(quoteId, {
      at: clock.now(),
      txHash: init.txHash ?? derivedHash(quoteId, 'src'),
      outcome: init.outcome ?? options.outcome?.(stored) ?? 'SUCCEEDED',
      viaSignature: init.viaSignature ?? init.signature !== undefined,
      ...(init.signature === undefined ? {} : { signature: init.signature }),
    })
  }

  const authorized = (request: Request, header: string, keys: readonly string[]) => {
    if (keys.length === 0) return true
    const value = request.headers.get(header)
    return value !== null && keys.includes(value)
  }
  const unauthorized: Reply = { status: 401, body: { error: 'Unauthorized' } }

  const page = <T>(
    items: T[],
    size: number,
    kind: string,
    query: URLSearchParams,
  ): { items: T[]; pagination: Record<string, string> } | undefined => {
    const cursor = query.get('pagination[nextToken]')
    let offset = 0
    if (cursor !== null) {
      const match = /^(\w+):(\d+)$/.exec(safeAtob(cursor))
      if (!match || match[1] !== kind) return undefined
      offset = Number(match[2])
    }
    const end = offset + size
    return {
      items: items.slice(offset, end),
      pagination: end < items.length ? { nextToken: btoa(`${kind}:${end}`) } : {},
    }
  }

  const findQuote = (quoteId: unknown): StoredQuote | Reply => {
    if (typeof quoteId !== 'string' || quoteId === '')
      return errorReply(400, 'Invalid request', ['"quoteId" is required'])
    const stored = quotes.get(quoteId)
    if (!stored) return errorReply(404, 'Quote not found')
    return stored
  }

  const transferRoutes = async (request: Request, path: string, url: URL): Promise<Reply> => {
    const method = request.method
    const needsKey =
      path === '/quotes' ||
      path === '/build-user-steps' ||
      path === '/submit-signature' ||
      path.startsWith('/status/')
    if (needsKey && !authorized(request, 'x-api-key', apiKeys)) return unauthorized
    if (path === '/chains' && method === 'GET') {
      const result = page(catalog.chains, pageSize.chains, 'chains', url.searchParams)
      return result
        ? { status: 200, body: { chains: result.items, pagination: result.pagination } }
        : errorReply(400, 'Invalid pagination token')
    }
    if (path === '/tokens' && method === 'GET') return tokens(url.searchParams)
    if (path === '/metadata' && method === 'GET') return { status: 200, body: catalog.metadata }
    if (method === 'GET' && path.startsWith('/status/')) {
      const found = findQuote(safeDecode(path.slice('/status/'.length)))
      // Production answers an unknown id on /status with an empty 404.
      if (!('quote' in found))
        return found.status === 404 ? { status: 404, body: undefined } : found
      const txHash = url.searchParams.get('txHash')
      if (txHash) submit(found.stepInput.quoteId, { txHash })
      return {
        status: 200,
        body: observedStatus
          ? await observedStatus(found, submissions.get(found.stepInput.quoteId))
          : statusBody(found, submissions.get(found.stepInput.quoteId), clock.now(), timeline),
      }
    }
    if (method !== 'POST') return errorReply(404, `No route for ${method} ${path}`)
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return errorReply(400, 'Invalid request', ['Request body must be JSON'])
    }
    if (path === '/quotes') return createQuoteReply(body)
    const quoteId = (body as { quoteId?: unknown } | null)?.quoteId
    if (path === '/build-user-steps') {
      const found = findQuote(quoteId)
      if (!('quote' in found)) return found
      if (clock.now() > found.expiresAtMs) return errorReply(404, 'Quote expired')
      found.stepInput = { ...found.stepInput, recentBlockhash: recentBlockhash() }
      return { status: 200, body: { userSteps: buildUserSteps(found.stepInput) } }
    }
    if (path === '/submit-signature') {
      const found = findQuote(quoteId)
      if (!('quote' in found)) return found
      if (clock.now() > found.expiresAtMs) return errorReply(404, 'Quote expired')
      const signatures = (body as { signatures?: unknown }).signatures
      const expected = (found.quote.userSteps as { type: string }[]).filter(
        (step) => step.type === 'SIGNATURE',
      ).length
      if (expected === 0)
        return errorReply(400, 'Invalid request', ['This quote has no signature step'])
      if (!Array.isArray(signatures) || signatures.length !== expected)
        return errorReply(400, 'Invalid request', [
          `"signatures" must hold ${expected} signature(s)`,
        ])
      if (
        !signatures.every(
          (signature) => typeof signature === 'string' && /^0x[0-9a-fA-F]{130}$/.test(signature),
        )
      ) {
        return errorReply(400, 'Invalid signature', [
          'Each signature must be 65 bytes of 0x-prefixed hex',
        ])
      }
      submit(found.stepInput.quoteId, { signature: signatures[0] })
      return { status: 200, body: {} }
    }
    return errorReply(404, `No route for ${method} ${path}`)
  }

  const tokens = (query: URLSearchParams): Reply => {
    const chainKey = query.get('transferrableFromChainKey')
    const tokenAddress = query.get('transferrableFromTokenAddress')
    let list = catalog.tokens
    if (chainKey !== null || tokenAddress !== null) {
      if (!chainKey || !tokenAddress) {
        return errorReply(400, 'Invalid request', [
          'transferrableFromChainKey and transferrableFromTokenAddress must be given together',
        ])
      }
      const source = catalog.token(chainKey, tokenAddress)
      list = source ? catalog.routesFrom(source).map((route) => route.token) : []
    }
    const result = page(list, pageSize.tokens, chainKey ? 'routes' : 'tokens', query)
    return result
      ? { status: 200, body: { tokens: result.items, pagination: result.pagination } }
      : errorReply(400, 'Invalid pagination token')
  }

  const createQuoteReply = (body: unknown): Reply => {
    const outcome = createQuotes(body, {
      catalog,
      now: clock.now(),
      ttlMs,
      nextQuoteId,
      recentBlockhash,
      solanaTokenAccount: options.solanaTokenAccount,
      routeNames: options.routeNames ?? 'production',
      expiresAt: options.expiresAt ?? 'production',
    })
    if (outcome.kind === 'invalid') {
      return {
        status: 400,
        body: {
          error: {
            status: 4000,
            message: 'Invalid input',
            issues: outcome.issues.map((message) => ({ message })),
          },
          quotes: [],
          rejectedQuotes: [],
          tokens: [],
        },
      }
    }
    // As in production, a request without a route is a 200 whose `error` is set.
    if (outcome.kind === 'noRoute') {
      return {
        status: 200,
        body: {
          error: {
            status: 4000,
            message: outcome.message,
            issues: [{ message: 'No route found' }],
          },
          quotes: [],
          rejectedQuotes: [],
          tokens: [],
        },
      }
    }
    for (const stored of outcome.quotes) remember(stored)
    return {
      status: 200,
      body: {
        error: null,
        quotes: outcome.quotes.map((stored) => stored.quote),
        rejectedQuotes: outcome.rejected,
        tokens: outcome.tokens,
      },
    }
  }

  const remember = (stored: StoredQuote) => {
    quotes.set(stored.stepInput.quoteId, stored)
    // Bounded memory for a long-running demo: the oldest quotes go first.
    if (quotes.size > 20_000) {
      const oldest = quotes.keys().next().value
      if (oldest !== undefined) {
        quotes.delete(oldest)
        submissions.delete(oldest)
      }
    }
  }

  const oftRoutes = (request: Request, path: string, url: URL): Reply => {
    if (request.method !== 'GET') return errorReply(404, `No route for ${request.method} ${path}`)
    if (path === '/list') return listOfts(catalog, url.searchParams)
    if (path === '/openapi') return openApiDocument(`${url.origin}${oftPath}`)
    if (path === '/transfer') {
      if (!authorized(request, oftKeyHeader, oftApiKeys)) return unauthorized
      return buildOftTransfer(catalog, url.searchParams, clock.now())
    }
    return errorReply(404, `No route for GET ${path}`)
  }

  const locate = (pathname: string): { service: RecordedRequest['service']; path: string } => {
    if (pathname.startsWith(`${oftPath}/`))
      return { service: 'oft', path: pathname.slice(oftPath.length) }
    if (pathname.startsWith(`${transferPath}/`))
      return { service: 'transfer', path: pathname.slice(transferPath.length) }
    return { service: 'none', path: pathname }
  }

  const handle = async (request: Request): Promise<Response> => {
    try {
      return await route(request)
    } catch (error) {
      if (error instanceof SimulatedNetworkError || request.signal.aborted) throw error
      return json(
        errorReply(
          500,
          `Simulator error: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
    }
  }

  const route = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders,
          'access-control-allow-headers':
            request.headers.get('access-control-request-headers') ?? '*',
        },
      })
    }
    const { service, path } = locate(url.pathname)
    const body = request.method === 'POST' ? await request.clone().text() : undefined
    requests.push({
      method: request.method,
      url: url.href,
      service,
      path,
      headers: Object.fromEntries(request.headers),
      body,
      at: clock.now(),
    })
    if (requests.length > 50_000) requests = requests.slice(-25_000)
    const taken = service === 'none' ? [] : faults.take(service, request.method, path)
    for (const { fault } of taken)
      if (fault.type === 'latency') await delay(fault.ms, request.signal)
    const early = taken.find(
      ({ fault }) => fault.type === 'drop' || fault.type === 'status' || fault.type === 'rateLimit',
    )
    if (early) return earlyFault(early.fault)

    let reply: Reply
    if (service === 'transfer') reply = await transferRoutes(request, path, url)
    else if (service === 'oft') reply = oftRoutes(request, path, url)
    else reply = errorReply(404, `No service at ${url.pathname}`)
    return respond(reply, taken)
  }

  const simulator: Simulator = {
    handle,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (request.signal.aborted) throw request.signal.reason
      try {
        return await handle(request)
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason
        // What a real fetch does when the connection drops.
        throw new TypeError('fetch failed', { cause: error })
      }
    },
    catalog,
    clock,
    faults,
    apiKeys,
    oftApiKeys,
    get requests() {
      return requests
    },
    count: (filter) => {
      if (filter === undefined) return requests.length
      if (typeof filter === 'function') return requests.filter(filter).length
      return requests.filter((item) =>
        typeof filter === 'string' ? item.path === filter : filter.test(item.path),
      ).length
    },
    clearRequests: () => {
      requests = []
    },
    quote: (id) => quotes.get(id),
    submit,
    reset: () => {
      faults.clear()
      requests = []
      quotes.clear()
      submissions.clear()
    },
  }
  return simulator
}
