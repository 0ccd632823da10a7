import type { Messages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { TickToGoOn } from '../TickToGoOn.js'

/**
 * Someone else's address on a cross-chain send, new to this browser: shown in full with its chain,
 * and a tick to confirm it. Nothing reaches the wallet before the tick.
 */
export function RecipientCheck({
  address,
  name,
  chain,
  messages,
  onConfirm,
}: {
  address: string
  /** The ENS name the user typed, said above the address it gave (the address is what is signed). */
  name?: string | undefined
  /** The destination chain's name. */
  chain: string
  messages: Pick<
    Messages,
    | 'recipientConfirmQuestion'
    | 'recipientConfirmNew'
    | 'recipientConfirmTick'
    | 'actionCheckRecipient'
  >
  onConfirm: () => void
}) {
  return (
    <TickToGoOn
      tick={messages.recipientConfirmTick}
      action={messages.actionCheckRecipient}
      onTick={onConfirm}
    >
      <p>
        <strong>{formatMessage(messages.recipientConfirmQuestion, { chain })}</strong>
      </p>
      {name && (
        <p>
          <strong>{name}</strong>
        </p>
      )}
      <p className="vtkit-address-full">{address}</p>
      <p>{messages.recipientConfirmNew}</p>
    </TickToGoOn>
  )
}
