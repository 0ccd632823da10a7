import type { OftTransferRequest } from '../../core/actions/buildOftTransfer.js'
import type { Chain } from '../../core/schemas/chain.js'
import {
  type RecipientConfirmation,
  useRecipientConfirmation,
} from '../recipients/useRecipientConfirmation.js'

/**
 * The OFT card's recipient confirmation, as the widget's (`useRecipientConfirmation`): a typed
 * address that is neither the EVM wallet nor the Solana wallet is confirmed once per destination
 * chain, and becomes a recent recipient once a send to it is made.
 */
export function useOftRecipientConfirm(input: {
  typed: boolean
  recipient: string
  sender: string | undefined
  solanaWallet: string | undefined
  sourceChain: Chain | undefined
  destinationChain: Chain | undefined
  /** The run: once its send is made (`submitted`), the recipient is a recent one. */
  execution: { phase: string; quote?: { id: string } | undefined }
  request: OftTransferRequest | undefined
}): RecipientConfirmation {
  const { destinationChain, execution, request } = input
  const sent =
    execution.phase === 'submitted' && execution.quote && request
      ? { id: execution.quote.id, request }
      : undefined
  return useRecipientConfirmation({
    sender: input.sender,
    recipient: input.recipient,
    typed: input.typed,
    ownWallets: [input.sender, input.solanaWallet],
    sourceChainKey: input.sourceChain?.chainKey,
    destination: destinationChain,
    locked: false,
    sent:
      sent && destinationChain
        ? {
            id: sent.id,
            from: sent.request.from,
            to: sent.request.to,
            chainKey: sent.request.dstChainName,
            chainType: destinationChain.chainType,
          }
        : undefined,
  })
}
