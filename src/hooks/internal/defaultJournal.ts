import { createMemoryJournal, createStorageJournal } from '../../core/steps/store/index.js'
import type { TransferJournal } from '../../core/steps/types/index.js'
import { dropStoredCatalogs } from './catalogStorage.js'

let journal: TransferJournal | undefined

/**
 * `localStorage` when the page has one (resolved on first use, never at import: server renders
 * stay safe), memory otherwise. Corrupt entries are skipped and reported to the console.
 */
export function defaultJournal(): TransferJournal {
  if (journal) return journal
  let storage: Storage | undefined
  try {
    storage = globalThis.localStorage
  } catch {
    // Storage can throw when it is disabled (private modes, sandboxed frames).
  }
  journal = storage
    ? createStorageJournal({
        storage,
        onCorrupt: (key, problem) =>
          console.warn(`vtkit: ignored transfer record ${key}: ${problem}`),
        makeRoom: () => dropStoredCatalogs(storage),
        onUnsaved: (quoteId) =>
          console.warn(
            `vtkit: the browser's storage refused transfer ${quoteId}: it is kept in this page's memory only`,
          ),
      })
    : createMemoryJournal()
  return journal
}
