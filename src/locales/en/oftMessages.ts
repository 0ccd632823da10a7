import type { defaultMessages } from './messages.js'

/** OftTransfer's own texts, in English, beside the shared ones; only OftTransfer bundles them. */
export const oftDefaultMessages = {
  oftTitle: 'Send an OFT',
  oftNoTokens: 'No OFT token is listed.',
  oftDust:
    '{dust} {symbol} cannot cross: {symbol} moves between chains with {decimals} decimals. It would stay in your wallet.',
  oftUseSendable: 'Send {amount} {symbol}',
  oftSendTo: 'Send {symbol} to',
  oftTo: 'To {address}',
  oftActionSelectDestination: 'Select a destination chain',
  oftActionDust: 'Enter an amount that crosses whole',
  oftActionCheckSettings: 'Check the receive gas in Settings',
  oftReceiveGas: 'Gas for the receiving contract (lzReceive, optional)',
  invalidGas: 'Enter a whole number of gas units.',
  oftArrives: 'Arrives',
  oftNetworkFee: 'Messaging fee',
  oftPreparing: 'Preparing the transfer…',
  deliveryInFlight: 'Sent. Waiting for {chain} to receive it…',
  deliveryDelivered: 'Received on {chain}.',
  deliveryUnobservable:
    'Sent. Its arrival on {chain} cannot be followed here: check the recipient’s wallet.',
} as const

/** Every text OftTransfer shows: the shared ones and its own. Hosts override any part. */
export type OftMessages = {
  -readonly [Key in keyof typeof defaultMessages | keyof typeof oftDefaultMessages]: string
}
