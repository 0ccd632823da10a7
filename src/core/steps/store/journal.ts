import type { Quote } from '../../schemas/quote.js'
import { checkQuoteRequest, parseQuote, type QuoteRequest } from '../../schemas/quote.js'
import * as v from '../../schemas/validator.js'
import type { TransferJournal, TransferRecord } from '../types/index.js'
import { TRANSFER_KEY_PREFIX } from './journalKeys.js'

/** When the transfer's source transaction was sent, as the journal knows it. */
export function submittedAtOf(record: TransferRecord): number {
  const source = record.steps.find(
    (step) => step.hash !== undefined && step.hash === record.srcTxHash,
  )
  return source?.submittedAt ?? source?.updatedAt ?? record.updatedAt
}

/** A transfer journal for the page's life: a run survives a re-render, not a reload (`createStorageJournal` does). */
export function createMemoryJournal(): TransferJournal {
  const records = new Map<string, TransferRecord>()
  return {
    get: (quoteId) => records.get(quoteId),
    put: (record) => {
      records.set(record.quoteId, structuredClone(record))
    },
    list: () => [...records.values()].sort((a, b) => b.updatedAt - a.updatedAt),
  }
}

const stepRecordSchema = v.object({
  state: v.picklist(['idle', 'awaitingWallet', 'submitted', 'confirmed', 'skipped', 'failed']),
  hash: v.optional(v.string()),
  signature: v.optional(v.string()),
  skipped: v.optional(v.literal('already-approved')),
  resetHash: v.optional(v.string()),
  resetMined: v.optional(v.boolean()),
  nonces: v.optional(v.record(v.string(), v.object({ nonce: v.number(), sinceBlock: v.number() }))),
  submittedAt: v.optional(v.number()),
  sendingAt: v.optional(v.number()),
  batchId: v.optional(v.string()),
  replacedHashes: v.optional(v.array(v.string())),
  updatedAt: v.number(),
})

const recordSchema = v.object({
  version: v.literal(1),
  quoteId: v.pipe(v.string(), v.minLength(1)),
  createdAt: v.number(),
  updatedAt: v.number(),
  quote: v.looseObject({ id: v.string(), userSteps: v.array(v.unknown()) }),
  request: v.looseObject({ srcChainKey: v.string(), dstChainKey: v.string(), amount: v.string() }),
  steps: v.array(stepRecordSchema),
  phase: v.picklist(['executing', 'submitted', 'failed']),
  srcTxHash: v.optional(v.string()),
  cancelledAt: v.optional(v.number()),
  outcome: v.optional(v.picklist(['SUCCEEDED', 'FAILED'])),
})

/**
 * A stored quote is read again as the service's response would be: storage is writable by any
 * script of the origin, so what it holds is checked like any other input before it can run.
 */
function readStoredQuote(quote: Record<string, unknown>): Quote {
  const { userSteps, userStepsPending, ...rest } = quote
  const pending = userStepsPending === true && Array.isArray(userSteps) && userSteps.length === 0
  return parseQuote(pending ? rest : { ...rest, userSteps }, 'journal', 'quote')
}

function storedTransferProblem(record: {
  quoteId: string
  quote: Record<string, unknown>
  request: Record<string, unknown>
}): string | undefined {
  try {
    const quote = readStoredQuote(record.quote)
    if (quote.id !== record.quoteId) return 'its quote is not the one its key names'
    checkQuoteRequest(record.request as QuoteRequest)
    return undefined
  } catch (error) {
    return `its quote or request does not read (${error instanceof Error ? error.message.split('\n')[0] : 'invalid'})`
  }
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export type StorageJournalOptions = {
  /** Default `globalThis.localStorage`. */
  storage?: StorageLike
  /** Default `vtkit:transfer:`. */
  prefix?: string
  /** A corrupt or foreign entry is skipped and reported here, never thrown at the UI. */
  onCorrupt?: (key: string, problem: string) => void
  /** The storage refused a write (its quota is full, say): the transfer is kept in memory. */
  onUnsaved?: (quoteId: string, error: unknown) => void
  /**
   * Called when the storage refuses a write, before it is tried once more: frees what is less
   * precious than a transfer (the default journal drops vtkit's stored catalogues).
   */
  makeRoom?: () => void
}

/**
 * A journal in `localStorage` (or any Storage): one entry per transfer. A write the storage
 * refuses (its quota full) never fails the transfer: the record stays in this page's memory
 * (`unsaved()`), and its older stored version is removed, since resuming from it after a reload
 * could send a step that has already been sent.
 */
export function createStorageJournal({
  storage,
  prefix = TRANSFER_KEY_PREFIX,
  onCorrupt,
  onUnsaved,
  makeRoom,
}: StorageJournalOptions = {}): TransferJournal {
  const store = () => storage ?? globalThis.localStorage
  const problems = new Map<string, string>()
  const inMemory = new Map<string, TransferRecord>()
  const report = (key: string, problem: string) => {
    if (problems.get(key) !== problem) onCorrupt?.(key, problem)
    problems.set(key, problem)
  }
  const read = (key: string): TransferRecord | undefined => {
    let text: string | null
    try {
      text = store().getItem(key)
    } catch {
      return undefined
    }
    if (text === null) return undefined
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      report(key, 'not JSON')
      return undefined
    }
    const result = v.safeParse(recordSchema, data)
    if (!result.success) {
      report(key, `not a vtkit transfer record (${result.issues[0]?.message ?? 'invalid'})`)
      return undefined
    }
    const problem = storedTransferProblem(result.output)
    if (problem) {
      report(key, problem)
      return undefined
    }
    problems.delete(key)
    return {
      ...result.output,
      quote: readStoredQuote(result.output.quote),
    } as unknown as TransferRecord
  }
  // The storage's refusal (a QuotaExceededError, a SecurityError), or undefined once written.
  const write = (key: string, text: string): unknown => {
    try {
      store().setItem(key, text)
      return undefined
    } catch (error) {
      return error ?? 'refused'
    }
  }
  return {
    get: (quoteId) => {
      const kept = inMemory.get(quoteId)
      const stored = read(`${prefix}${quoteId}`)
      // Another tab may have stored a newer version since this one kept its own.
      if (kept && (!stored || stored.updatedAt <= kept.updatedAt)) return structuredClone(kept)
      inMemory.delete(quoteId)
      return stored
    },
    put: (record) => {
      const key = `${prefix}${record.quoteId}`
      const text = JSON.stringify(record)
      let refusal = write(key, text)
      if (refusal !== undefined && makeRoom) {
        makeRoom()
        refusal = write(key, text)
      }
      if (refusal === undefined) {
        inMemory.delete(record.quoteId)
        return
      }
      // Resuming from the older stored version after a reload could send a step again.
      remove(store, key)
      if (!inMemory.has(record.quoteId)) onUnsaved?.(record.quoteId, refusal)
      inMemory.set(record.quoteId, structuredClone(record))
    },
    list: () => {
      const records = new Map<string, TransferRecord>()
      try {
        const storage = store()
        for (let index = 0; index < storage.length; index++) {
          const key = storage.key(index)
          if (!key?.startsWith(prefix)) continue
          const record = read(key)
          if (record) records.set(record.quoteId, record)
        }
      } catch {
        // Blocked storage: what this page holds is all there is.
      }
      for (const [quoteId, record] of inMemory) {
        const stored = records.get(quoteId)
        if (!stored || stored.updatedAt <= record.updatedAt)
          records.set(quoteId, structuredClone(record))
      }
      return [...records.values()].sort((a, b) => b.updatedAt - a.updatedAt)
    },
    problems: () => [...problems].map(([key, problem]) => ({ key, problem })),
    unsaved: () => [...inMemory.keys()],
  }
}

function remove(store: () => StorageLike, key: string): void {
  try {
    store().removeItem(key)
  } catch {
    // Blocked storage: there is nothing stored to resume from either.
  }
}
