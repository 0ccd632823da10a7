import { isNativeCoin } from './address.js'
import type { Chain } from './schemas/chain.js'
import type { Quote, QuoteRequest } from './schemas/quote.js'
import { isUnknownStep } from './schemas/userStep.js'

/** What the wallet lacks for a quote: the token sent, or the native coin for value and gas. */
export type FundsShortfall = {
  kind: 'token' | 'native'
  /** In the smallest units of the token sent (`token`) or of the source chain's native coin. */
  needed: bigint
  available: bigint
}

export type CheckFundsParameters = {
  quote: Quote
  request: QuoteRequest
  chains: readonly Chain[]
  /** The wallet's balance of the token sent (for a native source, of the native coin). */
  tokenBalance: bigint | undefined
  /** The wallet's native coin on the source chain (unused when the token sent is native). */
  nativeBalance: bigint | undefined
  /** Wei per gas now, to price the steps' gas limits; without it only the value is counted. */
  gasPrice?: bigint | undefined
}

/** Solana's base fee per signature, in lamports. */
const SOLANA_SIGNATURE_FEE = 5_000n
/**
 * The rent-exempt minimum of a wallet account (no data): a transfer that would leave less than
 * this (but not nothing) is refused by the network, so the wallet must keep it.
 */
const SOLANA_ACCOUNT_RENT = 890_880n

/**
 * The native coin a quote's source-chain steps need beyond a native amount sent, and the gas (or
 * signature fees) part of it. On Solana, from the quote (its steps are built right before
 * signing): the quoted SOL fees, the signature fee, and the account's rent-exempt minimum left
 * behind. On EVM, the steps' value (less the amount itself when the coin is sent) and gas limit ×
 * gas price where the steps give a limit.
 */
function nativeCosts(
  quote: Quote | undefined,
  srcChainKey: string,
  chainType: string | undefined,
  nativeSource: boolean,
  gasPrice: bigint | undefined,
): { onTop: bigint; gas: bigint } {
  const amount = quote && /^\d+$/.test(quote.srcAmount) ? BigInt(quote.srcAmount) : 0n
  if (chainType === 'SOLANA') {
    let onTop = SOLANA_ACCOUNT_RENT + SOLANA_SIGNATURE_FEE
    for (const fee of quote?.fees ?? [])
      if (
        fee.chainKey === srcChainKey &&
        isNativeCoin(fee.address, 'SOLANA') &&
        /^\d+$/.test(fee.amount)
      )
        onTop += BigInt(fee.amount)
    return { onTop, gas: SOLANA_SIGNATURE_FEE }
  }
  let value = 0n
  let gas = 0n
  for (const step of quote?.userSteps ?? []) {
    if (isUnknownStep(step) || step.type !== 'TRANSACTION' || step.chainType !== 'EVM') continue
    if (step.chainKey !== srcChainKey) continue
    const { value: sent, gasLimit } = step.transaction.encoded
    value += BigInt(sent ?? '0')
    if (gasPrice !== undefined && gasLimit !== undefined && /^\d+$/.test(String(gasLimit)))
      gas += BigInt(gasLimit) * gasPrice
  }
  // A native source's value holds the amount (an OFT adapter's, less its dust): what is over it.
  return { onTop: (nativeSource ? (value > amount ? value - amount : 0n) : value) + gas, gas }
}

/**
 * Whether the wallet can pay for a quote before any wallet prompt: the amount of the token sent,
 * then the native coin that the source chain's steps send plus their gas (gas limit × gas price,
 * where the steps give a limit; on Solana, the quoted SOL fees and the signature fee). Undefined
 * when it can, or when a balance is unknown.
 */
export function checkFunds(parameters: CheckFundsParameters): FundsShortfall | undefined {
  const { quote, request, chains, tokenBalance, nativeBalance, gasPrice } = parameters
  const chainType = chains.find((chain) => chain.chainKey === request.srcChainKey)?.chainType
  const nativeSource = isNativeCoin(request.srcTokenAddress, chainType)
  const amount = /^\d+$/.test(quote.srcAmount) ? BigInt(quote.srcAmount) : 0n
  if (!nativeSource && tokenBalance !== undefined && tokenBalance < amount)
    return { kind: 'token', needed: amount, available: tokenBalance }
  const { onTop } = nativeCosts(quote, request.srcChainKey, chainType, nativeSource, gasPrice)
  const native = onTop + (nativeSource ? amount : 0n)
  const coins = nativeSource ? tokenBalance : nativeBalance
  if (coins === undefined || coins >= native) return undefined
  // A native source whose value alone is more than the balance lacks the coin itself, not gas.
  if (nativeSource && coins < amount) return { kind: 'token', needed: amount, available: coins }
  return { kind: 'native', needed: native, available: coins }
}

export type MaxSendableParameters = {
  /** The wallet's balance of the token sent. */
  available: bigint
  srcChainKey: string
  chainType: string | undefined
  srcTokenAddress: string
  /** The quote of the amount as it stands, if any: its fees and gas are kept. */
  quote?: Quote | undefined
  gasPrice?: bigint | undefined
}

/**
 * What MAX fills in: the whole balance of a token; of the native coin, the balance less what the
 * quote's steps need on top of the amount, with their gas counted twice (a price that rises before
 * signing), never below zero. Without a quote an EVM coin is sent whole (its gas is not known);
 * SOL keeps the account's rent and two signature fees.
 */
export function maxSendable(parameters: MaxSendableParameters): bigint {
  const { available, srcChainKey, chainType, srcTokenAddress, quote, gasPrice } = parameters
  if (!isNativeCoin(srcTokenAddress, chainType)) return available
  const { onTop, gas } = nativeCosts(quote, srcChainKey, chainType, true, gasPrice)
  const keep = onTop + gas
  return available > keep ? available - keep : 0n
}
