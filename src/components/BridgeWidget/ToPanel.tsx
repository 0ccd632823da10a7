import { formatUsd } from '../format.js'
import { AmountPanel, SwapSides } from './AmountPanel.js'
import { useBridgeContext } from './bridgeContext.js'
import { SidePicker } from './SidePicker.js'

/** What arrives: the amount out, the destination token's picker. */
export function ToPanel() {
  const { bridge, messages, ui, chainLogos } = useBridgeContext('To')
  const { values, update, quote, selected, refused, received } = bridge
  const { source, destination } = values
  return (
    <AmountPanel
      label={messages.to}
      amount={
        <output className="vtkit-amount-output" aria-label={messages.youReceive}>
          {quote.isLoading && !selected ? (
            <span className="vtkit-skeleton vtkit-skeleton-amount" />
          ) : (
            (received ?? <span className="vtkit-muted">{refused ? '—' : '0'}</span>)
          )}
        </output>
      }
      token={
        <SidePicker
          label={messages.to}
          chainLogos={chainLogos}
          value={destination}
          scope={bridge.scope}
          side="to"
          locked={bridge.lock.destination}
          onSearch={(search) => bridge.searched('destination', search)}
          onChange={(selection) => update({ destination: selection })}
          source={
            source ? { chainKey: source.chainKey, tokenAddress: source.token.address } : undefined
          }
          {...ui}
        />
      }
      usd={selected && !refused ? formatUsd(selected.dstAmountUsd, ui.locale) : undefined}
    />
  )
}

/** Swaps the source and the destination. */
export function SwapButton() {
  const { bridge, messages } = useBridgeContext('Swap')
  const { source, destination } = bridge.values
  return (
    <SwapSides
      label={messages.swapDirection}
      disabled={!bridge.canSwap}
      onSwap={() => bridge.update({ source: destination, destination: source })}
    />
  )
}
