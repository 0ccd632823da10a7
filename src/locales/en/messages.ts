import { cardMessages } from './cardMessages.js'
import { viewMessages } from './viewMessages.js'

/** Every text the components show, in English. Hosts override any part through `messages`. */
export const defaultMessages = { ...cardMessages, ...viewMessages }

export type Messages = { -readonly [Key in keyof typeof defaultMessages]: string }

/**
 * The texts as a card has them before its views are loaded: a view's own may be missing (a
 * language's and the app's are there); a view completes them with `withViewMessages`.
 */
export type CardMessages = Omit<Messages, keyof typeof viewMessages> &
  Partial<Pick<Messages, keyof typeof viewMessages>>

const completed = /* @__PURE__ */ new WeakMap<CardMessages, Messages>()

/**
 * A view's texts: the card's (a language's and the app's own included) with English for any
 * view text they leave out. The same object for the same texts, so a view memoises on it.
 */
export function withViewMessages(messages: CardMessages): Messages {
  let whole = completed.get(messages)
  if (!whole) {
    whole = { ...viewMessages, ...messages } as Messages
    completed.set(messages, whole)
  }
  return whole
}
