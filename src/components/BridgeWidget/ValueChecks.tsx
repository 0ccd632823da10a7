import { type ReactNode, useRef } from 'react'
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
 * Above `valueLoss.confirm`: what the route loses, a tick to accept it, and the one button
 * taking the reader there. Nothing reaches the wallet before the tick.
 */
export function LossConfirm() {
  const { messages } = useBridgeContext('Action')
  const bridge = useBridgeContext('Action').bridge
  const values = useLossValues()
  const tick = useRef<HTMLInputElement>(null)
  if (!values) return null
  return (
    <>
      <WarningAlert>
        <p>{formatMessage(messages.valueLossWarning, values)}</p>
        <label className="vtkit-confirm">
          <input
            ref={tick}
            type="checkbox"
            onChange={(event) => {
              if (!event.target.checked) return
              // The tick leaves with the alert: the focus goes on to the start button.
              const card = event.target.closest('.vtkit-step-runner')
              bridge.acceptLoss()
              requestAnimationFrame(() =>
                card?.querySelector<HTMLElement>('button[data-variant="primary"]')?.focus(),
              )
            }}
          />{' '}
          {formatMessage(messages.confirmValueLoss, values)}
        </label>
      </WarningAlert>
      <PrimaryButton onClick={() => tick.current?.focus()}>
        {formatMessage(messages.actionReviewLoss, values)}
      </PrimaryButton>
    </>
  )
}

/**
 * Someone else's address on a cross-chain send, new to this browser: shown in full with its chain,
 * and a tick to confirm it. Nothing reaches the wallet before the tick.
 */
export function RecipientConfirm() {
  const { bridge, messages } = useBridgeContext('Action')
  const tick = useRef<HTMLInputElement>(null)
  return (
    <>
      <WarningAlert>
        <p>
          <strong>
            {formatMessage(messages.recipientConfirmQuestion, {
              chain: bridge.destinationChain?.name ?? '',
            })}
          </strong>
        </p>
        <p className="vtkit-address-full">{bridge.recipient}</p>
        <p>{messages.recipientConfirmNew}</p>
        <label className="vtkit-confirm">
          <input
            ref={tick}
            type="checkbox"
            onChange={(event) => {
              if (!event.target.checked) return
              const card = event.target.closest('.vtkit-step-runner')
              bridge.confirmRecipient()
              requestAnimationFrame(() =>
                card?.querySelector<HTMLElement>('button[data-variant="primary"]')?.focus(),
              )
            }}
          />{' '}
          {messages.recipientConfirmTick}
        </label>
      </WarningAlert>
      <PrimaryButton onClick={() => tick.current?.focus()}>
        {messages.actionCheckRecipient}
      </PrimaryButton>
    </>
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

/** A warning box, announced when it appears. */
function WarningAlert({ children }: { children: ReactNode }) {
  return (
    <div className="vtkit-alert" data-tone="warning" role="alert">
      <span className="vtkit-alert-icon" aria-hidden="true">
        !
      </span>
      <div className="vtkit-alert-body">{children}</div>
    </div>
  )
}

/** The card's one wide button. */
function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="vtkit-button vtkit-wide"
      data-variant="primary"
      onClick={onClick}
    >
      {children}
    </button>
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
