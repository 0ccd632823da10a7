import { type ReactNode, useEffect, useId, useRef } from 'react'

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
  /** Beside the label: the way back to the default recipient. */
  back?: ReactNode
}

/** A wallet address field, checked by the caller for the destination's chain type. */
export function RecipientField({
  label,
  value,
  placeholder,
  error,
  onChange,
  focusOnMount = false,
  back,
}: RecipientFieldProps) {
  const errorId = useId()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the field appears
  useEffect(() => {
    if (focusOnMount) input.current?.focus()
  }, [])
  return (
    <>
      <div className="vtkit-field">
        <span className="vtkit-row">
          <label htmlFor={inputId}>{label}</label>
          {back}
        </span>
        <input
          id={inputId}
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
      </div>
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
