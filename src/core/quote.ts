import { QuoteExpiredError } from './errors.js'
import { findIntentOrder } from './intent/order.js'
import type { UserStep } from './schemas/userStep.js'

/** The part of a quote that expiry reads. */
export type ExpiringQuote = {
  id?: string
  expiresAt?: string | undefined
  userSteps?: readonly UserStep[]
}

/**
 * The instant a quote expires, in epoch ms, or undefined when nothing says. Reads `expiresAt` as
 * ISO 8601 text or epoch seconds or milliseconds (the service uses several forms), and an intent
 * order's `endTime`: the order dies then, whatever `expiresAt` says (live intent quotes carry none).
 */
export function quoteExpiryTime(quote: ExpiringQuote): number | undefined {
  const stated = expiresAtTime(quote.expiresAt)
  const endTime = findIntentOrder(quote.userSteps ?? [])?.order?.endTime
  const orderEnd = endTime === undefined ? undefined : endTime * 1000
  if (stated === undefined) return orderEnd
  return orderEnd === undefined ? stated : Math.min(stated, orderEnd)
}

function expiresAtTime(text: string | undefined): number | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined
  if (/^\d+$/.test(text.trim())) {
    const value = Number(text)
    return value < 1e12 ? value * 1000 : value
  }
  const time = Date.parse(text)
  return Number.isNaN(time) ? undefined : time
}

/** True once the quote's expiry (see `quoteExpiryTime`) has passed; a quote that states none does not expire by its own account. */
export function isQuoteExpired(quote: ExpiringQuote, now: number = Date.now()): boolean {
  const expiry = quoteExpiryTime(quote)
  return expiry !== undefined && now > expiry
}

/** Throws a `QuoteExpiredError` for an expired quote: call it right before anything is signed. */
export function assertQuoteFresh(quote: ExpiringQuote, now: number = Date.now()): void {
  if (isQuoteExpired(quote, now)) {
    const expiry = quoteExpiryTime(quote)
    throw new QuoteExpiredError({
      quoteId: quote.id ?? '',
      expiresAt: expiry === undefined ? '' : new Date(expiry).toISOString(),
    })
  }
}
