import type { OftTransferRequest } from '../actions/buildOftTransfer.js'
import { addressToBytes32, isAddressOfChainType, isSameAddress } from '../address.js'
import type { StepFinding } from '../errors.js'
import type { OftList, OftTransfer } from '../schemas/oft.js'
import { decodeCall } from '../steps/calldata.js'
import { splitOftDust } from './oftAmount.js'
import { decodeOftSend } from './oftSendCall.js'

/** Every rule `verifyOftTransfer` applies. Refusals stop the transfer; warnings need confirming. */
export const oftRules = [
  'oft-not-listed',
  'oft-no-destination',
  'oft-unknown-chain',
  'oft-signer-mismatch',
  'oft-send-target',
  'oft-send-malformed',
  'oft-amount-mismatch',
  'oft-min-amount',
  'oft-recipient-mismatch',
  'oft-refund-not-sender',
  'oft-approval-not-needed',
  'oft-approval-target',
  'oft-approval-malformed',
  'oft-approval-spender',
  'oft-approval-amount',
  'oft-metadata-mismatch',
  'oft-dust',
] as const

export type OftRule = (typeof oftRules)[number]
export type OftCheck = StepFinding & { rule: OftRule }

export type VerifyOftTransferParameters = {
  /** What `/transfer` answered. */
  transfer: OftTransfer
  /** What was asked of `/transfer`. */
  request: OftTransferRequest
  /** From `/list`: the only contracts an OFT send may call or approve. */
  list: OftList
  /** The connected wallet: the sender. */
  walletAddress: string
  /** The destination chain's type, which decides how the recipient is encoded. */
  dstChainType: 'EVM' | 'SOLANA'
}

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

  const entry = Object.values(list)
    .flat()
    .find((item) =>
      isSameAddress(item.deployments[request.srcChainName]?.address, request.oftAddress),
    )
  const source = entry?.deployments[request.srcChainName]
  const destination = entry?.deployments[request.dstChainName]
  if (!entry || !source) {
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
  const call = decodeOftSend(send.data)
  if (!call) add('oft-send-malformed', sendIndex, 'the send is not an OFT send the kit can read')
  else {
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
  const mismatches = [
    properties.dstChainName !== undefined && properties.dstChainName !== request.dstChainName
      ? `destination ${properties.dstChainName}`
      : undefined,
    transfer.dstChainName !== undefined && transfer.dstChainName !== request.dstChainName
      ? `destination ${transfer.dstChainName}`
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
