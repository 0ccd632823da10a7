import { withViewMessages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount } from '../format.js'
import { RecipientCheck } from '../recipients/RecipientCheck.js'
import { PrimaryButton, TickToGoOn, WarningAlert } from '../TickToGoOn.js'
import { useBridgeContext } from './bridgeContext.js'
import { useLossValues } from './ValueChecks.js'

// What must be accepted before the wallet is asked: shown only once a route asks for it, so
// loaded on demand with the views (`onDemandViews.ts`).

/**
 * Above `valueLoss.confirm`: what the route loses, a tick to accept it, and the one button
 * taking the reader there. Nothing reaches the wallet before the tick.
 */
export function LossConfirm() {
  const { bridge, messages: card } = useBridgeContext('Action')
  const messages = withViewMessages(card)
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
  const { bridge, messages: card } = useBridgeContext('Action')
  const messages = withViewMessages(card)
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
  const { bridge, messages: card, ui } = useBridgeContext('Action')
  const messages = withViewMessages(card)
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
