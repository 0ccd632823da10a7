import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

export type ModalDialogProps = {
  /** Called on Escape, on a click outside the content and on the close button. */
  onClose: () => void
  /** The element that names the dialog (its title), or the name itself (`label`). */
  labelledBy?: string | undefined
  label?: string | undefined
  /** Classes beside `vtkit-modal` (a sheet's placement). */
  className?: string | undefined
  /**
   * False: opened with `show()`, not in the top layer, so the page's own modals (a wallet's
   * connect dialog, portaled to the body) stay usable above it; Tab still cycles inside it and
   * the caller draws the backdrop. Default true.
   */
  modal?: boolean | undefined
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
  modal = true,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: open once per mount, like Radix
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (modal && typeof dialog.showModal === 'function') dialog.showModal()
    else if (!modal && typeof dialog.show === 'function') dialog.show()
    else dialog.setAttribute('open', '')
    if (initialFocus?.current) initialFocus.current.focus()
    else if (!modal) focusables(dialog)[0]?.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  // Non-modal, Escape reaches the dialog only from inside it; where the focus fell to the page
  // (a button that went away), Escape still closes it. A host's own modal keeps its Escape.
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (modal) return
    const onKey = (event: KeyboardEvent) => {
      const active = document.activeElement
      if (event.key === 'Escape' && (active === null || active === document.body)) close.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [modal])
  return (
    <dialog
      ref={dialogRef}
      className={className ? `vtkit-modal ${className}` : 'vtkit-modal'}
      aria-labelledby={labelledBy}
      aria-modal={modal ? undefined : true}
      aria-label={labelledBy ? undefined : label}
      // The browser's own close request (Escape, a back gesture): the parent decides.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (!modal && event.key === 'Tab') keepTabInside(event.currentTarget, event)
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

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  )
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(
  root: HTMLElement,
  event: { shiftKey: boolean; preventDefault: () => void },
) {
  const elements = focusables(root)
  const first = elements[0]
  const last = elements.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
