/** `send(uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, address refundAddress)` */
export const OFT_SEND_SELECTOR = '0xa7611cd3'

export type OftSendCall = {
  dstEid: number
  /** The recipient's 32-byte word, 64 hex digits without `0x`. */
  to: string
  amountLD: bigint
  minAmountLD: bigint
  refundAddress: string
}

/**
 * Reads the OFT send the metadata service builds, far enough to check it: recipient, amounts,
 * refund address. Anything else (another function, a wrong length, a non-address word) is
 * undefined: the kit never guesses what a call does.
 */
export function decodeOftSend(data: string): OftSendCall | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(data) || data.slice(0, 10).toLowerCase() !== OFT_SEND_SELECTOR)
    return undefined
  const body = data.slice(10).toLowerCase()
  if (body.length !== 5 * 64) return undefined
  const word = (index: number) => body.slice(index * 64, (index + 1) * 64)
  const eidWord = word(0)
  const refundWord = word(4)
  if (!/^0{56}/.test(eidWord) || !/^0{24}/.test(refundWord)) return undefined
  return {
    dstEid: Number.parseInt(eidWord, 16),
    to: word(1),
    amountLD: BigInt(`0x${word(2)}`),
    minAmountLD: BigInt(`0x${word(3)}`),
    refundAddress: `0x${refundWord.slice(24)}`,
  }
}
