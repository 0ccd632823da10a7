import { useState } from 'react'
import { formatMessage } from '../../locales/format.js'
import { RecipientField, recipientError } from '../fields.js'
import { shortHash } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { recipientNameText } from '../recipients/recipientNameText.js'
import { FindingText } from '../StepRunner/FindingText.js'
import { useBridgeContext } from './bridgeContext.js'

/** Who receives: "To your wallet 0x12…" with a way to another address, or the address field. */
export function RecipientLine() {
  const { bridge, messages, ui } = useBridgeContext('Recipient')
  const texts = useLocaleTexts(ui.locale)
  const { values, update, recipient, recipientInvalid, destinationChain, previewing } = bridge
  // What the checks found of the recipient (a token contract, a contract there), said where it
  // is given, before the user starts; the engine refuses or asks to confirm it all the same.
  const found = bridge.execution.findings?.find((finding) => finding.rule.startsWith('recipient-'))
  const finding = found ? <FindingText message={texts.finding(found)} /> : undefined
  // The connected wallet receives unless the user asks for another address.
  const [open, setOpen] = useState(false)
  // A recipient the app fixed (a deposit form): said, never changed here.
  if (bridge.lock.recipient)
    return recipient ? (
      <>
        <p className="vtkit-row vtkit-muted vtkit-recipient-line">
          <span>
            {formatMessage(messages.toRecipient, {
              recipient: bridge.recipientLabel ?? shortHash(recipient),
            })}
          </span>
        </p>
        {finding && <p className="vtkit-error">{finding}</p>}
      </>
    ) : null
  // Before a wallet connects, its own address is the recipient to come: no field yet.
  if (open || values.recipient !== '' || (!recipient && values.destination && !previewing)) {
    const name = recipientNameText(messages, bridge.recipientName)
    return (
      <RecipientField
        label={messages.recipient}
        focusOnMount={open}
        value={values.recipient}
        placeholder={recipient}
        error={
          name.error ??
          (recipientInvalid && destinationChain
            ? recipientError(messages, recipient, destinationChain.chainType)
            : finding)
        }
        note={name.note}
        onChange={(text) => update({ recipient: text })}
        suggestions={bridge.recentRecipients.map((item) => item.address)}
        forget={{ label: messages.forgetRecipients, onForget: bridge.forgetRecentRecipients }}
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
  }
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
