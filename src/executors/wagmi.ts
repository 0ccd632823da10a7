import type { Address, Hex } from 'viem'
import { getChainId, signTypedData } from 'viem/actions'
import type { Config } from 'wagmi'
import { getClient, getConnectorClient, switchChain } from 'wagmi/actions'
import { loadOnDemand } from '../core/steps/run/index.js'
import type { EvmExecutor } from '../core/steps/types/index.js'
import { allowanceCallData, readUint256 } from '../core/steps/verify/index.js'
import { atomicBatchMethods } from './atomicBatch.js'

const toQuantity = (value: bigint) => `0x${value.toString(16)}` as const

/**
 * An `EvmExecutor` over the host's wagmi config: the connected wallet signs, and the config's
 * transports read receipts and allowances. The connector client is fetched per call, so a wallet
 * that switched chains or accounts is always used as it is now.
 *
 * A wagmi wallet is a JSON-RPC wallet: it fills gas and fees itself, so transactions go to it as
 * `eth_sendTransaction` and reads are plain `eth_call`s. viem's general actions (local accounts,
 * every public action) would cost an app about 60 kB gzip more for nothing it uses here.
 */
export function createWagmiEvmExecutor(config: Config): EvmExecutor {
  const readClient = (chainId: number) => {
    const client = getClient(config, { chainId })
    if (!client) throw new Error(`no transport for chain ${chainId} in the wagmi config`)
    return client
  }
  return {
    getChainId: async () => getChainId(await getConnectorClient(config)),
    getAddress: async () => (await getConnectorClient(config)).account.address,
    switchChain: async (chainId) => {
      await switchChain(config, { chainId })
    },
    sendTransaction: async ({ to, data, value, gas }) => {
      const wallet = await getConnectorClient(config)
      return wallet.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: wallet.account.address,
            to: to as Address,
            data: data as Hex,
            value: toQuantity(value),
            ...(gas === undefined ? {} : { gas: toQuantity(gas) }),
          },
        ],
      })
    },
    // A run's wallet requests load with the runner that makes them (`loadOnDemand`).
    waitForReceipt: async (chainId, hash, options) =>
      (await loadOnDemand()).waitForMined(readClient(chainId), hash, options),
    readAllowance: async ({ chainId, token, owner, spender }) =>
      readUint256(
        await readClient(chainId).request({
          method: 'eth_call',
          params: [{ to: token as Address, data: allowanceCallData(owner, spender) }, 'latest'],
        }),
      ),
    call: async ({ chainId, to, data }) =>
      String(
        await readClient(chainId).request({
          method: 'eth_call',
          params: [{ to: to as Address, data: data as Hex }, 'latest'],
        }),
      ),
    getBlockGasLimit: async ({ chainId }) =>
      (await loadOnDemand()).readBlockGasLimit(readClient(chainId)),
    getTransaction: async ({ chainId, hash }) => {
      const found = (await readClient(chainId).request({
        method: 'eth_getTransactionByHash',
        params: [hash as Hex],
      })) as { from: string; to: string | null; input: string } | null
      return found ? { from: found.from, to: found.to ?? '', input: found.input } : undefined
    },
    getCode: async ({ chainId, address }) =>
      String(
        await readClient(chainId).request({
          method: 'eth_getCode',
          params: [address as Address, 'latest'],
        }),
      ),
    signTypedData: async (typedData) => {
      const wallet = await getConnectorClient(config)
      return signTypedData(wallet, {
        account: wallet.account,
        ...typedData,
      } as Parameters<typeof signTypedData>[1])
    },
    ...atomicBatchMethods(async () => {
      const wallet = await getConnectorClient(config)
      return (args, options) => wallet.request(args as never, options)
    }),
  }
}
