import { ResponseShapeError } from '../errors.js'

/** What kind of list item was dropped. */
export type SkippedItemKind =
  | 'chain'
  | 'token'
  | 'quote'
  | 'oftEntry'
  | 'oftDeployment'
  | 'chainDeployments'
  | 'historyItem'

/** A list item vtkit could not read, dropped so that the rest of the list survives. */
export type SkippedItem = {
  kind: SkippedItemKind
  url: string
  /** Where the bad field is in the body: `quotes[2].userSteps[0].transaction.encoded.to`. */
  path: string
  /** What is wrong with it: "is missing", "must be a 20-byte hex address (got …)". */
  problem: string
}

/**
 * Reads each item of a list on its own: an item `read` refuses (with a `ResponseShapeError`) is
 * dropped, reported to `onInvalidItem` (the client's) and returned in `skipped`, and the others are
 * kept. Where vtkit must act on one item, it reads that item strictly instead.
 */
export function readListItems<T>(
  onInvalidItem: ((item: SkippedItem) => void) | undefined,
  entries: readonly (readonly [key: string | number, item: unknown])[],
  { kind, url, path }: { kind: SkippedItemKind; url: string; path: string },
  read: (item: unknown, itemPath: string) => T,
): { items: [key: string | number, value: T][]; skipped: SkippedItem[] } {
  const items: [string | number, T][] = []
  const skipped: SkippedItem[] = []
  for (const [key, item] of entries) {
    const itemPath = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key
    try {
      items.push([key, read(item, itemPath)])
    } catch (error) {
      if (!(error instanceof ResponseShapeError)) throw error
      const report: SkippedItem = { kind, url, path: error.path, problem: error.problem }
      skipped.push(report)
      reportSkipped(onInvalidItem, report)
    }
  }
  return { items, skipped }
}

/** `readListItems` for an array: the values kept, in order. */
export function readArrayItems<T>(
  onInvalidItem: ((item: SkippedItem) => void) | undefined,
  list: readonly unknown[],
  where: { kind: SkippedItemKind; url: string; path: string },
  read: (item: unknown, itemPath: string) => T,
): { items: T[]; skipped: SkippedItem[] } {
  const { items, skipped } = readListItems(onInvalidItem, [...list.entries()], where, read)
  return { items: items.map(([, value]) => value), skipped }
}

function reportSkipped(
  onInvalidItem: ((item: SkippedItem) => void) | undefined,
  item: SkippedItem,
): void {
  try {
    onInvalidItem?.(item)
  } catch {
    // An app's reporting hook must never break the read it reports on.
  }
}
