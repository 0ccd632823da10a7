import { addressToBytes32, isNativeTokenAddress, isSameAddress } from '../../address.js'
import { readExecutorOptions } from '../../oft/executorOptions.js'
import type { EvmTransactionStep } from '../../schemas/userStep.js'
import type { AddFinding, StepCheckContext } from '../types/index.js'
import type { BridgeCall, InnerCall } from './batchCalls.js'
import { cctpDomainFor, endpointIdFor } from './chainNumbers.js'
import { type Recognition, recognizeBridge } from './knownContracts.js'

type Problem = {
  rule: 'batch-bridge' | 'unknown-endpoint'
  severity: 'refuse' | 'warn'
  message: string
}

/**
 * Where a bridge call sends the tokens, and what it runs on arrival: the recipient, the chain
 * (endpoint id or CCTP domain), the token burnt, the executor options and compose message, the
 * fee's currency, and who gets unused fees back. How much arrives and what it costs are the
 * ledger's to check.
 */
export function bridgeProblems(
  bridge: BridgeCall,
  call: InnerCall,
  context: StepCheckContext,
  recipientWord: string | undefined,
  multicall: string,
): Problem[] {
  const { request } = context
  const problems: Problem[] = []
  const refuse = (message: string) =>
    problems.push({ rule: 'batch-bridge', severity: 'refuse', message })
  if (!recipientWord || bridge.to !== recipientWord)
    refuse(`it delivers to another recipient than ${request.dstWalletAddress}`)
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
    if (bridge.maxFee !== undefined && bridge.maxFee > bridge.amount)
      refuse(`its fee may take up to ${bridge.maxFee}, more than it burns`)
  }
  return problems
}

/** The recipient as the 32-byte word a bridge call carries, or undefined for another chain type. */
export function recipientWordOf(
  address: string,
  chainType: string | undefined,
): string | undefined {
  try {
    return chainType === 'EVM' || chainType === 'SOLANA'
      ? addressToBytes32(address, chainType)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The contract a batch bridges through: production's pool or messenger for the token sent passes
 * (the registry, or the app's pins); one production knows as something else, or shut down, is
 * refused; an unknown one is a warning the user confirms.
 */
export function verifyBridgeContract(
  step: EvmTransactionStep,
  index: number,
  call: InnerCall,
  bridge: BridgeCall,
  context: StepCheckContext,
  add: AddFinding,
): Recognition {
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
  return recognition
}
