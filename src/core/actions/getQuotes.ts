import type { Client } from '../config.js'
import { ApiError, type InvalidInputError, type UnauthorizedError } from '../errors.js'
import { InputCheck, isPlainObject } from '../input.js'
import { readApiError, request } from '../request.js'
import { readArrayItems, type SkippedItem } from '../schemas/items.js'
import { parseResponse } from '../schemas/parse.js'
import {
  type Quote,
  quoteSchema,
  quotesResponseSchema,
  type RejectedQuote,
} from '../schemas/quote.js'
import { type Token, tokenSchema } from '../schemas/token.js'
import { parseUserSteps } from '../schemas/userStep.js'
import type { GetListErrorType } from './getChains.js'

export type QuoteOptions = {
  amountType?: 'EXACT_SRC_AMOUNT'
  /** Maximum acceptable fee variance, 0 to 100 percent (service default 1). */
  feeTolerance?: { type: 'PERCENT'; amount: number }
  /** Native gas drop on the destination, in its smallest units (service default 0). */
  dstNativeDropAmount?: string
}

export type QuoteRequest = {
  /** Smallest units of the source token. */
  amount: string
  srcChainKey: string
  /** The conventional native address (`NATIVE_TOKEN_ADDRESS`) for an EVM native coin. */
  srcTokenAddress: string
  srcWalletAddress: string
  dstChainKey: string
  dstTokenAddress: string
  dstWalletAddress: string
  options?: QuoteOptions
}

export type GetQuotesParameters = QuoteRequest & { signal?: AbortSignal }
export type GetQuotesReturnType = {
  quotes: Quote[]
  rejectedQuotes: RejectedQuote[]
  tokens: Token[]
  /** Quotes and tokens vtkit could not read: dropped, the others kept (see `onInvalidItem`). */
  skipped: SkippedItem[]
}
export type GetQuotesErrorType = GetListErrorType | ApiError | UnauthorizedError | InvalidInputError

/** Every field a quote request must carry (the address and chain fields are non-empty text). */
export const quoteRequestFields = [
  'amount',
  'srcChainKey',
  'srcTokenAddress',
  'srcWalletAddress',
  'dstChainKey',
  'dstTokenAddress',
  'dstWalletAddress',
] as const

/**
 * `POST /quotes`. The service may answer HTTP 200 with a non-null `error`: that, and every
 * 4xx error object, is thrown as an `ApiError` with its issues. Retried like a GET: it is read-only.
 */
export async function getQuotes(
  client: Client,
  { signal, ...quoteRequest }: GetQuotesParameters,
): Promise<GetQuotesReturnType> {
  const body = checkQuoteRequest(quoteRequest)
  const response = await request(client, {
    service: 'transfer',
    method: 'POST',
    path: '/quotes',
    body,
    auth: true,
    idempotent: true,
    signal,
  })
  // The error object comes first: a failed quote may be HTTP 200 and carry no quotes at all.
  const apiError = readApiError(client, response.data, response.url, response.status)
  if (apiError) throw apiError
  const parsed = parseResponse(quotesResponseSchema, response.data, response.url)
  if (typeof parsed.error === 'string' && parsed.error !== '') {
    throw new ApiError({
      url: response.url,
      status: response.status,
      httpStatus: response.status,
      message: parsed.error,
      issues: [],
    })
  }
  const url = response.url
  const quotes = readArrayItems(
    client,
    parsed.quotes,
    { kind: 'quote', url, path: 'quotes' },
    (item, path) => parseQuote(item, url, path),
  )
  const tokens = readArrayItems(
    client,
    parsed.tokens,
    { kind: 'token', url, path: 'tokens' },
    (item, path) => parseResponse(tokenSchema, item, url, path),
  )
  return {
    quotes: quotes.items,
    rejectedQuotes: parsed.rejectedQuotes,
    tokens: tokens.items,
    skipped: [...quotes.skipped, ...tokens.skipped],
  }
}

/**
 * One quote, strictly: every step it carries must be readable. A quote without `userSteps` is
 * kept and marked `userStepsPending`: its steps come from `/build-user-steps` before signing.
 */
export function parseQuote(item: unknown, url: string, path: string): Quote {
  const { userSteps, ...quote } = parseResponse(quoteSchema, item, url, path)
  if (userSteps === undefined) return { ...quote, userSteps: [], userStepsPending: true }
  return { ...quote, userSteps: parseUserSteps(userSteps, url, `${path}.userSteps`) }
}

/** The request as it will be sent, or an `InvalidInputError` listing every problem. */
export function checkQuoteRequest(quoteRequest: QuoteRequest): QuoteRequest {
  const check = new InputCheck('quote request')
  if (!isPlainObject(quoteRequest)) {
    check.add('request', 'must be an object').done()
  }
  check.digits('amount', quoteRequest.amount, { positive: true })
  for (const field of quoteRequestFields) {
    if (field !== 'amount') check.text(field, quoteRequest[field])
  }
  if (
    quoteRequest.srcChainKey === quoteRequest.dstChainKey &&
    typeof quoteRequest.srcTokenAddress === 'string' &&
    typeof quoteRequest.dstTokenAddress === 'string' &&
    quoteRequest.srcTokenAddress.toLowerCase() === quoteRequest.dstTokenAddress.toLowerCase()
  ) {
    check.add('dstTokenAddress', 'must differ from the source: same chain and token on both sides')
  }
  const options = quoteRequest.options
  if (options !== undefined) {
    if (!isPlainObject(options)) check.add('options', 'must be an object')
    else {
      const tolerance = options.feeTolerance?.amount
      if (
        tolerance !== undefined &&
        !(typeof tolerance === 'number' && tolerance >= 0 && tolerance <= 100)
      ) {
        check.add('options.feeTolerance.amount', 'must be a percentage from 0 to 100')
      }
      check.digits('options.dstNativeDropAmount', options.dstNativeDropAmount, { optional: true })
    }
  }
  check.done()
  const { amount, options: sentOptions } = quoteRequest
  const body: QuoteRequest = { amount, ...pickRequired(quoteRequest) }
  if (sentOptions) body.options = sentOptions
  return body
}

function pickRequired(quoteRequest: QuoteRequest) {
  const {
    srcChainKey,
    srcTokenAddress,
    srcWalletAddress,
    dstChainKey,
    dstTokenAddress,
    dstWalletAddress,
  } = quoteRequest
  return {
    srcChainKey,
    srcTokenAddress,
    srcWalletAddress,
    dstChainKey,
    dstTokenAddress,
    dstWalletAddress,
  }
}
