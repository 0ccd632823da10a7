import type { OftTransferRequest } from '../actions/buildOftTransfer.js'
import { isNativeTokenAddress, isSameAddress, NATIVE_TOKEN_ADDRESS } from '../address.js'
import type { OftList, OftTransfer } from '../schemas/oft.js'
import type { LedgerAsset, ValueLedger } from '../steps/types/index.js'
import {
  convertUnits,
  createLedgerRecorder,
  decodeCall,
  recipientOf,
} from '../steps/verify/index.js'
import { listedOftOf } from './listedOft.js'
import { splitOftDust } from './oftAmount.js'
import { decodeOftSend } from './oftSendCall.js'
import { oftSourceToken } from './sourceToken.js'

export type ReadOftTransferLedgerParameters = {
  transfer: OftTransfer
  request: OftTransferRequest
  list: OftList
  /** The connected wallet: where refunds must come back to. */
  walletAddress: string
  dstChainType: 'EVM' | 'SOLANA'
  /** What the OFT itself charges for the send (`quoteSend`, read from the chain), where read. */
  quotedFee?: bigint | 'unreadable' | undefined
}

/**
 * What an OFT send moves, read from its calldata alone, as `verifyUserSteps` reads a quote's steps:
 * the approval an adapter needs, what crosses (the amount less the dust the shared decimals cannot
 * carry, which stays in the wallet) to whom and at least how much arrives in the destination's own
 * decimals, and the messaging fee with where its unused part goes. Undefined for a send of an OFT
 * `/list` does not list, or calldata that is not an OFT V2 send (`verifyOftTransfer` refuses both).
 */
export function readOftTransferLedger(
  parameters: ReadOftTransferLedgerParameters,
): ValueLedger | undefined {
  const { transfer, request, list, walletAddress, dstChainType, quotedFee } = parameters
  const listed = listedOftOf(list, request.srcChainName, request.oftAddress)
  const source = listed?.entry.deployments[request.srcChainName]
  const destination = listed?.entry.deployments[request.dstChainName]
  const { populatedTransaction: send, approvalTransaction: approval } = transfer.transactionData
  const call = decodeOftSend(send.data)
  if (!listed || !source || !call) return undefined
  const ledger = createLedgerRecorder()
  const sendIndex = approval ? 1 : 0
  const token = oftSourceToken(source)
  const asset: LedgerAsset = {
    chainKey: request.srcChainName,
    address: token,
    native: isNativeTokenAddress(token),
  }
  const native: LedgerAsset = {
    chainKey: request.srcChainName,
    address: NATIVE_TOKEN_ADDRESS,
    native: true,
  }
  if (approval) {
    const allowance = decodeCall(approval.data)
    if (allowance.kind === 'allowance')
      ledger.approval({
        stepIndex: 0,
        asset: { chainKey: request.srcChainName, address: approval.to, native: false },
        spender: allowance.spender,
        amount: allowance.amount,
      })
  }
  const { sendable } = splitOftDust(
    call.amountLD,
    source.localDecimals,
    listed.entry.sharedDecimals,
  )
  const arrival = (amount: bigint) =>
    destination ? convertUnits(amount, source.localDecimals, destination.localDecimals) : undefined
  ledger.entry({
    kind: 'bridged',
    stepIndex: sendIndex,
    asset,
    amount: sendable,
    via: send.to,
    protocol: 'oft',
    dstChainKey: request.dstChainName,
    recipient: recipientOf(call.to, dstChainType),
    minimumOut: arrival(call.minAmountLD < sendable ? call.minAmountLD : sendable),
    maximumOut: arrival(sendable),
    dstToken: {
      chainKey: request.dstChainName,
      address: destination ? oftSourceToken(destination) : '',
    },
  })
  const value = BigInt(send.value ?? '0')
  const fee = value - (asset.native ? sendable : 0n)
  if (fee > 0n)
    ledger.entry({
      kind: 'fee',
      fee: 'messaging',
      stepIndex: sendIndex,
      asset: native,
      amount: fee,
      to: send.to,
      receiverKnown: true,
      bound: typeof quotedFee === 'bigint' ? 'chain' : 'none',
      refundTo: call.refundAddress,
      refund: isSameAddress(call.refundAddress, walletAddress) ? 'returned' : 'diverted',
    })
  return ledger.build([])
}
