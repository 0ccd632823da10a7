import { useContext } from 'react'
import { WagmiContext } from 'wagmi'
import type { Chain } from '../core/schemas/chain.js'

/**
 * A transaction's page on its chain's explorer, from the host's wagmi chains (the services name no
 * explorer per chain). Undefined without wagmi, for non-EVM chains, or for anything but https.
 */
export function useExplorerTxUrl(): (chain: Chain | undefined, hash: string) => string | undefined {
  const config = useContext(WagmiContext)
  return (chain, hash) => {
    if (!config || chain?.chainType !== 'EVM' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
    const base = config.chains.find((item) => item.id === chain.chainId)?.blockExplorers?.default
      .url
    if (!base || !/^https:\/\//.test(base)) return undefined
    return `${base.replace(/\/+$/, '')}/tx/${hash}`
  }
}
