import type { Client } from '../config.js'
import { ApiError, type InvalidInputError, type UnauthorizedError } from '../errors.js'
import { readApiError, request } from '../request.js'
import { readArrayItems, type SkippedItem } from '../schemas/items.js'
import { parseResponse } from '../schemas/parse.js'
import {
  checkQuoteRequest,
  parseQuote,
  type Quote,
  type QuoteRequest,
  quotesResponseSchema,
  type RejectedQuote,
} from '../schemas/quote.js'
import { type Token, tokenSchema } from '../schemas/token.js'
import type { GetListErrorType } from './getChains.js'

export type GetQuotesParameters = QuoteRequest & { signal?: AbortSignal }
export type GetQuotesReturnType = {
  quotes: Quote[]
  rejectedQuotes: RejectedQuote[]
  tokens: Token[]
  /** Quotes and tokens vtkit could not read: dropped, the others kept (see `onInvalidItem`). */
  skipped: SkippedItem[]
}
export type GetQuotesErrorType = GetListErrorType | ApiError | UnauthorizedError | InvalidInputError

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
    client.onInvalidItem,
    parsed.quotes,
    { kind: 'quote', url, path: 'quotes' },
    (item, path) => parseQuote(item, url, path),
  )
  const tokens = readArrayItems(
    client.onInvalidItem,
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
