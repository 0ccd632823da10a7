/**
 * The most gas a step may ask for where the chain's own block gas limit could not be read: above
 * every mainnet's block gas limit vtkit routes through today but Mantle's and a few others', and
 * some fifty times what a bridge batch uses.
 */
export const MAX_GAS_LIMIT = 50_000_000n

/**
 * Why a step's gas limit is refused, or undefined. A transaction can never use more than a block
 * holds, so a limit above the chain's block gas limit (or, unread, the ceiling) only lets a
 * contract burn the user's gas; a limit that is not a whole number cannot be sent as asked.
 */
export function gasLimitProblem(
  gasLimit: string | undefined,
  blockGasLimit: bigint | undefined,
): string | undefined {
  if (gasLimit === undefined) return undefined
  if (!/^\d{1,78}$/.test(gasLimit))
    return `asks for a gas limit that is not a whole number (${gasLimit})`
  const ceiling = blockGasLimit ?? MAX_GAS_LIMIT
  if (BigInt(gasLimit) > ceiling)
    return `asks for ${gasLimit} gas, more than ${blockGasLimit === undefined ? 'any transfer needs' : 'a whole block of the chain holds'} (${ceiling})`
  return undefined
}
