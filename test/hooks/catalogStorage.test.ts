import { describe, expect, it } from 'vitest'
import { isPartialList } from '../../src/exports/core.js'
import {
  dropStoredCatalogs,
  readCatalog,
  writeCatalog,
} from '../../src/hooks/internal/catalogStorage.js'
import { sharedCatalog } from '../helpers/simulatorServer.js'

/** The Storage interface in memory, refusing writes past `quota` code units as browsers do. */
function memoryStorage(
  quota = Number.POSITIVE_INFINITY,
): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      const others = [...entries].reduce(
        (total, [name, text]) => (name === key ? total : total + name.length + text.length),
        0,
      )
      if (others + key.length + value.length > quota)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
  }
}

const base = 'https://api.example/v1'
const chains = sharedCatalog.chains.slice(0, 20)
const tokens = sharedCatalog.tokens.slice(0, 300)
const now = Date.UTC(2026, 10, 24)

describe('stored catalogues', () => {
  it('gives back what was stored, read as the service answer (versioned, per service URL)', () => {
    const storage = memoryStorage()
    writeCatalog(storage, 'chains', base, chains, now)
    writeCatalog(storage, 'tokens', base, tokens, now)
    expect(readCatalog(storage, 'chains', base, now + 1_000)).toEqual({
      data: chains,
      savedAt: now,
    })
    expect(readCatalog(storage, 'tokens', base, now)?.data).toEqual(tokens)
    expect(isPartialList(readCatalog(storage, 'tokens', base, now)?.data)).toBe(false)
    expect(readCatalog(storage, 'chains', 'https://other.example/v1', now)).toBeUndefined()
    expect([...storage.entries.keys()]).toEqual([
      `vtkit:catalog:chains:${base}`,
      `vtkit:catalog:tokens:${base}`,
    ])
  })

  it('keeps metadata as the chain-by-chain record the service sends', () => {
    const storage = memoryStorage()
    const metadata = {
      base: {
        deployments: {
          multicall: { address: '0x1111111111111111111111111111111111111111' },
          transferDelegate: { address: '0x2222222222222222222222222222222222222222' },
        },
      },
    }
    writeCatalog(storage, 'metadata', base, metadata, now)
    expect(readCatalog(storage, 'metadata', base, now)?.data).toEqual(metadata)
  })

  it.each([
    ['another version of the shape', (text: string) => text.replace('"v":1', '"v":2')],
    ['not JSON', () => '{"v":1,'],
    [
      'a tampered chain (no chain key)',
      (text: string) => text.replace(/"chainKey":"[^"]+"/, '"chainKey":7'),
    ],
    [
      'a date in the future',
      (text: string) => text.replace(`"savedAt":${now}`, `"savedAt":${now + 3_600_000}`),
    ],
  ])('does not use %s', (_case, change) => {
    const storage = memoryStorage()
    writeCatalog(storage, 'chains', base, chains, now)
    const key = `vtkit:catalog:chains:${base}`
    storage.setItem(key, change(storage.getItem(key) ?? ''))
    expect(readCatalog(storage, 'chains', base, now)).toBeUndefined()
  })

  it('does not use what is more than a week old', () => {
    const storage = memoryStorage()
    writeCatalog(storage, 'chains', base, chains, now)
    expect(readCatalog(storage, 'chains', base, now + 8 * 24 * 3_600_000)).toBeUndefined()
  })

  it('keeps the first part of a list too big for its bound, read back as partial', () => {
    const storage = memoryStorage()
    const many = sharedCatalog.tokens
    expect(JSON.stringify(many).length).toBeGreaterThan(1_000_000)
    writeCatalog(storage, 'tokens', base, many, now)
    const text = storage.getItem(`vtkit:catalog:tokens:${base}`) ?? ''
    expect(text.length).toBeLessThanOrEqual(1_000_000)
    const stored = readCatalog(storage, 'tokens', base, now)?.data as unknown[]
    expect(isPartialList(stored)).toBe(true)
    expect(stored.length).toBeGreaterThan(many.length / 2)
    expect(stored).toEqual(many.slice(0, stored.length))
  })

  it('gives its room to transfers: dropStoredCatalogs removes the catalogues and nothing else', () => {
    const storage = memoryStorage()
    writeCatalog(storage, 'chains', base, chains, now)
    writeCatalog(storage, 'tokens', base, tokens, now)
    storage.setItem('vtkit:transfer:q_1', '{}')
    storage.setItem('the-app', 'its own')
    dropStoredCatalogs(storage)
    expect([...storage.entries.keys()]).toEqual(['vtkit:transfer:q_1', 'the-app'])
  })

  it('leaves a full or blocked storage alone: it is a cache', () => {
    const full = memoryStorage(100)
    expect(() => writeCatalog(full, 'tokens', base, tokens, now)).not.toThrow()
    expect(full.entries.size).toBe(0)
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Storage
    expect(readCatalog(blocked, 'tokens', base, now)).toBeUndefined()
  })
})
