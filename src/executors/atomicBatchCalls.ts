import type { EvmBatchStatus, EvmCall } from '../core/steps/executors.js'
import type { Wallet } from './atomicBatch.js'

const toHex = (value: number | bigint) => `0x${value.toString(16)}`

// Sending and following an EIP-5792 batch.

type CallsStatus = {
  status?: number | string
  receipts?: { transactionHash?: string; status?: string }[]
}

/** `wallet_sendCalls`, atomic required; never retried: a batch whose answer was lost may be on chain. */
export async function sendCalls(
  wallet: Wallet,
  { chainId, calls }: { chainId: number; calls: readonly EvmCall[] },
): Promise<string> {
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
}

/** `wallet_getCallsStatus`, read into what the engine needs. */
export async function getCallsStatus(wallet: Wallet, id: string): Promise<EvmBatchStatus> {
  return readCallsStatus(
    (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus,
  )
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
