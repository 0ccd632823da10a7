// Keccak-256 (Ethereum's hash, not NIST's SHA3-256: the padding differs), small rather than fast:
// vtkit/core hashes only addresses with it (EIP-55), and imports no hashing library for that.
// Lanes are 64-bit words in a BigUint64Array, which wraps every write to 64 bits.

const roundConstants: bigint[] = []
const rotations: bigint[] = []
const piLanes: number[] = []
{
  // The round constants from the specification's LFSR; ρ's offsets and π's lane order.
  let register = 1
  for (let round = 0; round < 24; round++) {
    let constant = 0n
    for (let bit = 0; bit < 7; bit++) {
      register = ((register << 1) ^ ((register >> 7) * 0x71)) % 256
      if (register & 2) constant ^= 1n << BigInt((1 << bit) - 1)
    }
    roundConstants.push(constant)
  }
  let [x, y] = [1, 0]
  for (let step = 0; step < 24; step++) {
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
    piLanes.push(x + 5 * y)
    rotations.push(BigInt((((step + 1) * (step + 2)) / 2) % 64))
  }
}

const rotateLeft = (lane: bigint, by: bigint) =>
  BigInt.asUintN(64, (lane << by) | (lane >> (64n - by)))

function permute(state: BigUint64Array): void {
  const lane = (index: number) => state[index] as bigint
  const columns = new BigUint64Array(5)
  for (const roundConstant of roundConstants) {
    for (let x = 0; x < 5; x++)
      columns[x] = lane(x) ^ lane(x + 5) ^ lane(x + 10) ^ lane(x + 15) ^ lane(x + 20)
    for (let x = 0; x < 5; x++) {
      const left = columns[(x + 4) % 5] as bigint
      const change = left ^ rotateLeft(columns[(x + 1) % 5] as bigint, 1n)
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(x + y) ^ change
    }
    let carried = lane(1)
    for (let step = 0; step < 24; step++) {
      const target = piLanes[step] as number
      const next = lane(target)
      state[target] = rotateLeft(carried, rotations[step] as bigint)
      carried = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      const at = (x: number) => row[x % 5] as bigint
      for (let x = 0; x < 5; x++) state[y + x] = at(x) ^ (~at(x + 1) & at(x + 2))
    }
    state[0] = lane(0) ^ roundConstant
  }
}

const rateBytes = 136

/** Keccak-256 of some bytes, as 32 bytes. */
export function keccak256(input: Uint8Array): Uint8Array {
  const padded = new Uint8Array((Math.floor(input.length / rateBytes) + 1) * rateBytes)
  padded.set(input)
  padded[input.length] = 0x01
  padded[padded.length - 1] = (padded[padded.length - 1] as number) | 0x80
  const words = new DataView(padded.buffer)
  const state = new BigUint64Array(25)
  for (let offset = 0; offset < padded.length; offset += rateBytes) {
    for (let index = 0; index < rateBytes / 8; index++)
      state[index] = (state[index] as bigint) ^ words.getBigUint64(offset + index * 8, true)
    permute(state)
  }
  const output = new Uint8Array(32)
  const view = new DataView(output.buffer)
  for (let index = 0; index < 4; index++) view.setBigUint64(index * 8, state[index] as bigint, true)
  return output
}
