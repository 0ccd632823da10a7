import { useMemo } from 'react'
import { asPartialList, isPartialList } from '../../core/partialList.js'
import type { TransferScope } from '../../core/scope.js'
import { memoizeByReference } from './memo.js'

/** What the scope keeps of a list, still marked partial when the list was. */
export function keepInScope<T extends object>(list: T[], keep: (item: T) => boolean): T[] {
  const kept = list.filter(keep)
  return isPartialList(list) ? asPartialList(kept) : kept
}

/**
 * A query's `select` for a scope: built once per scope's content (an inline object each render
 * is the same scope), and once per answer.
 */
export function useScopedSelect<TSource extends object, TResult>(
  scope: TransferScope | undefined,
  build: (source: TSource) => TResult,
  dependencies: readonly unknown[],
): ((source: TSource) => TResult) | undefined {
  const scopeKey = scope === undefined ? undefined : JSON.stringify(scope)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope's content is its identity
  return useMemo(
    () => (scopeKey === undefined ? undefined : memoizeByReference(build)),
    [scopeKey, ...dependencies],
  )
}
