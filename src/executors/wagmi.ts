import type { Config } from 'wagmi'
import { getConnectorClient, getPublicClient, switchChain } from 'wagmi/actions'
import type { EvmExecutor } from '../core/steps/executors.js'
import { createViemEvmExecutor } from './viem.js'

/**
 * An `EvmExecutor` over the host's wagmi config: the connected wallet signs, and the config's
 * transports read receipts and allowances. The connector client is fetched per call, so a wallet
 * that switched chains or accounts is always used as it is now.
 */
export function createWagmiEvmExecutor(config: Config): EvmExecutor {
  const viaWallet = async () => {
    const walletClient = await getConnectorClient(config)
    return createViemEvmExecutor({
      walletClient,
      getPublicClient: (chainId) => {
        const client = getPublicClient(config, { chainId })
        if (!client) throw new Error(`no transport for chain ${chainId} in the wagmi config`)
        return client
      },
    })
  }
  return {
    getChainId: async () => (await viaWallet()).getChainId(),
    switchChain: async (chainId) => {
      await switchChain(config, { chainId })
    },
    sendTransaction: async (call) => (await viaWallet()).sendTransaction(call),
    waitForReceipt: async (chainId, hash) => (await viaWallet()).waitForReceipt(chainId, hash),
    readAllowance: async (input) => (await viaWallet()).readAllowance(input),
    signTypedData: async (typedData) => (await viaWallet()).signTypedData(typedData),
  }
}
