import type { QuoteRequest } from './actions/getQuotes.js'
import { isNativeCoin } from './address.js'
import type { Chain } from './schemas/chain.js'
import type { Quote } from './schemas/quote.js'
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
 * What a Solana source needs in SOL: the amount when SOL is sent, the quoted fees paid in SOL,
 * the signature fee, and the account's rent-exempt minimum left behind. From the quote, not its
 * steps: Solana steps are built right before signing.
 */
function solanaNativeNeed(
  quote: Quote,
  request: QuoteRequest,
  nativeSource: boolean,
  amount: bigint,
): bigint {
  let need = SOLANA_ACCOUNT_RENT + SOLANA_SIGNATURE_FEE + (nativeSource ? amount : 0n)
  for (const fee of quote.fees)
    if (
      fee.chainKey === request.srcChainKey &&
      isNativeCoin(fee.address, 'SOLANA') &&
      /^\d+$/.test(fee.amount)
    )
      need += BigInt(fee.amount)
  return need
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
  let native = chainType === 'SOLANA' ? solanaNativeNeed(quote, request, nativeSource, amount) : 0n
  for (const step of quote.userSteps) {
    if (isUnknownStep(step) || step.type !== 'TRANSACTION' || step.chainType !== 'EVM') continue
    if (step.chainKey !== request.srcChainKey) continue
    const { value, gasLimit } = step.transaction.encoded
    native += BigInt(value ?? '0')
    if (gasPrice !== undefined && gasLimit !== undefined && /^\d+$/.test(String(gasLimit)))
      native += BigInt(gasLimit) * gasPrice
  }
  const coins = nativeSource ? tokenBalance : nativeBalance
  if (coins === undefined || coins >= native) return undefined
  // A native source whose value alone is more than the balance lacks the coin itself, not gas.
  if (nativeSource && coins < amount) return { kind: 'token', needed: amount, available: coins }
  return { kind: 'native', needed: native, available: coins }
}
