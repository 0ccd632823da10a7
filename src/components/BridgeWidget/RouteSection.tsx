import { useState } from 'react'
import { formatMessage } from '../../locales/format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { useBridgeContext } from './bridgeContext.js'
import { RouteCard } from './RouteCard.js'
import { LossNote } from './ValueChecks.js'

/** The quote's error, or the chosen route with the others to compare, or its placeholder. */
export function RouteSection() {
  const { bridge, ui, messages } = useBridgeContext('Route')
  const texts = useLocaleTexts(ui.locale)
  const { quote, selected, pair, refused, previewing } = bridge
  const [routesOpen, setRoutesOpen] = useState(false)
  return (
    <>
      {quote.error && !previewing && (
        <p className="vtkit-error" role="alert">
          {texts.error(quote.error)}
        </p>
      )}
      {bridge.handover && (
        <div className="vtkit-alert" data-tone="warning" role="status">
          <span className="vtkit-alert-icon" aria-hidden="true">
            !
          </span>
          <div className="vtkit-alert-body">
            <p>
              <strong>{formatMessage(messages.routeHandover, bridge.handover)}</strong>
            </p>
            <p>{bridge.handover.reason}</p>
          </div>
        </div>
      )}
      {selected && pair ? (
        <RouteCard
          selected={selected}
          quotes={quote.quotes}
          rejectedQuotes={quote.rejectedQuotes}
          pair={pair}
          tokens={quote.tokens}
          isExpired={quote.isExpired}
          onSelect={bridge.selectRoute}
          onRefresh={quote.refetch}
          refused={refused}
          refusedIds={bridge.refusedIds}
          handedOver={bridge.handover?.blockedId}
          ledger={bridge.ledger}
          walletAddress={bridge.sender}
          routesOpen={routesOpen}
          otherRoutes={!bridge.hide.routes}
          onRoutesOpenChange={setRoutesOpen}
          {...ui}
        />
      ) : (
        quote.isLoading && (
          <div className="vtkit-skeleton vtkit-skeleton-route" aria-hidden="true" />
        )
      )}
      <LossNote />
    </>
  )
}
