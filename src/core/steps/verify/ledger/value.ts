import { isNativeCoin, isSameAddress } from '../../../address.js'
import type { Chain } from '../../../schemas/chain.js'
import type { Quote } from '../../../schemas/quote.js'
import type { Token } from '../../../schemas/token.js'
import {
  defaultValueLossThresholds,
  type ValueLoss,
  type ValueLossThresholds,
} from '../../../valueLoss.js'
import type { LedgerBridged, ValueLedger } from '../../types/index.js'
import { decimalsOf, sameAsset } from './assets.js'

const digits = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? BigInt(text) : undefined

/**
 * What arrives, by the ledger: what the quote expects, but never more than the steps send across,
 * and at least what the bridge itself guarantees. `readable` is false where the steps name no
 * recipient and no minimum (a Solana route account's deposit, a Starknet multicall): the figures
 * are then the quote's own, and should be said to be.
 */
export function ledgerArrival(
  ledger: ValueLedger,
  quote: Pick<Quote, 'dstAmount' | 'dstAmountMin'>,
): { expected: bigint; minimum: bigint | undefined; readable: boolean } | undefined {
  const quoted = digits(quote.dstAmount)
  const bridged = ledger.entries.filter(
    (entry): entry is LedgerBridged => entry.kind === 'bridged' && entry.protocol !== 'route',
  )
  const read = bridged.filter(
    (entry) => entry.minimumOut !== undefined && entry.maximumOut !== undefined,
  )
  if (read.length === 0 || read.length !== bridged.length)
    return quoted === undefined
      ? undefined
      : { expected: quoted, minimum: digits(quote.dstAmountMin), readable: false }
  const most = read.reduce((sum, entry) => sum + (entry.maximumOut ?? 0n), 0n)
  const least = read.reduce((sum, entry) => sum + (entry.minimumOut ?? 0n), 0n)
  const expected = quoted === undefined || quoted > most ? most : quoted
  return { expected: expected < least ? least : expected, minimum: least, readable: true }
}

type Prices = {
  chains: readonly Chain[]
  prices?: readonly Token[] | undefined
  tokenDecimals?: Readonly<Record<string, number>> | undefined
}

/** An amount's worth in USD at the catalogue's price, or undefined where it has none. */
function usdOf(context: Prices, token: { chainKey: string; address: string }, amount: bigint) {
  const chainType = context.chains.find((chain) => chain.chainKey === token.chainKey)?.chainType
  const native = isNativeCoin(token.address, chainType)
  const price = context.prices?.find(
    (item) =>
      item.chainKey === token.chainKey &&
      typeof item.price?.usd === 'number' &&
      (isSameAddress(item.address, token.address) ||
        (native && isNativeCoin(item.address, chainType))),
  )?.price?.usd
  const decimals = decimalsOf(context, token)
  if (typeof price !== 'number' || !Number.isFinite(price) || decimals === undefined)
    return undefined
  return (Number(amount) / 10 ** decimals) * price
}

/**
 * What the route loses of the value sent, from the ledger rather than the quote's dollar figures:
 * what leaves the wallet (what crosses and every fee, not what comes back) less what arrives
 * (`ledgerArrival`), each priced with the catalogue at the decimals the steps were read with.
 * Where one currency crosses (the ledger's `sameCurrency`: USDC to USDC by production's record)
 * the loss is also counted in its units, which no price moves, and the larger share is told; its
 * `units` (in the destination token's) stand in for `usd` when a price is missing. Undefined when
 * neither can be figured: the loss cannot be estimated, which the user is to be told.
 */
export function ledgerValueLoss(
  ledger: ValueLedger,
  quote: Pick<Quote, 'dstAmount' | 'dstAmountMin'>,
  context: Prices & { dstToken: { chainKey: string; address: string } },
  thresholds: ValueLossThresholds = defaultValueLossThresholds,
): ValueLoss | undefined {
  const arrival = ledgerArrival(ledger, quote)
  if (!arrival) return undefined
  // Priced with the decimals the steps were read with (each token's own answer on chain), never
  // with other decimals a later answer gives.
  const read = { ...context, tokenDecimals: { ...context.tokenDecimals, ...ledger.decimals } }
  const priced = pricedLoss(ledger, arrival.expected, read)
  const counted = unitLoss(ledger, arrival.expected)
  if (!priced && !counted) return undefined
  const fraction = Math.max(priced?.fraction ?? 0, counted?.fraction ?? 0)
  const level =
    fraction > 0 && fraction >= thresholds.confirm
      ? 'confirm'
      : fraction > 0 && fraction >= thresholds.warn
        ? 'warn'
        : 'none'
  return {
    usd: priced ? Math.max(priced.usd, fraction * priced.crossing) : undefined,
    fraction,
    level,
    ...(counted && { units: counted.units }),
  }
}

function pricedLoss(
  ledger: ValueLedger,
  received: bigint,
  context: Prices & { dstToken: { chainKey: string; address: string } },
) {
  let sent = 0
  let crossing = 0
  for (const entry of ledger.entries) {
    if (entry.kind !== 'bridged' && entry.kind !== 'fee') continue
    const usd = usdOf(context, entry.asset, entry.amount)
    if (usd === undefined) return undefined
    sent += usd
    if (entry.kind === 'bridged') crossing += usd
  }
  const arrived = usdOf(context, context.dstToken, received)
  if (arrived === undefined || crossing <= 0) return undefined
  const usd = Math.max(0, sent - arrived)
  return { usd, crossing, fraction: Math.min(1, usd / crossing) }
}

/**
 * Of one currency on both chains (`sameCurrency`, settled by the checks): what leaves of it less
 * what arrives, in the destination token's units, converted as the bridge calls were (what
 * crosses at the most, over what is sent across), so no decimals are taken from elsewhere.
 */
function unitLoss(ledger: ValueLedger, received: bigint) {
  if (ledger.sameCurrency !== true) return undefined
  const bridged = ledger.entries.filter(
    (entry): entry is LedgerBridged => entry.kind === 'bridged' && entry.protocol !== 'route',
  )
  const source = bridged[0]?.asset
  if (!source || bridged.some((entry) => entry.maximumOut === undefined)) return undefined
  const crossingIn = bridged.reduce((sum, entry) => sum + entry.amount, 0n)
  const crossingOut = bridged.reduce((sum, entry) => sum + (entry.maximumOut ?? 0n), 0n)
  if (crossingIn <= 0n || crossingOut <= 0n) return undefined
  const sentIn = ledger.entries
    .filter(
      (entry) =>
        (entry.kind === 'bridged' || entry.kind === 'fee') && sameAsset(entry.asset, source),
    )
    .reduce((sum, entry) => sum + entry.amount, 0n)
  const sentOut = (sentIn * crossingOut) / crossingIn
  const units = sentOut > received ? sentOut - received : 0n
  return { units, fraction: Math.min(1, Number(units) / Number(crossingOut)) }
}
