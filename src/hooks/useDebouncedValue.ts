import { useEffect, useState } from 'react'

/**
 * The value once it has stopped changing for `delayMs`. Values are compared by content (JSON),
 * so a new object with the same fields does not restart the wait. `undefined` passes at once:
 * an input that became incomplete must not keep its old request alive.
 */
export function useDebouncedValue<T>(value: T | undefined, delayMs: number): T | undefined {
  const [settled, setSettled] = useState(value)
  const key = JSON.stringify(value)
  const settledKey = JSON.stringify(settled)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value` by content
  useEffect(() => {
    if (key === settledKey) return
    if (value === undefined || delayMs <= 0) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [key, settledKey, delayMs])
  return key === settledKey ? value : value === undefined ? undefined : settled
}
