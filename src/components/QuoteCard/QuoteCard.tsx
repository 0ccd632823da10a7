import { forwardRef, memo, type ReactNode, useMemo } from 'react'
import { quoteRouteLabel, readable, routeLabel } from '../../core/labels.js'
import { quoteDurationMs } from '../../core/quoteRanking.js'
import type { Fee, Quote } from '../../core/schemas/quote.js'
import type { Token } from '../../core/schemas/token.js'
import type { ValueLedger } from '../../core/steps/types/index.js'
import { ledgerArrival } from '../../core/steps/verify/index.js'
import { useChains } from '../../hooks/useChains.js'
import { useQuoteCountdown } from '../../hooks/useQuote.js'
import { formatMessage } from '../../locales/format.js'
import {
  chainName,
  formatDuration,
  formatPercent,
  formatTokenAmount,
  formatUsd,
} from '../format.js'
import { LedgerLines } from '../LedgerLines.js'
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

/**
 * Fees grouped by type and chain: each in its token with its dollar value under it (when the
 * catalogue prices it) and its description under its name; the total in USD and percent.
 */
function Fees() {
  const context = useCard('Fees')
  const { quote, messages, chains, locale, ledger } = context
  // The steps' own account of what they move, once read: not the service's fee list.
  if (ledger && ledger.entries.length > 0)
    return (
      <LedgerLines
        ledger={ledger}
        chains={chains}
        tokens={context.tokens}
        walletAddress={context.walletAddress}
        messages={messages}
        locale={locale}
      />
    )
  const groups = new Map<string, Fee[]>()
  for (const fee of quote.fees) {
    const key = `${fee.type}:${fee.chainKey}`
    groups.set(key, [...(groups.get(key) ?? []), fee])
  }
  const total = formatUsd(quote.feeUsd, locale)
  const percent = formatPercent(quote.feePercent, locale)
  return (
    <section className="vtkit-fees" aria-label={messages.fees}>
      <ul className="vtkit-list">
        {[...groups.values()].map((fees) => {
          const [first] = fees
          if (!first) return null
          const label =
            (messages as Record<string, string>)[`feeType${first.type}`] ?? readable(first.type)
          const description = fees
            .map((fee) => fee.description)
            .filter(Boolean)
            .join('; ')
          const usd = feesUsd(context, fees)
          return (
            <li
              key={`${first.type}:${first.chainKey}`}
              className="vtkit-fee"
              data-fee-type={first.type}
            >
              <span>
                {label} <span className="vtkit-muted">({chainName(chains, first.chainKey)})</span>
              </span>
              <span>{fees.map((fee) => feeAmount(context, fee)).join(' + ')}</span>
              {/* Read after its amount; shown under it, beside the description. */}
              {usd && <span className="vtkit-muted vtkit-fee-usd">{usd}</span>}
              {description && <span className="vtkit-muted vtkit-fee-note">{description}</span>}
            </li>
          )
        })}
      </ul>
      {total && (
        <div className="vtkit-row vtkit-total-fee">
          <span>{messages.totalFee}</span>
          <span>
            {total}
            {percent && <span className="vtkit-muted"> ({percent})</span>}
          </span>
        </div>
      )}
    </section>
  )
}

function feeAmount(context: CardContext, fee: Fee): string {
  const info = tokenInfo(context, fee.chainKey, fee.address)
  return info
    ? `${formatTokenAmount(fee.amount, info.decimals, context.locale)} ${info.symbol}`
    : fee.amount
}

/** What a group of fees is worth in dollars, or undefined unless every one of them is priced. */
function feesUsd(context: CardContext, fees: Fee[]): string | undefined {
  let sum = 0
  for (const fee of fees) {
    const info = tokenInfo(context, fee.chainKey, fee.address)
    const price = info?.priceUsd
    const worth =
      info && price !== undefined ? (Number(fee.amount) / 10 ** info.decimals) * price : Number.NaN
    if (!Number.isFinite(worth)) return undefined
    sum += worth
  }
  return formatUsd(sum, context.locale)
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
