import type { VtError } from '../../core/errors.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { TransferScope } from '../../core/scope.js'
import type {
  ExecutionResult,
  SolanaExecutor,
  SolanaWallet,
  StarknetExecutor,
} from '../../core/steps/types/executors.js'
import type { TransferJournal } from '../../core/steps/types/records.js'
import type { ValueLossThresholds } from '../../core/valueLoss.js'
import type { Messages } from '../../locales/en/messages.js'
import type { TokenSelection } from '../TokenPicker/TokenPicker.js'
import type { BridgeEvent } from './bridgeEvents.js'
import type { TokenDefault } from './tokenDefaults.js'

// What `useBridge` (and so `BridgeWidget`) takes, and the values of its form.

export type BridgeValues = {
  source: TokenSelection | undefined
  destination: TokenSelection | undefined
  /** As typed, in whole tokens ("1.5"). */
  amount: string
  /** Empty: the connected wallet. */
  recipient: string
  /** Native gas to receive on the destination, as typed ("0.01"). */
  nativeDrop: string
  /** Percent, 0 to 100. */
  feeTolerance: number
}

export const emptyValues: BridgeValues = {
  source: undefined,
  destination: undefined,
  amount: '',
  recipient: '',
  nativeDrop: '',
  feeTolerance: 1,
}

/** Starting values; a side's token may be given by id (`{ chain: 8453, token: 'USDC' }`). */
export type BridgeDefaultValues = Partial<Omit<BridgeValues, 'source' | 'destination'>> & {
  source?: TokenDefault | undefined
  destination?: TokenDefault | undefined
}

export type UseBridgeParameters = {
  /** Controlled values (with `onChange`). */
  values?: BridgeValues | undefined
  defaultValues?: BridgeDefaultValues | undefined
  onChange?: ((values: BridgeValues) => void) | undefined
  onQuote?: ((quote: Quote) => void) | undefined
  onStepSubmitted?: ((stepIndex: number, hash: string) => void) | undefined
  onTransferComplete?: ((result: ExecutionResult) => void) | undefined
  onError?: ((error: VtError) => void) | undefined
  /** The Solana wallet: `useWalletAdapterSolana()` from vtkit/solana (address, signer, balances). */
  solana?: SolanaWallet | undefined
  /** Solana and Starknet signers without `solana` (EVM comes from wagmi). */
  executors?: { solana?: SolanaExecutor; starknet?: StarknetExecutor }
  /** The signing wallet for non-EVM sources without `solana` (EVM: the connected wagmi account). */
  walletAddress?: string | undefined
  journal?: TransferJournal | undefined
  /** How long a sent transaction may stay unmined before "check your wallet" (default 10 min). */
  receiptTimeoutMs?: number | undefined
  /**
   * An approve and a transfer in one wallet prompt (EIP-5792) where the wallet runs batches
   * atomically on the source chain. Default true; `false`: one prompt per step.
   */
  atomicBatch?: boolean | undefined
  /** The texts of the next action's label (default English). */
  messages?: Partial<Messages> | undefined
  /** BCP 47 locale of the amounts given as text (`received`); default the browser's. */
  locale?: string | undefined
  /** The chains and tokens that may be picked on each side, and those featured first. */
  scope?: TransferScope | undefined
  /**
   * Parts the user cannot change: a locked side shows its token and does not open, a locked
   * amount is read only, a locked recipient is the only one. With the destination and the
   * recipient locked the widget is a deposit form.
   */
  lock?: BridgeLock | undefined
  /** What a locked recipient is called ("Your Aave account"); default its short address. */
  recipientLabel?: string | undefined
  /** Everything that happens, as one typed union (`BridgeEvent`), each once and in order. */
  onEvent?: ((event: BridgeEvent) => void) | undefined
  /**
   * The route chosen by default: `return` (what arrives, native fees on top counted; the default),
   * `fastest` (the shortest estimated time, else the best return), or `cheapest` (the least value
   * lost, which for one amount is the best return's order).
   */
  routePriority?: 'return' | 'fastest' | 'cheapest' | undefined
  /**
   * What a route may lose of the USD value sent (the fees, the price, the native fees on top)
   * before it is said (`warn`) and before the user must accept it with a tick (`confirm`), as
   * fractions. Default `{ warn: 0.05, confirm: 0.1 }`; a mistake is an `InvalidInputError`
   * (`onError`) and the defaults stand.
   */
  valueLoss?: Partial<ValueLossThresholds> | undefined
  /**
   * How much less a new quote for the same input (after the shown one expired) may pay before
   * the user must accept the new amount, as a fraction of what was shown. Default 0.001 (0.1 %).
   */
  rateChangeTolerance?: number | undefined
  /**
   * Keeps the two sides and the amount in the page's address (`fromChain`, `fromToken`,
   * `toChain`, `toToken`, `fromAmount`, as LI.FI's widget names them), so a link opens the same
   * form. Never who receives (a link must not choose where funds go), never a locked part; a link
   * that names nothing the app offers gives way to `defaultValues`. Uncontrolled values only.
   */
  syncWithUrl?: boolean | undefined
  /**
   * Parts the widget leaves out: the History tab, the settings, who receives (the default
   * stays), the other routes to compare (shown anyway when the chosen one is refused), the swap.
   */
  hide?: BridgeHide | undefined
}

export type BridgeHide = {
  history?: boolean | undefined
  settings?: boolean | undefined
  recipient?: boolean | undefined
  routes?: boolean | undefined
  swapButton?: boolean | undefined
}

export type BridgeLock = {
  source?: boolean | undefined
  destination?: boolean | undefined
  recipient?: boolean | undefined
  amount?: boolean | undefined
}

/** The former name of `UseBridgeParameters`. */
export type UseBridgeOptions = UseBridgeParameters
