import type { Chain } from '../core/schemas/chain.js'
import { useAppChains } from '../hooks/internal/useEvmWallet.js'

/**
 * A transaction's page on its chain's explorer, from the host's wagmi chains (the services name no
 * explorer per chain). Undefined without wagmi, for non-EVM chains, or for anything but https.
 */
export function useExplorerTxUrl(): (chain: Chain | undefined, hash: string) => string | undefined {
  const appChains = useAppChains()
  return (chain, hash) => {
    if (!appChains || chain?.chainType !== 'EVM' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
      return undefined
    const base = appChains.find((item) => item.id === chain.chainId)?.blockExplorers?.default.url
    if (!base || !/^https:\/\//.test(base)) return undefined
    return `${base.replace(/\/+$/, '')}/tx/${hash}`
  }
}
