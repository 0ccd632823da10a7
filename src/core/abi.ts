// A strict reader of ABI-encoded calldata, for the few call shapes the kit must understand before
// a wallet signs them. It reads exactly what a Solidity decoder would (heads, offsets, lengths)
// and throws `AbiReadError` wherever Solidity would revert or the bytes run out: the kit never
// guesses what a call does.

export class AbiReadError extends Error {
  override readonly name = 'AbiReadError'
}

const WORD = 32

/** Calldata split into its selector and a reader of the argument bytes. */
export function readCall(data: string): { selector: string; args: AbiReader } {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new AbiReadError('data is not hex')
  if (data.length < 10) throw new AbiReadError('data holds no function selector')
  return {
    selector: data.slice(0, 10).toLowerCase(),
    args: new AbiReader(data.slice(10).toLowerCase(), 0),
  }
}

/** Reads one ABI-encoded area; offsets of dynamic values are relative to its start. */
export class AbiReader {
  constructor(
    private readonly hex: string,
    /** Byte position of this area in `hex`. */
    private readonly base: number,
  ) {}

  /** The 32-byte word at `slot` words from this area's start, as 64 hex digits. */
  word(slot: number): string {
    const start = (this.base + slot * WORD) * 2
    if (start + WORD * 2 > this.hex.length)
      throw new AbiReadError(`the data ends before word ${slot}`)
    return this.hex.slice(start, start + WORD * 2)
  }

  uint(slot: number, bits = 256): bigint {
    const value = BigInt(`0x${this.word(slot)}`)
    if (bits < 256 && value >> BigInt(bits) !== 0n)
      throw new AbiReadError(`word ${slot} does not fit a uint${bits}`)
    return value
  }

  /** A small unsigned integer (uint32 and the like) as a number. */
  smallUint(slot: number, bits: number): number {
    return Number(this.uint(slot, bits))
  }

  address(slot: number): string {
    const word = this.word(slot)
    if (!/^0{24}/.test(word)) throw new AbiReadError(`word ${slot} is not an address`)
    return `0x${word.slice(24)}`
  }

  bool(slot: number): boolean {
    const value = this.uint(slot)
    if (value > 1n) throw new AbiReadError(`word ${slot} is not a bool`)
    return value === 1n
  }

  /** The area a dynamic value's offset (at `slot`) points to. */
  at(slot: number): AbiReader {
    const offset = this.uint(slot)
    const start = BigInt(this.base) + offset
    if (offset % BigInt(WORD) !== 0n || start * 2n > BigInt(this.hex.length))
      throw new AbiReadError(`word ${slot} is not a valid offset`)
    return new AbiReader(this.hex, Number(start))
  }

  /** `bytes` whose offset is at `slot`: 0x-prefixed hex. */
  bytes(slot: number): string {
    const area = this.at(slot)
    const length = area.uint(0)
    const start = (area.base + WORD) * 2
    const end = BigInt(start) + length * 2n
    if (end > BigInt(this.hex.length))
      throw new AbiReadError(`bytes at word ${slot} overrun the data`)
    return `0x${this.hex.slice(start, Number(end))}`
  }

  /** A dynamic array whose offset is at `slot`: its length and the area of its elements. */
  array(slot: number): { length: number; items: AbiReader } {
    const area = this.at(slot)
    const length = area.uint(0)
    // Each element takes one word of the array's head (a value, or an offset for tuples).
    if (BigInt(area.base + WORD) + length * BigInt(WORD) > BigInt(this.hex.length / 2))
      throw new AbiReadError(`array at word ${slot} is longer than the data`)
    return { length: Number(length), items: new AbiReader(this.hex, area.base + WORD) }
  }

  /** Element `index` of an array of dynamic tuples (each element is an offset). */
  element(index: number): AbiReader {
    return this.at(index)
  }
}

/** An address as a 32-byte word (64 hex digits). */
export function addressWord(address: string): string {
  return address.slice(2).toLowerCase().padStart(64, '0')
}
