import { TransactionPendingError, UserRejectedError } from '../../errors.js'
import type { Run } from '../types/index.js'

// What the step engine and its senders (EVM, Solana, Starknet) share: the run, the journaled
// step write, and the bounded wait for a sent transaction.

const RECEIPT_TIMEOUT_MS = 10 * 60_000

/** Waits for a sent transaction at most `receiptTimeoutMs`; then asks the user to check the wallet. */
export async function waitMined<T>(
  parameters: Run,
  hash: string,
  stepIndex: number,
  wait: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled before the wait is aborted, so that the race ends with this, not the abort.
      reject(new TransactionPendingError({ hash, stepIndex }))
      controller.abort()
    }, parameters.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS)
  })
  try {
    return await Promise.race([wait(controller.signal), bound])
  } finally {
    clearTimeout(timer)
  }
}

/** EIP-1193 code 4001, wagmi/viem's UserRejectedRequestError, or ours, anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof UserRejectedError) return true
    // wallet-adapter errors keep the wallet's own error in `error`, viem's in `cause`.
    const {
      code,
      name,
      cause,
      error: inner,
    } = current as { code?: unknown; name?: unknown; cause?: unknown; error?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    current = cause ?? inner
  }
  return false
}
