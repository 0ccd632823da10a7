import { type Address, createPublicClient, createWalletClient, custom, http } from 'viem'
import { createViemEvmExecutor } from '../../src/exports/index.js'
import { createLocalTestWallet, promptMethods } from '../../src/exports/testing.js'
import type { LocalChain } from '../chains/localChains.js'
import { viemChain } from './chainSimulator.js'

export { promptMethods }

/**
 * vtkit/testing's local test wallet, with a viem wallet client over it and the viem executor
 * the engine uses in core tests (reads through the nodes directly).
 */
export function createTestWallet({
  chains,
  account,
  chainId = chains[0]?.chainId ?? 0,
  atomicBatch = false,
  batchStorage,
}: {
  chains: LocalChain[]
  account: Address
  chainId?: number
  /** Runs EIP-5792 batches atomically (the account delegated to the chain's BatchCallsAccount). */
  atomicBatch?: boolean
  /** Where the wallet keeps the ids apps gave its batches: shared, it outlives a "reload". */
  batchStorage?: Parameters<typeof createLocalTestWallet>[0]['batchStorage']
}) {
  const wallet = createLocalTestWallet({
    chains,
    account,
    chainId,
    authorized: true,
    atomicBatch,
    batchStorage,
  })
  const walletClient = createWalletClient({
    account,
    transport: custom(wallet.provider as Parameters<typeof custom>[0]),
  })
  const publicClients = new Map(
    chains.map((chain) => [
      chain.chainId,
      createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) }),
    ]),
  )
  const executor = createViemEvmExecutor({
    walletClient,
    getPublicClient: (id) => {
      const client = publicClients.get(id)
      if (!client) throw new Error(`no local chain ${id}`)
      return client as never
    },
  })
  return Object.assign(wallet, { executor, walletClient })
}
