import { useState } from 'react'
import { chainTypeLabel } from '../../core/labels.js'
import { formatMessage } from '../../locales/format.js'
import { RecipientField } from '../fields.js'
import { shortHash } from '../format.js'
import { useBridgeContext } from './bridgeContext.js'

/** Who receives: "To your wallet 0x12…" with a way to another address, or the address field. */
export function RecipientLine() {
  const { bridge, messages } = useBridgeContext('Recipient')
  const { values, update, recipient, recipientInvalid, destinationChain, previewing } = bridge
  // The connected wallet receives unless the user asks for another address.
  const [open, setOpen] = useState(false)
  // A recipient the app fixed (a deposit form): said, never changed here.
  if (bridge.lock.recipient)
    return recipient ? (
      <p className="vtkit-row vtkit-muted vtkit-recipient-line">
        <span>
          {formatMessage(messages.toRecipient, {
            recipient: bridge.recipientLabel ?? shortHash(recipient),
          })}
        </span>
      </p>
    ) : null
  // Before a wallet connects, its own address is the recipient to come: no field yet.
  if (open || values.recipient !== '' || (!recipient && values.destination && !previewing))
    return (
      <RecipientField
        label={messages.recipient}
        focusOnMount={open}
        value={values.recipient}
        placeholder={recipient}
        error={
          recipientInvalid && destinationChain
            ? formatMessage(messages.recipientInvalid, {
                chainType: chainTypeLabel(destinationChain.chainType),
              })
            : undefined
        }
        onChange={(text) => update({ recipient: text })}
        // The way back to the default, where the connected wallet can receive.
        back={
          bridge.ownWalletReceives ? (
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
          ) : undefined
        }
      />
    )
  if (!recipient) return null
  return (
    <p className="vtkit-row vtkit-muted vtkit-recipient-line">
      <span>{formatMessage(messages.toYourWallet, { address: shortHash(recipient) })}</span>
      <button
        type="button"
        className="vtkit-disclosure"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {messages.sendToAnother}
      </button>
    </p>
  )
}
