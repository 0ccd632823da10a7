export {
  QuoteCard,
  type QuoteCardExpiryProps,
  type QuoteCardProps,
  type QuoteCardRootProps,
  type QuotedPair,
  type QuoteListProps,
} from './QuoteCard.js'
