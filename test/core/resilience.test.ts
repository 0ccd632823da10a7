import { describe, expect, it } from 'vitest'
import { backoffDelay, parseRetryAfter } from '../../src/core/retry.js'
import {
  AbortedError,
  buildUserSteps,
  getChains,
  getMetadata,
  getQuotes,
  getStatus,
  getTokens,
  HttpError,
  NetworkError,
  PaginationError,
  RateLimitError,
  submitSignature,
  TimeoutError,
} from '../../src/exports/core.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer({ pageSize: { chains: 7 } })
const inject = (...args: Parameters<ReturnType<typeof server>['simulator']['faults']['inject']>) =>
  server().simulator.faults.inject(...args)

describe('retries of safe requests', () => {
  it('retries a GET through a burst of 5xx and succeeds', async () => {
    inject({ path: '/metadata', times: 2, fault: { type: 'status', status: 503 } })
    const metadata = await getMetadata(clientFor(server()))
    expect(Object.keys(metadata).length).toBeGreaterThan(100)
    expect(server().simulator.count('/metadata')).toBe(3)
  })

  it('gives up after the configured retries with the last HttpError', async () => {
    inject({
      path: '/metadata',
      fault: { type: 'status', status: 502, body: '<h1>bad gateway</h1>' },
    })
    const error = await getMetadata(
      clientFor(server(), { retry: { retries: 2, baseDelayMs: 1 } }),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 502, bodyExcerpt: '<h1>bad gateway</h1>' })
    expect((error as HttpError).url).toBe(`${server().baseUrl}/metadata`)
    expect(server().simulator.count('/metadata')).toBe(3)
  })

  it('retries dropped connections, then reports a NetworkError', async () => {
    inject({ path: '/metadata', fault: { type: 'drop' } })
    const error = await getMetadata(
      clientFor(server(), { retry: { retries: 1, baseDelayMs: 1 } }),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkError)
    expect(server().simulator.count('/metadata')).toBe(2)
  })

  it('honours Retry-After on 429, then succeeds', async () => {
    inject({ path: '/metadata', times: 1, fault: { type: 'rateLimit', retryAfter: '1' } })
    const started = Date.now()
    await getMetadata(clientFor(server()))
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(server().simulator.count('/metadata')).toBe(2)
  })

  it('does not wait for a Retry-After beyond the cap: RateLimitError with the wait', async () => {
    inject({ path: '/metadata', fault: { type: 'rateLimit', retryAfter: '120' } })
    const error = await getMetadata(clientFor(server())).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RateLimitError)
    expect((error as RateLimitError).retryAfterMs).toBe(120_000)
    expect((error as RateLimitError).shortMessage).toBe(
      'Too many requests: the service is rate limiting. Try again in 120 s.',
    )
    expect(server().simulator.count('/metadata')).toBe(1)
  })

  it('retries the read-only POST /quotes', async () => {
    inject({ path: '/quotes', times: 1, fault: { type: 'status', status: 500 } })
    const { quotes } = await getQuotes(
      clientFor(server()),
      bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })),
    )
    expect(quotes.length).toBeGreaterThan(0)
    expect(server().simulator.count('/quotes')).toBe(2)
  })

  it.each([
    [
      '/build-user-steps',
      (client: ReturnType<typeof clientFor>) => buildUserSteps(client, { quoteId: 'q_1' }),
    ],
    [
      '/submit-signature',
      (client: ReturnType<typeof clientFor>) =>
        submitSignature(client, { quoteId: 'q_1', signatures: [`0x${'00'.repeat(65)}`] }),
    ],
  ])('never repeats %s, a POST that could act twice', async (path, call) => {
    inject({ path, fault: { type: 'status', status: 503 } })
    const error = await call(clientFor(server())).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'HttpError', status: 503 })
    expect(server().simulator.count(path)).toBe(1)
  })

  it('does not retry client errors', async () => {
    inject({ path: '/metadata', fault: { type: 'status', status: 418, body: 'teapot' } })
    await getMetadata(clientFor(server())).catch(() => undefined)
    expect(server().simulator.count('/metadata')).toBe(1)
  })

  it('makes one attempt when retries are off', async () => {
    inject({ path: '/metadata', fault: { type: 'status', status: 503 } })
    await getMetadata(clientFor(server(), { retry: false })).catch(() => undefined)
    expect(server().simulator.count('/metadata')).toBe(1)
  })
})

describe('timeouts and aborts', () => {
  it('times out a slow answer with a TimeoutError, per attempt', async () => {
    inject({ path: '/metadata', fault: { type: 'latency', ms: 400 } })
    const error = await getMetadata(
      clientFor(server(), { timeoutMs: 50, retry: { retries: 1, baseDelayMs: 1 } }),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).shortMessage).toBe('The service did not answer within 50 ms.')
    expect(server().simulator.count('/metadata')).toBe(2)
  })

  it('recovers when only the first answer is slow', async () => {
    inject({ path: '/status/q_1', times: 1, fault: { type: 'latency', ms: 400 } })
    const status = await getStatus(clientFor(server(), { timeoutMs: 100 }), { quoteId: 'q_1' })
    expect(status.status).toBe('UNKNOWN')
  })

  it('stops at once when the caller aborts mid-request, without retrying', async () => {
    inject({ path: '/metadata', fault: { type: 'latency', ms: 2_000 } })
    const controller = new AbortController()
    const started = Date.now()
    setTimeout(() => controller.abort(), 50)
    const error = await getMetadata(clientFor(server()), { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(AbortedError)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(server().simulator.count('/metadata')).toBe(1)
  })

  it('stops during a backoff wait when the caller aborts', async () => {
    inject({ path: '/metadata', fault: { type: 'rateLimit', retryAfter: '10' } })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const started = Date.now()
    const error = await getMetadata(clientFor(server()), { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(AbortedError)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('sends nothing for an already aborted signal', async () => {
    const error = await getMetadata(clientFor(server()), { signal: AbortSignal.abort() }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(AbortedError)
    expect(server().simulator.count()).toBe(0)
  })
})

describe('pagination guards', () => {
  it('follows many pages', async () => {
    const chains = await getChains(clientFor(server()))
    expect(server().simulator.count('/chains')).toBe(Math.ceil(chains.length / 7))
  })

  it('stops with a PaginationError when a cursor repeats', async () => {
    // A valid cursor (page two), sent again and again.
    inject({
      path: '/chains',
      fault: { type: 'malform', path: 'pagination.nextToken', value: btoa('chains:7') },
    })
    const error = await getChains(clientFor(server())).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PaginationError)
    expect(error).toMatchObject({ reason: 'repeated-cursor' })
    expect(server().simulator.count('/chains')).toBe(2)
  })

  it('stops with a PaginationError when the pages never end', async () => {
    inject({
      path: '/tokens',
      fault: {
        type: 'malform',
        path: 'pagination.nextToken',
        value: (hit: number) => btoa(`tokens:${hit}`),
      },
    })
    const error = await getTokens(clientFor(server(), { maxPages: 25 })).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ name: 'PaginationError', reason: 'too-many-pages' })
    expect((error as PaginationError).shortMessage).toBe(
      'The list did not end after 25 pages; stopped to avoid an endless loop.',
    )
    expect(server().simulator.count('/tokens')).toBe(25)
  })

  it('treats an empty or null nextToken as the last page', async () => {
    inject({ path: '/chains', fault: { type: 'malform', path: 'pagination.nextToken', value: '' } })
    expect(await getChains(clientFor(server()))).toHaveLength(7)
    server().simulator.faults.clear()
    inject({ path: '/chains', fault: { type: 'malform', path: 'pagination', value: null } })
    expect(await getChains(clientFor(server()))).toHaveLength(7)
  })
})

describe('backoff and Retry-After parsing', () => {
  it('doubles up to the ceiling, with jitter in the upper half', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1_000 }
    expect(backoffDelay(policy, 0, () => 0)).toBe(50)
    expect(backoffDelay(policy, 0, () => 1)).toBe(100)
    expect(backoffDelay(policy, 2, () => 1)).toBe(400)
    expect(backoffDelay(policy, 10, () => 1)).toBe(1_000)
  })

  it('reads seconds and HTTP dates', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(parseRetryAfter('5', now)).toBe(5_000)
    expect(parseRetryAfter(new Date(now + 3_000).toUTCString(), now)).toBe(3_000)
    expect(parseRetryAfter(new Date(now - 3_000).toUTCString(), now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})
