import type { Catalog, CatalogOptions } from './catalogTypes.js'
import type { ChainObserver } from './chainObserver.js'
import type { Clock } from './clock.js'
import type { FaultController } from './faults.js'
import type { ExpiresAtForm, StoredQuote } from './quotes.js'
import type { RouteNames } from './routeNames.js'
import type { StatusTimeline } from './transfers.js'

// What createSimulator takes and gives.

export type SimulatorOptions = CatalogOptions & {
  /** A catalog generated once and shared by several simulators (it is read-only). */
  catalog?: Catalog
  clock?: Clock
  /** Keys accepted as `x-api-key`; `null` accepts requests without a key. Default `['sim-api-key']`. */
  apiKeys?: string[] | null
  /** Keys accepted by the OFT service's `/transfer`; `null` for none. Default `['sim-oft-key']`. */
  oftApiKeys?: string[] | null
  oftApiKeyHeader?: string
  pageSize?: { chains?: number; tokens?: number }
  /** How long the service keeps a quote (intent quotes: until their order's end); default 60 s. */
  quoteTtlMs?: number
  /** Route types by production's names (default) or the specification's (`BRIDGEA_V2_TAXI`, ...). */
  routeNames?: RouteNames
  /** How quotes state `expiresAt`; default `production` (mostly absent, in several forms). */
  expiresAt?: ExpiresAtForm
  statusTimeline?: Partial<StatusTimeline>
  /** Decides each submitted transfer's end; default: every transfer succeeds. */
  outcome?: (quote: StoredQuote) => 'SUCCEEDED' | 'FAILED'
  /** Follow real (local) chains for `/status` instead of the clock: SENT when mined, DELIVERED when delivered. */
  chainObserver?: ChainObserver
  /**
   * With `chainObserver`: how long a transfer stays in transit (`PROCESSING`) after its source
   * is seen, before it is delivered. Default 0; the demo waits about 20 s, as a real route does.
   */
  deliveryDelayMs?: number
  /** The blockhash put into Solana transactions (a local Solana runtime's, in tests). */
  recentBlockhash?: () => string
  /**
   * The wallet's token account for a mint on Solana (its associated token account, which a local
   * runtime derives). Given, a quote from an SPL token moves the tokens, as production does, into
   * the associated token account of the route's account (the chain's `transferDelegate`), which it
   * creates first if needed at the wallet's expense, beside the SOL fee; without it, only the fee.
   */
  solanaTokenAccount?: (owner: string, mint: string) => string | undefined
  /** Path of the value transfer service; default `/v1`. */
  transferPath?: string
  /** Path of the OFT metadata service; default `/oft/v1`. */
  oftPath?: string
}

export type RecordedRequest = {
  method: string
  url: string
  service: 'transfer' | 'oft' | 'none'
  /** Under the service path: `/quotes`, `/status/q_1`, `/list`. */
  path: string
  headers: Record<string, string>
  body: string | undefined
  at: number
}

export type Simulator = {
  /** The fetch handler behind every transport: `(Request) => Promise<Response>`. */
  handle(request: Request): Promise<Response>
  /** A `fetch` that calls the simulator directly, for `createClient({ fetch })`. */
  fetch: typeof fetch
  readonly catalog: Catalog
  readonly clock: Clock
  readonly faults: FaultController
  readonly apiKeys: readonly string[]
  readonly oftApiKeys: readonly string[]
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[]
  /** How many requests matched: by service path (`/chains`) or a predicate. */
  count(filter?: string | RegExp | ((request: RecordedRequest) => boolean)): number
  clearRequests(): void
  quote(id: string): StoredQuote | undefined
  /** Marks a quote as submitted on chain (what a wallet's transaction does), starting its status. */
  submit(quoteId: string, init?: SubmitInit): void
  /** Forgets faults, requests, quotes and transfers; keeps the catalog. */
  reset(): void
}

export type SubmitInit = {
  txHash?: string
  outcome?: 'SUCCEEDED' | 'FAILED'
  viaSignature?: boolean
  /** An intent's order signature, as `/submit-signature` received it. */
  signature?: string
}

/** A network failure injected by a `drop` fault: transports turn it into a dropped connection. */
export class SimulatedNetworkError extends Error {
  override readonly name = 'SimulatedNetworkError'
}
