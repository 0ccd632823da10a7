import { useState } from 'react'
import { useLocaleTexts } from '../localeTexts.js'
import { useBridgeContext } from './bridgeContext.js'
import { RouteCard } from './RouteCard.js'
import { LossNote } from './ValueChecks.js'

/** The quote's error, or the chosen route with the others to compare, or its placeholder. */
export function RouteSection() {
  const { bridge, ui } = useBridgeContext('Route')
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
