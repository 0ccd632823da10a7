import { useEffect, useRef } from 'react'

/**
 * When a card changes view (`view`: the form, progress, success, failure …), its top is brought
 * back into sight if the page had scrolled past it, and the focus goes to the new view's heading
 * (given the returned ref and `tabIndex={-1}`), so that a screen reader says where the user is now.
 * Not on the card's first view: a page that opens on a resumed transfer does not jump to it.
 */
export function useViewInSight<Heading extends HTMLElement>(view: string) {
  const heading = useRef<Heading>(null)
  const shown = useRef(view)
  useEffect(() => {
    if (shown.current === view) return
    shown.current = view
    const element = heading.current
    if (!element) return
    const card = element.closest('.vtkit-root') ?? element
    // Only where the user is with the card: not away from a field of the host's page they are
    // in, nor scrolling a page they moved on from (a transfer may end long after it started).
    const active = document.activeElement
    if (active && active !== document.body && !card.contains(active)) return
    if (card.getBoundingClientRect().top < 0) {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      card.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
    }
    element.focus({ preventScroll: true })
  }, [view])
  return heading
}
