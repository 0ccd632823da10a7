import { addressWord, bytes32Word, uintWord } from './encoding.js'

/**
 * Calldata of the contracts the simulator's quotes call. Selectors are the first four bytes of
 * keccak256 of the signatures below (checked against viem in the tests).
 */
export const selectors = {
  /** approve(address spender, uint256 amount) */
  approve: '0x095ea7b3',
  /** bridge(bytes32 quoteId, address token, uint256 amount, address refundAddress) on the multicall */
  bridge: '0xebbca6c5',
  /** send(uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, address refundAddress) on an OFT */
  oftSend: '0xa7611cd3',
} as const

export function approveData(spender: string, amount: bigint): string {
  return `${selectors.approve}${addressWord(spender)}${uintWord(amount)}`
}

export function bridgeData(
  quoteId: string,
  token: string,
  amount: bigint,
  refundAddress: string,
): string {
  return `${selectors.bridge}${bytes32Word(quoteId)}${addressWord(token)}${uintWord(amount)}${addressWord(refundAddress)}`
}

export function oftSendData(input: {
  dstEid: number
  recipientWord: string
  amount: bigint
  minAmount: bigint
  refundAddress: string
}): string {
  return `${selectors.oftSend}${uintWord(input.dstEid)}${input.recipientWord}${uintWord(input.amount)}${uintWord(input.minAmount)}${addressWord(input.refundAddress)}`
}
