import { useEffect, useState } from 'react'
import { isSameAddress } from '../../core/address.js'
import {
  forgetRecipients,
  type RecentRecipient,
  readRecentRecipients,
  rememberRecipient,
} from './recentRecipients.js'

export type RecipientConfirmation = {
  /** A typed recipient other than the user's own wallet awaits the user's tick. */
  recipientToConfirm: boolean
  confirmRecipient: () => void
  /** This wallet's recent recipients on the destination chain, newest first. */
  recentRecipients: RecentRecipient[]
  forgetRecentRecipients: () => void
}

export type RecipientConfirmationInput = {
  /** The wallet that sends: recent recipients are kept per wallet. */
  sender: string | undefined
  /** The recipient as it will be signed. */
  recipient: string
  /** The user typed a recipient (not the default, their own wallet), and it reads as an address. */
  typed: boolean
  /** The user's own wallets: never asked about. */
  ownWallets: readonly (string | undefined)[]
  sourceChainKey: string | undefined
  destination: { chainKey: string; chainType: string } | undefined
  /** The app fixed the recipient (a deposit form): the app's to vouch for. */
  locked: boolean
  /** The transfer sent, once it is: its recipient becomes a recent one on its destination. */
  sent: { id: string; from: string; to: string; chainKey: string; chainType: string } | undefined
}

/**
 * A recipient other than the user's own wallet, on a cross-chain send, is confirmed once (per
 * destination chain) before anything reaches the wallet, unless this browser sent to it on that
 * chain from this wallet before; a transfer sent to it makes it one of the wallet's recent
 * recipients there (offered in the field). Shared by the BridgeWidget and OftTransfer.
 */
export function useRecipientConfirmation(input: RecipientConfirmationInput): RecipientConfirmation {
  const { sender, recipient, destination, sent } = input
  const [recent, setRecent] = useState<RecentRecipient[]>([])
  useEffect(() => setRecent(readRecentRecipients(sender)), [sender])
  const [accepted, setAccepted] = useState<{ address: string; chainKey: string | undefined }>()
  const own = input.ownWallets.some((wallet) => isSameAddress(recipient, wallet))
  const crossChain =
    input.sourceChainKey !== undefined && input.sourceChainKey !== destination?.chainKey
  // Known, and accepted, per chain: an address is someone's on one chain, not on every chain (a
  // Safe deployed on one chain only).
  const destinationKey = destination?.chainKey
  const known = recent.some(
    (item) => isSameAddress(item.address, recipient) && item.chainKey === destinationKey,
  )
  const acceptedHere =
    accepted?.chainKey === destinationKey && isSameAddress(accepted?.address, recipient)
  const recipientToConfirm =
    input.typed &&
    destination !== undefined &&
    !own &&
    crossChain &&
    sender !== undefined &&
    !input.locked &&
    !known &&
    !acceptedHere

  // Remembered once the transfer is sent (not when the wallet is merely asked: it may decline).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per transfer sent
  useEffect(() => {
    if (!sent || input.locked) return
    if (
      isSameAddress(sent.from, sent.to) ||
      input.ownWallets.some((w) => isSameAddress(sent.to, w))
    )
      return
    const { to: address, chainKey, chainType } = sent
    rememberRecipient(sent.from, { address, chainKey, chainType })
    setRecent(readRecentRecipients(sender))
  }, [sent?.id])

  return {
    recipientToConfirm,
    confirmRecipient: () => setAccepted({ address: recipient, chainKey: destinationKey }),
    recentRecipients: recent.filter((item) => item.chainKey === destinationKey),
    forgetRecentRecipients: () => {
      if (!sender) return
      forgetRecipients(sender)
      setRecent([])
    },
  }
}
