import { useContext, useMemo } from 'react'
import type { Address, Client, Chain as WagmiChain } from 'viem'
import { useAccount, useChains, useConfig, WagmiContext } from 'wagmi'
import { getClient, switchChain } from 'wagmi/actions'

/**
 * The app's EVM side as the components use it. The components read wagmi through this file
 * alone, so what they take from it (and a wagmi upgrade's reach) is this one list.
 */
export interface EvmWallet {
  /** The connected account, if any. */
  address: Address | undefined
  /** The chain the wallet is on. */
  chainId: number | undefined
  /** The app's chains: their names, native coins, explorers and contracts. */
  chains: readonly WagmiChain[]
  /** A chain's JSON-RPC through the app's own transport; undefined for a chain the app lacks. */
  clientOf(chainId: number): Client | undefined
  /** Asks the wallet to move to a chain. A refusal is quiet: the form keeps saying what it waits for. */
  switchTo(chainId: number): void
}

/** The app's EVM wallet and chains (inside `WagmiProvider`). */
export function useEvmWallet(): EvmWallet {
  const { address, chainId } = useAccount()
  const config = useConfig()
  // The config's chains are a store an app may add to (a wallet kit's "add network"): followed.
  const chains = useChains()
  return useMemo(
    () => ({
      address,
      chainId,
      chains,
      clientOf: (id) => getClient(config, { chainId: id }),
      switchTo: (id) =>
        void switchChain(config, { chainId: id }).catch(() => {
          // Declined or unsupported: nothing was asked of funds.
        }),
    }),
    [address, chainId, chains, config],
  )
}

/** The app's wagmi chains where there is a `WagmiProvider`, undefined where there is none. */
export function useAppChains(): readonly WagmiChain[] | undefined {
  return useContext(WagmiContext)?.chains
}
