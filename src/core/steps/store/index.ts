// The store room's door: what a transfer remembers across reloads and tabs (the journal) and
// which deployments the user has met before.
export { createMemoryDeploymentMemory, createStorageDeploymentMemory } from './deploymentMemory.js'
export {
  createMemoryJournal,
  createStorageJournal,
  type StorageJournalOptions,
  type StorageLike,
  submittedAtOf,
} from './journal.js'
export { holdsStoredTransfers, TRANSFER_KEY_PREFIX } from './journalKeys.js'
export { isSameQuote } from './sameQuote.js'
