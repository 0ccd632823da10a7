import {
  type Account,
  type Address,
  type Chain,
  type Client,
  erc20Abi,
  type Hex,
  type Transport,
} from 'viem'
import {
  call,
  getChainId,
  readContract,
  sendTransaction,
  signTypedData,
  switchChain,
} from 'viem/actions'
import { loadOnDemand } from '../core/steps/run/index.js'
import type { EvmExecutor } from '../core/steps/types/index.js'
import { atomicBatchMethods } from './atomicBatch.js'

export type CreateViemEvmExecutorParameters = {
  /** The user's wallet, with its account (a viem wallet client, or any client with an account). */
  walletClient: Client<Transport, Chain | undefined, Account>
  /** A reading client per chain id (receipts and allowances are read, never asked of the wallet). */
  getPublicClient: (chainId: number) => Client
}

/** An `EvmExecutor` over a viem client: for scripts, servers and custom wallets. */
export function createViemEvmExecutor({
  walletClient,
  getPublicClient,
}: CreateViemEvmExecutorParameters): EvmExecutor {
  const account = walletClient.account
  return {
    getChainId: () => getChainId(walletClient),
    // A JSON-RPC account is the wallet's: asked, since the user may have picked another since.
    getAddress: async () =>
      account.type === 'local'
        ? account.address
        : ((await walletClient.request({ method: 'eth_accounts' }))[0] ?? account.address),
    switchChain: (id) => switchChain(walletClient, { id }),
    // `chain: null`: the engine has already switched the wallet to the step's chain.
    sendTransaction: ({ to, data, value, gas }) =>
      sendTransaction(walletClient, {
        account,
        chain: null,
        to: to as Address,
        data: data as Hex,
        value,
        gas,
      }),
    // A run's wallet requests load with the runner that makes them (`loadOnDemand`).
    waitForReceipt: async (chainId, hash, options) =>
      (await loadOnDemand()).waitForMined(getPublicClient(chainId), hash, options),
    readAllowance: ({ chainId, token, owner, spender }) =>
      readContract(getPublicClient(chainId), {
        address: token as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner as Address, spender as Address],
      }),
    call: async ({ chainId, to, data }) =>
      (await call(getPublicClient(chainId), { to: to as Address, data: data as Hex })).data ?? '0x',
    getBlockGasLimit: async ({ chainId }) =>
      (await loadOnDemand()).readBlockGasLimit(getPublicClient(chainId)),
    getTransaction: async ({ chainId, hash }) => {
      const found = (await getPublicClient(chainId).request({
        method: 'eth_getTransactionByHash',
        params: [hash as Hex],
      })) as { from: string; to: string | null; input: string } | null
      return found ? { from: found.from, to: found.to ?? '', input: found.input } : undefined
    },
    getCode: async ({ chainId, address }) =>
      String(
        await getPublicClient(chainId).request({
          method: 'eth_getCode',
          params: [address as Address, 'latest'],
        }),
      ),
    signTypedData: (typedData) =>
      signTypedData(walletClient, { account, ...typedData } as Parameters<typeof signTypedData>[1]),
    // A local account has no wallet to batch for it: one transaction per step.
    ...(account.type === 'local'
      ? {}
      : atomicBatchMethods(
          async () => (args, options) => walletClient.request(args as never, options),
        )),
  }
}
