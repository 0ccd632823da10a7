import { useState } from 'react'

export type UseControllableStateParameters<T> = {
  /** The host's value: while given (or while `controlled`), it is what is shown. */
  value: T | undefined
  /** The first value when uncontrolled (a function is called once). */
  defaultValue: T | (() => T)
  /** Hears every change, controlled or not. */
  onChange?: ((value: T) => void) | undefined
  /** Controlled even while `value` is undefined (a host that clears a picker means empty). */
  controlled?: boolean | undefined
}

/**
 * A value a host may control (`value` with `onChange`) or leave to the component
 * (`defaultValue`), as Radix's primitives take theirs: one rule for every component.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  controlled = value !== undefined,
}: UseControllableStateParameters<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue)
  const set = (next: T) => {
    // Kept even while controlled: the render it causes brings back the host's value when the
    // host turns a change down, and a host that stops controlling keeps the last value.
    setOwn(next)
    onChange?.(next)
  }
  return [controlled ? (value as T) : own, set]
}
