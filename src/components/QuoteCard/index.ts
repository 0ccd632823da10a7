export type { QuotedPair } from './context.js'
export {
  QuoteCard,
  type QuoteCardExpiryProps,
  type QuoteCardProps,
  type QuoteCardRootProps,
} from './QuoteCard.js'
export type { QuoteListProps } from './QuoteList.js'
