import type { StoredQuote } from './quotes.js'
import { hashText } from './random.js'

export type StatusTimeline = {
  /** Until then the service has not seen the source transaction: `UNKNOWN`. Default 2 s. */
  seenAfterMs: number
  /** From then the message is in transit: `PROCESSING`, with a `SENT` event. Default 5 s. */
  processingAfterMs: number
  /** From then the transfer is final: `SUCCEEDED` (with `DELIVERED`) or `FAILED`. Default 15 s. */
  finalAfterMs: number
}

/** How long a simulated transfer takes to be seen (2 s), to be in transit (5 s) and to be final (15 s). */
export const defaultStatusTimeline: StatusTimeline = {
  seenAfterMs: 2_000,
  processingAfterMs: 5_000,
  finalAfterMs: 15_000,
}

export type Submission = {
  at: number
  txHash: string
  outcome: 'SUCCEEDED' | 'FAILED'
  /** An intent's signature: a solver fills it, no source transaction of the user's to observe. */
  viaSignature?: boolean
  /** The signature itself, for a solver that fills the order on chain. */
  signature?: string
}

/** A status body as the production service documents it, for a transfer submitted at `submission.at`. */
export function statusBody(
  stored: StoredQuote,
  submission: Submission | undefined,
  now: number,
  timeline: StatusTimeline,
): Record<string, unknown> {
  if (!submission) return { status: 'UNKNOWN' }
  const elapsed = now - submission.at
  if (elapsed < timeline.seenAfterMs) return { status: 'UNKNOWN' }
  const srcChainKey = stored.stepInput.source.token.chainKey
  const dstChainKey = stored.stepInput.destination.token.chainKey
  const explorerUrl = `https://explorer.vtkit.test/tx/${submission.txHash}`
  if (elapsed < timeline.processingAfterMs)
    return { status: 'PENDING', explorerUrl, executionHistory: [] }
  const history: Record<string, unknown>[] = [
    {
      event: 'SENT',
      transaction: {
        chainKey: srcChainKey,
        hash: submission.txHash,
        timestamp: submission.at + timeline.seenAfterMs,
      },
    },
  ]
  if (
    stored.routeKind === 'bus' &&
    elapsed >= (timeline.processingAfterMs + timeline.finalAfterMs) / 2
  ) {
    // A batch's execution carries no timestamp: the field is optional in production too.
    history.push({
      event: 'BUS_RODE',
      transaction: { chainKey: srcChainKey, hash: derivedHash(submission.txHash, 'bus') },
    })
  }
  if (elapsed < timeline.finalAfterMs)
    return { status: 'PROCESSING', explorerUrl, executionHistory: history }
  if (submission.outcome === 'FAILED')
    return { status: 'FAILED', explorerUrl, executionHistory: history }
  history.push({
    event: 'DELIVERED',
    transaction: {
      chainKey: dstChainKey,
      hash: derivedHash(submission.txHash, 'dst'),
      timestamp: submission.at + timeline.finalAfterMs,
    },
  })
  return { status: 'SUCCEEDED', explorerUrl, executionHistory: history }
}

/** A deterministic 32-byte hex hash derived from another (destination and batch transactions). */
export function derivedHash(seed: string, salt: string): string {
  let hex = ''
  for (let index = 0; hex.length < 64; index++)
    hex += hashText(`${salt}:${seed}:${index}`).toString(16).padStart(8, '0')
  return `0x${hex.slice(0, 64)}`
}
