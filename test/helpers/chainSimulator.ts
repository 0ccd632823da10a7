import type { Address } from 'viem'
import { inject } from 'vitest'
import type { QuoteRequest } from '../../src/exports/core.js'
import type { StartSimulatorServerOptions } from '../../src/exports/testing-server.js'
import type { LocalChain } from '../chains/localChains.js'
import { clientsOn, localChainObserver, localChainsCatalog, mintOn } from '../chains/simulation.js'
import { withSimulatorServer } from './simulatorServer.js'

export { intentAbi, multicallAbi, oftAbi, tokenAbi, viemChain } from '../chains/simulation.js'

const localChains = () => inject('localChains').chains

/** A simulator server (once per file) whose quotes execute on the local chains, and whose /status watches them. */
export function withChainSimulator(options: StartSimulatorServerOptions = {}) {
  return withSimulatorServer({
    catalog: localChainsCatalog(localChains()),
    chainObserver: localChainObserver(localChains()),
    ...options,
  })
}

/** The local USDC of a chain, as the pickers give it (a widget's `defaultValues` side). */
export const localUsdc = (chainKey: 'ethereum' | 'optimism') => ({
  chainKey,
  token: {
    chainKey,
    address: localChain(chainKey).token,
    decimals: 6,
    symbol: 'USDC',
    name: 'USD Coin',
  },
})

export function localChain(chainKey: string): LocalChain {
  const chain = localChains().find((item) => item.chainKey === chainKey)
  if (!chain) throw new Error(`no local chain for ${chainKey}`)
  return chain
}

/** USDC from the local Ethereum to OP Mainnet, from and to `account`, in smallest units. */
export function localUsdcRequest(account: Address, amount: bigint | string): QuoteRequest {
  return {
    amount: String(amount),
    srcChainKey: 'ethereum',
    srcTokenAddress: localChain('ethereum').token,
    srcWalletAddress: account,
    dstChainKey: 'optimism',
    dstTokenAddress: localChain('optimism').token,
    dstWalletAddress: account,
  }
}

/** Clients for a local chain, signing as `account` (default: the shared user). */
export function clientsFor(chainKey: string, account: Address = inject('localChains').user) {
  return { chain: localChain(chainKey), ...clientsOn(localChain(chainKey), account) }
}

/** Gives `to` (default: the shared user) `amount` of a local token. */
export async function mintTo(
  chainKey: string,
  token: Address,
  amount: bigint,
  to: Address = inject('localChains').user,
) {
  await mintOn(localChain(chainKey), token, amount, to)
}
