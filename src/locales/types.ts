import type {
  InvalidAmountError,
  StepInterruptedError,
  TransactionReplacedError,
  VtErrorName,
} from '../core/errors.js'
import type { OftRule } from '../core/oft/oftRules.js'
import type { StepRule } from '../core/steps/types/index.js'
import type { defaultMessages } from './en/messages.js'
import type { oftDefaultMessages } from './en/oftMessages.js'

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

/**
 * The errors a component may show: every error's `name` but those a component never shows (a
 * mistake of the app's setup or input, a cancelled request), and by kind where one error says two
 * things. Derived from `VtErrorName`, so a new error is a missing translation, not a forgotten key.
 */
export type ErrorTextKey =
  | Exclude<
      VtErrorName,
      | 'ConfigError'
      | 'InvalidInputError'
      | 'AbortedError'
      | 'StepInterruptedError'
      | 'TransactionReplacedError'
    >
  | `InvalidAmountError_${Exclude<InvalidAmountError['reason'], 'form'>}`
  | `StepInterruptedError_${StepInterruptedError['reason']}`
  | `TransactionReplacedError_${TransactionReplacedError['reason']}`
