import { useEffect, useId, useRef } from 'react'

export type RecipientFieldProps = {
  label: string
  value: string
  /** What an empty field stands for (the connected wallet). */
  placeholder: string
  /** Shown under the field, which is then marked invalid. */
  error: string | undefined
  onChange: (value: string) => void
  /** Takes the focus when it appears (opened from "Send to another address"). */
  focusOnMount?: boolean
}

/** A wallet address field, checked by the caller for the destination's chain type. */
export function RecipientField({
  label,
  value,
  placeholder,
  error,
  onChange,
  focusOnMount = false,
}: RecipientFieldProps) {
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the field appears
  useEffect(() => {
    if (focusOnMount) input.current?.focus()
  }, [])
  return (
    <>
      <label className="vtkit-field">
        <span>{label}</span>
        <input
          ref={input}
          className="vtkit-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error && (
        <p id={errorId} className="vtkit-error">
          {error}
        </p>
      )}
    </>
  )
}

/** An amount of the destination's native coin, in whole units ("0.01"). */
export function NativeDropField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="vtkit-field">
      <span>{label}</span>
      <input
        className="vtkit-input"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}
