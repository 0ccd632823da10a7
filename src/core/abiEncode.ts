// A small ABI encoder (no chain library): static words, `bytes`, dynamic arrays and tuples,
// head/tail as Solidity lays them. The simulator builds its calldata with it, and the kit's readers
// encode what they read back with it: data that is not exactly that canonical encoding (bytes
// after the end, offsets that point elsewhere, dirty padding) is refused, never half-read.

export type AbiValue =
  | { kind: 'word'; hex: string }
  | { kind: 'bytes'; hex: string }
  | { kind: 'array'; items: AbiValue[] }
  | { kind: 'tuple'; items: AbiValue[] }

export const uint = (value: bigint | number): AbiValue => ({
  kind: 'word',
  hex: BigInt(value).toString(16).padStart(64, '0'),
})
export const address = (value: string): AbiValue => ({
  kind: 'word',
  hex: value.slice(2).toLowerCase().padStart(64, '0'),
})
/** A bytes32 given as 0x-prefixed hex (32 bytes) or as 64 hex digits. */
export const bytes32 = (value: string): AbiValue => ({
  kind: 'word',
  hex: value.replace(/^0x/, '').toLowerCase().padStart(64, '0'),
})
export const bytes = (hex: string): AbiValue => ({ kind: 'bytes', hex: hex.replace(/^0x/, '') })
export const array = (items: AbiValue[]): AbiValue => ({ kind: 'array', items })
export const tuple = (...items: AbiValue[]): AbiValue => ({ kind: 'tuple', items })

function isDynamic(value: AbiValue): boolean {
  return (
    value.kind === 'bytes' ||
    value.kind === 'array' ||
    (value.kind === 'tuple' && value.items.some(isDynamic))
  )
}

/** The head/tail encoding of a sequence of values (a function's arguments, a tuple's fields). */
export function encodeSequence(values: AbiValue[]): string {
  const heads: string[] = []
  const tails: string[] = []
  const headSize = values.reduce(
    (size, value) => size + (isDynamic(value) ? 32 : headBytes(value)),
    0,
  )
  let tailSize = 0
  for (const value of values) {
    if (isDynamic(value)) {
      heads.push(word(headSize + tailSize))
      const tail = encodeValue(value)
      tails.push(tail)
      tailSize += tail.length / 2
    } else heads.push(encodeValue(value))
  }
  return heads.join('') + tails.join('')
}

function headBytes(value: AbiValue): number {
  return value.kind === 'tuple' ? value.items.reduce((size, item) => size + headBytes(item), 0) : 32
}

function encodeValue(value: AbiValue): string {
  switch (value.kind) {
    case 'word':
      return value.hex
    case 'bytes': {
      const padded = value.hex.padEnd(Math.ceil(value.hex.length / 64) * 64, '0')
      return word(value.hex.length / 2) + padded
    }
    case 'array':
      return word(value.items.length) + encodeSequence(value.items)
    case 'tuple':
      return encodeSequence(value.items)
  }
}

function word(value: number | bigint): string {
  return BigInt(value).toString(16).padStart(64, '0')
}

/** Calldata: a 4-byte selector (0x-prefixed) and the encoded arguments. */
export function encodeCall(selector: string, args: AbiValue[]): string {
  return `${selector}${encodeSequence(args)}`
}
