const word = (address: string) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`not an EVM address: ${address}`)
  return address.slice(2).toLowerCase().padStart(64, '0')
}

/** `allowance(owner, spender)` call data. */
export const allowanceCallData = (owner: string, spender: string) =>
  `0xdd62ed3e${word(owner)}${word(spender)}` as const

/** `balanceOf(owner)` call data. */
export const balanceOfCallData = (owner: string) => `0x70a08231${word(owner)}` as const

/**
 * A uint256 result of `eth_call`. Anything but one 32-byte word (`0x` from an address without
 * code, a revert payload) is refused rather than read as zero.
 */
export function readUint256(result: unknown): bigint {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(result))
    throw new TypeError('the call did not return one uint256 word')
  return BigInt(result)
}
