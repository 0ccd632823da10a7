import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'

export type FixedRow = { index: number; start: number }

export type FixedRowsParameters = {
  count: number
  rowHeight: number
  scrollRef: RefObject<HTMLElement | null>
  /** Rows rendered beyond each edge of the view, so a fast scroll does not show blank space. */
  overscan?: number
  /** Height of the view before it is measured (server rendering, jsdom, no ResizeObserver). */
  initialHeight: number
}

/**
 * The rows of a fixed-height list that are in view of a scrolling element. Fixed heights keep the
 * arithmetic exact and the layout free of measuring; a general virtualizer costs an app about
 * 15 kB of JavaScript for what this list never needs.
 */
export function useFixedRows({
  count,
  rowHeight,
  scrollRef,
  overscan = 4,
  initialHeight,
}: FixedRowsParameters) {
  const [view, setView] = useState({ top: 0, height: initialHeight })

  const measure = useCallback(() => {
    const element = scrollRef.current
    if (!element) return
    const height = element.clientHeight || initialHeight
    setView((old) =>
      old.top === element.scrollTop && old.height === height
        ? old
        : { top: element.scrollTop, height },
    )
  }, [scrollRef, initialHeight])

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    resize?.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      resize?.disconnect()
    }
  }, [scrollRef, measure])

  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan)
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan)
  const rows: FixedRow[] = []
  for (let index = first; index < last; index++) rows.push({ index, start: index * rowHeight })

  /** Scrolls just enough to show the row (nothing when it is in full view). */
  const scrollToIndex = (index: number) => {
    const element = scrollRef.current
    if (!element) return
    const start = index * rowHeight
    const height = element.clientHeight || initialHeight
    const top =
      start < element.scrollTop
        ? start
        : start + rowHeight > element.scrollTop + height
          ? start + rowHeight - height
          : element.scrollTop
    if (top === element.scrollTop) return
    element.scrollTop = top
    // A browser also fires "scroll"; jsdom does not, and the rows must follow either way.
    measure()
  }

  return { rows, totalSize: count * rowHeight, scrollToIndex }
}
