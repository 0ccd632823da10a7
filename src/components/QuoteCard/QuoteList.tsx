import { RadioGroup } from 'radix-ui'
import { forwardRef } from 'react'
import { quoteRouteLabel, routeLabel } from '../../core/labels.js'
import { fastestQuote, quoteDurationMs, sortByReturn } from '../../core/quoteRanking.js'
import { describeRejectedQuote } from '../../core/rejectedQuote.js'
import type { Quote, RejectedQuote } from '../../core/schemas/quote.js'
import type { Token } from '../../core/schemas/token.js'
import { useChains } from '../../hooks/useChains.js'
import type { Messages } from '../../locales/en/messages.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { Disclosure } from '../Disclosure.js'
import { formatDuration, formatTokenAmount, formatUsd } from '../format.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { type QuotedPair, tokenInfo } from './context.js'

// The routes of a quote answer to choose from, and the ones the service turned down.

export type QuoteListProps = UiProps & {
  quotes: readonly Quote[]
  pair: QuotedPair
  tokens: readonly Token[]
  selectedId: string | undefined
  onSelect: (quoteId: string) => void
  rejectedQuotes?: readonly RejectedQuote[] | undefined
  /** A route the checks refused (the selected one, once verified): marked "Blocked". */
  refusedId?: string | undefined
  /** Routes the checks refused: each marked "Blocked", and none of them "Best return" or "Fastest". */
  refusedIds?: readonly string[] | undefined
}

/**
 * Several quotes to choose from (arrow keys move between them), sorted by what the recipient gets,
 * with the best return and the fastest marked and each route's time; rejected routes behind a disclosure.
 */
/** "$0.036 fee", or nothing when the quote gives no fee in USD. */
export function feeText(
  quote: Quote,
  locale: string | undefined,
  messages: Messages,
): string | undefined {
  const amount = formatUsd(quote.feeUsd, locale)
  return amount === undefined ? undefined : formatMessage(messages.feeAmount, { amount })
}

export const List = forwardRef<HTMLDivElement, QuoteListProps>(function List(props, ref) {
  const {
    quotes,
    pair,
    tokens,
    selectedId,
    onSelect,
    rejectedQuotes = [],
    refusedId,
    refusedIds = [],
    className,
    locale,
    messages: overrides,
    theme,
    colorScheme,
  } = props
  const messages = withViewMessages(useMessages(overrides, locale))
  const themeRef = useThemeRef(theme, ref)
  const chains = useChains().data ?? []
  const sorted = sortByReturn(quotes, tokens)
  const blocked = new Set([...refusedIds, ...(refusedId ? [refusedId] : [])])
  const safe = quotes.filter((quote) => !blocked.has(quote.id))
  const best = sorted.find((quote) => !blocked.has(quote.id))
  const fastest = fastestQuote(safe)
  const destination = tokenInfo({ tokens, chains }, pair.dstChainKey, pair.dstTokenAddress)
  return (
    <div
      ref={themeRef}
      className={classNames('vtkit-root', 'vtkit-quote-list', className)}
      data-theme={colorScheme}
    >
      {/* Radix RadioGroup: arrow keys move and select, one tab stop, "n of m" for screen readers. */}
      <RadioGroup.Root
        className="vtkit-list"
        aria-label={messages.routes}
        value={selectedId ?? ''}
        onValueChange={onSelect}
      >
        {sorted.map((quote) => (
          <RadioGroup.Item
            key={quote.id}
            value={quote.id}
            className="vtkit-button vtkit-quote-option"
            data-refused={blocked.has(quote.id) ? '' : undefined}
          >
            <span className="vtkit-radio" aria-hidden="true" />
            <span className="vtkit-quote-option-body">
              <span className="vtkit-quote-option-line">
                <span className="vtkit-badge">{quoteRouteLabel(quote)}</span>
                {safe.length > 1 && quote.id === best?.id && (
                  <span className="vtkit-badge vtkit-best">{messages.bestReturn}</span>
                )}
                {safe.length > 1 && quote.id === fastest?.id && (
                  <span className="vtkit-badge vtkit-fastest">{messages.fastest}</span>
                )}
                {blocked.has(quote.id) && (
                  <span className="vtkit-badge vtkit-blocked">{messages.routeBlocked}</span>
                )}
              </span>
              <span className="vtkit-quote-option-line">
                <strong className="vtkit-quote-option-amount">
                  {destination
                    ? `${formatTokenAmount(quote.dstAmount, destination.decimals, locale)} ${destination.symbol}`
                    : quote.dstAmount}
                </strong>
                <span className="vtkit-muted vtkit-quote-option-meta">
                  {[
                    feeText(quote, locale, messages),
                    quoteDurationMs(quote) === Number.POSITIVE_INFINITY
                      ? messages.timeUnknown
                      : formatDuration(quoteDurationMs(quote), locale),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {rejectedQuotes.length > 0 && (
        <Disclosure
          className="vtkit-rejected"
          summary={formatMessage(messages.rejectedRoutes, { count: rejectedQuotes.length }, locale)}
        >
          <ul className="vtkit-list">
            {rejectedQuotes.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rejected quotes carry no id
              <li key={index} className="vtkit-muted">
                {rejectedRouteType(item)}
                {describeRejectedQuote(item)}
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
    </div>
  )
})

export function rejectedRouteType(item: RejectedQuote): string {
  const type =
    typeof item === 'object' && item !== null
      ? (item as { routeType?: unknown }).routeType
      : undefined
  return typeof type === 'string' ? `${routeLabel(type)}: ` : ''
}
