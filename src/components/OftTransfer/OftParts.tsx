import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { decodeOftSend } from '../../core/oft/oftSendCall.js'
import { formatMessage } from '../../locales/format.js'
import { useExplorerTxUrl } from '../explorer.js'
import { NativeDropField, RecipientField, recipientError } from '../fields.js'
import { formatTokenAmount, shortHash } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { RecipientCheck } from '../recipients/RecipientCheck.js'
import { recipientNameText } from '../recipients/recipientNameText.js'
import { SettingsButton } from '../SettingsButton.js'
import * as StepRunner from '../StepRunner/StepRunner.js'
import { type OftContext, useOft } from './context.js'

/** The title and the settings gear: gas to receive on the destination and for its lzReceive. */
export function Header() {
  const { messages, ids, values, update, chains, receiveGasInvalid, ui } = useOft('Header')
  const destination = chains.find((chain) => chain.chainKey === values.dstChainName)
  return (
    <div className="vtkit-widget-head">
      <h2 className="vtkit-widget-title">{messages.oftTitle}</h2>
      {/* While a send runs, its options stay as they were sent. */}
      {!ui.disabled && (
        <SettingsButton messages={messages} colorScheme={ui.colorScheme}>
          <NativeDropField
            label={formatMessage(messages.nativeDrop, {
              symbol: destination?.nativeCurrency?.symbol ?? '',
            })}
            value={values.nativeDrop}
            onChange={(text) => update({ nativeDrop: text })}
          />
          <label className="vtkit-field">
            <span>{messages.oftReceiveGas}</span>
            <input
              className="vtkit-input"
              inputMode="numeric"
              value={values.receiveGas}
              aria-invalid={receiveGasInvalid ? true : undefined}
              aria-describedby={receiveGasInvalid ? `${ids}-gas` : undefined}
              onChange={(event) => update({ receiveGas: event.target.value })}
            />
          </label>
          {receiveGasInvalid && (
            <p id={`${ids}-gas`} className="vtkit-error">
              {messages.invalidGas}
            </p>
          )}
        </SettingsButton>
      )}
    </div>
  )
}

/**
 * Who receives: the user's own wallet on the destination ("To your wallet 0x12…"), or, behind
 * "Send to another address", any address of the destination's chain type.
 */
export function Recipient() {
  const { messages, values, update, recipient, recipientConfirm, chains, ui } = useOft('Recipient')
  const [open, setOpen] = useState(false)
  const destination = chains.find((chain) => chain.chainKey === values.dstChainName)
  if (!destination) return null
  const name = recipientNameText(messages, recipient.name)
  if ((!open && values.recipient === '' && recipient.value) || ui.disabled)
    return (
      <p className="vtkit-row vtkit-muted vtkit-recipient-line">
        <span>
          {formatMessage(values.recipient === '' ? messages.toYourWallet : messages.oftTo, {
            address: shortHash(recipient.value),
          })}
        </span>
        {/* While a send runs, who receives it stays as it was sent. */}
        {!ui.disabled && (
          <button
            type="button"
            className="vtkit-disclosure"
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            {messages.sendToAnother}
          </button>
        )}
      </p>
    )
  return (
    <RecipientField
      label={messages.recipient}
      focusOnMount={open}
      value={values.recipient}
      placeholder={recipient.value}
      error={
        name.error ??
        (recipient.invalid
          ? recipientError(messages, values.recipient, destination.chainType)
          : undefined)
      }
      note={name.note}
      onChange={(text) => update({ recipient: text })}
      suggestions={recipientConfirm.recentRecipients.map((item) => item.address)}
      forget={{
        label: messages.forgetRecipients,
        onForget: recipientConfirm.forgetRecentRecipients,
      }}
      back={
        open && (
          <button
            type="button"
            className="vtkit-disclosure"
            onClick={() => {
              setOpen(false)
              update({ recipient: '' })
            }}
          >
            {messages.sendToMyWallet}
          </button>
        )
      }
    />
  )
}

/** What leaves, what arrives (without the dust) and the messaging fee, once the send is built. */
export function Summary() {
  const { messages, locale, values, source, request, build, chains, nativeSymbol } =
    useOft('Summary')
  const texts = useLocaleTexts(locale)
  if (build.error)
    return (
      <p className="vtkit-error" role="alert">
        {texts.error(build.error)}
      </p>
    )
  if (request && build.isFetching && !build.data)
    return <div className="vtkit-skeleton vtkit-skeleton-route" aria-hidden="true" />
  if (!build.data || !request || !source) return null
  const check = build.amountCheck
  const arrives = check.state === 'dust' ? check.sendable : BigInt(request.amount)
  const chainName = (key: string) => chains.find((chain) => chain.chainKey === key)?.name ?? key
  const native = chains.find((chain) => chain.chainKey === request.srcChainName)?.nativeCurrency
  // The native coin's own OFT takes the coin in the same value: the fee is what the send declares.
  const send = build.populatedTransaction
  const fee =
    source.type === 'NATIVE_OFT_ADAPTER'
      ? (decodeOftSend(send?.data ?? '')?.nativeFee ?? 0n)
      : BigInt(send?.value ?? '0')
  return (
    <dl className="vtkit-card vtkit-route-card vtkit-amounts">
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.youSend}</dt>
        <dd className="vtkit-amount">
          {formatTokenAmount(BigInt(request.amount), source.localDecimals, locale)} {values.symbol}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.oftArrives}</dt>
        <dd>
          {formatTokenAmount(arrives, source.localDecimals, locale)} {values.symbol}{' '}
          {formatMessage(messages.onChain, { chain: chainName(request.dstChainName) })}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.oftNetworkFee}</dt>
        <dd>
          {formatTokenAmount(fee, native?.decimals ?? 18, locale)} {nativeSymbol}
        </dd>
      </div>
    </dl>
  )
}

/**
 * The one action: the reason it cannot be taken yet ("Enter an amount", "Insufficient TOFT
 * balance", "Switch to Base"), else the approval and the send with the safety findings.
 */
export function Steps() {
  const context = useOft('Steps')
  const { execution, locale, messages, build, ui } = context
  const reason = context.waitingFor
  if (reason === 'connect')
    return (
      context.connectWallet ?? (
        <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
          {messages.actionConnect}
        </button>
      )
    )
  if (reason === 'retry')
    return (
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        data-variant="primary"
        onClick={() => void build.refetch()}
      >
        {messages.actionRetry}
      </button>
    )
  if (reason || !execution.quote)
    return (
      <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
        {reason ?? messages.oftPreparing}
      </button>
    )
  const switchTo = context.switchTo
  const refused = execution.findings?.some((finding) => finding.severity === 'refuse')
  return (
    <StepRunner.Root
      execution={execution}
      quote={execution.quote}
      blockedReason={context.blockedReason}
      className="vtkit-flat"
      locale={locale}
      messages={messages}
      colorScheme={ui.colorScheme}
    >
      {/* An OFT send has no other route to choose. */}
      <StepRunner.Findings next={messages.refusedNothingSent} />
      <StepRunner.Steps />
      {switchTo ? (
        <>
          <p className="vtkit-muted vtkit-wallet-chain">
            {formatMessage(messages.walletOnChain, { chain: switchTo.walletOn })}
          </p>
          <button
            type="button"
            className="vtkit-button vtkit-wide"
            data-variant="primary"
            onClick={switchTo.run}
          >
            {formatMessage(messages.actionSwitchTo, { chain: switchTo.name })}
          </button>
        </>
      ) : (
        // Once sent, the delivery below says what happens and offers the next transfer.
        execution.phase !== 'submitted' &&
        // A refused send has nothing to confirm: the refusal says why it stops.
        // Asked once the checks have read the send (a recipient they refuse is never asked about).
        (context.recipientConfirm.recipientToConfirm &&
        execution.phase === 'idle' &&
        execution.findings !== undefined &&
        !refused ? (
          <RecipientCheck
            address={context.recipient.value}
            name={
              context.recipient.name.state === 'found' ? context.recipient.name.name : undefined
            }
            chain={destinationName(context)}
            messages={messages}
            onConfirm={context.recipientConfirm.confirmRecipient}
          />
        ) : (
          <StepRunner.Action />
        ))
      )}
    </StepRunner.Root>
  )
}

/** After the send: its hash, then its arrival where the destination can be watched. */
export function Delivery() {
  const { execution, messages, chains, values, update, sourceChain, build } = useOft('Delivery')
  const explorerUrl = useExplorerTxUrl()
  const queryClient = useQueryClient()
  const hash = execution.record?.srcTxHash
  if (execution.phase !== 'submitted' || !hash) return null
  const link = explorerUrl(sourceChain, hash)
  const chain =
    chains.find((item) => item.chainKey === values.dstChainName)?.name ?? values.dstChainName
  const { delivery } = execution
  const text =
    delivery.state === 'delivered'
      ? messages.deliveryDelivered
      : delivery.state === 'unobservable'
        ? messages.deliveryUnobservable
        : messages.deliveryInFlight
  return (
    <div className="vtkit-delivery">
      <p role="status" aria-live="polite">
        {formatMessage(text, { chain })}
      </p>
      <p className="vtkit-muted">
        {link ? (
          <a className="vtkit-link" href={link} target="_blank" rel="noopener noreferrer">
            {messages.viewOnExplorer}
          </a>
        ) : (
          <code>{shortHash(hash)}</code>
        )}
        {delivery.deliveryHash ? ` → ${shortHash(delivery.deliveryHash)}` : ''}
      </p>
      {/* A new amount is a new send: the form opens again for it. */}
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        onClick={() => {
          // A send is built for one use: the same amount again is built anew, not this one,
          // whose id would find the send just made in the journal.
          queryClient.removeQueries({
            queryKey: ['vtkit', 'oftTransfer'],
            predicate: ({ state }) => state.data === build.data,
          })
          update({ amount: '', recipient: '' })
        }}
      >
        {messages.newTransfer}
      </button>
    </div>
  )
}

const destinationName = ({ chains, values }: Pick<OftContext, 'chains' | 'values'>) =>
  chains.find((chain) => chain.chainKey === values.dstChainName)?.name ?? values.dstChainName
