import { QuoteExpiredError } from './errors.js'

/** The part of a quote that expiry reads. */
export type ExpiringQuote = { id?: string; expiresAt?: string | undefined }

/**
 * The instant a quote expires, in epoch ms, or undefined when it carries no (readable) `expiresAt`.
 * Accepts ISO 8601 text and epoch numbers in seconds or milliseconds: the spec does not fix a format.
 */
export function quoteExpiryTime(quote: ExpiringQuote): number | undefined {
  const text = quote.expiresAt
  if (typeof text !== 'string' || text.trim() === '') return undefined
  if (/^\d+$/.test(text.trim())) {
    const value = Number(text)
    return value < 1e12 ? value * 1000 : value
  }
  const time = Date.parse(text)
  return Number.isNaN(time) ? undefined : time
}

/** True once `expiresAt` has passed. A quote without `expiresAt` never expires by its own account. */
export function isQuoteExpired(quote: ExpiringQuote, now: number = Date.now()): boolean {
  const expiry = quoteExpiryTime(quote)
  return expiry !== undefined && now > expiry
}

/** Throws a `QuoteExpiredError` for an expired quote: call it right before anything is signed. */
export function assertQuoteFresh(quote: ExpiringQuote, now: number = Date.now()): void {
  if (isQuoteExpired(quote, now)) {
    throw new QuoteExpiredError({ quoteId: quote.id ?? '', expiresAt: quote.expiresAt ?? '' })
  }
}

/** The reason text a `rejectedQuotes` item holds (its shape is not specified), for display. */
export function describeRejectedQuote(item: unknown): string {
  if (typeof item === 'string') return item
  if (typeof item !== 'object' || item === null) return 'Rejected (no reason given)'
  const record = item as Record<string, unknown>
  for (const key of ['error', 'reason', 'message', 'description']) {
    const value = record[key]
    if (typeof value === 'string' && value !== '') return value
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string'
    ) {
      return (value as { message: string }).message
    }
  }
  return 'Rejected (no reason given)'
}
