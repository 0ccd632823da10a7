import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeTexts } from '../../src/components/localeTexts.js'
import {
  ApiError,
  HttpError,
  InvalidAmountError,
  NetworkError,
  PaginationError,
  QuoteExpiredError,
  QuoteNotFoundError,
  RateLimitError,
  ResponseShapeError,
  StepInterruptedError,
  SwitchChainError,
  TimeoutError,
  TransactionPendingError,
  TransactionReplacedError,
  TransactionRevertedError,
  TransferElsewhereError,
  UnauthorizedError,
  UnexpectedError,
  UnsafeStepError,
  UnsupportedChainError,
  UserRejectedError,
  type VtError,
  WrongAccountError,
} from '../../src/exports/core.js'
import de from '../../src/locales/de.js'

const url = 'https://api.example/v1/quotes?x=1'
const hash = `0x${'ab'.repeat(32)}`
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Every error a component can meet (what it shows to the user), one of each kind. */
const errors: VtError[] = [
  new HttpError({ url, status: 502, bodyExcerpt: '<html>Bad gateway</html>' }),
  new HttpError({ url, status: 404, bodyExcerpt: '{"error":"Not found"}' }),
  new ApiError({ url, status: 1001, httpStatus: 400, message: 'amount: below min', issues: [] }),
  new UnauthorizedError({ url, httpStatus: 401 }),
  new RateLimitError({ url, retryAfterMs: 2_000 }),
  new TimeoutError({ url, timeoutMs: 15_000 }),
  new NetworkError({ url, details: 'ECONNRESET' }),
  new ResponseShapeError({ url, path: 'quotes.0.userSteps', problem: 'must be an array' }),
  new PaginationError({ url, reason: 'repeated-cursor', pages: 3 }),
  new QuoteNotFoundError({ quoteId: 'q_1', url }),
  new QuoteExpiredError({ quoteId: 'q_1', expiresAt: '2026-01-01T00:00:00Z' }),
  new UnexpectedError(new TypeError("Cannot read properties of undefined (reading 'x')")),
  new UnsafeStepError([
    { rule: 'signer-mismatch', stepIndex: 0, severity: 'refuse', message: 'asks 0xbeef to sign' },
  ]),
  new UserRejectedError({ stepIndex: 0 }),
  new SwitchChainError({ chainId: 10, chainName: 'OP Mainnet' }),
  new TransactionRevertedError({ hash, stepIndex: 1 }),
  new UnsupportedChainError('STARKNET'),
  new StepInterruptedError(0, { reason: 'closed' }),
  new StepInterruptedError(0, { reason: 'noAnswer' }),
  new TransactionReplacedError({ hash, replacementHash: hash, stepIndex: 0, reason: 'cancelled' }),
  new TransactionReplacedError({ hash, replacementHash: hash, stepIndex: 0, reason: 'replaced' }),
  new TransactionPendingError({ hash, stepIndex: 0 }),
  new WrongAccountError({ expected: account, actual: account, stepIndex: 0 }),
  new TransferElsewhereError({ quoteId: 'q_1' }),
  new InvalidAmountError('1.2.3x', 'use digits'),
  new InvalidAmountError('1.1234567', 'too many', { reason: 'decimals', decimals: 6 }),
]

/** What a developer reads and a user should not: URLs, field paths, codes, raw values, templates. */
const developerText =
  /https?:|\/v1|\bURL\b|quotes\.\d|userSteps|\d+ ms\b|undefined|null|\{\w+\}|Invalid |<html>|ECONNRESET|TypeError|reading 'x'|below min|q_1/

describe('no developer text reaches a user’s screen', () => {
  it.each([
    ['English', localeTexts(undefined, 'en')],
    ['German', localeTexts(de, 'de')],
  ])('every error a component meets reads as words in %s', (_language, texts) => {
    for (const error of errors) {
      const text = texts.error(error)
      expect(text, error.name).not.toMatch(developerText)
      expect(text.length, error.name).toBeGreaterThan(10)
    }
    // The values a sentence names are filled in, in the user's terms.
    expect(
      texts.error(errors.find((error) => error.name === 'SwitchChainError') as VtError),
    ).toContain('OP Mainnet')
    expect(texts.error(errors.at(-1) as VtError)).toMatch(/6/)
  })

  it('says an HTTP failure in words, promising no retry a refused request would not survive', () => {
    // A 404 from a proxy's wrong path fails again however often it is tried; a 503 may not.
    for (const status of [404, 413, 502, 503])
      expect(
        localeTexts(undefined, 'en').error(new HttpError({ url, status, bodyExcerpt: '' })),
      ).toBe(`The service could not handle the request (HTTP ${status}).`)
    expect(localeTexts(de, 'de').error(new HttpError({ url, status: 404, bodyExcerpt: '' }))).toBe(
      'Der Dienst konnte die Anfrage nicht bearbeiten (HTTP 404).',
    )
  })

  it('no component shows an error’s own message: each goes through the language pack', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      )
    const shown = files('src/components')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('localeTexts.ts'))
      .filter((file) =>
        /\.(shortMessage|details)\b|error\.message\b/.test(readFileSync(file, 'utf8')),
      )
    expect(shown).toEqual([])
  })
})
