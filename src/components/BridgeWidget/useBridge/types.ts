import type { Chain as WagmiChain } from 'viem'
import type { InvalidInputError, VtError } from '../../../core/errors.js'
import type { FundsShortfall } from '../../../core/funds.js'
import type { Chain, ChainType } from '../../../core/schemas/chain.js'
import type { Quote, QuoteRequest } from '../../../core/schemas/quote.js'
import type { TransferScope } from '../../../core/scope.js'
import type {
  ExecutionResult,
  SolanaExecutor,
  SolanaWallet,
  StarknetExecutor,
  TransferJournal,
  TransferRecord,
  ValueLedger,
} from '../../../core/steps/types/index.js'
import type { RateDrop, ValueLoss, ValueLossThresholds } from '../../../core/valueLoss.js'
import type { UseExecuteStepsReturnType } from '../../../hooks/useExecuteSteps.js'
import type { UseQuoteReturnType } from '../../../hooks/useQuote.js'
import type { UseTransferHistoryReturnType } from '../../../hooks/useTransferHistory.js'
import type { Messages } from '../../../locales/en/messages.js'
import type { RecentRecipient } from '../../recipients/recentRecipients.js'
import type { RecipientName } from '../../recipients/useRecipientName.js'
import type { TokenSelection } from '../../TokenPicker/context.js'
import type { PickerBalances } from '../../TokenPicker/heldBalances.js'
import type { PickerSearch } from '../../useSearchReport.js'
import type { BridgeEvent } from '../bridgeEvents.js'
import type { TokenDefault } from '../tokenDefaults.js'
import type { SourceBalance } from '../useSourceBalance.js'
import type { RouteHandover } from './useRouteHandover.js'

// What `useBridge` (and so `BridgeWidget`) takes, and the values of its form.

export type BridgeValues = {
  source: TokenSelection | undefined
  destination: TokenSelection | undefined
  /**
   * As typed, in whole tokens, in the user's language ("1.5"; "1,5" in German). A plain decimal
   * in `defaultValues` is shown in that language; controlled `values` are the field's text as is
   * (a lone "." or "," before three digits is asked about, never guessed).
   */
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

/** What `useBridge` gives a layout: the state of the form, the route, the checks and the run. */
export type UseBridgeReturnType = {
  values: BridgeValues
  /** Changes some values (the rest stay); `onChange` hears the whole. */
  update: (changes: Partial<BridgeValues>) => void
  /** The chains and tokens that may be picked (as given). */
  scope: TransferScope | undefined
  /** Defaults given by id that name nothing in the catalogue (an `InvalidInputError`), or null. */
  defaultsError: InvalidInputError | null
  /** Source and destination can trade places (both set, neither locked, each in scope on the other side). */
  canSwap: boolean
  /** The parts the user cannot change. */
  lock: BridgeLock
  /** The parts the widget leaves out. */
  hide: BridgeHide
  recipientLabel: string | undefined
  chains: Chain[]
  sourceChain: Chain | undefined
  destinationChain: Chain | undefined
  /** The wallet that signs on the source chain, if one is connected there. */
  sender: string | undefined
  /**
   * Who receives: the typed address (or the address the typed ENS name gives), else the user's
   * own wallet on that chain type.
   */
  recipient: string
  /** The typed recipient as an ENS name: its lookup, and the address it gave. */
  recipientName: RecipientName
  /** The user's own wallet can receive on the destination (the way back from another address). */
  ownWalletReceives: boolean
  recipientInvalid: boolean
  /**
   * The recipient is someone else's address on a cross-chain send, not one this browser sent to
   * from this wallet: the user confirms it (`confirmRecipient`) before anything is signed.
   */
  recipientToConfirm: boolean
  confirmRecipient: () => void
  /** Addresses this wallet sent to from this browser on the destination's chain type, newest first. */
  recentRecipients: readonly RecentRecipient[]
  forgetRecentRecipients: () => void
  /** No wallet on the source yet: routes are quoted for stand-in wallets, to look at only. */
  previewing: boolean
  /** The app can sign on the source chain. */
  signable: boolean
  /** The amount read with the source token's decimals (`value` in base units, or `error`). */
  amount: { value?: string; error?: string }
  quote: UseQuoteReturnType
  /** The route chosen, from the quotes of the form's input (shown, not necessarily runnable). */
  selected: Quote | undefined
  /** Tells a picker's settled search as `searchTyped` (the pickers' `onSearch`). */
  searched: (side: 'source' | 'destination', search: PickerSearch) => void
  /**
   * What the chosen route loses of the value sent (`usd`, `fraction`) and whether that is said
   * (`warn`) or must be accepted (`confirm`); undefined when its USD values are unknown.
   */
  valueLoss: ValueLoss | undefined
  /** The chosen route's steps are read, but an amount they move has no price: its loss cannot be told. */
  lossUnknown: boolean
  /**
   * What the chosen route's steps move, read from their calldata (`useExecuteSteps().ledger`):
   * what the card shows instead of the service's figures.
   */
  ledger: ValueLedger | undefined
  /** The loss is above `confirm` and not yet accepted for this quote: no wallet prompt until then. */
  lossToAccept: boolean
  /** Accepts the chosen route's loss (told as `valueLoss` with `accepted`). */
  acceptLoss: () => void
  /**
   * A new quote pays less than the one shown (amounts in the destination token's smallest
   * units): no wallet prompt until the user accepts it (`acceptRate`).
   */
  rateDrop: RateDrop | undefined
  acceptRate: () => void
  /** Picks a route by its quote id (told as `routeChosen` by the user). */
  selectRoute: (id: string) => void
  /** The route that may run: asked for this wallet and this input. */
  runnable: Quote | undefined
  /** The request as validated (undefined while the input is incomplete). */
  pair: QuoteRequest | undefined
  /** The chosen route was refused by a safety check: its promise is not shown. */
  refused: boolean
  /** Every listed route a safety check refused (marked "Blocked" in the list, never chosen again). */
  refusedIds: ReadonlySet<string>
  /**
   * The chosen route was refused before anything was signed and the next safe one chosen in its
   * place: both named and the reason, said while that choice stands.
   */
  handover: RouteHandover | undefined
  /** What arrives by the chosen route, as text (undefined while none, or when it was refused). */
  received: string | undefined
  balance: SourceBalance
  nativeBalance: SourceBalance
  gasPrice: bigint | undefined
  pickerBalances: PickerBalances
  /** The funds check before any prompt: `kind` `token` or `native`, or undefined. */
  shortfall: FundsShortfall | undefined
  /** What the user must do before the transfer can start, as the button says it. */
  blockedReason: string | undefined
  /** The largest amount that can be sent (fees and gas kept), as text; undefined when unknown. */
  maxAmount: () => string | undefined
  /**
   * The run. Its `execute` waits for the confirmations before a loss: while `lossToAccept` or
   * `rateDrop` stands it asks nothing of the wallet, whatever layout calls it.
   */
  execution: UseExecuteStepsReturnType
  /** A transfer is running, resumed or must stay on screen: its progress replaces the form. */
  progress: boolean
  /** What runs: the resumed or started transfer, or the quote asked for this wallet and this input. */
  running: Pick<TransferRecord, 'quote' | 'request'> | undefined
  /** Whether the progress shown is a resumed transfer's (its quote cannot be asked again). */
  resuming: boolean
  /** Runs an unfinished transfer of the history instead of the form's. */
  resume: (record: TransferRecord) => void
  /** After a transfer: back to an empty amount, the sent quote forgotten. */
  startOver: () => void
  history: UseTransferHistoryReturnType
  /** The wallet is on another EVM chain than the source: the chain to switch to, if that is next. */
  switchTo: { chainId: number; name: string } | undefined
  switchNetwork: (chainId: number) => void
  /**
   * Why the transfer cannot start yet, as the button says it; `'connect'` when a wallet must be
   * connected (on `connectChainType`); undefined when the run's own action is next.
   */
  waitingFor: string | undefined
  connectChainType: ChainType
  /** The wagmi account's chain id (for "your wallet is on …"). */
  walletChainId: number | undefined
  wagmiChains: readonly WagmiChain[]
}

/** What the run gives the layout (its fields of `UseBridgeReturnType`), and the checks. */
export type BridgeRun = Pick<
  UseBridgeReturnType,
  | 'execution'
  | 'history'
  | 'running'
  | 'progress'
  | 'resuming'
  | 'resume'
  | 'startOver'
  | 'switchNetwork'
> & {
  /** The transfer resumed from the history, if one is. */
  resumed: TransferRecord | undefined
  /** The quote the engine runs and checks: the pinned transfer's, else the form's. */
  checked: Quote | undefined
}
