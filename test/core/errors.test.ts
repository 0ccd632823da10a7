import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import * as core from '../../src/exports/core.js'
import {
  AbortedError,
  ApiError,
  ConfigError,
  HttpError,
  InvalidAmountError,
  InvalidInputError,
  isVtError,
  NetworkError,
  PaginationError,
  QuoteExpiredError,
  QuoteNotFoundError,
  RateLimitError,
  ResponseShapeError,
  TimeoutError,
  UnauthorizedError,
  VtError,
} from '../../src/exports/core.js'

const url = 'https://api.example/v1/quotes'
const errors = [
  new ConfigError('baseUrl', 'must be an absolute URL'),
  new InvalidInputError('quote request', [
    { path: 'amount', message: 'must be greater than zero' },
    { path: 'dstChainKey', message: 'must be a non-empty string' },
  ]),
  new InvalidAmountError('1.0000001', 'this token has at most 6 decimals'),
  new HttpError({ url, status: 502, bodyExcerpt: '<h1>Bad gateway</h1>' }),
  new ApiError({
    url,
    status: 4000,
    httpStatus: 400,
    message: 'Invalid input',
    issues: [{ message: 'Unknown chain "x"' }],
  }),
  new UnauthorizedError({ url, httpStatus: 401 }),
  new RateLimitError({ url, retryAfterMs: 5_000 }),
  new TimeoutError({ url, timeoutMs: 15_000 }),
  new NetworkError({
    url,
    details: 'fetch failed (ECONNREFUSED)',
    cause: new TypeError('fetch failed'),
  }),
  new AbortedError({ url }),
  new ResponseShapeError({ url, path: 'quotes[0].id', problem: 'is missing' }),
  new PaginationError({ url, reason: 'repeated-cursor', pages: 3 }),
  new QuoteNotFoundError({ url, quoteId: 'q_1' }),
  new QuoteExpiredError({ quoteId: 'q_1', expiresAt: '2026-01-01T00:00:00.000Z' }),
]

describe('errors', () => {
  it.each(errors.map((error) => [error.name, error] as const))(
    '%s is a VtError with a literal name and kept cause',
    (name, error) => {
      expect(error).toBeInstanceOf(VtError)
      expect(error).toBeInstanceOf(Error)
      expect(isVtError(error)).toBe(true)
      expect(error.name).toBe(name)
      expect(error.message.startsWith(error.shortMessage)).toBe(true)
    },
  )

  it('have stable full messages', () => {
    expect(Object.fromEntries(errors.map((error) => [error.name, error.message]))).toMatchSnapshot()
  })

  it('keep the cause', () => {
    const network = errors.find((error) => error.name === 'NetworkError')
    expect(network?.cause).toBeInstanceOf(TypeError)
  })

  it('walk their causes: to the deepest, or to the first a test accepts', () => {
    const wallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wrapped = new Error('request failed', { cause: wallet })
    const error = new NetworkError({ url, cause: wrapped })
    expect(error.walk()).toBe(wallet)
    expect(error.walk((item) => (item as { code?: number }).code === 4001)).toBe(wallet)
    expect(error.walk((item) => item instanceof NetworkError)).toBe(error)
    expect(error.walk((item) => item instanceof ApiError)).toBeUndefined()
    // A cause that loops back on itself ends the walk instead of spinning.
    const looped = new Error('a')
    ;(looped as { cause?: unknown }).cause = looped
    expect(new NetworkError({ url, cause: looped }).walk()).toBe(looped)
  })

  it('link to the page that says what each one means, where every one is listed', async () => {
    const docs = await readFile('docs/core.md', 'utf8')
    for (const error of errors) expect(error.docsPath).toBe('docs/core.md#errors')
    const classes = Object.entries(core).filter(
      ([, value]) => typeof value === 'function' && value.prototype instanceof VtError,
    )
    expect(classes.length).toBeGreaterThanOrEqual(25)
    for (const [name] of classes) expect(docs, name).toContain(`\`${name}\``)
  })

  it('are told apart from other values', () => {
    expect(isVtError(new Error('x'))).toBe(false)
    expect(isVtError({ name: 'ApiError', shortMessage: 'x' })).toBe(false)
  })
})
