import { type ReactNode, useId, useState } from 'react'

// The playground's form parts: each a native control with its label, so the keyboard and a screen
// reader get them as they are.

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="playground-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  )
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="playground-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

export function Choice<Value extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string
  value: Value
  options: readonly (readonly [Value, string])[]
  onChange: (value: Value) => void
}) {
  const name = useId()
  return (
    <Group legend={legend}>
      <div className="playground-choices">
        {options.map(([option, label]) => (
          <label key={option} className="playground-check">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
    </Group>
  )
}

export function Select<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: Value
  options: readonly (readonly [Value, string])[]
  onChange: (value: Value) => void
}) {
  const id = useId()
  return (
    <div className="playground-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  step,
  placeholder,
  problem,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'number' | 'color'
  step?: number
  placeholder?: string
  /**
   * What is wrong with a value, if anything. With it, the value is taken once typed whole (on
   * leaving the field or Enter), never "15" on the way to "150", and a wrong one is said, not
   * taken.
   */
  problem?: (value: string) => string | undefined
}) {
  const id = useId()
  const [draft, setDraft] = useState<string>()
  const [said, setSaid] = useState<string>()
  const commit = () => {
    if (draft === undefined || !problem) return setDraft(undefined)
    const wrong = problem(draft)
    setSaid(wrong)
    if (wrong) return
    onChange(draft)
    setDraft(undefined)
  }
  return (
    <div className="playground-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={draft ?? value}
        step={step}
        placeholder={placeholder}
        spellCheck={false}
        aria-invalid={said ? true : undefined}
        aria-describedby={said ? `${id}-problem` : undefined}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
        onChange={(event) => {
          setDraft(event.target.value)
          if (!problem) onChange(event.target.value)
        }}
      />
      {said && (
        <span id={`${id}-problem`} className="playground-problem">
          {said}
        </span>
      )}
    </div>
  )
}

/** "Between 0 and 100" for a number outside them, or not a number. */
export const between =
  (min: number, max: number, unit = '') =>
  (text: string): string | undefined => {
    const value = Number(text)
    return text.trim() !== '' && value >= min && value <= max
      ? undefined
      : `Between ${min} and ${max}${unit}.`
  }
