import { useRecipientConfirmation } from '../../recipients/useRecipientConfirmation.js'
import type { BridgeValues, UseBridgeParameters, UseBridgeReturnType } from './types.js'
import type { BridgeRoute } from './useBridgeRoute.js'

export type RecipientConfirm = Pick<
  UseBridgeReturnType,
  'recipientToConfirm' | 'confirmRecipient' | 'recentRecipients' | 'forgetRecentRecipients'
>

/**
 * The widget's recipient confirmation (`useRecipientConfirmation`): a typed recipient that is
 * not the user's own wallet is confirmed before anything reaches the wallet; a recipient the app
 * locked (a deposit form) is the app's to vouch for.
 */
export function useRecipientConfirm(
  options: UseBridgeParameters,
  values: BridgeValues,
  route: BridgeRoute,
  run: Pick<UseBridgeReturnType, 'running' | 'execution'>,
): RecipientConfirm {
  const { sender, recipient, sourceChain, destinationChain } = route
  const started = run.execution.phase === 'submitted' ? run.running : undefined
  const sentChain = route.chains.find((chain) => chain.chainKey === started?.request.dstChainKey)
  return useRecipientConfirmation({
    sender,
    recipient,
    typed: values.recipient.trim() !== '' && !route.recipientInvalid,
    ownWallets: [route.ownWallet],
    sourceChainKey: sourceChain?.chainKey,
    destination: destinationChain,
    locked: Boolean(options.lock?.recipient),
    sent:
      started?.request.srcWalletAddress && started.request.dstWalletAddress && sentChain
        ? {
            id: started.quote.id,
            from: started.request.srcWalletAddress,
            to: started.request.dstWalletAddress,
            chainKey: sentChain.chainKey,
            chainType: sentChain.chainType,
          }
        : undefined,
  })
}
