import { VtError } from './base.js'

// A quote that is gone: asked again, never used.

/** HTTP 404 on a quote id: the quote is unknown to the service, or gone because it expired. */
export class QuoteNotFoundError extends VtError {
  override readonly name = 'QuoteNotFoundError' as const
  readonly quoteId: string
  readonly url: string
  constructor(init: { quoteId: string; url: string }) {
    super('This quote is no longer available: request a new quote.', {
      metaMessages: [`Quote: ${init.quoteId}`, `URL: ${init.url}`],
    })
    this.quoteId = init.quoteId
    this.url = init.url
  }
}

/** The quote's `expiresAt` has passed: it must not be executed; request a new quote. */
export class QuoteExpiredError extends VtError {
  override readonly name = 'QuoteExpiredError' as const
  readonly quoteId: string
  readonly expiresAt: string
  constructor(init: { quoteId: string; expiresAt: string }) {
    super('This quote has expired: request a new quote.', {
      metaMessages: [`Quote: ${init.quoteId}`, `Expired at: ${init.expiresAt}`],
    })
    this.quoteId = init.quoteId
    this.expiresAt = init.expiresAt
  }
}
