import type { Chain } from '../core/schemas/chain.js'

/**
 * The name of the network the wallet is on: the service's name for it, else the host's wagmi
 * chain's, else its id (a network neither knows).
 */
export function walletChainName(
  chains: readonly Chain[],
  hostChains: readonly { id: number; name: string }[],
  chainId: number | undefined,
): string {
  if (chainId === undefined) return ''
  return (
    chains.find((chain) => chain.chainType === 'EVM' && chain.chainId === chainId)?.name ??
    hostChains.find((chain) => chain.id === chainId)?.name ??
    `chain ${chainId}`
  )
}
