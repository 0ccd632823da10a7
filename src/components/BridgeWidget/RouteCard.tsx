import { useEffect, useRef } from 'react'
import type { Quote, RejectedQuote } from '../../core/schemas/quote.js'
import type { Token } from '../../core/schemas/token.js'
import type { ValueLedger } from '../../core/steps/types/index.js'
import { formatMessage } from '../../locales/format.js'
import { Disclosure } from '../Disclosure.js'
import type { QuotedPair } from '../QuoteCard/context.js'
import * as QuoteCard from '../QuoteCard/QuoteCard.js'
import type { UiProps } from '../ui.js'
import { useMessages } from '../ui.js'
import { WithViews } from './useOnDemandViews.js'

export type RouteCardProps = Omit<UiProps, 'className'> & {
  selected: Quote
  quotes: readonly Quote[]
  rejectedQuotes: readonly RejectedQuote[]
  pair: QuotedPair
  tokens: readonly Token[]
  isExpired: boolean
  onSelect: (quoteId: string) => void
  onRefresh: () => void
  /** The selected route was refused by the checks: the other routes open, it is marked. */
  refused?: boolean | undefined
  /** Every route the checks refused: marked "Blocked" in the list. */
  refusedIds?: ReadonlySet<string> | undefined
  /** A refused route just handed over to the selected one: the list opens to show it. */
  handedOver?: string | undefined
  /** What the selected route's steps move (`useExecuteSteps().ledger`): shown as its fees and details. */
  ledger?: ValueLedger | undefined
  /** The connected wallet, said as "you" in the ledger. */
  walletAddress?: string | undefined
  /**
   * Whether "N routes" is open: held by the parent, so that it stays open while a new quote
   * replaces the card (a wallet connecting after the preview, a new amount).
   */
  routesOpen: boolean
  onRoutesOpenChange: (open: boolean) => void
  /** False: no "N routes" to compare (the default route only), unless the chosen one is refused. */
  otherRoutes?: boolean | undefined
}

/**
 * The chosen route folded to one line (route, time, fee), its fees and steps one click away, and
 * the other routes behind "N routes", sorted by what you receive.
 */
export function RouteCard(props: RouteCardProps) {
  const { selected, quotes, pair, tokens, locale, colorScheme, theme } = props
  const messages = useMessages(props.messages, props.locale)
  const ui = { locale, messages: props.messages, colorScheme, theme }
  const { routesOpen, onRoutesOpenChange: setRoutesOpen } = props
  // A refused route's way forward is another route: the list opens by itself, once per refusal
  // (or per handover, where the blocked one stays listed with its mark).
  const refused = props.refused
  const open = useRef(setRoutesOpen)
  open.current = setRoutesOpen
  useEffect(() => {
    if (refused || props.handedOver) open.current(true)
  }, [refused, props.handedOver])
  return (
    <QuoteCard.Root
      quote={selected}
      pair={pair}
      tokens={tokens}
      isExpired={props.isExpired}
      ledger={props.ledger}
      walletAddress={props.walletAddress}
      className="vtkit-route-card"
      {...ui}
    >
      <QuoteCard.Summary />
      <Disclosure className="vtkit-fold" summary={messages.feeDetails}>
        {/* What the steps guarantee is in their ledger, where it is read. */}
        {!props.ledger?.entries.length && <QuoteCard.Minimum />}
        {/* Folded on the first paint: loaded on demand (prefetched before a click). */}
        <WithViews messages={messages}>{({ QuoteFees }) => <QuoteFees />}</WithViews>
        <QuoteCard.Route />
      </Disclosure>
      {(quotes.length > 1 || props.rejectedQuotes.length > 0) &&
        (props.otherRoutes !== false || refused || props.handedOver) && (
          <Disclosure
            className="vtkit-fold"
            summary={formatMessage(messages.routeCount, { count: quotes.length }, locale)}
            open={routesOpen}
            onOpenChange={setRoutesOpen}
          >
            <WithViews messages={messages}>
              {({ QuoteList }) => (
                <QuoteList
                  quotes={quotes}
                  pair={pair}
                  tokens={tokens}
                  selectedId={selected.id}
                  refusedIds={[...(props.refusedIds ?? []), ...(refused ? [selected.id] : [])]}
                  onSelect={props.onSelect}
                  rejectedQuotes={props.rejectedQuotes}
                  {...ui}
                />
              )}
            </WithViews>
          </Disclosure>
        )}
      <QuoteCard.Expiry isExpired={props.isExpired} onRefresh={props.onRefresh} />
    </QuoteCard.Root>
  )
}
