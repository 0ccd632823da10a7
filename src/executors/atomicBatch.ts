import type { EvmBatchStatus, EvmExecutor } from '../core/steps/executors.js'

// EIP-5792 over any EIP-1193 wallet, as plain requests (viem's and wagmi's actions for it would
// add their general machinery to every app's bundle for three calls).

type Request = (
  args: { method: string; params?: unknown },
  options?: { retryCount?: number },
) => Promise<unknown>
type Wallet = { request: Request; address: string }

const toHex = (value: number | bigint) => `0x${value.toString(16)}`

type Capabilities = Record<
  string,
  { atomic?: { status?: string }; atomicBatch?: { supported?: boolean } } | undefined
>

type CallsStatus = {
  status?: number | string
  receipts?: { transactionHash?: string; status?: string }[]
}

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
    sendCalls: async ({ chainId, calls }) => {
      const wallet = await connect()
      // Never retried: a batch whose answer was lost may be on chain already.
      const result = (await wallet.request(
        {
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: toHex(chainId),
              from: wallet.address,
              atomicRequired: true,
              calls: calls.map((call) => ({
                to: call.to,
                data: call.data,
                value: toHex(call.value),
              })),
            },
          ],
        },
        { retryCount: 0 },
      )) as { id?: unknown } | string
      const id = typeof result === 'string' ? result : result?.id
      if (typeof id !== 'string' || id === '')
        throw new Error('the wallet answered wallet_sendCalls without a batch id')
      return id
    },
    getCallsStatus: async (id) => {
      const wallet = await connect()
      return readCallsStatus(
        (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus,
      )
    },
  }
}

/** 100: pending; 200: confirmed; 4xx to 6xx: failed (not sent, reverted, partly reverted). */
export function readCallsStatus(body: CallsStatus | undefined): EvmBatchStatus {
  const receipts = body?.receipts ?? []
  const hashes = receipts.flatMap((receipt) =>
    typeof receipt.transactionHash === 'string' ? [receipt.transactionHash] : [],
  )
  const code = body?.status
  // EIP-5792's first version said "PENDING" / "CONFIRMED".
  if (code === 100 || code === 'PENDING') return { status: 'pending', hashes }
  const reverted = receipts.some((receipt) => receipt.status !== '0x1')
  if ((code === 200 || code === 'CONFIRMED') && !reverted && hashes.length > 0)
    return { status: 'success', hashes }
  if (typeof code === 'number' && code < 200) return { status: 'pending', hashes }
  return { status: 'failure', hashes }
}
