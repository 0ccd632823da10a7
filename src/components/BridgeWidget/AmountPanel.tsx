import { type ReactNode, useId } from 'react'

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
