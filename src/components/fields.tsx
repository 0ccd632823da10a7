import { useId } from 'react'

export type RecipientFieldProps = {
  label: string
  value: string
  /** What an empty field stands for (the connected wallet). */
  placeholder: string
  /** Shown under the field, which is then marked invalid. */
  error: string | undefined
  onChange: (value: string) => void
}

/** A wallet address field, checked by the caller for the destination's chain type. */
export function RecipientField({
  label,
  value,
  placeholder,
  error,
  onChange,
}: RecipientFieldProps) {
  const errorId = useId()
  return (
    <>
      <label className="vtkit-field">
        <span>{label}</span>
        <input
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
