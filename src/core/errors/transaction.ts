import { VtError } from './base.js'

// What happened in the wallet and on chain while a transfer ran.

/** The user declined in the wallet. Not a failure of the transfer: the step can be tried again. */
export class UserRejectedError extends VtError {
  override readonly name = 'UserRejectedError' as const
  readonly stepIndex: number
  constructor(init: { stepIndex: number; cause?: unknown }) {
    super('You declined the request in your wallet. You can try again.', { cause: init.cause })
    this.stepIndex = init.stepIndex
  }
}

/** The wallet did not switch to the step's chain. */
export class SwitchChainError extends VtError {
  override readonly name = 'SwitchChainError' as const
  readonly chainId: number
  readonly chainName: string
  constructor(init: { chainId: number; chainName: string; cause?: unknown }) {
    super(`Your wallet did not switch to ${init.chainName}. Switch network and try again.`, {
      metaMessages: [`Chain id: ${init.chainId}`],
      cause: init.cause,
    })
    this.chainId = init.chainId
    this.chainName = init.chainName
  }
}

/** A transaction was mined but reverted: nothing moved in that step. */
export class TransactionRevertedError extends VtError {
  override readonly name = 'TransactionRevertedError' as const
  readonly hash: string
  readonly stepIndex: number
  constructor(init: { hash: string; stepIndex: number }) {
    super('The transaction failed on chain (reverted). No funds moved in this step.', {
      metaMessages: [`Transaction: ${init.hash}`],
    })
    this.hash = init.hash
    this.stepIndex = init.stepIndex
  }
}

/** No executor can sign on this chain type (Starknet without a `StarknetExecutor`, say). */
export class UnsupportedChainError extends VtError {
  override readonly name = 'UnsupportedChainError' as const
  readonly chainType: string
  constructor(chainType: string) {
    super(`This app cannot sign ${chainType} transactions.`)
    this.chainType = chainType
  }
}

/**
 * A step was handed to the wallet but no answer was recorded (the page was closed, say). It is
 * never re-sent blindly: the user checks the wallet's activity first.
 */
export class StepInterruptedError extends VtError {
  override readonly name = 'StepInterruptedError' as const
  readonly stepIndex: number
  /** `closed`: the page went away while the wallet held the step; `noAnswer`: the wallet failed without saying whether it sent it. */
  readonly reason: 'closed' | 'noAnswer'
  constructor(
    stepIndex: number,
    options: { reason?: 'closed' | 'noAnswer'; cause?: unknown } = {},
  ) {
    const reason = options.reason ?? 'closed'
    super(
      reason === 'closed'
        ? 'Check your wallet: this step may already have been sent before the page was closed.'
        : 'Your wallet did not answer: check it for this step before going on; it may have been sent.',
      { metaMessages: [`Step ${stepIndex + 1}`], cause: options.cause },
    )
    this.stepIndex = stepIndex
    this.reason = reason
  }
}

/**
 * The wallet replaced a step's transaction by one that does something else (a cancel: the same
 * nonce, to the sender, no value): the step's call never ran and nothing moved in it. The step is
 * ready to be sent again; the replaced one can no longer be mined.
 */
export class TransactionReplacedError extends VtError {
  override readonly name = 'TransactionReplacedError' as const
  readonly hash: string
  readonly replacementHash: string
  readonly stepIndex: number
  readonly reason: 'cancelled' | 'replaced'
  constructor(init: {
    hash: string
    replacementHash: string
    stepIndex: number
    reason: 'cancelled' | 'replaced'
  }) {
    super(
      `This transaction was ${init.reason} in your wallet: nothing moved in this step. You can send it again.`,
      { metaMessages: [`Transaction: ${init.hash}`, `Replaced by: ${init.replacementHash}`] },
    )
    this.hash = init.hash
    this.replacementHash = init.replacementHash
    this.stepIndex = init.stepIndex
    this.reason = init.reason
  }
}

/**
 * A sent transaction was not mined within the bound (too low a fee, say). It is never sent again:
 * waiting goes on with the same hash, and the user can speed it up or cancel it in the wallet.
 */
export class TransactionPendingError extends VtError {
  override readonly name = 'TransactionPendingError' as const
  readonly hash: string
  readonly stepIndex: number
  constructor(init: { hash: string; stepIndex: number }) {
    super(
      'Not confirmed yet. Check your wallet: speed it up or cancel it there. It will not be sent twice.',
      { metaMessages: [`Transaction: ${init.hash}`] },
    )
    this.hash = init.hash
    this.stepIndex = init.stepIndex
  }
}

/**
 * The wallet now signs with another account than the one the transfer was started (and checked)
 * for: nothing is asked of it until that account is back.
 */
export class WrongAccountError extends VtError {
  override readonly name = 'WrongAccountError' as const
  /** The account that started the transfer. */
  readonly expected: string
  readonly actual: string
  readonly stepIndex: number
  constructor(init: { expected: string; actual: string; stepIndex: number }) {
    super(
      `This transfer was started by ${init.expected}. Switch your wallet back to it to go on.`,
      {
        metaMessages: [`Wallet account: ${init.actual}`],
      },
    )
    this.expected = init.expected
    this.actual = init.actual
    this.stepIndex = init.stepIndex
  }
}

// The one a page meets before a run loads (the run's engine checks for another tab first).
export { TransferElsewhereError } from './elsewhere.js'
