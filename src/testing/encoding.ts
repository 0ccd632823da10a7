export { base58Decode, base58Encode } from '../core/solana/base58.js'

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/** One 32-byte ABI word of an unsigned integer. */
export function uintWord(value: bigint | number): string {
  return BigInt(value).toString(16).padStart(64, '0')
}

/** One 32-byte ABI word of an address (left-padded). */
export function addressWord(address: string): string {
  return address.slice(2).toLowerCase().padStart(64, '0')
}

/** Text as a right-padded bytes32 word (at most 32 bytes of UTF-8). */
export function bytes32Word(text: string): string {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length > 32) throw new RangeError('bytes32 holds at most 32 bytes')
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .padEnd(64, '0')
}

export function bytes32Hex(text: string): string {
  return `0x${bytes32Word(text)}`
}
