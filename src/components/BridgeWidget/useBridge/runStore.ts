import type { BridgeRun } from './types.js'

/**
 * Where `BridgeRunHost` (loaded on demand) hands the widget its run. The widget reads a copy that
 * changes only when the run's data does (the host reports after each of its renders, and most
 * are the widget's own: a new copy each time would render the two in turn for ever); the copy's
 * functions call the newest run's, so none acts on a state the run has left.
 */
export type RunStore = {
  get(): BridgeRun | undefined
  set(run: BridgeRun): void
  subscribe(listener: () => void): () => void
}

/**
 * One widget's store. A field the run builds anew on each render must be plain data (objects,
 * arrays, primitives): anything else is compared as itself, never settles, and React stops the
 * two at "Maximum update depth exceeded". A function must stand on the run itself, its
 * `execution`, the execution's `transfer` or its `history`: those are the ones the copy calls
 * through to the newest run.
 */
export function createRunStore(): RunStore {
  let latest: BridgeRun | undefined
  let reported: BridgeRun | undefined
  let shown: BridgeRun | undefined
  const listeners = new Set<() => void>()
  const now = () => latest as BridgeRun
  return {
    get: () => shown,
    set(run) {
      latest = run
      if (reported !== undefined && sameData(reported, run)) return
      reported = run
      shown = {
        ...callingLatest(run, now),
        execution: {
          ...callingLatest(run.execution, () => now().execution),
          transfer: callingLatest(run.execution.transfer, () => now().execution.transfer),
        },
        history: callingLatest(run.history, () => now().history),
      }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A copy of `value` whose functions call those of `newest()` by the same name. */
function callingLatest<T extends object>(value: T, newest: () => T): T {
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  for (const [name, field] of Object.entries(value))
    if (typeof field === 'function')
      copy[name] = (...args: unknown[]) =>
        (newest() as Record<string, (...args: unknown[]) => unknown>)[name]?.(...args)
  return copy as T
}

/**
 * The same data, functions aside: plain objects and arrays field by field (a run rebuilds some
 * on each render: its idle steps, the history's items), anything else as the same value.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a === 'function' && typeof b === 'function') return true
  if (Array.isArray(a))
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameData(item, b[index]))
    )
  if (!isPlain(a) || !isPlain(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]))
  )
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
