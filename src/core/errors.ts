// Every error vtkit throws, by domain (errors/): narrow on `name`, show `shortMessage`.

import type { UnexpectedError } from './errors/base.js'
import type { ConfigError, InvalidAmountError, InvalidInputError } from './errors/input.js'
import type { QuoteExpiredError, QuoteNotFoundError } from './errors/quote.js'
import type {
  AbortedError,
  ApiError,
  HttpError,
  NetworkError,
  PaginationError,
  RateLimitError,
  ResponseShapeError,
  TimeoutError,
  UnauthorizedError,
} from './errors/request.js'
import type { UnsafeStepError } from './errors/steps.js'
import type {
  StepInterruptedError,
  SwitchChainError,
  TransactionPendingError,
  TransactionReplacedError,
  TransactionRevertedError,
  TransferElsewhereError,
  UnsupportedChainError,
  UserRejectedError,
  WrongAccountError,
} from './errors/transaction.js'

export * from './errors/base.js'
export * from './errors/input.js'
export * from './errors/quote.js'
export * from './errors/request.js'
export * from './errors/steps.js'
export * from './errors/transaction.js'

export type VtErrorName =
  | ConfigError['name']
  | InvalidInputError['name']
  | InvalidAmountError['name']
  | HttpError['name']
  | ApiError['name']
  | UnauthorizedError['name']
  | RateLimitError['name']
  | TimeoutError['name']
  | NetworkError['name']
  | AbortedError['name']
  | ResponseShapeError['name']
  | PaginationError['name']
  | QuoteNotFoundError['name']
  | QuoteExpiredError['name']
  | UnexpectedError['name']
  | UnsafeStepError['name']
  | UserRejectedError['name']
  | SwitchChainError['name']
  | TransactionRevertedError['name']
  | UnsupportedChainError['name']
  | StepInterruptedError['name']
  | TransactionReplacedError['name']
  | TransactionPendingError['name']
  | WrongAccountError['name']
  | TransferElsewhereError['name']
