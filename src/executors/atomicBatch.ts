import { loadOnDemand } from '../core/steps/run/index.js'
import type { EvmExecutor, WalletRequest } from '../core/steps/types/index.js'

// EIP-5792 over any EIP-1193 wallet, as plain requests (viem's and wagmi's actions for it would
// add their general machinery to every app's bundle for three calls).

type Capabilities = Record<string, { atomic?: { status?: string } } | undefined>

/** `supportsAtomicBatch`, `sendCalls` and `getCallsStatus` over the wallet `connect` gives, asked each time. */
export function atomicBatchMethods(
  connect: () => Promise<WalletRequest>,
): Required<Pick<EvmExecutor, 'supportsAtomicBatch' | 'sendCalls' | 'getCallsStatus'>> {
  return {
    supportsAtomicBatch: async ({ chainId, account }) => {
      const request = await connect()
      const hex = `0x${chainId.toString(16)}`
      const capabilities = (await request({
        method: 'wallet_getCapabilities',
        params: [account, [hex]],
      }).catch(() => undefined)) as Capabilities | undefined
      // `0x0`: what the wallet can do on every chain. `ready`: the wallet upgrades the account
      // (EIP-7702) within the batch's prompt.
      const status = (capabilities?.[hex] ?? capabilities?.['0x0'])?.atomic?.status
      return status === 'supported' || status === 'ready'
    },
    // Sending and following a batch load with the runner that calls them (`loadOnDemand`).
    sendCalls: async (input) => (await loadOnDemand()).sendCalls(await connect(), input),
    getCallsStatus: async (id) => (await loadOnDemand()).getCallsStatus(await connect(), id),
  }
}
