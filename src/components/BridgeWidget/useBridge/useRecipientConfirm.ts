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
 * A recipient other than the user's own wallet, on a cross-chain send, is confirmed once before
 * anything reaches the wallet, unless this browser sent to it from this wallet before; a transfer
 * that starts to it makes it one of the wallet's recent recipients (offered in the field). A
 * recipient the app locked (a deposit form) is the app's to vouch for.
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
  const [accepted, setAccepted] = useState<string>()
  const elsewhere =
    values.recipient.trim() !== '' &&
    !route.recipientInvalid &&
    destinationChain !== undefined &&
    !isSameAddress(recipient, route.ownWallet)
  const crossChain =
    sourceChain !== undefined && sourceChain.chainKey !== destinationChain?.chainKey
  const known = recent.some((item) => isSameAddress(item.address, recipient))
  const recipientToConfirm =
    elsewhere &&
    crossChain &&
    sender !== undefined &&
    !options.lock?.recipient &&
    !known &&
    !isSameAddress(accepted, recipient)

  const started = run.execution.phase === 'running' ? run.running?.request : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per transfer started
  useEffect(() => {
    if (!started || options.lock?.recipient) return
    const { srcWalletAddress: from, dstWalletAddress: to, dstChainKey } = started
    const chainType = route.chains.find((chain) => chain.chainKey === dstChainKey)?.chainType
    if (!from || !to || !chainType || isSameAddress(from, to) || isSameAddress(to, route.ownWallet))
      return
    rememberRecipient(from, to, chainType)
    setRecent(readRecentRecipients(sender))
  }, [started && run.running?.quote.id])

  return {
    recipientToConfirm,
    confirmRecipient: () => setAccepted(recipient),
    recentRecipients: recent.filter((item) => item.chainType === destinationChain?.chainType),
    forgetRecentRecipients: () => {
      if (!sender) return
      forgetRecipients(sender)
      setRecent([])
    },
  }
}
