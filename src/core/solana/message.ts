import { base58Encode } from './base58.js'

// A reader of Solana's transaction wire format (legacy and v0 messages), so that the kit can say
// what a transaction does before a wallet signs it, without loading a Solana library in core.

export type SolanaInstruction = {
  programId: string
  /** Base58 keys; an account loaded from an address lookup table is `undefined` (unknown here). */
  accounts: (string | undefined)[]
  data: Uint8Array
}

export type SolanaMessage = {
  version: 'legacy' | 0
  signatureCount: number
  requiredSignatures: number
  /** The fee payer: the first account key. */
  feePayer: string
  accountKeys: string[]
  recentBlockhash: string
  instructions: SolanaInstruction[]
  /** v0 messages may load more accounts from lookup tables. */
  lookupTableCount: number
  /** The header: required signatures, read-only signed and read-only unsigned accounts. */
  header: [number, number, number]
  /** The lookup tables section as sent (hex): which tables and which of their accounts. */
  lookupTables: string
}

class Reader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new RangeError('the transaction ends early')
    this.offset++
    return value
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('the transaction ends early')
    const part = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return part
  }

  /** Solana's compact-u16 ("shortvec") length. */
  length(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new RangeError('a length is too long')
  }

  get done(): boolean {
    return this.offset === this.bytes.length
  }
}

/** A base64 wire transaction read exactly, or undefined when it is not one. */
export function decodeSolanaTransaction(base64: string): SolanaMessage | undefined {
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
  try {
    const reader = new Reader(bytes)
    const signatureCount = reader.length()
    reader.take(signatureCount * 64)
    const prefix = reader.byte()
    const versioned = (prefix & 0x80) !== 0
    if (versioned && (prefix & 0x7f) !== 0) return undefined
    const requiredSignatures = versioned ? reader.byte() : prefix
    const header: [number, number, number] = [requiredSignatures, reader.byte(), reader.byte()]
    const accountKeys = Array.from({ length: reader.length() }, () => base58Encode(reader.take(32)))
    const recentBlockhash = base58Encode(reader.take(32))
    const raw = Array.from({ length: reader.length() }, () => ({
      programIndex: reader.byte(),
      accountIndexes: Array.from(reader.take(reader.length())),
      data: Uint8Array.from(reader.take(reader.length())),
    }))
    let lookupTableCount = 0
    const lookupStart = reader.offset
    if (versioned) {
      lookupTableCount = reader.length()
      for (let table = 0; table < lookupTableCount; table++) {
        reader.take(32)
        reader.take(reader.length())
        reader.take(reader.length())
      }
    }
    const lookupTables = Array.from(bytes.subarray(lookupStart, reader.offset), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
    const feePayer = accountKeys[0]
    if (!reader.done || feePayer === undefined || requiredSignatures < 1) return undefined
    const instructions = raw.map((instruction) => {
      // Program ids are always static keys; an index beyond them is malformed.
      const programId = accountKeys[instruction.programIndex]
      if (programId === undefined) throw new RangeError('a program id is not a static key')
      return {
        programId,
        accounts: instruction.accountIndexes.map((index) => accountKeys[index]),
        data: instruction.data,
      }
    })
    return {
      version: versioned ? 0 : 'legacy',
      signatureCount,
      requiredSignatures,
      feePayer,
      accountKeys,
      recentBlockhash,
      instructions,
      lookupTableCount,
      header,
      lookupTables,
    }
  } catch (error) {
    if (error instanceof RangeError) return undefined
    throw error
  }
}
