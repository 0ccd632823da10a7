import { decodeSolanaTransaction } from '../../solana/message.js'
import {
  MAX_PRIORITY_FEE_LAMPORTS,
  priorityFee,
  solanaPrograms,
  TOKEN_ACCOUNT_RENT_LAMPORTS,
} from './solanaPrograms.js'

export { solanaPrograms }

/**
 * A rebuild from `/build-user-steps` may change the blockhash (and compute budget), nothing else:
 * the same payer, programs, accounts and instruction data as the transaction that was checked.
 */
export function sameSolanaTransaction(checked: string, rebuilt: string): boolean {
  const a = decodeSolanaTransaction(checked)
  const b = decodeSolanaTransaction(rebuilt)
  if (!a || !b || priorityFee(b.instructions) > MAX_PRIORITY_FEE_LAMPORTS) return false
  const essential = (message: NonNullable<typeof a>) =>
    JSON.stringify([
      message.version,
      message.header,
      message.accountKeys,
      message.lookupTables,
      message.instructions
        .filter((instruction) => instruction.programId !== solanaPrograms.computeBudget)
        .map((instruction) => [instruction.programId, instruction.accounts, [...instruction.data]]),
    ])
  return essential(a) === essential(b)
}

/**
 * What a Solana transaction makes the wallet pay, at most, to open token accounts for others (the
 * route account's, as production pays it): an idempotent create opens nothing that exists.
 */
export function tokenAccountRent(base64: string, wallet: string): bigint {
  const message = decodeSolanaTransaction(base64)
  let rent = 0n
  for (const instruction of message?.instructions ?? []) {
    const [payer, , owner] = instruction.accounts
    if (
      instruction.programId === solanaPrograms.associatedToken &&
      payer === wallet &&
      owner !== wallet
    )
      rent += TOKEN_ACCOUNT_RENT_LAMPORTS
  }
  return rent
}
