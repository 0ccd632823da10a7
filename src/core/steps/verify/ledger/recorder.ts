import type { LedgerEntry, LedgerRecorder, LedgerUnread, ValueLedger } from '../../types/index.js'
import { sameAsset } from './assets.js'

/**
 * Collects what the step readers find, and sums what leaves the wallet per asset. `build` is
 * told the steps that were read: one of them the readers wrote nothing of (refused before it
 * could be read: an unknown chain, a call to a stranger) is noted as unread.
 */
export function createLedgerRecorder(): LedgerRecorder & {
  build(steps: readonly { index: number; contract: string }[]): ValueLedger
} {
  const entries: LedgerEntry[] = []
  const approvals: ValueLedger['approvals'] = []
  const unread: LedgerUnread[] = []
  const written = new Set<number>()
  return {
    entry: (entry) => {
      entries.push(entry)
      written.add(entry.stepIndex)
    },
    approval: (approval) => {
      approvals.push(approval)
      written.add(approval.stepIndex)
    },
    unread: (note) => {
      unread.push(note)
      written.add(note.stepIndex)
    },
    build: (steps) => {
      for (const step of steps)
        if (!written.has(step.index))
          unread.push({ stepIndex: step.index, what: 'opaque-call', contract: step.contract })
      const sent: ValueLedger['sent'] = []
      for (const entry of entries) {
        const total = sent.find((item) => sameAsset(item.asset, entry.asset))
        if (total) total.amount += entry.amount
        else sent.push({ asset: entry.asset, amount: entry.amount })
      }
      return { sent, entries, approvals, unread }
    },
  }
}
