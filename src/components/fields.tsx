import { type ReactNode, useEffect, useId, useRef } from 'react'
import { addressProblem } from '../core/address.js'
import { chainTypeLabel } from '../core/labels.js'
import { formatMessage } from '../locales/format.js'
import type { LocaleMessages } from '../locales/types.js'
import { amountKeystrokes } from './localeAmount.js'

export type RecipientFieldProps = {
  label: string
  value: string
  /** What an empty field stands for (the connected wallet). */
  placeholder: string
  /** Shown under the field, which is then marked invalid. */
  error: ReactNode | undefined
  /** Said under the field while it is valid (what a typed name gives), announced as it changes. */
  note?: string | undefined
  onChange: (value: string) => void
  /** Takes the focus when it appears (opened from "Send to another address"). */
  focusOnMount?: boolean
  /** Beside the label: the way back to the default recipient. */
  back?: ReactNode
  /** Addresses to offer as the user types (recent recipients), and the way to forget them. */
  suggestions?: readonly string[] | undefined
  forget?: { label: string; onForget: () => void } | undefined
}

/**
 * What the recipient field says of a text that is not an address of the chain type (a mistyped
 * EIP-55 checksum said as such), or undefined when it is one.
 */
export function recipientError(
  messages: Pick<LocaleMessages, 'recipientInvalid' | 'recipientChecksum'>,
  address: string,
  chainType: string,
): string | undefined {
  const problem = addressProblem(address.trim(), chainType)
  if (problem === undefined) return undefined
  return problem === 'checksum'
    ? messages.recipientChecksum
    : formatMessage(messages.recipientInvalid, { chainType: chainTypeLabel(chainType) })
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
  suggestions = [],
  forget,
  note,
}: RecipientFieldProps) {
  const errorId = useId()
  const noteId = useId()
  const inputId = useId()
  const listId = useId()
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
          aria-describedby={
            [note && noteId, error && errorId].filter(Boolean).join(' ') || undefined
          }
          list={suggestions.length > 0 ? listId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suggestions.length > 0 && (
          <datalist id={listId}>
            {suggestions.map((address) => (
              <option key={address} value={address} />
            ))}
          </datalist>
        )}
        {suggestions.length > 0 && forget && (
          <button type="button" className="vtkit-disclosure vtkit-forget" onClick={forget.onForget}>
            {forget.label}
          </button>
        )}
      </div>
      {/* Kept in place, empty or not, so that what a typed name gives is announced. */}
      <p id={noteId} className="vtkit-muted vtkit-field-note" aria-live="polite">
        {note}
      </p>
      {error && (
        <p id={errorId} className="vtkit-error" aria-live="polite">
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
        onChange={(event) => onChange(amountKeystrokes(event.target.value, value))}
      />
    </label>
  )
}
