import type { ErrorTextKey } from '../types.js'

/**
 * English words for the errors whose own message is written for developers (it names a path, a
 * timeout in ms, the service's raw answer, an amount's rule). The others' messages are already
 * the user's words and are shown as they are; a language pack gives every one.
 */
export const defaultErrorTexts: Partial<Record<ErrorTextKey, string>> = {
  HttpError: 'The service could not handle the request (HTTP {status}).',
  ApiError: 'The service refused the request (status {status}).',
  RateLimitError: 'Too many requests: the service is rate limiting. Try again in a moment.',
  TimeoutError: 'The service did not answer in time.',
  ResponseShapeError: 'The service sent an answer vtkit cannot read.',
  PaginationError: 'The service’s list did not end; it was stopped to avoid an endless loop.',
  InvalidAmountError: 'This amount cannot be read: use digits and one decimal mark.',
  InvalidAmountError_decimals: 'This token has at most {decimals} decimal places.',
  InvalidAmountError_ambiguous:
    'Did you mean {decimal} or {whole}? Write thousands without a separator.',
}
