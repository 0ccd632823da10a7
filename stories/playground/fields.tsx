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
  min,
  max,
  step,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'number' | 'color'
  min?: number
  max?: number
  step?: number
  placeholder?: string
}) {
  const id = useId()
  // What is being typed ("1" on the way to "14"), shown until the field is left, even where the
  // playground does not take it.
  const [draft, setDraft] = useState<string>()
  return (
    <div className="playground-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={draft ?? value}
        onBlur={() => setDraft(undefined)}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value)
          onChange(event.target.value)
        }}
      />
    </div>
  )
}
