import { isNativeTokenAddress, isSameAddress, NATIVE_TOKEN_ADDRESS } from '../../../address.js'
import type { EvmTransactionStep } from '../../../schemas/userStep.js'
import type {
  AddFinding,
  LedgerAsset,
  LedgerFee,
  LedgerRecorder,
  StepCheckContext,
} from '../../types/index.js'
import {
  type BridgeCall,
  batchSelectors,
  decodeBatch,
  type InnerCall,
  readBridgeCall,
  readSweep,
  readWords,
} from '../batchCalls.js'
import { bridgeProblems, recipientWordOf, verifyBridgeContract } from '../bridgeChecks.js'
import { assetOf } from './assets.js'
import { arrivalOf, recipientOf } from './bridgedAmounts.js'

export type BatchAddresses = { multicall: string; delegate: string }

/** Calls a batch has no business making, named for the user. */
const knownCalls: Record<string, string> = {
  '0xa9059cbb': 'a token transfer (transfer), which no bridge batch makes',
  '0x23b872dd': 'a token transfer from an account (transferFrom), which no bridge batch makes',
  '0x39509351': 'an allowance increase (increaseAllowance)',
}

const NATIVE = 'native'
/** How a batch's sweep names the native coin. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * A bridge step's batch, walked as the multicall runs it (public-facts.md, "The ERC20 bridge
 * step, decoded"), keeping what the multicall holds of your tokens and native coin after each
 * call. Every unit the wallet puts in ends in the ledger: bridged (a pool's `send`, a CCTP burn),
 * paid as a fee (the messaging fee, a relay fee), returned by a sweep, or held by the multicall
 * when nothing sweeps it back. Where each call goes is checked on the way (the delegate pulls
 * from you into the multicall, approvals only to the contract that bridges, the bridge's
 * recipient and chain); a call vtkit cannot read is refused (or, with `allowOpaqueCalls`, said).
 */
export function readBatch(
  step: EvmTransactionStep,
  index: number,
  addresses: BatchAddresses,
  context: StepCheckContext,
  add: AddFinding,
  ledger: LedgerRecorder,
): void {
  const label = `step ${index + 1}`
  const { to, data, value } = step.transaction.encoded
  const batch = decodeBatch(data)
  const opaque = context.allowOpaqueCalls ? 'warn' : 'refuse'
  if (!batch) {
    add(
      'batch-unreadable',
      index,
      opaque,
      `${label} calls the multicall with data vtkit cannot read, so it cannot say where your funds go`,
    )
    ledger.unread({ stepIndex: index, what: 'opaque-call', contract: to })
    return
  }
  const { quote, request, chains, walletAddress = request.srcWalletAddress } = context
  if (batch.quoteId.toLowerCase() !== quote.id.toLowerCase())
    add('batch-quote-id', index, 'refuse', `${label} runs for another quote (${batch.quoteId})`)
  const { multicall, delegate } = addresses
  const chainKey = step.chainKey
  const native: LedgerAsset = { chainKey, address: NATIVE_TOKEN_ADDRESS, native: true }
  const assetKey = (token: string) =>
    isSameAddress(token, ZERO_ADDRESS) || isNativeTokenAddress(token) ? NATIVE : token.toLowerCase()
  const assetFor = (key: string): LedgerAsset =>
    key === NATIVE ? native : assetOf(chains, chainKey, key)
  /** What the multicall holds of the wallet's value, by asset, after each call. */
  const held = new Map<string, bigint>([[NATIVE, BigInt(value ?? '0')]])
  /** Where each asset was last spent, and last swept back to the wallet. */
  const lastSpent = new Map<string, number>()
  const sweptHome = new Map<string, number>()
  let position = -1
  const take = (key: string, amount: bigint, where: string) => {
    lastSpent.set(key, position)
    const left = (held.get(key) ?? 0n) - amount
    if (left < 0n)
      add(
        'ledger-sent-mismatch',
        index,
        'refuse',
        `${where} spends ${-left} more ${key === NATIVE ? 'of the native coin' : 'tokens'} than the batch takes from you`,
      )
    held.set(key, left < 0n ? 0n : left)
  }
  /** Fees whose unused part the bridge refunds to the multicall: resolved by the next native sweep. */
  const refundsToMulticall: LedgerFee[] = []
  const dstChainType = chains.find((chain) => chain.chainKey === request.dstChainKey)?.chainType
  const recipientWord = recipientWordOf(request.dstWalletAddress, dstChainType)
  const bridges = batch.calls
    .map((call, position) => ({ call, position, send: readBridgeCall(call.data) }))
    .filter((item): item is { call: InnerCall; position: number; send: BridgeCall } =>
      Boolean(item.send),
    )
  const hasCctp = bridges.some((item) => item.send.kind === 'cctp')
  let relayTransfers = 0

  batch.calls.forEach((call, at) => {
    position = at
    const where = `${label}, call ${position + 1}`
    const selector = call.data.slice(0, 10).toLowerCase()
    const bridge = bridges.find((item) => item.position === position)?.send
    if (call.value > 0n) take(NATIVE, call.value, where)
    if (!bridge && call.value > 0n)
      ledger.entry({
        kind: 'diverted',
        stepIndex: index,
        asset: native,
        amount: call.value,
        to: call.target,
      })
    if (selector === batchSelectors.delegateTransferFrom) {
      const pull = readWords(call.data, ['address', 'address', 'address', 'uint'])
      if (
        !pull ||
        !isSameAddress(call.target, delegate) ||
        !isSameAddress(pull[1] as string, walletAddress)
      ) {
        add(
          'batch-pull',
          index,
          'refuse',
          `${where} moves tokens that are not yours, or not through the transfer delegate`,
        )
        return
      }
      const [token, , receiver, amount] = pull as [string, string, string, bigint]
      // No delegate pulls the native coin: counted as held, it would stand for value never sent.
      if (assetKey(token) === NATIVE) {
        add('batch-pull', index, 'refuse', `${where} claims to pull the native coin from you`)
        return
      }
      if (isSameAddress(receiver, multicall))
        held.set(assetKey(token), (held.get(assetKey(token)) ?? 0n) + amount)
      else
        ledger.entry({
          kind: 'diverted',
          stepIndex: index,
          asset: assetOf(chains, chainKey, token),
          amount,
          to: receiver,
        })
      return
    }
    if (selector === batchSelectors.approve) {
      const approval = readWords(call.data, ['address', 'uint'])
      const spender = approval?.[0] as string | undefined
      const toBridge = bridges.some((item) => isSameAddress(item.call.target, spender))
      if (!approval || !isSameAddress(call.target, request.srcTokenAddress) || !toBridge)
        add(
          'batch-approve',
          index,
          'refuse',
          `${where} approves ${spender ?? 'an unreadable spender'}, which is not the contract that bridges your tokens`,
        )
      return
    }
    if (selector === batchSelectors.sweep && isSameAddress(call.target, multicall)) {
      const sweep = readSweep(call.data)
      if (!sweep) {
        add('batch-opaque-call', index, opaque, `${where} sweeps in a way vtkit cannot read`)
        return
      }
      for (const key of new Set(sweep.tokens.map(assetKey))) {
        const amount = held.get(key) ?? 0n
        held.set(key, 0n)
        const home = isSameAddress(sweep.to, walletAddress)
        if (home) sweptHome.set(key, position)
        if (key === NATIVE)
          for (const fee of refundsToMulticall.splice(0))
            fee.refund = home ? 'returned' : 'diverted'
        if (amount > 0n || !home)
          ledger.entry(
            home
              ? { kind: 'returned', stepIndex: index, asset: assetFor(key), amount, to: sweep.to }
              : { kind: 'diverted', stepIndex: index, asset: assetFor(key), amount, to: sweep.to },
          )
      }
      return
    }
    if (bridge) {
      const recognition = verifyBridgeContract(step, index, call, bridge, context, add)
      for (const problem of bridgeProblems(bridge, call, context, recipientWord, multicall))
        add(problem.rule, index, problem.severity, `${where}: ${problem.message}`)
      const nativeSource = isNativeTokenAddress(request.srcTokenAddress)
      const sourceKey = nativeSource ? NATIVE : assetKey(request.srcTokenAddress)
      // A native pool takes the amount in the call's value (already taken above).
      if (!nativeSource) take(sourceKey, bridge.amount, where)
      const least =
        bridge.kind === 'oft'
          ? bridge.minAmount
          : bridge.amount -
            (bridge.maxFee !== undefined && bridge.maxFee < bridge.amount ? bridge.maxFee : 0n)
      ledger.entry({
        kind: 'bridged',
        stepIndex: index,
        asset: assetFor(sourceKey),
        amount: bridge.amount,
        via: call.target,
        protocol: bridge.kind === 'oft' ? 'stargate' : 'cctp',
        dstChainKey: request.dstChainKey,
        recipient: recipientOf(bridge.to, dstChainType),
        ...arrivalOf(context, { least, most: bridge.amount }),
        dstToken: { chainKey: request.dstChainKey, address: request.dstTokenAddress },
      })
      const paid = call.value - (nativeSource && bridge.kind === 'oft' ? bridge.amount : 0n)
      if (bridge.kind === 'oft' && paid > 0n) {
        const charged = context.bridgeFees?.[index]
        const refundHome = isSameAddress(bridge.refundAddress, walletAddress)
        const fee: LedgerFee = {
          kind: 'fee',
          fee: 'messaging',
          stepIndex: index,
          asset: native,
          amount: paid,
          to: call.target,
          receiverKnown: recognition.kind === 'trusted',
          bound: typeof charged === 'bigint' ? 'chain' : 'none',
          refundTo: bridge.refundAddress,
          refund: refundHome
            ? 'returned'
            : isSameAddress(bridge.refundAddress, multicall)
              ? 'held'
              : 'diverted',
        }
        if (fee.refund === 'held') refundsToMulticall.push(fee)
        ledger.entry(fee)
      }
      return
    }
    if (selector === batchSelectors.transfer && hasCctp) {
      relayTransfers += 1
      // The route's fee is one transfer: a second would pay in parts what one part is held to.
      if (relayTransfers > 1)
        add(
          'ledger-fee-excessive',
          index,
          'refuse',
          `${where} pays the route's fee a second time; a transfer pays it once`,
        )
      relayFee(step, index, call, context, add, ledger, take, where)
      return
    }
    add(
      'batch-opaque-call',
      index,
      opaque,
      `${where} calls ${call.target} with ${knownCalls[selector] ?? `a function vtkit cannot read (${selector})`}`,
    )
    ledger.unread({ stepIndex: index, what: 'opaque-call', contract: call.target })
  })
  if (bridges.length !== 1)
    add(
      'batch-bridge',
      index,
      'refuse',
      `${label} holds ${bridges.length} bridge calls; a transfer has exactly one`,
    )
  // Every unit of the value the step sends is for a call of its batch: what no call spends would
  // come back only if the multicall sweeps it, which nothing but its code says.
  const spent = batch.calls.reduce((sum, call) => sum + call.value, 0n)
  if (spent !== BigInt(value ?? '0'))
    add(
      'batch-value',
      index,
      'refuse',
      `${label} sends ${BigInt(value ?? '0')} of the native coin with the batch, but its calls spend ${spent}`,
    )
  // What a pool leaves of a pull (its dust) stays in the multicall unless a sweep sends it home.
  const pulled = assetKey(request.srcTokenAddress)
  if (
    lastSpent.has(pulled) &&
    pulled !== NATIVE &&
    (sweptHome.get(pulled) ?? -1) < (lastSpent.get(pulled) ?? 0)
  )
    add(
      'ledger-unaccounted',
      index,
      'refuse',
      `${label} leaves what the bridge does not take of your tokens in the multicall: no sweep sends it back to you`,
    )
  for (const [key, amount] of held)
    if (amount > 0n)
      ledger.entry({ kind: 'held', stepIndex: index, asset: assetFor(key), amount, by: multicall })
}

/**
 * A CCTP batch pays the service's relay fee from the tokens it pulled: a `transfer` of the token
 * sent to the service's fee receiver on that chain. To an account vtkit knows as another (the
 * registry names the receiver there), it is diverted; to one it has no record of, a fee whose
 * receiver the user is told vtkit cannot vouch for.
 */
function relayFee(
  step: EvmTransactionStep,
  index: number,
  call: InnerCall,
  context: StepCheckContext,
  add: AddFinding,
  ledger: LedgerRecorder,
  take: (key: string, amount: bigint, where: string) => void,
  where: string,
): void {
  const { request, chains } = context
  const words = readWords(call.data, ['address', 'uint'])
  if (!words || !isSameAddress(call.target, request.srcTokenAddress)) {
    add(
      'batch-opaque-call',
      index,
      'refuse',
      `${where} moves tokens in a way vtkit cannot read as the route's fee`,
    )
    return
  }
  const [to, amount] = words as [string, bigint]
  take(request.srcTokenAddress.toLowerCase(), amount, where)
  const asset = assetOf(chains, step.chainKey, request.srcTokenAddress)
  const receivers =
    context.registry?.of(step.transaction.encoded.chainId, 'cctp-fee-receiver') ?? []
  const known = receivers.some((row) => isSameAddress(row.address, to))
  if (receivers.length > 0 && !known) {
    ledger.entry({ kind: 'diverted', stepIndex: index, asset, amount, to })
    return
  }
  ledger.entry({
    kind: 'fee',
    fee: 'relay',
    stepIndex: index,
    asset,
    amount,
    to,
    receiverKnown: known,
    bound: 'none',
  })
}
