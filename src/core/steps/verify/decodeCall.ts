/** ERC20 calls that grant a spender rights over the wallet's tokens. */
const allowanceSelectors = {
  '0x095ea7b3': 'approve(address,uint256)',
  '0x39509351': 'increaseAllowance(address,uint256)',
} as const

/** Max uint256: what "unlimited" approvals use. */
export const MAX_UINT256 = 2n ** 256n - 1n

export type AllowanceCall = {
  kind: 'allowance'
  signature: (typeof allowanceSelectors)[keyof typeof allowanceSelectors]
  spender: string
  amount: bigint
}

export type DecodedCall =
  | AllowanceCall
  | { kind: 'other'; selector: string }
  | { kind: 'malformed'; reason: string }

/**
 * Reads an EVM call's data far enough to judge it: an allowance grant (spender and amount) or
 * something else. Allowance data that does not decode exactly is `malformed`, never guessed at.
 */
export function decodeCall(data: string): DecodedCall {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return { kind: 'malformed', reason: 'data is not hex' }
  if (data.length < 10) return { kind: 'other', selector: data.toLowerCase() }
  const selector = data.slice(0, 10).toLowerCase()
  const signature = allowanceSelectors[selector as keyof typeof allowanceSelectors]
  if (!signature) return { kind: 'other', selector }
  const body = data.slice(10)
  if (body.length !== 128)
    return {
      kind: 'malformed',
      reason: `${signature} data has ${body.length / 2} bytes of arguments, not 64`,
    }
  const spenderWord = body.slice(0, 64)
  if (!/^0{24}/.test(spenderWord))
    return { kind: 'malformed', reason: 'the spender word is not an address' }
  return {
    kind: 'allowance',
    signature,
    spender: `0x${spenderWord.slice(24)}`,
    amount: BigInt(`0x${body.slice(64)}`),
  }
}
