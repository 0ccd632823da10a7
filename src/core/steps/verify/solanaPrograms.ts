import type { SolanaInstruction } from '../../solana/message.js'

/** The programs a Solana transfer step may run: Solana's own, nothing of the route's. */
export const solanaPrograms = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
} as const

/** The rent-exempt minimum of an SPL token account (165 bytes), in lamports. */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n

/** A priority fee above this (0.01 SOL) is no transfer's need: it would go to the validator. */
export const MAX_PRIORITY_FEE_LAMPORTS = 10_000_000n
const DEFAULT_COMPUTE_UNITS = 200_000n

/** What the Compute Budget instructions make the wallet pay on top of the base fee, in lamports. */
export function priorityFee(instructions: readonly SolanaInstruction[]): bigint {
  let limit: bigint | undefined
  let microLamports = 0n
  for (const instruction of instructions) {
    if (instruction.programId !== solanaPrograms.computeBudget) continue
    const view = new DataView(instruction.data.buffer, instruction.data.byteOffset)
    if (instruction.data[0] === 2 && instruction.data.length >= 5)
      limit = BigInt(view.getUint32(1, true))
    if (instruction.data[0] === 3 && instruction.data.length >= 9)
      microLamports = view.getBigUint64(1, true)
  }
  const units = limit ?? DEFAULT_COMPUTE_UNITS * BigInt(Math.max(1, instructions.length))
  return (units * microLamports) / 1_000_000n
}
