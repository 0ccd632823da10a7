const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = base58Alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = base58Alphabet.indexOf(char)
    if (digit < 0) throw new RangeError(`not base58: ${char}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

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
