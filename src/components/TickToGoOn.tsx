import { type ReactNode, useRef } from 'react'

/**
 * A warning the user ticks to go on, and the card's one button taking the reader to the tick.
 * The tick leaves with the warning: the focus goes on to the start button that takes its place.
 */
export function TickToGoOn({
  children,
  tick,
  action,
  onTick,
}: {
  /** What the warning says. */
  children: ReactNode
  /** The tick's label. */
  tick: string
  /** The button's label, until the tick. */
  action: string
  onTick: () => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <WarningAlert>
        {children}
        <label className="vtkit-confirm">
          <input
            ref={input}
            type="checkbox"
            onChange={(event) => {
              if (!event.target.checked) return
              const card = event.target.closest('.vtkit-step-runner')
              onTick()
              requestAnimationFrame(() =>
                card?.querySelector<HTMLElement>('button[data-variant="primary"]')?.focus(),
              )
            }}
          />{' '}
          {tick}
        </label>
      </WarningAlert>
      <PrimaryButton onClick={() => input.current?.focus()}>{action}</PrimaryButton>
    </>
  )
}

/** A warning box, announced when it appears. */
export function WarningAlert({ children }: { children: ReactNode }) {
  return (
    <div className="vtkit-alert" data-tone="warning" role="alert">
      <span className="vtkit-alert-icon" aria-hidden="true">
        !
      </span>
      <div className="vtkit-alert-body">{children}</div>
    </div>
  )
}

/** The card's one wide button. */
export function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="vtkit-button vtkit-wide"
      data-variant="primary"
      onClick={onClick}
    >
      {children}
    </button>
  )
}
