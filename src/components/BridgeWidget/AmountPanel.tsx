import { type ReactNode, useId } from 'react'
import { amountKeystrokes } from '../localeAmount.js'
import { classNames } from '../ui.js'

// One side of a transfer, and its parts, shared by the widget and OftTransfer.

export type AmountPanelProps = {
  /** "From" or "To": names the group. */
  label: string
  /** The balance and MAX (From), or where it goes (To). */
  aside?: ReactNode
  /** The amount: an input on From, what arrives on To. */
  amount: ReactNode
  /** The token picker's trigger. */
  token: ReactNode
  /** The amount's value in dollars, when known. */
  usd?: string | undefined
}

/** One side of the transfer: a large amount beside its token, its dollar value under it. */
export function AmountPanel({ label, aside, amount, token, usd }: AmountPanelProps) {
  const labelId = useId()
  return (
    <fieldset className="vtkit-panel" aria-labelledby={labelId}>
      <div className="vtkit-panel-line">
        <span id={labelId} className="vtkit-panel-label">
          {label}
        </span>
        {aside}
      </div>
      <div className="vtkit-panel-main">
        {amount}
        {token}
      </div>
      {/* Always there, empty or not: the panel keeps its height while values come and go. */}
      <div className="vtkit-panel-line vtkit-muted">{usd ?? '\u00a0'}</div>
    </fieldset>
  )
}

/** The amount sent, as typed in the user's language (`amountKeystrokes` reads each keystroke). */
export function AmountInput(props: {
  label: string
  value: string
  onChange: (text: string) => void
  invalid: boolean
  /** The id of the line that says what is wrong with it. */
  describedBy?: string | undefined
  readOnly?: boolean | undefined
  disabled?: boolean | undefined
}) {
  const { value, onChange } = props
  return (
    <input
      className="vtkit-amount-input"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      aria-label={props.label}
      value={value}
      readOnly={props.readOnly}
      disabled={props.disabled}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => onChange(amountKeystrokes(event.target.value, value))}
    />
  )
}

/** "Balance: 1,000 USDC" with MAX beside it (none when `max` is not given), red when short. */
export function BalanceAside(props: {
  text: string
  short: boolean
  max?: { label: string; onClick: () => void; disabled?: boolean | undefined } | undefined
}) {
  const { max } = props
  return (
    <span className={classNames('vtkit-muted', props.short && 'vtkit-error')}>
      {props.text}
      {max && (
        <button
          type="button"
          className="vtkit-disclosure vtkit-max"
          disabled={max.disabled}
          onClick={max.onClick}
        >
          {max.label}
        </button>
      )}
    </span>
  )
}

/** The button between the two sides that makes the destination the source. */
export function SwapSides(props: { label: string; disabled: boolean; onSwap: () => void }) {
  return (
    <button
      type="button"
      className="vtkit-swap"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onSwap}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 5v14m-6-6 6 6 6-6"
        />
      </svg>
    </button>
  )
}
