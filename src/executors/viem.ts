import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import type { EvmExecutor } from '../core/steps/executors.js'

export type CreateViemEvmExecutorParameters = {
  /** The user's wallet, with its account. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  /** A reading client per chain id (receipts and allowances are read, never asked of the wallet). */
  getPublicClient: (chainId: number) => PublicClient
}

/** An `EvmExecutor` over a viem wallet client: for scripts, servers and custom wallets. */
export function createViemEvmExecutor({
  walletClient,
  getPublicClient,
}: CreateViemEvmExecutorParameters): EvmExecutor {
  const account = walletClient.account
  return {
    getChainId: () => walletClient.getChainId(),
    switchChain: (id) => walletClient.switchChain({ id }),
    // `chain: null`: the engine has already switched the wallet to the step's chain.
    sendTransaction: ({ to, data, value, gas }) =>
      walletClient.sendTransaction({
        account,
        chain: null,
        to: to as Address,
        data: data as Hex,
        value,
        gas,
      }),
    waitForReceipt: async (chainId, hash) => {
      const receipt = await getPublicClient(chainId).waitForTransactionReceipt({
        hash: hash as Hex,
      })
      return { status: receipt.status }
    },
    readAllowance: ({ chainId, token, owner, spender }) =>
      getPublicClient(chainId).readContract({
        address: token as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner as Address, spender as Address],
      }),
    signTypedData: (typedData) =>
      walletClient.signTypedData({ account, ...typedData } as Parameters<
        typeof walletClient.signTypedData
      >[0]),
  }
}
