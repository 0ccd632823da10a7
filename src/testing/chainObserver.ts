import type { StoredQuote } from './quotes.js'
import type { SimRouteKind } from './routeNames.js'
import type { Submission } from './transfers.js'

/**
 * Lets the simulator's `/status` follow real (local) chains instead of its clock: a transfer is
 * SENT once its source transaction is mined with the quote id, and DELIVERED once the simulator
 * has delivered on the destination chain. Implemented outside the simulator (with viem in the
 * tests), so the simulator itself stays free of chain libraries.
 */
export type ChainObserver = {
  /** The source transaction's event carrying the quote id: `undefined` while not (successfully) mined. */
  findSourceEvent(input: {
    chainKey: string
    txHash: string
    quoteId: string
  }): Promise<{ timestamp: number } | undefined>
  /**
   * Fills an intent order on the source chain: the solver submits the signed order to the intent
   * contract, which takes the input from the offerer (who approved it); returns the transaction
   * hash and block time. Without it, a signature counts as sent.
   */
  fillIntent?(input: {
    chainKey: string
    quoteId: string
    /** The order's typed-data message, as the wallet signed it (integers as decimal strings). */
    order: Record<string, unknown>
    /** The order's verifying contract. */
    intentContract: string
    signature: string
  }): Promise<{ hash: string; timestamp: number }>
  /** Delivers on the destination chain (release or mint to the recipient); returns the transaction hash. */
  deliver(input: {
    chainKey: string
    quoteId: string
    routeKind: SimRouteKind
    token: string
    recipient: string
    amount: string
  }): Promise<string>
}

type Observed = {
  sentAt?: number
  sentHash?: string
  /** When the simulator first saw it sent (its clock). */
  seenSentAt?: number
  fill?: Promise<{ hash: string; timestamp: number } | undefined>
  delivery?: Promise<{ hash: string; at: number }>
}

/** `/status` bodies from what the observer sees on chain; delivery happens once per transfer. */
export function createObservedStatus(
  observer: ChainObserver,
  now: () => number,
  { deliveryDelayMs = 0 }: { deliveryDelayMs?: number } = {},
) {
  const observed = new Map<string, Observed>()
  return async (
    stored: StoredQuote,
    submission: Submission | undefined,
  ): Promise<Record<string, unknown>> => {
    if (!submission) return { status: 'UNKNOWN' }
    const quoteId = stored.stepInput.quoteId
    const source = stored.stepInput.source.token
    const destination = stored.stepInput.destination.token
    const state = observed.get(quoteId) ?? {}
    observed.set(quoteId, state)
    const explorerUrl = `https://explorer.vtkit.test/tx/${submission.txHash}`
    if (state.sentAt === undefined && submission.viaSignature && observer.fillIntent) {
      // An intent: the solver takes the tokens on the strength of the signature, once.
      const typedData = signedOrder(stored)
      state.fill ??=
        typedData && submission.signature
          ? observer
              .fillIntent({
                chainKey: source.chainKey,
                quoteId,
                order: typedData.message,
                intentContract: String(typedData.domain.verifyingContract),
                signature: submission.signature,
              })
              .catch(() => undefined)
          : Promise.resolve(undefined)
      const filled = await state.fill
      if (!filled) return { status: 'FAILED', explorerUrl, executionHistory: [] }
      state.sentAt = filled.timestamp
      state.sentHash = filled.hash
    } else if (state.sentAt === undefined && submission.viaSignature) {
      // An intent without a solver on chain: there is no user transaction to find.
      state.sentAt = submission.at
    } else if (state.sentAt === undefined) {
      const event = await observer.findSourceEvent({
        chainKey: source.chainKey,
        txHash: submission.txHash,
        quoteId,
      })
      if (!event) return { status: 'PENDING', explorerUrl, executionHistory: [] }
      state.sentAt = event.timestamp
    }
    const sent = {
      event: 'SENT',
      transaction: {
        chainKey: source.chainKey,
        hash: state.sentHash ?? submission.txHash,
        timestamp: state.sentAt,
      },
    }
    // In transit for a while, as a real route is (the demo's), before it is delivered.
    state.seenSentAt ??= now()
    if (now() - state.seenSentAt < deliveryDelayMs)
      return { status: 'PROCESSING', explorerUrl, executionHistory: [sent] }
    state.delivery ??= observer
      .deliver({
        chainKey: destination.chainKey,
        quoteId,
        routeKind: stored.routeKind,
        token: destination.address,
        recipient: stored.request.dstWalletAddress,
        amount: String(stored.quote.dstAmount),
      })
      .then((hash) => ({ hash, at: now() }))
    const delivered = await state.delivery.catch(() => undefined)
    if (!delivered) return { status: 'FAILED', explorerUrl, executionHistory: [sent] }
    return {
      status: 'SUCCEEDED',
      explorerUrl,
      executionHistory: [
        sent,
        {
          event: 'DELIVERED',
          transaction: {
            chainKey: destination.chainKey,
            hash: delivered.hash,
            timestamp: delivered.at,
          },
        },
      ],
    }
  }
}

type OrderTypedData = { domain: Record<string, unknown>; message: Record<string, unknown> }

/** The typed data of the quote's SIGNATURE step: what the solver submits with the signature. */
function signedOrder(stored: StoredQuote): OrderTypedData | undefined {
  const steps = (stored.quote.userSteps ?? []) as {
    type?: string
    signature?: { typedData?: OrderTypedData }
  }[]
  return steps.find((step) => step.type === 'SIGNATURE')?.signature?.typedData
}
