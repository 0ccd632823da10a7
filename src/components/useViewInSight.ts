import { type RefCallback, useCallback, useEffect, useRef } from 'react'

/**
 * When a card changes view (`view`: the form, progress, success, failure …), its top is brought
 * back into sight if the page had scrolled past it, and the focus goes to the new view's heading
 * (given the returned ref and `tabIndex={-1}`), so that a screen reader says where the user is now.
 * Not on the card's first view: a page that opens on a resumed transfer does not jump to it.
 * A heading that arrives after the change (a view loaded on demand) is brought in when it does.
 */
export function useViewInSight<Heading extends HTMLElement>(view: string): RefCallback<Heading> {
  const heading = useRef<Heading | null>(null)
  const shown = useRef(view)
  // The view whose heading has not come yet (a view loaded on demand), and the view now.
  const waitingFor = useRef<string | undefined>(undefined)
  const current = useRef(view)
  current.current = view
  useEffect(() => {
    if (shown.current === view) return
    shown.current = view
    waitingFor.current = heading.current ? undefined : view
    if (heading.current) bringIntoSight(heading.current)
  }, [view])
  return useCallback((element: Heading | null) => {
    heading.current = element
    // Only the heading of the view that waited for it: a later view's comes with its own change.
    if (element && waitingFor.current !== undefined && waitingFor.current === current.current) {
      waitingFor.current = undefined
      bringIntoSight(element)
    }
  }, [])
}

function bringIntoSight(element: HTMLElement) {
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
}
