import { base58Decode, base58Encode } from './base58.js'
import { sha256 } from './sha256.js'

const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/**
 * Whether `account` is the associated token account of `owner` for `mint` under `tokenProgram`:
 * a program address of the Associated Token program with the seeds (owner, token program, mint).
 * Every bump is tried, so no curve arithmetic is needed: only the canonical one can ever be
 * created, and no other key (a stranger's account) can equal such an address.
 */
export function isAssociatedTokenAccount(
  account: string,
  { owner, mint, tokenProgram }: { owner: string; mint: string; tokenProgram: string },
): boolean {
  let seeds: Uint8Array[]
  try {
    seeds = [owner, tokenProgram, mint, ASSOCIATED_TOKEN_PROGRAM].map(base58Decode)
  } catch {
    return false
  }
  if (seeds.some((seed) => seed.length !== 32)) return false
  const [ownerKey, programKey, mintKey, ataProgram] = seeds as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ]
  const input = new Uint8Array(32 * 3 + 1 + 32 + PDA_MARKER.length)
  input.set(ownerKey, 0)
  input.set(programKey, 32)
  input.set(mintKey, 64)
  input.set(ataProgram, 97)
  input.set(PDA_MARKER, 129)
  for (let bump = 255; bump >= 0; bump--) {
    input[96] = bump
    if (base58Encode(sha256(input)) === account) return true
  }
  return false
}
