import { statusLabel } from '../core/labels.js'

/** Every text the components show, in English. Hosts override any part through `messages`. */
export const defaultMessages = {
  selectToken: 'Select a token',
  selectChain: 'Select a chain',
  searchChains: 'Search chains',
  searchTokens: 'Search by name, symbol or address',
  chains: 'Chains',
  tokens: 'Tokens',
  tokensOn: 'Tokens on {chain}',
  popularTokens: 'Popular tokens',
  noChains: 'No chain matches your search.',
  noTokens: 'No token matches your search.',
  noRoutes: 'No destination is reachable from the selected token.',
  loading: 'Loading…',
  loadingMore: 'Loading more…',
  noMatchYet: 'No match yet: more are still loading.',
  close: 'Close',
  retry: 'Try again',
  youSend: 'You send',
  youReceive: 'You receive',
  minimumReceived: 'Minimum received',
  fees: 'Fees',
  totalFee: 'Total fee',
  estimatedTime: 'Estimated time',
  unknownDuration: 'unknown',
  /** A route whose duration the service does not give, where a time would stand. */
  timeUnknown: 'Time unknown',
  route: 'Route',
  quoteExpiresIn: 'Quote expires in {seconds} s',
  quoteExpired: 'This quote has expired.',
  refreshQuote: 'Get a new quote',
  routes: 'Routes',
  bestReturn: 'Best return',
  fastest: 'Fastest',
  feeAmount: '{amount} fee',
  routeBlocked: 'Blocked',
  rejectedRoutes: '{count, plural, one {# route not available} other {# routes not available}}',
  feeTypeMESSAGE: 'Messaging',
  feeTypeGENERAL: 'Protocol',
  feeTypeDST_NATIVE_DROP: 'Gas on destination',
  feeTypeCCTP_RECEIVE: 'CCTP receive',
  transferStatus: 'Transfer status',
  eventSubmitted: 'Submitted',
  eventSENT: 'Sent on {chain}',
  eventBUS_RODE: 'Batch departed on {chain}',
  eventDELIVERED: 'Delivered on {chain}',
  /** The service's statuses, in words (an unknown one is made readable from its name). */
  status_UNKNOWN: 'Not seen yet',
  status_PENDING: 'Pending',
  status_PROCESSING: 'In transit',
  status_SUCCEEDED: 'Complete',
  status_FAILED: 'Failed',
  phaseIdle: 'Nothing to track yet.',
  phaseWaiting: 'Waiting for the network to see your transaction…',
  phaseTracking: 'Status: {status}',
  historyExecuting: 'Not finished',
  historyInFlight: 'In transit',
  historyCancelled: 'Cancelled in your wallet',
  phaseSucceeded: 'Transfer complete.',
  phaseFailed:
    'The transfer failed. Nothing was received; check the explorer for a refund, or contact support with the transfer id.',
  phaseNotFound:
    'This transfer has not been seen yet. Check your wallet’s activity: if the transaction was sent, it will appear.',
  elapsed: '{time} elapsed',
  statusUnreachable:
    'The transfer service has not answered since {time}. Your transfer goes on; we keep checking.',
  checkNow: 'Check now',
  journalUnsaved:
    'Your browser’s storage is full, so this transfer is kept only while this page is open. Keep it open until the transfer is on its way.',
  viewOnExplorer: 'View on explorer',
  transferId: 'Transfer {id}',
  steps: 'Steps',
  stepState_idle: 'Waiting',
  stepState_awaitingWallet: 'Confirm in your wallet',
  stepState_submitted: 'Submitted',
  stepState_confirmed: 'Confirmed',
  stepState_skipped: 'Already approved',
  stepState_failed: 'Failed',
  stepTRANSACTION: 'Send a transaction',
  stepSIGNATURE: 'Sign a message',
  stepsBatched: 'Your wallet confirms these steps at once, in one request.',
  stepsPrepared:
    'Your transaction on {chain} is prepared when you start, right before you sign it.',
  onChain: 'on {chain}',
  stepRent: 'Includes up to {amount} SOL to open the route’s token account, if it is not open yet',
  /** What the steps move, read from the transaction itself (QuoteCard's fees, StepRunner). */
  ledgerTitle: 'What you sign',
  ledgerSend: 'You send {amounts}',
  ledgerBridged: '{amount} across to {recipient} on {chain}',
  ledgerAtLeast: 'at least {amount} arrives',
  ledgerYou: 'you',
  ledgerDeposit:
    '{amount} paid to the service’s account {account}: where it goes next is not in the transaction',
  ledgerMessagingFee: '{amount} messaging fee',
  ledgerRefunded: 'what it does not use comes back to you',
  ledgerRelayFee: '{amount} relay fee to {receiver}',
  ledgerFeeReceiver: 'the service’s fee receiver',
  ledgerRouteFee: '{amount} fee to the service’s account',
  ledgerRent: 'up to {amount} to open the service’s token account',
  ledgerPriorityFee: '{amount} priority fee',
  ledgerReturned: '{amount} comes back to you',
  ledgerHeld: '{amount} left in {contract}',
  ledgerDiverted: '{amount} to {address}',
  ledgerApproval: 'Lets {spender} spend {amount}',
  ledgerUnchecked: 'not checked against the chain',
  ledgerPending: 'The transaction is built when you start: what it moves is shown then.',
  valueLossUnknown:
    'What this transfer costs in dollars cannot be told: some amounts have no price. Check them below.',
  actionStart: 'Start transfer',
  actionApproveAndSend: 'Approve and send',
  actionSignAndSend: 'Sign and send',
  actionContinue: 'Continue transfer',
  actionReview: 'Review transfer',
  actionSwitchTo: 'Switch to {chain}',
  walletOnChain: 'Your wallet is on {chain}.',
  actionSelectTokens: 'Select tokens',
  actionSelectDestination: 'Select a destination token',
  actionEnterAmount: 'Enter an amount',
  actionInvalidAmount: 'Enter a valid amount',
  actionInvalidRecipient: 'Enter a valid recipient',
  actionEnterRecipient: 'Enter a recipient address',
  actionFindingRoutes: 'Finding routes…',
  actionNoRoute: 'No route available',
  actionConnect: 'Connect a wallet',
  actionUnsupportedSource: 'Sending from {chainType} is not available here',
  actionRefused: 'Stopped for your safety',
  insufficientBalance: 'Insufficient {symbol} balance',
  notEnoughForGas: 'Not enough {symbol} for gas',
  actionRunning: 'Confirm in your wallet…',
  actionPreparing: 'Preparing your transfer…',
  actionConfirming: 'Waiting for confirmation…',
  cancelInWallet: 'To cancel, reject the request in your wallet.',
  actionElsewhere: 'Going on in another tab',
  elsewhereNote:
    'This transfer is running in another tab of this browser. Its progress shows here, and it goes on here if that tab is closed.',
  actionRetry: 'Try again',
  actionSwitchNetwork: 'Switch network and try again',
  actionNewQuote: 'Get a new quote',
  actionCheckedWallet: 'I checked my wallet: send again',
  actionKeepWaiting: 'Keep waiting',
  actionSwitchAccount: 'Switch back to {account}',
  actionDone: 'Transfer submitted',
  refused: 'This transfer was stopped for your safety',
  refusedNext: 'Nothing was sent. Choose another route.',
  confirmWarnings: 'I understand and want to continue',
  /** Above the warning threshold of `valueLoss`: on the route, what the transfer costs in all. */
  valueLossWarning: 'You lose {percent} of the value sent ({usd}) in fees and price.',
  /** Above the confirm threshold: the one button until the box below is ticked. */
  actionReviewLoss: 'Review: you lose {percent} ({usd})',
  confirmValueLoss: 'I accept losing {percent} ({usd}) on this transfer',
  /** A new quote that pays less than the one the user saw, before any wallet prompt. */
  rateChanged: 'The route now pays {amount}, {difference} less than shown.',
  actionReviewRate: 'Review the new amount',
  confirmRateChange: 'I accept the new amount',
  connectWallet: 'Connect a wallet to continue.',
  widgetTitle: 'Bridge',
  /** The drawer's trigger. */
  openBridge: 'Bridge tokens',
  /** The drawer's trigger while a transfer runs behind the closed sheet. */
  transferRunning: 'Transfer in progress',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  balance: 'Balance: {amount}',
  max: 'Max',
  recipient: 'Recipient',
  recipientInvalid: 'Enter a valid {chainType} address.',
  settings: 'Settings',
  nativeDrop: 'Gas to receive on the destination ({symbol})',
  feeTolerance: 'Fee tolerance (%)',
  feeTolerancePresets: 'Fee tolerance presets',
  feeToleranceHelp: 'How much the fees may change between this quote and your transfer.',
  percent: '{value}%',
  done: 'Done',
  swapDirection: 'Swap direction',
  transferTab: 'Transfer',
  historyTab: 'History',
  fee: 'Fee',
  feeDetails: 'Fees and details',
  routeCount: 'Compare {count, plural, one {# route} other {# routes}}',
  sending: 'Sending {amount} from {from} to {to}',
  eta: 'Arrives in about {time}',
  etaDue: 'Should arrive any moment',
  successTitle: 'Transfer complete',
  successReceived: '{amount} arrived on {chain}',
  successTime: 'Took {time}',
  successUnderASecond: 'Took under a second',
  failureTitle: 'Transfer failed',
  arrival: 'Arrival',
  arriveOn: 'Arrive on {chain}',
  arrivalWaiting: 'Waiting for the network',
  failureHelp:
    'Nothing arrived on {chain}. Save this transfer id for support: any refund is traced with it.',
  transferIdLabel: 'Transfer id',
  transferDetails: 'Transfer details',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying is blocked here: select the id',
  history: 'Recent transfers',
  historyEmpty: 'No transfers yet.',
  newTransfer: 'New transfer',
  anotherTransfer: 'Start another transfer',
  keepsGoing: 'This transfer keeps going on its own; follow it in History.',
  toYourWallet: 'To your wallet {address}',
  /** A recipient the app fixed (a deposit form): its label, or its short address. */
  toRecipient: 'Recipient: {recipient}',
  sendToAnother: 'Send to another address',
  sendToMyWallet: 'Send to my wallet',
  resume: 'Resume',
  resuming: 'Unfinished transfer {route}: finish it below.',
} as const

export type Messages = { -readonly [Key in keyof typeof defaultMessages]: string }

/** A `/status` value in the messages' words ("In transit" for `PROCESSING`). */
export function statusText(messages: Messages, status: string | undefined): string {
  const key = `status_${status ?? 'UNKNOWN'}`
  return key in messages ? messages[key as keyof Messages] : statusLabel(status)
}

/** A message with its `{placeholders}` filled. */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
  locale?: string,
): string {
  return template
    .replace(pluralPattern, (whole, name: string, branches: string) => {
      const count = values[name]
      if (typeof count !== 'number') return whole
      const forms = pluralForms(branches)
      const form = forms[`=${count}`] ?? forms[pluralRules(locale).select(count)] ?? forms.other
      return form === undefined ? whole : form.replace(/#/g, formatCount(count, locale))
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * `{count, plural, one {# route} other {# routes on {chain}}}`: the ICU plural, its branches
 * holding text, `#` and plain placeholders (filled after).
 */
const pluralPattern = /\{\s*(\w+)\s*,\s*plural\s*,((?:\s*=?\w+\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g

/** The forms of a plural by category (`one`, `few`, `other`, or an exact `=0`). */
export function pluralForms(branches: string): Record<string, string> {
  const forms: Record<string, string> = {}
  for (const [, category, text] of branches.matchAll(/\s*(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g))
    if (category !== undefined && text !== undefined) forms[category] = text
  return forms
}

const pluralRules = (locale: string | undefined) => {
  try {
    return new Intl.PluralRules(locale)
  } catch {
    return new Intl.PluralRules('en')
  }
}

const formatCount = (count: number, locale: string | undefined) => {
  try {
    return count.toLocaleString(locale)
  } catch {
    return String(count)
  }
}
