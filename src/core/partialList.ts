const partialLists = new WeakSet<object>()

/**
 * Marks a list as the pages that have arrived so far of a longer one (`getChains` and
 * `getTokens` hand such lists to `onPage`).
 */
export function asPartialList<T extends object>(list: T): T {
  partialLists.add(list)
  return list
}

/** Whether a list holds only the pages that have arrived so far: more of it is on its way. */
export function isPartialList(list: unknown): boolean {
  return typeof list === 'object' && list !== null && partialLists.has(list)
}
