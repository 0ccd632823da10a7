import { forwardRef, type ReactNode } from 'react'
import { classNames, type UiProps, useThemeRef } from '../ui.js'
import { useBridgeContext } from './bridgeContext.js'

export type BridgeWidgetTriggerProps = Pick<UiProps, 'className'> & {
  /** What the button says; default "Bridge tokens", or "Transfer in progress" while one runs. */
  children?: ReactNode
}

/**
 * Opens the drawer. A root of its own (it lives in the host's layout, outside the sheet); while
 * a transfer runs behind the closed sheet it says so, and opens it to its progress.
 */
export const Trigger = forwardRef<HTMLButtonElement, BridgeWidgetTriggerProps>(
  function BridgeWidgetTrigger({ className, children }, ref) {
    const { bridge, messages, ui, drawer } = useBridgeContext('Trigger')
    const themeRef = useThemeRef(ui.theme, ref)
    // Running: sent and not yet final (an outcome on screen is not "in progress").
    const running = bridge.progress && !bridge.execution.transfer.isFinal
    return (
      <button
        ref={themeRef}
        type="button"
        className={classNames('vtkit-root', 'vtkit-button', 'vtkit-drawer-trigger', className)}
        data-theme={ui.colorScheme}
        data-running={running ? '' : undefined}
        data-variant="primary"
        aria-haspopup="dialog"
        aria-expanded={drawer?.open ?? false}
        onClick={() => drawer?.setOpen(true)}
      >
        {running && <span className="vtkit-pulse" aria-hidden="true" />}
        {children ?? (running ? messages.transferRunning : messages.openBridge)}
      </button>
    )
  },
)

/** Closes the drawer (in its head); nothing outside a drawer. */
export function Close() {
  const { messages, drawer } = useBridgeContext('Close')
  if (!drawer) return null
  return (
    <button
      type="button"
      className="vtkit-icon-button"
      aria-label={messages.close}
      onClick={() => drawer.setOpen(false)}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
