/**
 * Which tab (or process) drives a transfer: one at a time, per transfer. `run` runs the task
 * holding the transfer's lock, or answers `undefined` at once when someone else holds it.
 */
export type TransferLocks = {
  run<T>(quoteId: string, task: () => Promise<T>): Promise<{ value: T } | undefined>
  /** Resolves once nobody holds the transfer's lock (its run ended, or its page closed). */
  released(quoteId: string, signal?: AbortSignal): Promise<void>
  /** Whether someone runs the transfer now (where that can be asked without taking the lock). */
  held?(quoteId: string): Promise<boolean>
}

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
