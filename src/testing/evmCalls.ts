import {
  type AbiValue,
  address,
  array,
  bytes,
  bytes32,
  encodeCall,
  tuple,
  uint,
} from '../core/abiEncode.js'

/**
 * Calldata of the production contracts the simulator's quotes call (public facts, "Learned from
 * production captures"). Selectors are the first four bytes of keccak256 of the signatures below
 * (checked against viem in the tests).
 */
export const selectors = {
  /** approve(address spender, uint256 amount) */
  approve: '0x095ea7b3',
  /** execute((address target, uint256 value, bytes data)[] calls, bytes32 quoteId), on the multicall */
  execute: '0x571d3dc7',
  /** delegateTransferFrom(address token, address from, address to, uint256 amount), on the transfer delegate */
  delegateTransferFrom: '0xeac6f3fe',
  /** sweep(address[] tokens, address to), on the multicall: returns what a batch left */
  sweep: '0xd20c88bd',
  /** LayerZero OFT V2 send((uint32,bytes32,uint256,uint256,bytes,bytes,bytes),(uint256,uint256),address) */
  oftSend: '0xc7c7f5b3',
  /** Circle CCTP V2 depositForBurn(uint256,uint32,bytes32,address,bytes32,uint256,uint32) */
  depositForBurn: '0x8e0250ee',
} as const

export type BatchCall = { target: string; value: bigint; data: string }

export function approveData(spender: string, amount: bigint): string {
  return encodeCall(selectors.approve, [address(spender), uint(amount)])
}

export function executeData(calls: BatchCall[], quoteId: string): string {
  return encodeCall(selectors.execute, [
    array(calls.map((call) => tuple(address(call.target), uint(call.value), bytes(call.data)))),
    bytes32(quoteId),
  ])
}

export function delegateTransferFromData(
  token: string,
  from: string,
  to: string,
  amount: bigint,
): string {
  return encodeCall(selectors.delegateTransferFrom, [
    address(token),
    address(from),
    address(to),
    uint(amount),
  ])
}

/** `sweep([tokens…], to)`: address 0 stands for the native coin. */
export function sweepData(tokens: string[], to: string): string {
  return encodeCall(selectors.sweep, [array(tokens.map(address)), address(to)])
}

export type OftSendInput = {
  dstEid: number
  /** The recipient's 32-byte word, 64 hex digits. */
  recipientWord: string
  amountLD: bigint
  minAmountLD: bigint
  extraOptions?: string
  composeMsg?: string
  oftCmd?: string
  nativeFee: bigint
  refundAddress: string
}

export function oftSendData(input: OftSendInput): string {
  const sendParam: AbiValue = tuple(
    uint(input.dstEid),
    bytes32(input.recipientWord),
    uint(input.amountLD),
    uint(input.minAmountLD),
    bytes(input.extraOptions ?? '0x'),
    bytes(input.composeMsg ?? '0x'),
    bytes(input.oftCmd ?? '0x'),
  )
  return encodeCall(selectors.oftSend, [
    sendParam,
    tuple(uint(input.nativeFee), uint(0)),
    address(input.refundAddress),
  ])
}

export function depositForBurnData(input: {
  amount: bigint
  destinationDomain: number
  recipientWord: string
  burnToken: string
  maxFee: bigint
  minFinalityThreshold: number
}): string {
  return encodeCall(selectors.depositForBurn, [
    uint(input.amount),
    uint(input.destinationDomain),
    bytes32(input.recipientWord),
    address(input.burnToken),
    bytes32('0'),
    uint(input.maxFee),
    uint(input.minFinalityThreshold),
  ])
}

/**
 * LayerZero type-3 executor options: gas (and value) for `lzReceive`, and native drops. What a
 * `quoteSend` charges for beyond its base fee is the native value these ask to deliver.
 */
export function executorOptions(input: {
  lzReceiveGas?: bigint
  lzReceiveValue?: bigint
  nativeDrops?: { amount: bigint; receiverWord: string }[]
}): string {
  const option = (type: number, data: string) =>
    `01${(data.length / 2 + 1).toString(16).padStart(4, '0')}${type.toString(16).padStart(2, '0')}${data}`
  const u128 = (value: bigint) => value.toString(16).padStart(32, '0')
  let options = '0003'
  if (input.lzReceiveGas !== undefined)
    options += option(
      1,
      u128(input.lzReceiveGas) + (input.lzReceiveValue ? u128(input.lzReceiveValue) : ''),
    )
  for (const drop of input.nativeDrops ?? [])
    options += option(2, u128(drop.amount) + drop.receiverWord)
  return options === '0003' ? '0x' : `0x${options}`
}

/** The native value type-3 options ask to deliver (lzReceive values and native drops). */
export function executorOptionsValue(input: Parameters<typeof executorOptions>[0]): bigint {
  return (
    (input.lzReceiveValue ?? 0n) +
    (input.nativeDrops ?? []).reduce((sum, drop) => sum + drop.amount, 0n)
  )
}
