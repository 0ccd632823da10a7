/** A small seeded generator (mulberry32): the same seed gives the same catalog on every machine. */
export type Random = {
  next(): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  bytes(length: number): Uint8Array
  hex(bytes: number): string
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new RangeError('pick from an empty list')
      return item
    },
    bytes: (length) => Uint8Array.from({ length }, () => Math.floor(next() * 256)),
    hex: (bytes) =>
      Array.from(random.bytes(bytes), (byte) => byte.toString(16).padStart(2, '0')).join(''),
  }
  return random
}

/** A stable 32-bit hash of text (FNV-1a), for deterministic per-pair decisions. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
