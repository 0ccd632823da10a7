import { base58Decode, toBase64 } from './encoding.js'

/** The System Program's id (32 zero bytes). */
export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
/** The SPL Token program's id. */
export const SPL_TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Associated Token Account program's id. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/**
 * A real, unsigned legacy Solana transaction in wire format: one System Program transfer of
 * `lamports` from `payer` (the fee payer and only signer) to `recipient`. Its signature slot is
 * zeroed for the wallet to fill; `recentBlockhash` bounds its life (about 60 s).
 */
export function transferTransaction(input: {
  payer: string
  recipient: string
  lamports: bigint
  recentBlockhash: string
}): string {
  const payer = key(input.payer)
  const recipient = key(input.recipient)
  const program = key(SYSTEM_PROGRAM_ID)
  const instructionData = new Uint8Array(12)
  const view = new DataView(instructionData.buffer)
  view.setUint32(0, 2, true) // SystemInstruction::Transfer
  view.setBigUint64(4, input.lamports, true)
  const message = concat([
    Uint8Array.of(1, 0, 1), // signers, read-only signers, read-only unsigned (the program)
    compactU16(3),
    payer,
    recipient,
    program,
    key(input.recentBlockhash),
    compactU16(1),
    Uint8Array.of(2), // program id index
    compactU16(2),
    Uint8Array.of(0, 1), // account indexes: payer, recipient
    compactU16(instructionData.length),
    instructionData,
  ])
  return toBase64(concat([compactU16(1), new Uint8Array(64), message]))
}

export type SolanaTestInstruction = { programId: string; accounts: string[]; data: Uint8Array }

/**
 * Any unsigned Solana transaction in wire format (legacy, or v0 without lookup tables), for tests
 * of what the kit lets through: the fee payer first, then the other accounts, then the programs.
 */
export function solanaTransaction(input: {
  feePayer: string
  instructions: SolanaTestInstruction[]
  recentBlockhash: string
  /** Signers beyond the fee payer (they come right after it). */
  coSigners?: string[]
  version?: 'legacy' | 0
}): string {
  const { feePayer, instructions, coSigners = [] } = input
  const programs = [...new Set(instructions.map((item) => item.programId))]
  const others = [...new Set(instructions.flatMap((item) => item.accounts))].filter(
    (item) => item !== feePayer && !coSigners.includes(item) && !programs.includes(item),
  )
  const keys = [feePayer, ...coSigners, ...others, ...programs]
  const indexOf = (account: string) => keys.indexOf(account)
  const body = concat([
    Uint8Array.of(1 + coSigners.length, 0, programs.length),
    compactU16(keys.length),
    ...keys.map(key),
    key(input.recentBlockhash),
    compactU16(instructions.length),
    ...instructions.flatMap((item) => [
      Uint8Array.of(indexOf(item.programId)),
      compactU16(item.accounts.length),
      Uint8Array.from(item.accounts.map(indexOf)),
      compactU16(item.data.length),
      item.data,
    ]),
    ...(input.version === 0 ? [compactU16(0)] : []),
  ])
  const message = input.version === 0 ? concat([Uint8Array.of(0x80), body]) : body
  const signatures = 1 + coSigners.length
  return toBase64(concat([compactU16(signatures), new Uint8Array(64 * signatures), message]))
}

function key(base58: string): Uint8Array {
  const bytes = base58Decode(base58)
  if (bytes.length !== 32) throw new RangeError(`not a 32-byte key: ${base58}`)
  return bytes
}

function compactU16(value: number): Uint8Array {
  const bytes: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      bytes.push(low)
      return Uint8Array.from(bytes)
    }
    bytes.push(low | 0x80)
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    result.set(part, offset)
    offset += part.length
  }
  return result
}
