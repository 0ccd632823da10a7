import type { TransferLocks, TransferRecord } from '../../core/steps/types/index.js'

/**
 * What the tab that drives a transfer tells the others, so that they show it live: each change
 * of its record, the step under way, and how its run ended (`paused`: waiting for the user, as
 * after a declined request; the transfer is not over).
 */
export type TransferNews = {
  quoteId: string
  record?: TransferRecord | undefined
  currentStep?: number | undefined
  ended?: 'submitted' | 'paused' | undefined
}

let channel: BroadcastChannel | null | undefined

/** One channel per page, opened on first use (never at import: server renders stay safe). */
function open(): BroadcastChannel | null {
  if (channel === undefined)
    channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel('vtkit:transfers') : null
  return channel
}

export function announce(news: TransferNews): void {
  open()?.postMessage(news)
}

/** Calls `onNews` with what other tabs say of one transfer; returns the unsubscribe. */
export function listen(quoteId: string, onNews: (news: TransferNews) => void): () => void {
  const opened = open()
  if (!opened) return () => {}
  const handler = (event: MessageEvent<TransferNews>) => {
    if (event.data?.quoteId === quoteId) onNews(event.data)
  }
  opened.addEventListener('message', handler)
  return () => opened.removeEventListener('message', handler)
}

/**
 * Locks that tell the other tabs how a run ended before letting it go: a tab waiting for the lock
 * then knows whether the run is over, paused for the user, or was cut off by its page closing.
 */
export function announcingLocks(locks: TransferLocks | undefined): TransferLocks | undefined {
  if (!locks) return undefined
  return {
    ...locks,
    run: (quoteId, task) =>
      locks.run(quoteId, async () => {
        try {
          const value = await task()
          announce({ quoteId, ended: 'submitted' })
          return value
        } catch (error) {
          announce({ quoteId, ended: 'paused' })
          throw error
        }
      }),
  }
}
