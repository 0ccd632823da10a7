import type { ErrorTextKey } from '../types.js'

/**
 * The errors a component shows, in English words for the person using it (the errors' own
 * messages are written for developers: they name fields, endpoints and values).
 */
export const defaultErrorTexts: Record<ErrorTextKey, string> = {
  HttpError: 'The service answered HTTP {status}.',
  ApiError: 'The service refused the request (status {status}).',
  UnauthorizedError: 'The service refused the API key (missing or invalid).',
  RateLimitError: 'Too many requests: the service is rate limiting. Try again in a moment.',
  TimeoutError: 'The service did not answer in time.',
  NetworkError: 'Could not reach the service (network error).',
  ResponseShapeError: 'The service sent an answer vtkit cannot read.',
  PaginationError: 'The service’s list did not end; it was stopped to avoid an endless loop.',
  QuoteNotFoundError: 'This quote is no longer available: request a new quote.',
  QuoteExpiredError: 'This quote has expired: request a new quote.',
  UnexpectedError: 'Something went wrong in vtkit. Please try again.',
  UnsafeStepError: 'This transfer was stopped for your safety: {reason}',
  UserRejectedError: 'You declined the request in your wallet. You can try again.',
  SwitchChainError: 'Your wallet did not switch to {chain}. Switch network and try again.',
  TransactionRevertedError:
    'The transaction failed on chain (reverted). No funds moved in this step.',
  UnsupportedChainError: 'This app cannot sign {chainType} transactions.',
  StepInterruptedError_closed:
    'Check your wallet: this step may already have been sent before the page was closed.',
  StepInterruptedError_noAnswer:
    'Your wallet did not answer: check it for this step before going on; it may have been sent.',
  TransactionReplacedError_cancelled:
    'This transaction was cancelled in your wallet: nothing moved in this step. You can send it again.',
  TransactionReplacedError_replaced:
    'This transaction was replaced in your wallet: nothing moved in this step. You can send it again.',
  TransactionPendingError:
    'Not confirmed yet. Check your wallet: speed it up or cancel it there. It will not be sent twice.',
  WrongAccountError:
    'This transfer was started by {account}. Switch your wallet back to it to go on.',
  TransferElsewhereError: 'This transfer is running in another tab of this browser.',
  InvalidAmountError: 'This amount cannot be read: use digits and one decimal mark.',
  InvalidAmountError_decimals: 'This token has at most {decimals} decimal places.',
}
