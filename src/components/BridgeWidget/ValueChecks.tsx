import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd } from '../format.js'
import { RecipientCheck } from '../recipients/RecipientCheck.js'
import { PrimaryButton, TickToGoOn, WarningAlert } from '../TickToGoOn.js'
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
 * Above `valueLoss.confirm`: what the route loses, a tick to accept it, and the one button
 * taking the reader there. Nothing reaches the wallet before the tick.
 */
export function LossConfirm() {
  const { bridge, messages } = useBridgeContext('Action')
  const values = useLossValues()
  if (!values) return null
  return (
    <TickToGoOn
      tick={formatMessage(messages.confirmValueLoss, values)}
      action={formatMessage(messages.actionReviewLoss, values)}
      onTick={bridge.acceptLoss}
    >
      <p>{formatMessage(messages.valueLossWarning, values)}</p>
    </TickToGoOn>
  )
}

/** Someone else's address on a cross-chain send, new to this browser (`RecipientCheck`). */
export function RecipientConfirm() {
  const { bridge, messages } = useBridgeContext('Action')
  return (
    <RecipientCheck
      address={bridge.recipient}
      name={bridge.recipientName.state === 'found' ? bridge.recipientName.name : undefined}
      chain={bridge.destinationChain?.name ?? ''}
      messages={messages}
      onConfirm={bridge.confirmRecipient}
    />
  )
}

/**
 * A new quote pays less than the one shown: the two amounts said, and the one button accepting
 * the new one. Nothing reaches the wallet before that click.
 */
export function RateConfirm() {
  const { bridge, messages, ui } = useBridgeContext('Action')
  const drop = bridge.rateDrop
  const token = bridge.values.destination?.token
  if (!drop || !token) return null
  const amount = (value: bigint) =>
    `${formatTokenAmount(value, token.decimals, ui.locale)} ${token.symbol}`
  return (
    <>
      <WarningAlert>
        <p className="vtkit-alert-title">{messages.actionReviewRate}</p>
        <p>
          {formatMessage(messages.rateChanged, {
            amount: amount(BigInt(drop.after)),
            difference: amount(BigInt(drop.less)),
          })}
        </p>
      </WarningAlert>
      <PrimaryButton onClick={bridge.acceptRate}>{messages.confirmRateChange}</PrimaryButton>
    </>
  )
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
