import type { VtError } from '../../core/errors.js'
import type { QuoteRequest } from '../../core/schemas/quote.js'
import type { ExecutionResult } from '../../core/steps/types/index.js'

/**
 * What happens in the widget (in `useBridge` and `OftTransfer` too), for analytics and a host's own reactions, as
 * one typed union: `onEvent(event)` hears each once, in the order it happens.
 */
export type BridgeEvent =
  /** A quote answer for the wallet and the input as they stand (previews are not counted). */
  | { type: 'routesReceived'; request: QuoteRequest; routes: number; rejected: number }
  /** The route that would run changed: picked by the user, or chosen by default (the best return). */
  | { type: 'routeChosen'; quoteId: string; routeType: string; by: 'user' | 'default' }
  /** The user picked a token (and its chain) for a side. */
  | {
      type: 'tokenChosen'
      side: 'source' | 'destination'
      chainKey: string
      tokenAddress: string
      symbol: string
    }
  /** A search typed in a picker's list, once the typing paused (each settled query once). */
  | {
      type: 'searchTyped'
      side: 'source' | 'destination'
      list: 'chains' | 'tokens'
      query: string
    }
  /**
   * The settings changed: the fee tolerance and the gas asked on arrival (an OFT send has no fee
   * tolerance, and a gas limit of its own for the destination's receive).
   */
  | {
      type: 'settingsChanged'
      feeTolerance?: number | undefined
      nativeDrop: string
      receiveGas?: string | undefined
    }
  /**
   * The chosen route loses a share of the value sent above `valueLoss.warn` (said) or
   * `valueLoss.confirm` (to accept): told when shown, and again when accepted.
   */
  | {
      type: 'valueLoss'
      quoteId: string
      /** Undefined where a price is missing and the loss is known only in `units`. */
      usd: number | undefined
      /** Where one currency crosses: what is lost of it, in the destination token's smallest units. */
      units?: string | undefined
      fraction: number
      level: 'none' | 'warn' | 'confirm'
      accepted: boolean
    }
  /** A new quote pays less than the one shown: told when shown, and again when accepted. */
  | {
      type: 'rateChanged'
      quoteId: string
      /** What was shown, what is paid now and the difference, in the token's smallest units. */
      before: string
      after: string
      less: string
      accepted: boolean
    }
  /** The checks refused the route: nothing reaches the wallet. */
  | { type: 'transferRefused'; quoteId: string; rules: string[] }
  /** The user started the transfer (or a resumed one went on). */
  | { type: 'transferStarted'; quoteId: string }
  /** The wallet is asked for a step (a transaction or a signature), or a batch from this step on. */
  | { type: 'walletPrompt'; quoteId: string; stepIndex: number }
  /** The wallet took these steps as one EIP-5792 batch (one prompt); each step's hash follows. */
  | { type: 'batchSubmitted'; quoteId: string; stepIndexes: number[]; batchId: string }
  | { type: 'stepSubmitted'; quoteId: string; stepIndex: number; hash: string }
  | { type: 'stepConfirmed'; quoteId: string; stepIndex: number; hash: string | undefined }
  /** Every step is done: the transfer is the service's to deliver (`statusChanged` follows it). */
  | { type: 'transferComplete'; quoteId: string; result: ExecutionResult }
  | { type: 'transferFailed'; quoteId: string | undefined; error: VtError }
  /** The service's status of the submitted transfer changed (`SUCCEEDED` when delivered). */
  | { type: 'statusChanged'; quoteId: string; status: string }

export type BridgeEventType = BridgeEvent['type']
