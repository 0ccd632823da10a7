import type { TransferLocks } from '../types/index.js'
/**
 * The browser's Web Locks, shared by every tab of the origin: a lock is held while its run goes
 * on and released when it ends or its page closes. Undefined where there are none.
 */
export function webTransferLocks(): TransferLocks | undefined {
  const locks = globalThis.navigator?.locks
  if (!locks) return undefined
  const name = (quoteId: string) => `vtkit:transfer:${quoteId}`
  return {
    run: (quoteId, task) =>
      locks.request(name(quoteId), { ifAvailable: true }, async (lock) =>
        lock ? { value: await task() } : undefined,
      ),
    released: async (quoteId, signal) => {
      await locks.request(name(quoteId), signal ? { signal } : {}, async () => {})
    },
    held: async (quoteId) =>
      ((await locks.query()).held ?? []).some((lock) => lock.name === name(quoteId)),
  }
}
