import type { defaultMessages } from '../components/messages.js'
import type { oftDefaultMessages } from '../components/OftTransfer/oftMessages.js'

/** Every text of every component (the widget, OftTransfer, StepRunner …): a language's whole set. */
export type LocaleMessages = {
  -readonly [Key in keyof typeof defaultMessages | keyof typeof oftDefaultMessages]: string
}

/**
 * A language for the components: its BCP 47 tag and its texts. Give it to `VtkitProvider`'s
 * `locales`; a component whose `locale` matches it (`de-AT` matches `de`) speaks it.
 */
export type LocalePack = { locale: string; messages: LocaleMessages }
