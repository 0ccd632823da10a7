import { isAddressOfChainType } from '../../core/address.js'
import type { Chain } from '../../core/schemas/chain.js'
import { useRecipientName } from '../recipients/useRecipientName.js'
import type { OftContext } from './context.js'

/**
 * Who receives a send: the typed address, or the address a typed ENS name gives (none while it is
 * looked up), else the user's own wallet on the destination's chain type.
 */
export function useOftRecipient(
  typedText: string,
  destinationChain: Chain | undefined,
  sender: string | undefined,
  solana: { address?: string | undefined } | undefined,
): OftContext['recipient'] {
  const typed = typedText.trim()
  // OFT sends reach EVM and Solana addresses; another chain type's form is left to `/transfer`.
  const chainType =
    destinationChain?.chainType === 'EVM' || destinationChain?.chainType === 'SOLANA'
      ? destinationChain.chainType
      : undefined
  const name = useRecipientName(typed, destinationChain)
  const ownWallet =
    chainType === 'EVM' && isAddressOfChainType(sender ?? '', 'EVM')
      ? sender
      : chainType === 'SOLANA'
        ? solana?.address
        : undefined
  const value =
    name.state === 'found' ? name.address : name.state !== 'none' ? '' : typed || ownWallet || ''
  const invalid =
    typed !== '' &&
    chainType !== undefined &&
    (name.state === 'none'
      ? !isAddressOfChainType(value, chainType)
      : name.state === 'missing' || name.state === 'failed')
  return { value, invalid, name }
}
