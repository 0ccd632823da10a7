/**
 * What moves: a token (its contract address, or its mint on Solana) or a chain's native coin
 * (the conventional address the service uses for it), on one chain.
 */
export type LedgerAsset = {
  chainKey: string
  address: string
  native: boolean
}

type Movement = {
  /** The step whose calldata moves it. */
  stepIndex: number
  asset: LedgerAsset
  /** In the asset's smallest units. */
  amount: bigint
}

/** Sent across: through which contract, to whom, and what arrives at the least and at most. */
export type LedgerBridged = Movement & {
  kind: 'bridged'
  /** The contract it goes through: a pool, an OFT, Circle's messenger, the intent contract, a route account. */
  via: string
  protocol: 'stargate' | 'oft' | 'cctp' | 'intent' | 'route'
  dstChainKey: string
  /** The recipient the calldata names; undefined where it names none (a Solana route account's deposit). */
  recipient: string | undefined
  /** What arrives at the least, by the calldata, in the destination token's smallest units. */
  minimumOut: bigint | undefined
  /** What arrives at the most (the amount sent across), in the destination token's smallest units. */
  maximumOut: bigint | undefined
  dstToken: { chainKey: string; address: string }
}

/** Paid for the transfer: to whom, whether vtkit knows the receiver, and what bounds it. */
export type LedgerFee = Movement & {
  kind: 'fee'
  fee: 'messaging' | 'relay' | 'route' | 'rent' | 'priority'
  to: string
  /** The receiver is production's (vtkit's registry) or the app's (its pins). */
  receiverKnown: boolean
  /**
   * What holds it to an amount not set by the service: what the chain itself charges
   * (`chain`), a ceiling of vtkit's own (`kit`, rent and priority fees), or nothing (`none`).
   */
  bound: 'chain' | 'kit' | 'none'
  /** Where the part not spent (a messaging fee's refund) ends: with you, held, or elsewhere. */
  refund?: 'returned' | 'held' | 'diverted' | undefined
  refundTo?: string | undefined
}

/** Given back to the wallet in the same transaction (a sweep of what a batch did not spend). */
export type LedgerReturned = Movement & { kind: 'returned'; to: string }

/** Left in a contract between you and the bridge, which anyone may be able to take. */
export type LedgerHeld = Movement & { kind: 'held'; by: string }

/** Sent to someone who neither bridges it for you, charges a fee, nor returns it. */
export type LedgerDiverted = Movement & { kind: 'diverted'; to: string }

export type LedgerEntry = LedgerBridged | LedgerFee | LedgerReturned | LedgerHeld | LedgerDiverted

/** A right to spend the wallet's tokens: counted as a movement of its amount. */
export type LedgerApproval = {
  stepIndex: number
  asset: LedgerAsset
  spender: string
  amount: bigint
}

/**
 * A part of a step the ledger cannot read, said rather than hidden: what a Starknet multicall
 * does with its arguments, where a Solana route account sends what it is paid.
 */
export type LedgerUnread = {
  stepIndex: number
  what: 'starknet-multicall' | 'solana-route' | 'opaque-call'
  contract: string
}

/**
 * Every unit that leaves the user's accounts in a quote's steps, read from the calldata alone:
 * what is bridged (to whom, at least how much), paid as fees, returned, held or diverted; the
 * approvals; and what could not be read. The checks' invariants are checked on it, and it is
 * what the user is shown instead of the service's own figures.
 */
export type ValueLedger = {
  /** What leaves the wallet, by asset: the sum of the entries. */
  sent: { asset: LedgerAsset; amount: bigint }[]
  entries: LedgerEntry[]
  approvals: LedgerApproval[]
  unread: LedgerUnread[]
  /**
   * The decimals the steps were read with, by `chainKey:address` (lower case): each token's own
   * answer on chain first, then the catalogue's. What is figured from the ledger later uses them.
   */
  decimals?: Readonly<Record<string, number>> | undefined
  /**
   * Whether what is sent and what arrives are one currency (USDC and USDC): by production's
   * record where it knows the tokens, else by their symbols read strictly; undefined where
   * neither says. Where true, what arrives is held to what leaves in units, with no price.
   */
  sameCurrency?: boolean | undefined
  /** The wallet the steps were read for: "you" where an entry names it. */
  wallet?: string | undefined
}

/** How the step readers write the ledger as they go. */
export type LedgerRecorder = {
  entry(entry: LedgerEntry): void
  approval(approval: LedgerApproval): void
  unread(note: LedgerUnread): void
}
