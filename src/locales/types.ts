import type { defaultMessages } from '../components/messages.js'
import type { oftDefaultMessages } from '../components/OftTransfer/oftMessages.js'
import type { OftRule } from '../core/oft/verifyOftTransfer.js'
import type { StepRule } from '../core/steps/verify/stepRules.js'

/** Every text of every component (the widget, OftTransfer, StepRunner …): a language's whole set. */
export type LocaleMessages = {
  -readonly [Key in keyof typeof defaultMessages | keyof typeof oftDefaultMessages]: string
}

/**
 * A language for the components: its BCP 47 tag and its texts. Give it to `VtkitProvider`'s
 * `locales`; a component whose `locale` matches it (`de-AT` matches `de`) speaks it.
 */
export type LocalePack = {
  locale: string
  messages: LocaleMessages
  /** What each safety check found, in a sentence (English shows the check's own, with its values). */
  findings: Record<StepRule | OftRule, string>
  /** The errors the components show, by name (and kind); `{placeholders}` as in English. */
  errors: Record<ErrorTextKey, string>
}

/** The errors a component may show, by `name`, and by kind where one error says two things. */
export type ErrorTextKey =
  | 'HttpError'
  | 'ApiError'
  | 'UnauthorizedError'
  | 'RateLimitError'
  | 'TimeoutError'
  | 'NetworkError'
  | 'ResponseShapeError'
  | 'PaginationError'
  | 'QuoteNotFoundError'
  | 'QuoteExpiredError'
  | 'UnexpectedError'
  | 'UnsafeStepError'
  | 'UserRejectedError'
  | 'SwitchChainError'
  | 'TransactionRevertedError'
  | 'UnsupportedChainError'
  | 'StepInterruptedError_closed'
  | 'StepInterruptedError_noAnswer'
  | 'TransactionReplacedError_cancelled'
  | 'TransactionReplacedError_replaced'
  | 'TransactionPendingError'
  | 'WrongAccountError'
  | 'TransferElsewhereError'
  | 'InvalidAmountError'
