import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react'

export type ModalDialogProps = {
  /** Called on Escape, on a click outside the content and on the close button. */
  onClose: () => void
  /** The element that names the dialog (its title), or the name itself (`label`). */
  labelledBy?: string | undefined
  label?: string | undefined
  /** Classes beside `vtkit-modal` (a sheet's placement). */
  className?: string | undefined
  /** Focused when the dialog opens; otherwise the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * A native `<dialog>` opened with `showModal()`: the browser puts it in the top layer, makes the
 * page behind it inert and keeps Tab inside, with no script of ours. Mount it to open it, unmount
 * it to close it; focus then returns to whatever had it before (usually the trigger).
 * Where `showModal` is missing (old browsers, jsdom) it opens in place, without the inert page.
 */
export function ModalDialog({
  onClose,
  labelledBy,
  label,
  className,
  initialFocus,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: open once per mount, like Radix
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    initialFocus?.current?.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={dialogRef}
      className={className ? `vtkit-modal ${className}` : 'vtkit-modal'}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      // The browser's own close request (Escape, a back gesture): the parent decides.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
      // The dialog box has no padding: a click that lands on it, not on its content, is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {children}
    </dialog>
  )
}
