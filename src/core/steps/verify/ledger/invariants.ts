import { isNativeCoin } from '../../../address.js'
import type {
  AddFinding,
  LedgerAsset,
  LedgerEntry,
  LedgerFee,
  StepCheckContext,
  ValueLedger,
} from '../../types/index.js'
import { MAX_UINT256 } from '../decodeCall.js'
import { assetOf, convertUnits, decimalsOf, sameAsset } from './assets.js'
import { describeAmount, symbolOf } from './describe.js'

/** How far above the bridge contract's own quote a messaging fee may be (gas moves between build and send). */
const FEE_TOLERANCE_PERCENT = 25n

/**
 * The most a route's account may be paid in SOL as a fee without the user deciding (0.05 SOL,
 * a few dollars): SOL is Solana's coin whatever the service says, and no bridge charges more to
 * carry a transfer. Above it, what the fee is worth cannot be told from the transaction.
 */
const ROUTE_FEE_CEILING_LAMPORTS = 50_000_000n

/**
 * The fees in the token sent, all together, as a share of the amount: above the first the user
 * decides, above the second no transfer is worth it (a fee split in parts is judged whole).
 */
const FEE_SHARE_CEILING_PERCENT = 25n
const FEE_SHARE_REFUSED_PERCENT = 50n

/**
 * Of one currency on both chains, at least this share of what crosses is guaranteed to arrive,
 * whatever minimum the quote states: below it a route takes what it carries.
 */
const SAME_CURRENCY_FLOOR_PERCENT = 50n

const digits = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? BigInt(text) : undefined

/**
 * The invariants of value, checked on the ledger rather than on each call's shape: only the token
 * sent (and the native coin, for fees) leaves the wallet, approvals included; what leaves of the
 * token sent is the quote's `srcAmount`; nothing is left with an intermediary or sent to anyone
 * who neither bridges, charges nor returns it; what the bridge guarantees on arrival, in the
 * destination token's own decimals, is at least the quote's minimum, and the quote claims no more
 * than is sent across; every fee is one the quote lists, and is held to an amount the service
 * does not set (the chain's own quote, vtkit's ceiling, or a share of the amount), or the user is
 * told it cannot be. Settles each fee's `bound` as it goes.
 */
export function checkLedger(ledger: ValueLedger, context: StepCheckContext, add: AddFinding): void {
  const { quote, request, chains } = context
  if (ledger.entries.length === 0 && ledger.approvals.length === 0) return
  const source = assetOf(chains, request.srcChainKey, request.srcTokenAddress)
  const srcAmount = digits(quote.srcAmount)
  const describe = (asset: { chainKey: string; address: string }, amount: bigint) =>
    describeAmount(context, asset, amount)
  const tokenName = (asset: LedgerAsset) => {
    const symbol = symbolOf(context, asset)
    return symbol ? `your ${symbol}` : asset.address
  }

  // Only the token sent, and the native coin for what it pays, may leave the wallet.
  for (const approval of ledger.approvals)
    if (!sameAsset(approval.asset, source))
      add(
        'ledger-other-asset',
        approval.stepIndex,
        'refuse',
        `step ${approval.stepIndex + 1} would let ${approval.spender} spend ${tokenName(approval.asset)}, a token this transfer does not send`,
      )
  for (const entry of ledger.entries) {
    if (sameAsset(entry.asset, source) || otherAssetAllowed(entry, request.srcChainKey)) continue
    add(
      'ledger-other-asset',
      entry.stepIndex,
      'refuse',
      `step ${entry.stepIndex + 1} moves ${describe(entry.asset, entry.amount)}, which this transfer does not send`,
    )
  }

  // What leaves of the token sent is the quote's amount; approvals no more than it in all.
  const principal = ledger.entries
    .filter((entry) => sameAsset(entry.asset, source) && !(source.native && entry.kind === 'fee'))
    .reduce((sum, entry) => sum + entry.amount, 0n)
  const firstOfSource = ledger.entries.find((entry) => sameAsset(entry.asset, source))
  if (
    srcAmount !== undefined &&
    principal !== srcAmount &&
    (principal > 0n || ledger.unread.length === 0)
  )
    add(
      'ledger-sent-mismatch',
      firstOfSource?.stepIndex ?? -1,
      'refuse',
      `the steps take ${describe(source, principal)} of what you send, not the ${describe(source, srcAmount)} of the quote`,
    )
  const approved = ledger.approvals.filter((approval) => sameAsset(approval.asset, source))
  // An EVM pull (and an intent's deposit) spends the approval it follows; a Solana transfer is
  // signed by the wallet itself, so an approval beside it is a second right to the same tokens.
  const signedDirectly =
    chains.find((chain) => chain.chainKey === source.chainKey)?.chainType === 'SOLANA'
      ? principal
      : 0n
  const approvedTotal =
    approved.reduce((sum, approval) => sum + approval.amount, 0n) +
    (approved.length > 0 ? signedDirectly : 0n)
  if (srcAmount !== undefined && approvedTotal > srcAmount) {
    const last = approved.at(-1)
    const unlimited = approved.some((approval) => approval.amount >= MAX_UINT256 / 2n)
    add(
      'approval-above-amount',
      last?.stepIndex ?? -1,
      'refuse',
      unlimited
        ? `step ${(last?.stepIndex ?? 0) + 1} asks for an unlimited approval, not just the ${describe(source, srcAmount)} this transfer needs`
        : `the steps approve (or move and approve) ${describe(source, approvedTotal)} in all, more than the ${describe(source, srcAmount)} this transfer needs`,
    )
  }

  // Nothing stays with an intermediary, nothing goes to a stranger.
  for (const entry of ledger.entries) {
    const where = `step ${entry.stepIndex + 1}`
    if (entry.kind === 'held')
      add(
        'ledger-unaccounted',
        entry.stepIndex,
        'refuse',
        `${where} leaves ${describe(entry.asset, entry.amount)} in ${entry.by}, and nothing sends it back to you`,
      )
    else if (entry.kind === 'diverted')
      add(
        'ledger-unaccounted',
        entry.stepIndex,
        'refuse',
        `${where} sends ${entry.amount > 0n ? describe(entry.asset, entry.amount) : 'what is left'} to ${entry.to}, who neither bridges it for you nor returns it`,
      )
    else if (entry.kind === 'fee' && entry.refund !== undefined && entry.refund !== 'returned')
      add(
        'ledger-unaccounted',
        entry.stepIndex,
        'refuse',
        entry.refund === 'held'
          ? `${where}: the unused part of its ${describe(entry.asset, entry.amount)} fee would stay in ${entry.refundTo}, which sweeps no native coin back to you`
          : `${where}: the unused part of its ${describe(entry.asset, entry.amount)} fee would go to ${entry.refundTo}, not to you`,
      )
  }

  checkArrival(ledger, context, add)
  checkFees(ledger, context, add, source, srcAmount)
}

/** The native coin may leave for a fee; what comes back or stays is judged as unaccounted. */
function otherAssetAllowed(entry: LedgerEntry, srcChainKey: string): boolean {
  return (
    entry.asset.native &&
    entry.asset.chainKey === srcChainKey &&
    (entry.kind === 'fee' ||
      entry.kind === 'returned' ||
      entry.kind === 'held' ||
      entry.kind === 'diverted')
  )
}

/**
 * What the bridge guarantees on arrival, read from its own calldata (a send's `minAmountLD`, a
 * burn less its `maxFee`, an order's `outputAmount`) in the destination token's decimals, is at
 * least the quote's minimum; and the quote says no more arrives than is sent across.
 */
function checkArrival(ledger: ValueLedger, context: StepCheckContext, add: AddFinding): void {
  const { quote, request } = context
  const bridged = ledger.entries.filter(
    (entry): entry is Extract<LedgerEntry, { kind: 'bridged' }> =>
      entry.kind === 'bridged' && entry.protocol !== 'route',
  )
  const [first] = bridged
  if (!first) return
  const destination = { chainKey: request.dstChainKey, address: request.dstTokenAddress }
  if (bridged.some((entry) => entry.minimumOut === undefined || entry.maximumOut === undefined)) {
    add(
      'ledger-decimals-unknown',
      first.stepIndex,
      'warn',
      `the decimals of the token sent or received are known neither on chain nor in the token list, so what the steps guarantee on arrival cannot be compared with the quote's ${describeAmount(context, destination, digits(quote.dstAmountMin ?? quote.dstAmount) ?? 0n)}`,
    )
    return
  }
  const least = bridged.reduce((sum, entry) => sum + (entry.minimumOut ?? 0n), 0n)
  const most = bridged.reduce((sum, entry) => sum + (entry.maximumOut ?? 0n), 0n)
  const promised = digits(quote.dstAmountMin ?? quote.dstAmount)
  const expected = digits(quote.dstAmount)
  // Compared at the coarser of the two tokens' precisions: a minimum carried in fewer decimals
  // than the quote's is rounded down, by less than one of its own units.
  const sourceDecimals = decimalsOf(context, {
    chainKey: request.srcChainKey,
    address: request.srcTokenAddress,
  })
  const destinationDecimals = decimalsOf(context, destination)
  const coarse = (amount: bigint) =>
    first.protocol !== 'intent' &&
    sourceDecimals !== undefined &&
    destinationDecimals !== undefined &&
    sourceDecimals < destinationDecimals
      ? convertUnits(
          convertUnits(amount, destinationDecimals, sourceDecimals),
          sourceDecimals,
          destinationDecimals,
        )
      : amount
  if (promised !== undefined && least < coarse(promised))
    add(
      'ledger-minimum-out',
      first.stepIndex,
      'refuse',
      `the steps guarantee only ${describeAmount(context, destination, least)} on arrival, less than the ${describeAmount(context, destination, promised)} the quote promises at the least`,
    )
  const crossed = bridged.reduce((sum, entry) => sum + entry.amount, 0n)
  if (
    sourceDecimals !== undefined &&
    destinationDecimals !== undefined &&
    ledger.sameCurrency === true &&
    least * 100n <
      convertUnits(crossed, sourceDecimals, destinationDecimals) * SAME_CURRENCY_FLOOR_PERCENT
  )
    add(
      'ledger-minimum-out',
      first.stepIndex,
      'refuse',
      `the steps send ${describeAmount(context, { chainKey: request.srcChainKey, address: request.srcTokenAddress }, crossed)} across but guarantee only ${describeAmount(context, destination, least)} on arrival, of the same currency`,
    )
  if (expected !== undefined && expected > most)
    add(
      'ledger-minimum-out',
      first.stepIndex,
      'refuse',
      `the quote says ${describeAmount(context, destination, expected)} arrives, but the steps send at most ${describeAmount(context, destination, most)} across`,
    )
}

/**
 * Every fee is one the quote lists (no more of an asset than it lists on the source chain), and
 * is held to an amount the service does not set: a messaging fee to what its bridge charges on
 * chain, a Solana route fee to vtkit's ceiling, a fee in the token sent to a share of the amount,
 * a rent or priority fee to vtkit's own figures. Where none can hold it, the user is told.
 */
function checkFees(
  ledger: ValueLedger,
  context: StepCheckContext,
  add: AddFinding,
  source: LedgerAsset,
  srcAmount: bigint | undefined,
): void {
  const { quote, request, chains } = context
  const fees = ledger.entries.filter((entry): entry is LedgerFee => entry.kind === 'fee')
  const listed = (asset: LedgerAsset) =>
    quote.fees
      .filter(
        (fee) =>
          fee.chainKey === request.srcChainKey &&
          sameAsset(assetOf(chains, fee.chainKey, fee.address), asset),
      )
      .reduce((sum, fee) => sum + (digits(fee.amount) ?? 0n), 0n)
  const charged = fees.filter((fee) => fee.fee !== 'rent' && fee.fee !== 'priority')
  const assets: LedgerAsset[] = []
  for (const fee of charged)
    if (!assets.some((asset) => sameAsset(asset, fee.asset))) assets.push(fee.asset)
  for (const asset of assets) {
    const paid = charged
      .filter((fee) => sameAsset(fee.asset, asset))
      .reduce((sum, fee) => sum + fee.amount, 0n)
    const declared = listed(asset)
    if (paid > declared)
      add(
        'ledger-fee-excessive',
        charged.find((fee) => sameAsset(fee.asset, asset))?.stepIndex ?? -1,
        'refuse',
        `the steps pay ${describeAmount(context, asset, paid)} in fees, more than the ${describeAmount(context, asset, declared)} the quote lists`,
      )
  }
  // Fees in the token sent are held to a share of the amount all together, not one by one.
  const inSource = charged.filter((fee) => fee.fee !== 'messaging' && sameAsset(fee.asset, source))
  const sourceFees = inSource.reduce((sum, fee) => sum + fee.amount, 0n)
  const [firstInSource] = inSource
  if (
    firstInSource &&
    srcAmount !== undefined &&
    sourceFees * 100n > srcAmount * FEE_SHARE_REFUSED_PERCENT
  )
    add(
      'ledger-fee-excessive',
      firstInSource.stepIndex,
      'refuse',
      `the steps pay ${describeAmount(context, source, sourceFees)} in fees out of the ${describeAmount(context, source, srcAmount)} you send`,
    )
  for (const fee of fees) {
    const where = `step ${fee.stepIndex + 1}`
    const amount = describeAmount(context, fee.asset, fee.amount)
    fee.bound = boundOf(fee, context, source, srcAmount, sourceFees)
    if (fee.fee === 'messaging') {
      const onChain = context.bridgeFees?.[fee.stepIndex]
      if (
        typeof onChain === 'bigint' &&
        fee.amount * 100n > onChain * (100n + FEE_TOLERANCE_PERCENT)
      )
        add(
          'ledger-fee-excessive',
          fee.stepIndex,
          'refuse',
          `${where} pays a messaging fee of ${amount}, but the bridge itself charges ${describeAmount(context, fee.asset, onChain)}`,
        )
      else if (fee.bound === 'none')
        add(
          'ledger-fee-unverified',
          fee.stepIndex,
          'warn',
          `${where} pays a messaging fee of ${amount}, which vtkit could not check against what the bridge charges on chain`,
        )
      continue
    }
    if (fee.bound !== 'none') continue
    add(
      'ledger-fee-unverified',
      fee.stepIndex,
      'warn',
      !fee.receiverKnown && fee.fee === 'relay'
        ? `${where} pays a fee of ${amount} to ${fee.to}, a receiver vtkit has no record of`
        : `${where} pays a fee of ${amount}, more than vtkit can tell is a fair price for this transfer`,
    )
  }
}

function boundOf(
  fee: LedgerFee,
  context: StepCheckContext,
  source: LedgerAsset,
  srcAmount: bigint | undefined,
  sourceFees: bigint,
): LedgerFee['bound'] {
  if (fee.fee === 'rent' || fee.fee === 'priority') return 'kit'
  if (fee.fee === 'messaging')
    return typeof context.bridgeFees?.[fee.stepIndex] === 'bigint' ? 'chain' : 'none'
  if (fee.fee === 'relay' && !fee.receiverKnown) return 'none'
  const chainType = context.chains.find((chain) => chain.chainKey === fee.asset.chainKey)?.chainType
  if (fee.fee === 'route' && chainType === 'SOLANA' && isNativeCoin(fee.asset.address, 'SOLANA'))
    return fee.amount <= ROUTE_FEE_CEILING_LAMPORTS ? 'kit' : 'none'
  if (sameAsset(fee.asset, source) && srcAmount !== undefined && srcAmount > 0n)
    return sourceFees * 100n <= srcAmount * FEE_SHARE_CEILING_PERCENT ? 'kit' : 'none'
  return 'none'
}
