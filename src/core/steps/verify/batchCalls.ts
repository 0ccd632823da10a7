import { AbiReadError, readCall } from '../../abi.js'
import { address, array, bytes, bytes32, encodeCall, tuple, uint } from '../../abiEncode.js'
import { decodeOftSend } from '../../oft/oftSendCall.js'

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

export type InnerCall = { target: string; value: bigint; data: string }

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

/** What a bridge call inside a batch says: where, to whom, how much, for what fee. */
export type BridgeCall =
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

/** An OFT V2 `send` or a CCTP burn, read exactly; undefined for any other call. */
export function readBridgeCall(data: string): BridgeCall | undefined {
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

/** Reads fixed words after the selector; undefined when the data is not exactly that (nor longer). */
export function readWords(
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

/** `sweep(address[] tokens, address to)`, from data encoded exactly so. */
export function readSweep(data: string): { tokens: string[]; to: string } | undefined {
  try {
    const { args } = readCall(data)
    const { length, items } = args.array(0)
    const tokens = Array.from({ length }, (_, index) => items.address(index))
    const to = args.address(1)
    const canonical = encodeCall(batchSelectors.sweep, [array(tokens.map(address)), address(to)])
    return canonical === data.toLowerCase() ? { tokens, to } : undefined
  } catch (error) {
    if (error instanceof AbiReadError) return undefined
    throw error
  }
}
