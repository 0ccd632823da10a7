import { describe, expect, it } from 'vitest'
import {
  createMemoryJournal,
  createStorageJournal,
  type StorageLike,
  type TransferRecord,
} from '../../../src/exports/core.js'

/** A Storage with the browser's interface, in memory. */
function memoryStorage(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
  }
}

const record = (quoteId: string, updatedAt: number): TransferRecord => ({
  version: 1,
  quoteId,
  createdAt: 1,
  updatedAt,
  quote: { id: quoteId, userSteps: [], srcAmount: '1', dstAmount: '1', routeSteps: [], fees: [] },
  request: {
    amount: '1',
    srcChainKey: 'base',
    srcTokenAddress: '0x1',
    srcWalletAddress: '0x2',
    dstChainKey: 'optimism',
    dstTokenAddress: '0x3',
    dstWalletAddress: '0x2',
  },
  steps: [{ state: 'submitted', hash: '0xabc', updatedAt }],
  phase: 'executing',
})

describe('transfer journals', () => {
  it.each([
    ['memory', () => createMemoryJournal()],
    ['storage', () => createStorageJournal({ storage: memoryStorage() })],
  ])('%s: keeps records by quote id, newest first', (_name, create) => {
    const journal = create()
    journal.put(record('q_1', 10))
    journal.put(record('q_2', 20))
    journal.put({ ...record('q_1', 30), phase: 'submitted' })
    expect(journal.get('q_1')?.phase).toBe('submitted')
    expect(journal.list().map((item) => item.quoteId)).toEqual(['q_1', 'q_2'])
    expect(journal.get('q_missing')).toBeUndefined()
  })

  it('ignores and reports corrupt or foreign entries, never throws them at the UI', () => {
    const storage = memoryStorage()
    const problems: string[] = []
    const journal = createStorageJournal({
      storage,
      onCorrupt: (key, problem) => problems.push(`${key}: ${problem}`),
    })
    journal.put(record('q_ok', 5))
    storage.setItem('vtkit:transfer:q_broken', '{not json')
    storage.setItem('vtkit:transfer:q_foreign', JSON.stringify({ version: 9, hello: 'world' }))
    storage.setItem('other-app:key', 'whatever')
    expect(journal.list().map((item) => item.quoteId)).toEqual(['q_ok'])
    expect(journal.get('q_broken')).toBeUndefined()
    // Each problem is reported once, however often the entry is read; the journal lists them too.
    expect(problems).toEqual([
      'vtkit:transfer:q_broken: not JSON',
      expect.stringMatching(/^vtkit:transfer:q_foreign: not a vtkit transfer record/),
    ])
    expect(journal.problems?.().map((item) => item.key)).toEqual([
      'vtkit:transfer:q_broken',
      'vtkit:transfer:q_foreign',
    ])
  })

  it('writes one entry per transfer under its prefix', () => {
    const storage = memoryStorage()
    createStorageJournal({ storage, prefix: 'app:' }).put(record('q_1', 1))
    expect([...storage.entries.keys()]).toEqual(['app:q_1'])
  })

  it('reads a stored quote again as a service response: a tampered step is not resumed', () => {
    const storage = memoryStorage()
    const problems: string[] = []
    const journal = createStorageJournal({
      storage,
      onCorrupt: (key, problem) => problems.push(`${key}: ${problem}`),
    })
    const honest = record('q_steps', 1)
    honest.quote.userSteps = [
      {
        type: 'TRANSACTION',
        chainType: 'EVM',
        chainKey: 'base',
        signerAddress: '0x2222222222222222222222222222222222222222',
        description: 'Bridge',
        transaction: {
          encoded: {
            chainId: 8453,
            to: '0x3333333333333333333333333333333333333333',
            data: '0x',
            value: '0',
          },
        },
      },
    ]
    journal.put(honest)
    expect(journal.get('q_steps')?.quote.userSteps).toHaveLength(1)
    const stored = JSON.parse(storage.getItem('vtkit:transfer:q_steps') ?? '{}')
    stored.quote.userSteps[0].transaction.encoded.to = 'the attacker'
    storage.setItem('vtkit:transfer:q_steps', JSON.stringify(stored))
    expect(journal.get('q_steps')).toBeUndefined()
    expect(problems).toEqual([
      expect.stringMatching(
        /^vtkit:transfer:q_steps: its quote or request does not read .*encoded\.to/,
      ),
    ])
    // A record whose quote is another quote than its key names is not resumed either.
    storage.setItem(
      'vtkit:transfer:q_other',
      JSON.stringify({ ...record('q_other', 2), quote: record('q_else', 2).quote }),
    )
    expect(journal.get('q_other')).toBeUndefined()
  })

  it('keeps a quote that waits for its steps pending when read back', () => {
    const journal = createStorageJournal({ storage: memoryStorage() })
    const pending = record('q_pending', 1)
    pending.quote = { ...pending.quote, userSteps: [], userStepsPending: true }
    journal.put(pending)
    expect(journal.get('q_pending')?.quote).toMatchObject({ userSteps: [], userStepsPending: true })
  })
})

/** A Storage that counts code units against a quota and refuses past it, as browsers do. */
function quotaStorage(quota: number): StorageLike & { entries: Map<string, string> } {
  const storage = memoryStorage()
  const used = (without?: string) =>
    [...storage.entries].reduce(
      (total, [key, value]) => (key === without ? total : total + key.length + value.length),
      0,
    )
  return {
    ...storage,
    entries: storage.entries,
    get length() {
      return storage.entries.size
    },
    setItem: (key, value) => {
      if (used(key) + key.length + value.length > quota)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      storage.entries.set(key, value)
    },
  }
}

const sizeOf = (item: TransferRecord) =>
  `vtkit:transfer:${item.quoteId}`.length + JSON.stringify(item).length
const grown = (item: TransferRecord, updatedAt: number): TransferRecord => ({
  ...item,
  updatedAt,
  steps: [...item.steps, { state: 'submitted', hash: `0x${'d'.repeat(64)}`, updatedAt }],
})

describe('a storage journal whose storage is full', () => {
  it('keeps a record the storage refuses in memory, says so once, and never throws', () => {
    const refusals: [string, unknown][] = []
    const storage = quotaStorage(100)
    const journal = createStorageJournal({
      storage,
      onUnsaved: (quoteId, error) => refusals.push([quoteId, error]),
    })
    journal.put(record('q_1', 10))
    journal.put({ ...record('q_1', 20), phase: 'submitted' })
    expect(journal.get('q_1')?.phase).toBe('submitted')
    expect(journal.list().map((item) => item.quoteId)).toEqual(['q_1'])
    expect(journal.unsaved?.()).toEqual(['q_1'])
    expect(refusals).toHaveLength(1)
    expect(refusals[0]?.[0]).toBe('q_1')
    expect(refusals[0]?.[1]).toMatchObject({ name: 'QuotaExceededError' })
    expect(storage.entries.size).toBe(0)
  })

  it('removes the older stored version it cannot replace: a reload never resumes from it', () => {
    const first = record('q_1', 10)
    const storage = quotaStorage(sizeOf(first) + 50)
    const journal = createStorageJournal({ storage })
    journal.put(first)
    expect(journal.unsaved?.()).toEqual([])
    // The step got its hash; the bigger record does not fit even in the old one's room.
    journal.put(grown(first, 20))
    expect(journal.get('q_1')?.steps).toHaveLength(2)
    expect(journal.unsaved?.()).toEqual(['q_1'])
    const afterReload = createStorageJournal({ storage })
    expect(afterReload.get('q_1')).toBeUndefined()
  })

  it('stores the record again once the storage has room', () => {
    const first = record('q_1', 10)
    const bigger = grown(first, 20)
    const quota = sizeOf(bigger) * 2
    const storage = quotaStorage(quota)
    const journal = createStorageJournal({ storage })
    journal.put(first)
    // Another app's data fills the storage.
    storage.setItem('other-app', 'x'.repeat(quota - sizeOf(first) - 'other-app'.length))
    journal.put(bigger)
    expect(journal.unsaved?.()).toEqual(['q_1'])
    storage.removeItem('other-app')
    journal.put(grown(bigger, 30))
    expect(journal.unsaved?.()).toEqual([])
    expect(createStorageJournal({ storage }).get('q_1')?.steps).toHaveLength(3)
  })

  it('makes room (once) before keeping a record in memory: a cache gives way to a transfer', () => {
    const storage = quotaStorage(sizeOf(record('q_1', 10)) + 200)
    storage.setItem('vtkit:catalog:tokens:x', 'x'.repeat(190))
    let calls = 0
    const journal = createStorageJournal({
      storage,
      makeRoom: () => {
        calls++
        storage.removeItem('vtkit:catalog:tokens:x')
      },
    })
    journal.put(record('q_1', 10))
    expect(calls).toBe(1)
    expect(journal.unsaved?.()).toEqual([])
    expect(createStorageJournal({ storage }).get('q_1')?.updatedAt).toBe(10)
  })

  it('reads the newer of what it kept in memory and what another tab stored since', () => {
    const storage = quotaStorage(sizeOf(record('q_1', 10)) + 50)
    storage.setItem('another-app', 'x'.repeat(60))
    const tabA = createStorageJournal({ storage })
    tabA.put(record('q_1', 10))
    expect(tabA.unsaved?.()).toEqual(['q_1'])
    // Room again; another tab stores a newer version of the transfer.
    storage.removeItem('another-app')
    createStorageJournal({ storage }).put({ ...record('q_1', 20), phase: 'submitted' })
    expect(tabA.get('q_1')?.phase).toBe('submitted')
    expect(tabA.list().map((item) => item.updatedAt)).toEqual([20])
    expect(tabA.unsaved?.()).toEqual([])
  })

  it('works from memory when the storage is blocked altogether', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      key: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      get length(): number {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const journal = createStorageJournal({ storage: blocked })
    journal.put(record('q_1', 10))
    expect(journal.get('q_1')?.quoteId).toBe('q_1')
    expect(journal.list().map((item) => item.quoteId)).toEqual(['q_1'])
    expect(journal.unsaved?.()).toEqual(['q_1'])
  })
})

describe('submittedAtOf', () => {
  it('dates a transfer by when its source transaction was sent, not by its last update', async () => {
    const { submittedAtOf } = await import('../../../src/core/steps/store/journal.js')
    const sent = {
      ...record('q-sent', 9_000),
      phase: 'submitted' as const,
      srcTxHash: '0xbb',
      steps: [
        { state: 'confirmed' as const, hash: '0xaa', submittedAt: 1_000, updatedAt: 2_000 },
        { state: 'confirmed' as const, hash: '0xbb', submittedAt: 3_000, updatedAt: 8_000 },
      ],
    }
    expect(submittedAtOf(sent)).toBe(3_000)
    // Records written before steps kept `submittedAt`: the step's last update, then the record's.
    const older = {
      ...sent,
      steps: sent.steps.map(({ submittedAt: _, ...step }) => step),
    }
    expect(submittedAtOf(older)).toBe(8_000)
    expect(submittedAtOf({ ...sent, srcTxHash: undefined })).toBe(9_000)
  })

  it('keeps submittedAt through a storage round trip', () => {
    const storage = memoryStorage()
    const journal = createStorageJournal({ storage })
    const stored = {
      ...record('q-round', 5),
      steps: [{ state: 'submitted' as const, hash: '0xcc', submittedAt: 4, updatedAt: 5 }],
    }
    journal.put(stored)
    expect(createStorageJournal({ storage }).get('q-round')?.steps[0]?.submittedAt).toBe(4)
  })
})
