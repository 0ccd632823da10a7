import type { EvmBatchStatus, EvmCall, WalletRequest } from '../types/index.js'

// Sending and following an EIP-5792 batch (version 2.0.0).

const toHex = (value: number | bigint) => `0x${value.toString(16)}`

type CallsStatus = {
  status?: unknown
  chainId?: unknown
  receipts?: { transactionHash?: unknown; status?: unknown }[]
}

/** `wallet_sendCalls`, atomic required, with the app's id; never retried: a batch whose answer was lost may be on chain. */
export async function sendCalls(
  request: WalletRequest,
  input: { chainId: number; from: string; id: string; calls: readonly EvmCall[] },
): Promise<string> {
  const result = (await request(
    {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          id: input.id,
          chainId: toHex(input.chainId),
          from: input.from,
          atomicRequired: true,
          calls: input.calls.map((call) => ({
            to: call.to,
            data: call.data,
            value: toHex(call.value),
          })),
        },
      ],
    },
    { retryCount: 0 },
  )) as { id?: unknown } | null
  const id = result?.id
  if (typeof id !== 'string' || id === '')
    throw new Error('the wallet answered wallet_sendCalls without a batch id')
  return id
}

/** `wallet_getCallsStatus`; a wallet that does not know the id (5730) says `notFound`. */
export async function getCallsStatus(request: WalletRequest, id: string): Promise<EvmBatchStatus> {
  try {
    return readCallsStatus(
      (await request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus,
    )
  } catch (error) {
    if ((error as { code?: unknown }).code === 5730) return { status: 'notFound', hashes: [] }
    throw error
  }
}

/**
 * 1xx: pending; 2xx: confirmed, a success only with receipts that all succeeded; 4xx (not
 * included) and 5xx (reverted as a whole): failed; 600 (partly reverted) and anything else:
 * unknown, for the user to check, never taken for a failure that could be sent again.
 */
export function readCallsStatus(body: CallsStatus | null | undefined): EvmBatchStatus {
  const receipts = Array.isArray(body?.receipts) ? body.receipts : []
  const hashes = receipts.flatMap((receipt) =>
    typeof receipt?.transactionHash === 'string' ? [receipt.transactionHash] : [],
  )
  const chain = Number(body?.chainId)
  const chainId = Number.isSafeInteger(chain) && chain > 0 ? chain : undefined
  const code = typeof body?.status === 'number' ? body.status : Number.NaN
  const of = (status: EvmBatchStatus['status']) => ({ status, hashes, chainId })
  if (code >= 100 && code < 200) return of('pending')
  if (code >= 200 && code < 300) {
    const succeeded = receipts.every((receipt) => Number(receipt?.status) === 1)
    return of(
      succeeded && hashes.length > 0 && hashes.length === receipts.length ? 'success' : 'unknown',
    )
  }
  if (code >= 400 && code < 600) return of('failure')
  return of('unknown')
}
