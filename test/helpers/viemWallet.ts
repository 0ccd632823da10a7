import { type Address, createPublicClient, createWalletClient, custom, http } from 'viem'
import { createViemEvmExecutor } from '../../src/exports/index.js'
import { createLocalTestWallet } from '../../src/exports/testing.js'
import type { LocalChain } from '../chains/localChains.js'
import { viemChain } from '../chains/simulation.js'

/**
 * A browser wallet of `account` over the local chains (already connected), and the engine's viem
 * executor over it, its reads polling every 50 ms.
 */
export function viemTestWallet(chains: readonly LocalChain[], account: Address) {
  const wallet = createLocalTestWallet({ chains, account, authorized: true })
  const walletClient = createWalletClient({
    account,
    transport: custom(wallet.provider as Parameters<typeof custom>[0]),
  })
  const readers = new Map(
    chains.map((chain) => [
      chain.chainId,
      createPublicClient({
        chain: viemChain(chain),
        transport: http(chain.rpcUrl),
        pollingInterval: 50,
      }),
    ]),
  )
  const executor = createViemEvmExecutor({
    walletClient,
    getPublicClient: (id) => readers.get(id) as never,
  })
  const sends = () => wallet.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction')
  return { wallet, executor, sends }
}
