import { AbiReadError, type AbiReader, readCall } from '../abi.js'
import { address, bytes, bytes32, encodeCall, tuple, uint } from '../abiEncode.js'

/**
 * LayerZero OFT V2:
 * `send((uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, bytes extraOptions,
 * bytes composeMsg, bytes oftCmd) sendParam, (uint256 nativeFee, uint256 lzTokenFee) fee,
 * address refundAddress)`, paid with `value` = `nativeFee`.
 */
export const OFT_SEND_SELECTOR = '0xc7c7f5b3'

export type OftSendParam = {
  dstEid: number
  /** The recipient's 32-byte word, 64 hex digits without `0x`. */
  to: string
  amountLD: bigint
  minAmountLD: bigint
  extraOptions: string
  composeMsg: string
  oftCmd: string
}

export type OftSendCall = OftSendParam & {
  nativeFee: bigint
  lzTokenFee: bigint
  refundAddress: string
}

/**
 * Reads an OFT V2 `send` exactly, or returns undefined for anything else (another function, a
 * value Solidity would refuse, data that runs out, bytes beyond the encoding's end or laid out
 * otherwise than Solidity lays them): the kit never guesses what a call does.
 */
export function decodeOftSend(data: string): OftSendCall | undefined {
  try {
    const { selector, args } = readCall(data)
    if (selector !== OFT_SEND_SELECTOR) return undefined
    const call: OftSendCall = {
      ...readSendParam(args.at(0)),
      nativeFee: args.uint(1),
      lzTokenFee: args.uint(2),
      refundAddress: args.address(3),
    }
    return encodeOftSend(call) === data.toLowerCase() ? call : undefined
  } catch (error) {
    if (error instanceof AbiReadError) return undefined
    throw error
  }
}

/** The `SendParam` tuple, from the area its offset points to. */
export function readSendParam(tuple: AbiReader): OftSendParam {
  return {
    dstEid: tuple.smallUint(0, 32),
    to: tuple.word(1),
    amountLD: tuple.uint(2),
    minAmountLD: tuple.uint(3),
    extraOptions: tuple.bytes(4),
    composeMsg: tuple.bytes(5),
    oftCmd: tuple.bytes(6),
  }
}

/** The canonical calldata of a `send`: what a decoded one must be byte for byte. */
export function encodeOftSend(call: OftSendCall): string {
  return encodeCall(OFT_SEND_SELECTOR, [
    tuple(
      uint(call.dstEid),
      bytes32(call.to),
      uint(call.amountLD),
      uint(call.minAmountLD),
      bytes(call.extraOptions),
      bytes(call.composeMsg),
      bytes(call.oftCmd),
    ),
    tuple(uint(call.nativeFee), uint(call.lzTokenFee)),
    address(call.refundAddress),
  ])
}
