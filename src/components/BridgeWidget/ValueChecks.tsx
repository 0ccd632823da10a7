import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd } from '../format.js'
import { useBridgeContext } from './bridgeContext.js'

/** A share as the locale writes a percent ("12.5%", "12,5 %"). */
export function formatShare(fraction: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    fraction,
  )
}

/**
 * The chosen route's loss in the locale's words: `{percent}` and `{usd}` (in the token that
 * arrives where a price is missing).
 */
export function useLossValues() {
  const { bridge, ui } = useBridgeContext('Route')
  const loss = bridge.valueLoss
  const token = bridge.values.destination?.token
  if (!loss) return undefined
  const inUnits =
    loss.units !== undefined && token
      ? `${formatTokenAmount(loss.units, token.decimals, ui.locale)} ${token.symbol}`
      : ''
  return {
    percent: formatShare(loss.fraction, ui.locale),
    usd: formatUsd(loss.usd, ui.locale) ?? inUnits,
  }
}

/**
 * Between `warn` and `confirm`: the loss said under the route, nothing to tick. Where the steps
 * move an amount with no price, that the loss cannot be told is said instead.
 */
export function LossNote() {
  const { bridge, messages } = useBridgeContext('Route')
  const values = useLossValues()
  if (bridge.lossUnknown) return <p className="vtkit-muted">{messages.valueLossUnknown}</p>
  if (bridge.valueLoss?.level !== 'warn' || !values) return null
  return <p className="vtkit-warning">{formatMessage(messages.valueLossWarning, values)}</p>
}
