import type { OftTransferRequest } from '../actions/buildOftTransfer.js'
import { addressToBytes32, isAddressOfChainType, isSameAddress } from '../address.js'
import { endpointIdOf } from '../endpointIds.js'
import { describeKnown } from '../registry/contractRegistry.js'
import type { OftDeployment } from '../schemas/oft.js'
import { chainIdConflict, decodeCall, gasLimitProblem, isPinned } from '../steps/verify/index.js'
import { readExecutorOptions } from './executorOptions.js'
import { listedOftOf } from './listedOft.js'
import { splitOftDust } from './oftAmount.js'
import { oftDeploymentKey } from './oftDeploymentMemory.js'
import { verifyOftRecipient } from './oftRecipient.js'
import {
  FEE_TOLERANCE_PERCENT,
  type OftCheck,
  type OftRule,
  type VerifyOftTransferParameters,
} from './oftRules.js'
import { decodeOftSend } from './oftSendCall.js'
import { listedOftToken } from './oftToken.js'

/**
 * Checks an OFT send built by the metadata service against `/list` and the request before any
 * wallet sees it: the send goes to the listed OFT, for the requested amount, to the requested
 * recipient, with the refund to the sender; an approval only for an adapter, of its inner token,
 * to the adapter, for the amount; the response's metadata agrees. Step indexes: the approval is
 * step 0 when present, then the send. Nothing here calls a wallet or the network.
 */
export function verifyOftTransfer(parameters: VerifyOftTransferParameters): OftCheck[] {
  const { transfer, request, list, walletAddress, dstChainType } = parameters
  const findings: OftCheck[] = []
  const add = (
    rule: OftRule,
    stepIndex: number,
    message: string,
    severity: 'refuse' | 'warn' = 'refuse',
  ) => findings.push({ rule, stepIndex, severity, message })
  const { populatedTransaction: send, approvalTransaction: approval } = transfer.transactionData
  const sendIndex = approval ? 1 : 0
  // The send goes to the chain `/chains` names: the app's own chains must agree.
  const conflict = parameters.sourceChain && chainIdConflict(parameters, parameters.sourceChain)
  if (conflict) add('oft-chain-id-conflict', -1, conflict)

  const { symbol, entry } = listedOftOf(list, request.srcChainName, request.oftAddress) ?? {}
  const source = entry?.deployments[request.srcChainName]
  const destination = entry?.deployments[request.dstChainName]
  if (!entry || !source || symbol === undefined) {
    add(
      'oft-not-listed',
      -1,
      `${request.oftAddress} is not a listed OFT on ${request.srcChainName}`,
    )
    return findings
  }
  if (!destination)
    add(
      'oft-no-destination',
      -1,
      `${entry.name} has no listed deployment on ${request.dstChainName}`,
    )
  verifyOftRecipient(parameters, sendIndex, add)
  if (!isSameAddress(request.from, walletAddress))
    add(
      'oft-signer-mismatch',
      sendIndex,
      `the send is built for ${request.from}, not the connected wallet`,
    )

  const amount = BigInt(request.amount)
  const { sendable, dust } = splitOftDust(amount, source.localDecimals, entry.sharedDecimals)
  if (dust > 0n)
    add(
      'oft-dust',
      sendIndex,
      `${dust} of the smallest units cannot cross (the token moves with ${entry.sharedDecimals} decimals) and stays in your wallet`,
      'warn',
    )

  // The send: to the listed OFT, for what was asked, to whom it was asked, refunds to the sender.
  if (!isSameAddress(send.to, source.address))
    add(
      'oft-send-target',
      sendIndex,
      `the send calls ${send.to}, not the listed OFT ${source.address}`,
    )
  for (const [stepIndex, transaction] of [
    [0, approval],
    [sendIndex, send],
  ] as const) {
    const problem = gasLimitProblem(transaction?.gasLimit, parameters.blockGasLimit)
    if (transaction && problem)
      add(
        'oft-gas-limit',
        stepIndex,
        `the ${transaction === send ? 'send' : 'approval'} ${problem}`,
      )
  }
  const call = decodeOftSend(send.data)
  if (!call) add('oft-send-malformed', sendIndex, 'the send is not an OFT V2 send the kit can read')
  else {
    // Where it goes: the destination is the one asked for, read from the calldata's endpoint id
    // (the response's top-level `dstChainName` has been seen holding the source chain instead).
    const expectedEid = endpointIdOf(request.dstChainName, parameters.endpointIds)
    if (expectedEid === undefined)
      add(
        'oft-unknown-endpoint',
        sendIndex,
        `vtkit does not know the LayerZero endpoint id of ${request.dstChainName}, so it cannot check that the send goes there (it names endpoint ${call.dstEid})`,
        'warn',
      )
    else if (call.dstEid !== expectedEid)
      add(
        'oft-destination-endpoint',
        sendIndex,
        `the send goes to LayerZero endpoint ${call.dstEid}, not to ${request.dstChainName} (${expectedEid})`,
      )
    // What it costs: the transaction pays the fee the send declares; the native coin's own OFT
    // takes the coin sent in the same value, exactly the amount without its dust (LayerZero's
    // NativeOFTAdapter reverts on anything else; an older one would keep the dust).
    const value = BigInt(send.value ?? '0')
    const nativeSource = source.type === 'NATIVE_OFT_ADAPTER'
    const coinSent = nativeSource ? value - call.nativeFee : 0n
    if (!nativeSource && value !== call.nativeFee)
      add(
        'oft-value-not-fee',
        sendIndex,
        `the transaction pays ${value} of the native coin, but the send declares a fee of ${call.nativeFee}`,
      )
    if (nativeSource && coinSent !== sendable)
      add(
        'oft-value-not-fee',
        sendIndex,
        `the transaction pays ${value} of the native coin, but the send's fee of ${call.nativeFee} and the ${sendable} it moves come to ${call.nativeFee + sendable}`,
      )
    if (call.lzTokenFee !== 0n)
      add('oft-lz-token-fee', sendIndex, `the send also pays ${call.lzTokenFee} in ZRO tokens`)
    const optionsProblem = executorOptionsProblem(call.extraOptions, request, dstChainType)
    if (optionsProblem) add('oft-executor-options', sendIndex, optionsProblem)
    const { quotedFee } = parameters
    if (quotedFee === 'unreadable')
      add(
        'oft-fee-unverified',
        sendIndex,
        'the OFT could not be asked what it charges (quoteSend), so the fee of this send is unchecked',
        'warn',
      )
    else if (
      quotedFee !== undefined &&
      (value - coinSent) * 100n > quotedFee * (100n + FEE_TOLERANCE_PERCENT)
    )
      add(
        'oft-fee-above-quote',
        sendIndex,
        `the send pays a fee of ${value - coinSent} of the native coin, but the OFT itself charges ${quotedFee}`,
      )
    if (!sameHex(call.composeMsg, request.composeMsg) || !sameHex(call.oftCmd, request.oftCmd))
      add(
        'oft-unrequested-payload',
        sendIndex,
        'the send carries a compose message or OFT command that was not asked for',
      )
    if (call.amountLD !== amount)
      add(
        'oft-amount-mismatch',
        sendIndex,
        `the send moves ${call.amountLD}, not the ${amount} asked for`,
      )
    if (call.minAmountLD > call.amountLD || call.minAmountLD < sendable)
      add(
        'oft-min-amount',
        sendIndex,
        `the send accepts a minimum of ${call.minAmountLD}, where ${sendable} arrives`,
      )
    const recipient = isAddressOfChainType(request.to, dstChainType)
      ? addressToBytes32(request.to, dstChainType)
      : undefined
    if (call.to !== recipient)
      add('oft-recipient-mismatch', sendIndex, `the send pays another recipient than ${request.to}`)
    if (!isSameAddress(call.refundAddress, walletAddress))
      add('oft-refund-not-sender', sendIndex, `fee refunds go to ${call.refundAddress}, not to you`)
  }

  // What the contract moves, by its own word: what `/list` says it does (a contract listed as the
  // native coin's OFT takes the amount in the value, so a listing alone is not trusted for it).
  const { onChainToken } = parameters
  const listedToken = listedOftToken(source)
  if (onChainToken === 'unreadable')
    add(
      'oft-token-unverified',
      sendIndex,
      `the OFT could not be asked which token it moves (token()): the service's token list is trusted that it moves ${nativeSourceLabel(source) ?? listedToken}`,
      'warn',
    )
  else if (onChainToken !== undefined && !isSameAddress(onChainToken, listedToken))
    add(
      'oft-token-mismatch',
      sendIndex,
      `the OFT at ${source.address} moves ${onChainToken}, not ${nativeSourceLabel(source) ?? listedToken} as the service's token list says`,
    )

  // The same token on the same chain through another contract than the last send: said, not
  // taken silently (a `/list` that changed under the user).
  const seen = parameters.previousDeployments?.[oftDeploymentKey(request.srcChainName, symbol)]
  if (
    seen &&
    (!isSameAddress(seen.address, source.address) ||
      seen.type !== source.type ||
      !sameOptionalAddress(seen.innerToken, source.innerToken))
  )
    add(
      'oft-deployment-changed',
      sendIndex,
      `your last send of ${symbol} from ${request.srcChainName} went through the contract ${seen.address}; the service's token list now names ${source.address}${seen.type === source.type ? '' : `, of another kind (${source.type}, was ${seen.type})`}`,
      'warn',
    )

  const remembered = seen !== undefined && isSameAddress(seen.address, source.address)
  verifyOftContract(parameters, source, symbol, sendIndex, remembered, add)

  // The approval: only an adapter needs one, of its inner token, to itself, for the amount.
  if (approval) {
    if (source.type !== 'OFT_ADAPTER' || !source.innerToken)
      add(
        'oft-approval-not-needed',
        0,
        `${entry.name} on ${request.srcChainName} needs no approval`,
      )
    else if (!isSameAddress(approval.to, source.innerToken))
      add('oft-approval-target', 0, `the approval is for ${approval.to}, not ${source.innerToken}`)
    const value = approval.value === undefined ? 0n : BigInt(approval.value)
    if (value > 0n)
      add('oft-approval-malformed', 0, `the approval also sends ${value} of the native coin`)
    const allowance = decodeCall(approval.data)
    if (allowance.kind !== 'allowance')
      add('oft-approval-malformed', 0, 'the approval is not an ERC20 approval the kit can read')
    else {
      if (!isSameAddress(allowance.spender, source.address))
        add(
          'oft-approval-spender',
          0,
          `the approval lets ${allowance.spender} spend, not the OFT adapter`,
        )
      if (allowance.amount > amount || allowance.amount < sendable)
        add(
          'oft-approval-amount',
          0,
          `the approval is for ${allowance.amount}, not the ${amount} sent`,
        )
    }
  }

  // The response's own account of the send must match the request.
  const properties = transfer.metadata?.properties ?? {}
  // (Not the top-level `dstChainName`: production has been seen putting the source chain there.)
  const mismatches = [
    properties.dstChainName !== undefined && properties.dstChainName !== request.dstChainName
      ? `destination ${properties.dstChainName}`
      : undefined,
    properties.amount !== undefined && properties.amount !== request.amount
      ? `amount ${properties.amount}`
      : undefined,
    properties.localDecimals !== undefined && properties.localDecimals !== source.localDecimals
      ? `${properties.localDecimals} local decimals`
      : undefined,
    properties.sharedDecimals !== undefined && properties.sharedDecimals !== entry.sharedDecimals
      ? `${properties.sharedDecimals} shared decimals`
      : undefined,
    destination &&
    properties.dstOftAddress !== undefined &&
    !isSameAddress(properties.dstOftAddress, destination.address)
      ? `destination OFT ${properties.dstOftAddress}`
      : undefined,
  ].filter((item) => item !== undefined)
  if (mismatches.length > 0)
    add('oft-metadata-mismatch', -1, `the service describes another send: ${mismatches.join(', ')}`)
  return findings
}

/**
 * Who vouches for the contract `/list` names: the app's pins, vtkit's registry (a Stargate pool or
 * OFT of that very token), or an earlier send through it. Production knowing it as something else
 * is a refusal; nobody vouching is a warning the user confirms, never silence. Its LayerZero
 * endpoint, by its own word, must be the chain's EndpointV2.
 */
function verifyOftContract(
  parameters: VerifyOftTransferParameters,
  source: OftDeployment,
  symbol: string,
  sendIndex: number,
  remembered: boolean,
  add: (rule: OftRule, stepIndex: number, message: string, severity?: 'refuse' | 'warn') => void,
): void {
  const { request, registry, chainId, onChainEndpoint } = parameters
  const chain = request.srcChainName
  const rows = chainId === undefined ? [] : (registry?.at(chainId, source.address) ?? [])
  const token = listedOftToken(source)
  const stargate = rows.find((row) => row.role === 'stargate')
  const known =
    stargate?.active === true &&
    stargate.token !== undefined &&
    (stargate.token === '' ? /^0x0{40}$/.test(token) : isSameAddress(stargate.token, token))
  const other = known ? undefined : (stargate ?? rows[0])
  if (other) {
    add(
      'oft-contract-mismatch',
      sendIndex,
      `the service's token list names ${source.address} as ${symbol}'s OFT on ${chain}, but it is ${describeKnown(other)} there`,
    )
    return
  }
  const expected = chainId === undefined ? undefined : registry?.of(chainId, 'endpoint')[0]
  if (expected && typeof onChainEndpoint === 'string' && onChainEndpoint !== 'unreadable')
    if (!isSameAddress(onChainEndpoint, expected.address))
      add(
        'oft-endpoint-mismatch',
        sendIndex,
        `the OFT at ${source.address} sends through ${onChainEndpoint}, not LayerZero's endpoint on ${chain} (${expected.address})`,
      )
  const pinned = isPinned(parameters, chain, 'ofts', source.address, chainId)
  if (known || pinned === true || remembered) return
  const endpointRead =
    expected && typeof onChainEndpoint === 'string' && onChainEndpoint !== 'unreadable'
      ? " (it does send through LayerZero's endpoint)"
      : ''
  add(
    'oft-unverified',
    sendIndex,
    `only the service's token list says that ${source.address} is ${symbol}'s OFT on ${chain}${endpointRead}; neither vtkit nor this app knows it, and you have not sent through it before`,
    'warn',
  )
}

/**
 * The send's executor options may deliver native coin only as the request asked: each native drop
 * to a receiver it named, for no more than it named; `lzReceive` value no more than asked; no
 * compose unless a compose message was asked for.
 */
function executorOptionsProblem(
  extraOptions: string,
  request: OftTransferRequest,
  dstChainType: 'EVM' | 'SOLANA',
): string | undefined {
  const read = readExecutorOptions(extraOptions)
  if (!read) return 'its executor options cannot be read, so what they deliver cannot be said'
  const asked = request.options?.executor
  const allowance = new Map<string, bigint>()
  for (const drop of asked?.nativeDrops ?? []) {
    try {
      const word = addressToBytes32(drop.receiver, dstChainType)
      allowance.set(word, (allowance.get(word) ?? 0n) + BigInt(drop.amount))
    } catch {
      // A receiver of another chain type was never a valid request: nothing is allowed for it.
    }
  }
  for (const drop of read.nativeDrops) {
    const left = allowance.get(drop.receiverWord) ?? 0n
    if (drop.amount > left)
      return `its options drop ${drop.amount} of native coin to 0x${drop.receiverWord}, which you did not ask for`
    allowance.set(drop.receiverWord, left - drop.amount)
  }
  const value = asked?.lzReceive?.value
  if (read.lzReceiveValue > (value === undefined ? 0n : BigInt(value)))
    return `its options hand ${read.lzReceiveValue} of native coin to the receiving contract, which you did not ask for`
  if (read.composes > 0 && sameHex('0x', request.composeMsg))
    return 'its options run a compose call nobody asked for'
  return undefined
}

/** Hex payloads compared as bytes: absent and `0x` are the same empty payload. */
function sameHex(actual: string, requested: string | undefined): boolean {
  return actual.toLowerCase() === (requested ?? '0x').toLowerCase()
}

const nativeSourceLabel = (deployment: { type: string }) =>
  deployment.type === 'NATIVE_OFT_ADAPTER' ? 'the native coin' : undefined

const sameOptionalAddress = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined ? a === b : isSameAddress(a, b)
