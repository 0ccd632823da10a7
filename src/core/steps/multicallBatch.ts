import { AbiReadError, readCall } from '../abi.js'
import { address, array, bytes, bytes32, encodeCall, tuple, uint } from '../abiEncode.js'
import { addressToBytes32, isNativeTokenAddress, isSameAddress } from '../address.js'
import { readExecutorOptions } from '../oft/executorOptions.js'
import { decodeOftSend } from '../oft/oftSendCall.js'
import type { EvmTransactionStep } from '../schemas/userStep.js'
import { cctpDomainFor, endpointIdFor } from './chainNumbers.js'
import { recognizeBridge } from './knownContracts.js'
import type { AddFinding, StepCheckContext } from './stepRules.js'

/** The multicall's batch entry point and the inner calls production's batches hold. */
export const batchSelectors = {
  execute: '0x571d3dc7',
  delegateTransferFrom: '0xeac6f3fe',
  approve: '0x095ea7b3',
  transfer: '0xa9059cbb',
  oftSend: '0xc7c7f5b3',
  depositForBurnV2: '0x8e0250ee',
  depositForBurnV1: '0x6fd3504e',
  sweep: '0xd20c88bd',
} as const

type InnerCall = { target: string; value: bigint; data: string }

/** How far above the bridge contract's own quote a send's fee may be (gas moves between build and send). */
const FEE_TOLERANCE_PERCENT = 25n

/** Calls a batch has no business making, named for the user. */
const knownCalls: Record<string, string> = {
  '0xa9059cbb': 'a token transfer (transfer), which no bridge batch makes',
  '0x23b872dd': 'a token transfer from an account (transferFrom), which no bridge batch makes',
  '0x39509351': 'an allowance increase (increaseAllowance)',
}

/**
 * The `execute((address,uint256,bytes)[] calls, bytes32 quoteId)` batch, read exactly (its
 * canonical encoding, nothing after it), or undefined.
 */
export function decodeBatch(data: string): { calls: InnerCall[]; quoteId: string } | undefined {
  try {
    const { selector, args } = readCall(data)
    if (selector !== batchSelectors.execute) return undefined
    const { length, items } = args.array(0)
    const calls: InnerCall[] = []
    for (let index = 0; index < length; index++) {
      const call = items.element(index)
      calls.push({ target: call.address(0), value: call.uint(1), data: call.bytes(2) })
    }
    const quoteId = `0x${args.word(1)}`
    const canonical = encodeCall(batchSelectors.execute, [
      array(calls.map((call) => tuple(address(call.target), uint(call.value), bytes(call.data)))),
      bytes32(quoteId),
    ])
    return canonical === data.toLowerCase() ? { calls, quoteId } : undefined
  } catch (error) {
    if (error instanceof AbiReadError) return undefined
    throw error
  }
}

export type BatchAddresses = { multicall: string; delegate: string }

/**
 * What a bridge step's batch does, call by call (public-facts.md, "The ERC20 bridge step,
 * decoded"): the delegate pulls exactly the amount from the wallet into the multicall; the token
 * is approved only to the contract that bridges it; one bridge call (an OFT V2 `send` or a CCTP
 * burn) carries it to the recipient on the destination; the sweep returns what is left to the
 * wallet; the values add up. A call the kit cannot read is refused (or, with `allowOpaqueCalls`,
 * a warning to confirm).
 */
export function verifyBatch(
  step: EvmTransactionStep,
  index: number,
  addresses: BatchAddresses,
  context: StepCheckContext,
  add: AddFinding,
): void {
  const label = `step ${index + 1}`
  const batch = decodeBatch(step.transaction.encoded.data)
  if (!batch) {
    add(
      'batch-unreadable',
      index,
      context.allowOpaqueCalls ? 'warn' : 'refuse',
      `${label} calls the multicall with data vtkit cannot read, so it cannot say where your funds go`,
    )
    return
  }
  const { quote, request, chains, walletAddress = request.srcWalletAddress } = context
  if (batch.quoteId.toLowerCase() !== quote.id.toLowerCase())
    add('batch-quote-id', index, 'refuse', `${label} runs for another quote (${batch.quoteId})`)
  const native = isNativeTokenAddress(request.srcTokenAddress)
  const srcAmount = /^\d+$/.test(quote.srcAmount) ? BigInt(quote.srcAmount) : undefined
  const dstChain = chains.find((chain) => chain.chainKey === request.dstChainKey)
  const recipientWord = recipientWordOf(request.dstWalletAddress, dstChain?.chainType)
  const bridges = batch.calls
    .map((call, position) => ({ call, position, send: readBridgeCall(call.data) }))
    .filter((item) => item.send !== undefined)
  let pulled = 0n
  let paidFees = 0n
  let innerValue = 0n
  batch.calls.forEach((call, position) => {
    innerValue += call.value
    const where = `${label}, call ${position + 1}`
    const selector = call.data.slice(0, 10).toLowerCase()
    // Only the bridge call is paid (its messaging fee, and the native coin it carries).
    const isBridge = bridges.some((item) => item.position === position)
    if (!isBridge && call.value !== 0n)
      add('batch-value', index, 'refuse', `${where} sends ${call.value} of the native coin with it`)
    if (selector === batchSelectors.delegateTransferFrom) {
      const pull = readWords(call.data, ['address', 'address', 'address', 'uint'])
      const ok =
        pull &&
        isSameAddress(call.target, addresses.delegate) &&
        isSameAddress(pull[0] as string, request.srcTokenAddress) &&
        isSameAddress(pull[1] as string, walletAddress) &&
        isSameAddress(pull[2] as string, addresses.multicall)
      if (!ok || !pull)
        add(
          'batch-pull',
          index,
          'refuse',
          `${where} moves tokens other than yours into the multicall`,
        )
      else pulled += pull[3] as bigint
      return
    }
    if (selector === batchSelectors.approve) {
      const approval = readWords(call.data, ['address', 'uint'])
      const spender = approval?.[0] as string | undefined
      const toBridge = bridges.some((bridge) => isSameAddress(bridge.call.target, spender))
      if (!approval || !isSameAddress(call.target, request.srcTokenAddress) || !toBridge)
        add(
          'batch-approve',
          index,
          'refuse',
          `${where} approves ${spender ?? 'an unreadable spender'}, which is not the contract that bridges your tokens`,
        )
      else if (srcAmount !== undefined && (approval[1] as bigint) > srcAmount)
        add('batch-approve', index, 'refuse', `${where} approves more than the amount you send`)
      return
    }
    if (selector === batchSelectors.sweep) {
      const to = sweepRecipient(call.data)
      if (
        !isSameAddress(call.target, addresses.multicall) ||
        !to ||
        !isSameAddress(to, walletAddress)
      )
        add(
          'batch-sweep',
          index,
          'refuse',
          `${where} sends what is left to ${to ?? 'someone'}, not back to you`,
        )
      return
    }
    const bridge = bridges.find((item) => item.position === position)?.send
    if (bridge) {
      verifyBridgeContract(step, index, call, bridge, context, add)
      for (const problem of bridgeProblems(
        bridge,
        call,
        context,
        recipientWord,
        srcAmount,
        addresses.multicall,
        context.bridgeFees?.[index],
      ))
        add(problem.rule, index, problem.severity, `${where}: ${problem.message}`)
      return
    }
    if (
      selector === batchSelectors.transfer &&
      bridges.some((item) => item.send?.kind === 'cctp')
    ) {
      const fee = relayFeeTransfer(step, call, paidFees, context)
      if (typeof fee === 'string') add('batch-fee', index, 'refuse', `${where} ${fee}`)
      else {
        paidFees += fee.amount
        if (fee.unchecked) add('batch-fee', index, 'warn', `${where} ${fee.unchecked}`)
      }
      return
    }
    add(
      'batch-opaque-call',
      index,
      context.allowOpaqueCalls ? 'warn' : 'refuse',
      `${where} calls ${call.target} with ${knownCalls[selector] ?? `a function vtkit cannot read (${selector})`}`,
    )
  })
  if (bridges.length !== 1)
    add(
      'batch-bridge',
      index,
      'refuse',
      `${label} holds ${bridges.length} bridge calls; a transfer has exactly one`,
    )
  if (!native && srcAmount !== undefined && pulled !== srcAmount)
    add(
      'batch-pull',
      index,
      'refuse',
      `${label} takes ${pulled} of your tokens, not the ${srcAmount} you send`,
    )
  if (native && pulled > 0n)
    add('batch-pull', index, 'refuse', `${label} pulls tokens although you send the native coin`)
  const bridged = bridges.reduce((sum, item) => sum + (item.send?.amount ?? 0n), 0n)
  if (!native && paidFees > 0n && bridged + paidFees > pulled)
    add(
      'batch-fee',
      index,
      'refuse',
      `${label} pays a fee of ${paidFees} and bridges ${bridged}: more than the ${pulled} it takes from you`,
    )
  const value = BigInt(step.transaction.encoded.value ?? '0')
  if (innerValue !== value)
    add(
      'batch-value',
      index,
      'refuse',
      `${label} sends ${value} with the batch, but its calls spend ${innerValue}`,
    )
}

type BridgeCall =
  | {
      kind: 'oft'
      dstEid: number
      to: string
      amount: bigint
      minAmount: bigint
      nativeFee: bigint
      lzTokenFee: bigint
      composeMsg: string
      refundAddress: string
      extraOptions: string
    }
  | {
      kind: 'cctp'
      version: 1 | 2
      domain: number
      to: string
      amount: bigint
      burnToken: string
      /** V2 only: who may complete the mint (zero: anyone), and the most the burn may cost. */
      destinationCaller?: string
      maxFee?: bigint
    }

function readBridgeCall(data: string): BridgeCall | undefined {
  const selector = data.slice(0, 10).toLowerCase()
  if (selector === batchSelectors.oftSend) {
    const send = decodeOftSend(data)
    return send
      ? {
          kind: 'oft',
          dstEid: send.dstEid,
          to: send.to,
          amount: send.amountLD,
          minAmount: send.minAmountLD,
          nativeFee: send.nativeFee,
          lzTokenFee: send.lzTokenFee,
          composeMsg: send.composeMsg,
          refundAddress: send.refundAddress,
          extraOptions: send.extraOptions,
        }
      : undefined
  }
  if (
    selector === batchSelectors.depositForBurnV2 ||
    selector === batchSelectors.depositForBurnV1
  ) {
    const v2 = selector === batchSelectors.depositForBurnV2
    const words = readWords(
      data,
      v2
        ? ['uint', 'uint', 'word', 'address', 'word', 'uint', 'uint']
        : ['uint', 'uint', 'word', 'address'],
    )
    if (!words) return undefined
    return {
      kind: 'cctp',
      version: v2 ? 2 : 1,
      amount: words[0] as bigint,
      domain: Number(words[1]),
      to: words[2] as string,
      burnToken: words[3] as string,
      ...(v2 ? { destinationCaller: words[4] as string, maxFee: words[5] as bigint } : {}),
    }
  }
  return undefined
}

type Problem = {
  rule: 'batch-bridge' | 'unknown-endpoint'
  severity: 'refuse' | 'warn'
  message: string
}

function bridgeProblems(
  bridge: BridgeCall,
  call: InnerCall,
  context: StepCheckContext,
  recipientWord: string | undefined,
  srcAmount: bigint | undefined,
  multicall: string,
  chargedFee: bigint | 'unreadable' | undefined,
): Problem[] {
  const { request, quote } = context
  const problems: Problem[] = []
  const refuse = (message: string) =>
    problems.push({ rule: 'batch-bridge', severity: 'refuse', message })
  if (!recipientWord || bridge.to !== recipientWord)
    refuse(`it delivers to another recipient than ${request.dstWalletAddress}`)
  if (srcAmount !== undefined && bridge.amount > srcAmount)
    refuse(`it bridges ${bridge.amount}, more than the ${srcAmount} you send`)
  if (bridge.kind === 'oft') {
    const eid = endpointIdFor(context, request.dstChainKey)
    if (eid === undefined)
      problems.push({
        rule: 'unknown-endpoint',
        severity: 'warn',
        message: `the endpoint id of ${request.dstChainKey} is unknown to vtkit, so the destination (${bridge.dstEid}) cannot be checked`,
      })
    else if (bridge.dstEid !== eid)
      refuse(`it sends to endpoint ${bridge.dstEid}, not to ${request.dstChainKey} (${eid})`)
    const minimum = quote.dstAmountMin ?? quote.dstAmount
    if (
      /^\d+$/.test(minimum) &&
      belowMinimum(bridge.minAmount, BigInt(minimum), bridge.amount, quote)
    )
      refuse(`it accepts as little as ${bridge.minAmount}, below the quoted minimum`)
    if (bridge.lzTokenFee !== 0n) refuse('it pays its fee in LZ tokens')
    if (bridge.composeMsg !== '0x')
      refuse('it runs a compose message on arrival that nobody asked for')
    const options = readExecutorOptions(bridge.extraOptions)
    const askedDrop = BigInt(request.options?.dstNativeDropAmount ?? '0')
    if (!options) refuse('its executor options cannot be read, so what they deliver cannot be said')
    else {
      const dropped = options.nativeDrops.reduce((sum, drop) => sum + drop.amount, 0n)
      if (options.nativeDrops.some((drop) => drop.receiverWord !== recipientWord))
        refuse('its options drop native coin to someone other than the recipient')
      else if (dropped > askedDrop)
        refuse(
          `its options drop ${dropped} of native coin, more than the ${askedDrop} you asked for`,
        )
      if (options.lzReceiveValue > 0n || options.composes > 0)
        refuse('its options hand native coin or a compose call to a contract on arrival')
    }
    if (
      call.value !==
      bridge.nativeFee + (isNativeTokenAddress(request.srcTokenAddress) ? bridge.amount : 0n)
    )
      refuse('its value is not its messaging fee (plus the amount, for the native coin)')
    // What the pool or OFT itself charges for this very send, read from the chain, bounds the fee.
    if (
      typeof chargedFee === 'bigint' &&
      bridge.nativeFee * 100n > chargedFee * (100n + FEE_TOLERANCE_PERCENT)
    )
      refuse(
        `it pays a messaging fee of ${bridge.nativeFee}, but the contract itself charges ${chargedFee}`,
      )
    const wallet = context.walletAddress ?? request.srcWalletAddress
    if (
      !isSameAddress(bridge.refundAddress, wallet) &&
      !isSameAddress(bridge.refundAddress, multicall)
    )
      refuse(`it refunds unused fees to ${bridge.refundAddress}, neither you nor the multicall`)
  } else {
    const domain = cctpDomainFor(context, request.dstChainKey)
    if (domain === undefined)
      problems.push({
        rule: 'unknown-endpoint',
        severity: 'warn',
        message: `the CCTP domain of ${request.dstChainKey} is unknown to vtkit, so the destination (${bridge.domain}) cannot be checked`,
      })
    else if (bridge.domain !== domain)
      refuse(`it burns for domain ${bridge.domain}, not for ${request.dstChainKey} (${domain})`)
    if (!isSameAddress(bridge.burnToken, request.srcTokenAddress))
      refuse('it burns another token than the one you send')
    if (call.value !== 0n)
      refuse(`it sends ${call.value} of the native coin to a burn that takes none`)
    if (bridge.destinationCaller !== undefined && !/^0+$/.test(bridge.destinationCaller))
      refuse('only one chosen account may complete the mint on arrival')
    const minimum = quote.dstAmountMin ?? quote.dstAmount
    if (
      bridge.maxFee !== undefined &&
      /^\d+$/.test(minimum) &&
      (bridge.maxFee > bridge.amount ||
        belowMinimum(bridge.amount - bridge.maxFee, BigInt(minimum), bridge.amount, quote))
    )
      refuse(`its fee may take up to ${bridge.maxFee}, leaving less than the quoted minimum`)
  }
  return problems
}

/**
 * `minAmountLD` is in the source token's units, the quote's minimum in the destination's. Their
 * decimals differ by the power of ten that separates the quote's amounts (fees are far below
 * 10×), so the minimum is compared after that shift.
 */
function belowMinimum(
  minAmount: bigint,
  quoteMinimum: bigint,
  amount: bigint,
  quote: { dstAmount: string },
): boolean {
  if (!/^\d+$/.test(quote.dstAmount) || amount === 0n) return minAmount < quoteMinimum
  const shift = decimalShift(amount, BigInt(quote.dstAmount))
  return shift >= 0
    ? minAmount < quoteMinimum * 10n ** BigInt(shift)
    : minAmount * 10n ** BigInt(-shift) < quoteMinimum
}

function decimalShift(source: bigint, destination: bigint): number {
  if (destination === 0n || source === 0n) return 0
  return Math.round(Math.log10(Number(source) / Number(destination)))
}

function recipientWordOf(address: string, chainType: string | undefined): string | undefined {
  try {
    return chainType === 'EVM' || chainType === 'SOLANA'
      ? addressToBytes32(address, chainType)
      : undefined
  } catch {
    return undefined
  }
}

/** Reads fixed words after the selector; undefined when the data is not exactly that (nor longer). */
function readWords(
  data: string,
  kinds: ('address' | 'uint' | 'word')[],
): (string | bigint)[] | undefined {
  try {
    const { args } = readCall(data)
    if (data.length !== 10 + kinds.length * 64) return undefined
    return kinds.map((kind, slot) =>
      kind === 'address' ? args.address(slot) : kind === 'uint' ? args.uint(slot) : args.word(slot),
    )
  } catch (error) {
    if (error instanceof AbiReadError) return undefined
    throw error
  }
}

/** `sweep(address[] tokens, address to)`: the `to`, from data encoded exactly so. */
function sweepRecipient(data: string): string | undefined {
  try {
    const { args } = readCall(data)
    const { length, items } = args.array(0)
    const tokens = Array.from({ length }, (_, index) => items.address(index))
    const to = args.address(1)
    const canonical = encodeCall(batchSelectors.sweep, [array(tokens.map(address)), address(to)])
    return canonical === data.toLowerCase() ? to : undefined
  } catch (error) {
    if (error instanceof AbiReadError) return undefined
    throw error
  }
}

/**
 * The contract a batch bridges through: production's pool or messenger for the token sent passes
 * (the registry, or the app's pins); one production knows as something else, or shut down, is
 * refused; an unknown one is a warning the user confirms.
 */
function verifyBridgeContract(
  step: EvmTransactionStep,
  index: number,
  call: InnerCall,
  bridge: BridgeCall,
  context: StepCheckContext,
  add: AddFinding,
): void {
  const where = `step ${index + 1}`
  const recognition = recognizeBridge(context, {
    chainKey: step.chainKey,
    chainId: step.transaction.encoded.chainId,
    address: call.target,
    kind: bridge.kind === 'oft' ? 'oft' : bridge.version === 1 ? 'cctp-v1' : 'cctp-v2',
    token: context.request.srcTokenAddress,
  })
  if (recognition.kind === 'refused')
    add(
      'batch-bridge',
      index,
      'refuse',
      `${where} bridges through ${call.target} on ${step.chainKey}: ${recognition.why}`,
    )
  else if (recognition.kind === 'unknown')
    add(
      'bridge-contract-unverified',
      index,
      'warn',
      `${where} bridges your tokens through ${call.target}, a contract vtkit does not know as the route's pool or messenger on ${step.chainKey} (and this app pins none)`,
    )
}

/**
 * A CCTP batch pays the service's relay fee from the tokens it pulled: `transfer`s of the token
 * sent, to the service's known fee receiver on that chain, of no more than the quote's declared
 * fee in that token in all (`paidBefore`: what earlier transfers of the batch paid). Returns the
 * amount (and, when vtkit cannot say who the receiver is, why that is to confirm), or why it is
 * refused.
 */
function relayFeeTransfer(
  step: EvmTransactionStep,
  call: InnerCall,
  paidBefore: bigint,
  context: StepCheckContext,
): { amount: bigint; unchecked?: string } | string {
  const { request, quote } = context
  const words = readWords(call.data, ['address', 'uint'])
  if (!words || !isSameAddress(call.target, request.srcTokenAddress) || call.value !== 0n)
    return "moves tokens in a way vtkit cannot read as the route's fee"
  const [to, amount] = words as [string, bigint]
  const chainId = step.transaction.encoded.chainId
  const receivers = context.registry?.of(chainId, 'cctp-fee-receiver') ?? []
  const known = receivers.some((row) => isSameAddress(row.address, to))
  if (receivers.length > 0 && !known)
    return `sends ${amount} of your tokens to ${to}, which is not the service's fee receiver on ${step.chainKey}`
  const declared = quote.fees
    .filter(
      (fee) =>
        fee.chainKey === request.srcChainKey && isSameAddress(fee.address, request.srcTokenAddress),
    )
    .reduce((sum, fee) => sum + (/^\d+$/.test(fee.amount) ? BigInt(fee.amount) : 0n), 0n)
  if (paidBefore + amount > declared)
    return `pays the fee receiver ${paidBefore + amount} in all, more than the ${declared} fee the quote declares`
  if (known) return { amount }
  // No record of the receiver here (no registry, or a chain it does not cover): the fee is bounded
  // by the quote's, but who receives it is for the user to confirm.
  return {
    amount,
    unchecked: `pays the quote's fee of ${amount} to ${to}, a receiver vtkit has no record of on ${step.chainKey}`,
  }
}
