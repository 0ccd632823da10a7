import { useEffect, useRef } from 'react'
import { useDebouncedValue } from '../hooks/useDebouncedValue.js'

/** What was searched in a picker's list, once the typing paused (`onSearch`). */
export type PickerSearch = { list: 'chains' | 'tokens'; query: string }

/** How long typing must pause before a search is told: a word, not each letter. */
export const SEARCH_SETTLE_MS = 600

/**
 * Tells `onSearch` a list's query once the typing has paused, or as the list closes (a pick
 * before the pause), each settled query once. `open`: whether the list is on screen.
 */
export function useSearchReport(
  list: PickerSearch['list'],
  search: string,
  onSearch: ((search: PickerSearch) => void) | undefined,
  open = true,
) {
  const report = useRef(onSearch)
  report.current = onSearch
  const typed = useRef('')
  typed.current = search.trim()
  const told = useRef('')
  const tell = useRef((query: string) => {
    if (!query || query === told.current) return
    told.current = query
    report.current?.({ list, query })
  }).current
  const settled = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS)
  useEffect(() => {
    tell(open ? (settled ?? '') : typed.current)
  }, [settled, open, tell])
  useEffect(() => () => tell(typed.current), [tell])
}
