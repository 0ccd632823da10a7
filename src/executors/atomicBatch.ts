import type { EvmExecutor } from '../core/steps/executors.js'
import { getCallsStatus, sendCalls } from './atomicBatchCalls.js'

// EIP-5792 over any EIP-1193 wallet, as plain requests (viem's and wagmi's actions for it would
// add their general machinery to every app's bundle for three calls).

export type Request = (
  args: { method: string; params?: unknown },
  options?: { retryCount?: number },
) => Promise<unknown>
export type Wallet = { request: Request; address: string }

const toHex = (value: number | bigint) => `0x${value.toString(16)}`

type Capabilities = Record<
  string,
  { atomic?: { status?: string }; atomicBatch?: { supported?: boolean } } | undefined
>

/** `supportsAtomicBatch`, `sendCalls` and `getCallsStatus` for the wallet `connect` gives, asked each time. */
export function atomicBatchMethods(
  connect: () => Promise<Wallet>,
): Required<Pick<EvmExecutor, 'supportsAtomicBatch' | 'sendCalls' | 'getCallsStatus'>> {
  return {
    supportsAtomicBatch: async (chainId) => {
      const wallet = await connect()
      const capabilities = (await wallet
        .request({ method: 'wallet_getCapabilities', params: [wallet.address, [toHex(chainId)]] })
        .catch(() => undefined)) as Capabilities | undefined
      const chain = capabilities?.[toHex(chainId)]
      // `ready`: the wallet upgrades the account (EIP-7702) as part of the batch's prompt.
      // `atomicBatch`: wallets of EIP-5792's first version.
      return (
        chain?.atomic?.status === 'supported' ||
        chain?.atomic?.status === 'ready' ||
        chain?.atomicBatch?.supported === true
      )
    },
    sendCalls: async (input) => sendCalls(await connect(), input),
    getCallsStatus: async (id) => getCallsStatus(await connect(), id),
  }
}
