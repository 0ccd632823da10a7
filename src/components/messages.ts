/** Every text the components show, in English. Hosts override any part through `messages`. */
export const defaultMessages = {
  selectToken: 'Select a token',
  selectChain: 'Select a chain',
  searchChains: 'Search chains',
  searchTokens: 'Search by name, symbol or address',
  chains: 'Chains',
  tokens: 'Tokens',
  noChains: 'No chain matches your search.',
  noTokens: 'No token matches your search.',
  noRoutes: 'No destination is reachable from the selected token.',
  loading: 'Loading…',
  close: 'Close',
  retry: 'Try again',
  youSend: 'You send',
  youReceive: 'You receive',
  minimumReceived: 'Minimum received',
  fees: 'Fees',
  totalFee: 'Total fee',
  estimatedTime: 'Estimated time',
  unknownDuration: 'unknown',
  route: 'Route',
  quoteExpiresIn: 'Quote expires in {seconds} s',
  quoteExpired: 'This quote has expired.',
  refreshQuote: 'Get a new quote',
  routes: 'Routes',
  cheapest: 'Cheapest',
  rejectedRoutes: '{count} route(s) not available',
  feeTypeMESSAGE: 'Messaging',
  feeTypeGENERAL: 'Protocol',
  feeTypeDST_NATIVE_DROP: 'Gas on destination',
  feeTypeCCTP_RECEIVE: 'CCTP receive',
  transferStatus: 'Transfer status',
  eventSubmitted: 'Submitted',
  eventSENT: 'Sent on {chain}',
  eventBUS_RODE: 'Batch departed on {chain}',
  eventDELIVERED: 'Delivered on {chain}',
  phaseIdle: 'Nothing to track yet.',
  phaseWaiting: 'Waiting for the network to see your transaction…',
  phaseTracking: 'In progress: {status}',
  phaseSucceeded: 'Transfer complete.',
  phaseFailed:
    'The transfer failed. Nothing was received; check the explorer for a refund, or contact support with the transfer id.',
  phaseNotFound:
    'This transfer has not been seen yet. Check your wallet’s activity: if the transaction was sent, it will appear.',
  elapsed: '{time} elapsed',
  viewOnExplorer: 'View on explorer',
  transferId: 'Transfer {id}',
} as const

export type Messages = { -readonly [Key in keyof typeof defaultMessages]: string }

/** A message with its `{placeholders}` filled. */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
