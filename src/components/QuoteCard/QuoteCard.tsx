import { forwardRef, memo, type ReactNode, useMemo } from 'react'
import { quoteRouteLabel, routeLabel } from '../../core/labels.js'
import { quoteDurationMs } from '../../core/quoteRanking.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { Token } from '../../core/schemas/token.js'
import type { ValueLedger } from '../../core/steps/types/index.js'
import { ledgerArrival } from '../../core/steps/verify/index.js'
import { useChains } from '../../hooks/useChains.js'
import { useQuoteCountdown } from '../../hooks/useQuote.js'
import { formatMessage } from '../../locales/format.js'
import { chainName, formatDuration, formatTokenAmount, formatUsd } from '../format.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import {
  type CardContext,
  Context,
  noChains,
  type QuotedPair,
  type TokenInfo,
  tokenInfo,
  useCard,
} from './context.js'
import { Fees } from './Fees.js'
import { List } from './QuoteList.js'

export type QuoteCardRootProps = UiProps & {
  quote: Quote
  /** The request's tokens, to read amounts with the right decimals. */
  pair: QuotedPair
  /** The `tokens` of the quote response (`useQuote().tokens`). */
  tokens: readonly Token[]
  /**
   * What the quote's steps move, read from their calldata (`useExecuteSteps().ledger`): where
   * given, the card shows it (what you sign, what arrives) instead of the service's own figures.
   */
  ledger?: ValueLedger | undefined
  /** The connected wallet, said as "you" in the ledger. */
  walletAddress?: string | undefined
  isExpired?: boolean | undefined
  children?: ReactNode
}

const Root = forwardRef<HTMLElement, QuoteCardRootProps>(function Root(props, ref) {
  const {
    quote,
    pair,
    tokens,
    ledger,
    walletAddress,
    isExpired,
    children,
    className,
    locale,
    messages: overrides,
    theme,
    colorScheme,
  } = props
  const messages = useMessages(overrides, locale)
  const chains = useChains().data ?? noChains
  const themeRef = useThemeRef(theme, ref)
  const { srcChainKey, srcTokenAddress, dstChainKey, dstTokenAddress } = pair
  // The same value while the quote is the same: the parts re-render for a new quote, not for a
  // parent's re-render (a fetch starting, a countdown tick).
  const context = useMemo(
    () => ({
      quote,
      ledger,
      walletAddress,
      tokens,
      chains,
      messages,
      locale,
      source: tokenInfo({ tokens, chains }, srcChainKey, srcTokenAddress),
      destination: tokenInfo({ tokens, chains }, dstChainKey, dstTokenAddress),
    }),
    [
      quote,
      ledger,
      walletAddress,
      tokens,
      chains,
      messages,
      locale,
      srcChainKey,
      srcTokenAddress,
      dstChainKey,
      dstTokenAddress,
    ],
  )
  return (
    <Context.Provider value={context}>
      <article
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-quote-card', className)}
        data-theme={colorScheme}
        data-state={isExpired ? 'expired' : 'active'}
        data-route={quote.routeSteps[0]?.type}
        aria-label={messages.route}
      >
        {children}
      </article>
    </Context.Provider>
  )
})

/** You send / you receive, with USD values where the quote gives them. */
function Amounts() {
  const context = useCard('Amounts')
  const { quote, messages, locale } = context
  const [send, receive] = amountsOf(context)
  return (
    <dl className="vtkit-amounts">
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.youSend}</dt>
        <dd className="vtkit-amount">
          {send.text}
          {quote.srcAmountUsd && (
            <span className="vtkit-muted"> ≈ {formatUsd(quote.srcAmountUsd, locale)}</span>
          )}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.youReceive}</dt>
        <dd className="vtkit-amount">
          {receive.text}
          {quote.dstAmountUsd && (
            <span className="vtkit-muted"> ≈ {formatUsd(quote.dstAmountUsd, locale)}</span>
          )}
        </dd>
      </div>
    </dl>
  )
}

function amountsOf({ quote, ledger, chains, locale, source, destination }: CardContext) {
  const arrival = ledger && ledger.entries.length > 0 ? ledgerArrival(ledger, quote) : undefined
  const describe = (amount: string, token: TokenInfo | undefined) =>
    token
      ? {
          text: `${formatTokenAmount(amount, token.decimals, locale)} ${token.symbol} · ${chainName(chains, token.chainKey)}`,
        }
      : { text: amount }
  return [
    describe(quote.srcAmount, source),
    describe(arrival ? String(arrival.expected) : quote.dstAmount, destination),
  ] as const
}

function Minimum() {
  const { quote, ledger, destination, messages, locale } = useCard('Minimum')
  // The bridge's own minimum, read from the steps, where they say one.
  const arrival = ledger && ledger.entries.length > 0 ? ledgerArrival(ledger, quote) : undefined
  const minimum = arrival?.readable ? String(arrival.minimum) : quote.dstAmountMin
  if (!minimum || !destination) return null
  return (
    <div className="vtkit-row">
      <span className="vtkit-muted">{messages.minimumReceived}</span>
      <span>
        {formatTokenAmount(minimum, destination.decimals, locale)} {destination.symbol}
      </span>
    </div>
  )
}

function Duration() {
  const { quote, messages, locale } = useCard('Duration')
  const estimated = quote.duration?.estimated
  const milliseconds = estimated === null || estimated === undefined ? undefined : Number(estimated)
  return (
    <div className="vtkit-row">
      <span className="vtkit-muted">{messages.estimatedTime}</span>
      <span>
        {milliseconds === undefined || !Number.isFinite(milliseconds)
          ? messages.unknownDuration
          : formatDuration(milliseconds, locale)}
      </span>
    </div>
  )
}

/** The route's steps by readable type (see `routeLabel`) and description. */
function Route() {
  const { quote, messages } = useCard('Route')
  return (
    <section aria-label={messages.route}>
      <ol className="vtkit-list vtkit-route">
        {quote.routeSteps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: route steps have no identity beyond their position
          <li key={index}>
            <span className="vtkit-badge">{routeLabel(step.type)}</span> {step.description}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The card's collapsed face, one line: the route, its time and its total fee. */
function Summary() {
  const { quote, messages, locale } = useCard('Summary')
  const duration = quoteDurationMs(quote)
  const fee = formatUsd(quote.feeUsd, locale)
  return (
    <div className="vtkit-route-summary">
      <span className="vtkit-badge">{quoteRouteLabel(quote)}</span>
      <span className="vtkit-muted">
        {duration === Number.POSITIVE_INFINITY ? (
          messages.timeUnknown
        ) : (
          <>
            <span className="vtkit-visually-hidden">{messages.estimatedTime}: </span>≈{' '}
            {formatDuration(duration, locale)}
          </>
        )}
      </span>
      {fee && (
        <span className="vtkit-muted">
          {messages.fee} {fee}
        </span>
      )}
    </div>
  )
}

export type QuoteCardExpiryProps = {
  isExpired?: boolean | undefined
  onRefresh?: (() => void) | undefined
}

/** The expiry countdown: the only part that re-renders every second. */
function Expiry({ isExpired, onRefresh }: QuoteCardExpiryProps) {
  const { quote, messages } = useCard('Expiry')
  const { secondsLeft, isExpired: passed } = useQuoteCountdown(quote)
  if (isExpired || passed) {
    return (
      <div className="vtkit-row vtkit-warning" role="alert">
        <span>{messages.quoteExpired}</span>
        {onRefresh && (
          <button type="button" className="vtkit-button" onClick={onRefresh}>
            {messages.refreshQuote}
          </button>
        )}
      </div>
    )
  }
  if (secondsLeft === undefined) return null
  return (
    <p className="vtkit-muted vtkit-expiry" aria-live="off">
      {formatMessage(messages.quoteExpiresIn, { seconds: secondsLeft })}
    </p>
  )
}

export type QuoteCardProps = QuoteCardRootProps & QuoteCardExpiryProps

/** One quote at a glance and in detail. */
/** Everything but the countdown, in the default order; skipped unless the quote changes. */
const Details = /* @__PURE__ */ memo(function Details() {
  return (
    <>
      <Amounts />
      <Minimum />
      <Fees />
      <Duration />
      <Route />
    </>
  )
})

const QuoteCardDefault = /* @__PURE__ */ forwardRef<HTMLElement, QuoteCardProps>(function QuoteCard(
  { onRefresh, ...props },
  ref,
) {
  return (
    <Root ref={ref} {...props}>
      <Details />
      <Expiry isExpired={props.isExpired} onRefresh={onRefresh} />
    </Root>
  )
})

// Pure, and its parts exported one by one: a layout that imports only some parts (the widget's
// RouteCard) bundles only those.
export { Expiry, Fees, List, Minimum, Root, Route, Summary }

/**
 * One quote as a card: what arrives, the route, the fees and time, the minimum and the expiry;
 * `QuoteCard.List` compares quotes. Its parts compose a card of your own.
 */
export const QuoteCard = /* @__PURE__ */ Object.assign(QuoteCardDefault, {
  Root,
  Summary,
  Amounts,
  Minimum,
  Fees,
  Duration,
  Route,
  Details,
  Expiry,
  List,
})
