// A module of its own: the widget's page asks whether the browser holds transfers (to load its
// run at once rather than when the browser is idle) without the journal that reads them.

/** Where `createStorageJournal` keeps a transfer, by default: this prefix and its quote id. */
export const TRANSFER_KEY_PREFIX = 'vtkit:transfer:'

/** Whether `storage` holds any transfer under the default prefix (it throws as the storage does). */
export function holdsStoredTransfers(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++)
    if (storage.key(index)?.startsWith(TRANSFER_KEY_PREFIX)) return true
  return false
}
