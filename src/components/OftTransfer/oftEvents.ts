import type { OftTransferRequest } from '../../core/actions/buildOftTransfer.js'
import { oftSourceToken } from '../../core/oft/sourceToken.js'
import type { QuoteRequest } from '../../core/schemas/quote.js'
import type { OftDeliveryState } from '../../hooks/useOftDelivery.js'
import type { OftCatalog } from '../../hooks/useOftList.js'
import type { BridgeEvent } from '../BridgeWidget/bridgeEvents.js'
import type { OftTransferValues } from './context.js'

/** The token an OFT moves on a chain (the OFT itself, or the token its adapter wraps). */
function tokenOn(catalog: OftCatalog | undefined, symbol: string, chainKey: string): string {
  const deployment = catalog?.deployments(symbol, chainKey)[0]?.deployment
  return deployment ? oftSourceToken(deployment) : ''
}

/** The events a change of an OFT send's values makes, as the bridge's (`changeEvents`). */
export function oftChangeEvents(
  before: OftTransferValues,
  changes: Partial<OftTransferValues>,
  catalog: OftCatalog | undefined,
): BridgeEvent[] {
  const after = { ...before, ...changes }
  const events: BridgeEvent[] = []
  if (
    after.symbol &&
    after.srcChainName &&
    (after.symbol !== before.symbol || after.srcChainName !== before.srcChainName)
  )
    events.push({
      type: 'tokenChosen',
      side: 'source',
      chainKey: after.srcChainName,
      tokenAddress: tokenOn(catalog, after.symbol, after.srcChainName),
      symbol: after.symbol,
    })
  if (after.dstChainName && after.dstChainName !== before.dstChainName)
    events.push({
      type: 'tokenChosen',
      side: 'destination',
      chainKey: after.dstChainName,
      tokenAddress: tokenOn(catalog, after.symbol, after.dstChainName),
      symbol: after.symbol,
    })
  if (after.nativeDrop !== before.nativeDrop || after.receiveGas !== before.receiveGas)
    events.push({
      type: 'settingsChanged',
      nativeDrop: after.nativeDrop,
      receiveGas: after.receiveGas,
    })
  return events
}

/** An OFT send's request in the bridge's words, for `routesReceived`. */
export function oftRequestAsQuoteRequest(
  request: OftTransferRequest,
  catalog: OftCatalog | undefined,
  symbol: string,
): QuoteRequest {
  return {
    amount: request.amount,
    srcChainKey: request.srcChainName,
    srcTokenAddress: tokenOn(catalog, symbol, request.srcChainName),
    srcWalletAddress: request.from,
    dstChainKey: request.dstChainName,
    dstTokenAddress: tokenOn(catalog, symbol, request.dstChainName),
    dstWalletAddress: request.to,
  }
}

/** The delivery watched on the destination as the service's statuses (`statusChanged`). */
export function oftDeliveryStatus(state: OftDeliveryState): string | undefined {
  return state === 'delivered'
    ? 'SUCCEEDED'
    : state === 'inFlight'
      ? 'PENDING'
      : state === 'unobservable'
        ? 'UNKNOWN'
        : undefined
}
