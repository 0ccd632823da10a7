import { useEffect, useState } from 'react'
import { isSameAddress } from '../../../core/address.js'
import {
  forgetRecipients,
  type RecentRecipient,
  readRecentRecipients,
  rememberRecipient,
} from '../recentRecipients.js'
import type { BridgeValues, UseBridgeParameters, UseBridgeReturnType } from './types.js'
import type { BridgeRoute } from './useBridgeRoute.js'

export type RecipientConfirm = Pick<
  UseBridgeReturnType,
  'recipientToConfirm' | 'confirmRecipient' | 'recentRecipients' | 'forgetRecentRecipients'
>

/**
 * A recipient other than the user's own wallet, on a cross-chain send, is confirmed once (per
 * destination chain) before anything reaches the wallet, unless this browser sent to it on that
 * chain from this wallet before; a transfer sent to it makes it one of the wallet's recent
 * recipients there (offered in the field). A recipient the app locked (a deposit form) is the
 * app's to vouch for.
 */
export function useRecipientConfirm(
  options: UseBridgeParameters,
  values: BridgeValues,
  route: BridgeRoute,
  run: Pick<UseBridgeReturnType, 'running' | 'execution'>,
): RecipientConfirm {
  const { sender, recipient, sourceChain, destinationChain } = route
  const [recent, setRecent] = useState<RecentRecipient[]>([])
  useEffect(() => setRecent(readRecentRecipients(sender)), [sender])
  const [accepted, setAccepted] = useState<{ address: string; chainKey: string | undefined }>()
  const elsewhere =
    values.recipient.trim() !== '' &&
    !route.recipientInvalid &&
    destinationChain !== undefined &&
    !isSameAddress(recipient, route.ownWallet)
  const crossChain =
    sourceChain !== undefined && sourceChain.chainKey !== destinationChain?.chainKey
  // Known, and accepted, per chain: an address is someone's on one chain, not on every chain (a
  // Safe deployed on one chain only).
  const destinationKey = destinationChain?.chainKey
  const known = recent.some(
    (item) => isSameAddress(item.address, recipient) && item.chainKey === destinationKey,
  )
  const acceptedHere =
    accepted !== undefined &&
    accepted.chainKey === destinationKey &&
    isSameAddress(accepted.address, recipient)
  const recipientToConfirm =
    elsewhere &&
    crossChain &&
    sender !== undefined &&
    !options.lock?.recipient &&
    !known &&
    !acceptedHere

  // Remembered once the transfer is sent (not when the wallet is merely asked: it may decline).
  const started = run.execution.phase === 'submitted' ? run.running?.request : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per transfer started
  useEffect(() => {
    if (!started || options.lock?.recipient) return
    const { srcWalletAddress: from, dstWalletAddress: to, dstChainKey } = started
    const chainType = route.chains.find((chain) => chain.chainKey === dstChainKey)?.chainType
    if (!from || !to || !chainType || isSameAddress(from, to) || isSameAddress(to, route.ownWallet))
      return
    rememberRecipient(from, { address: to, chainKey: dstChainKey, chainType })
    setRecent(readRecentRecipients(sender))
  }, [started && run.running?.quote.id])

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
