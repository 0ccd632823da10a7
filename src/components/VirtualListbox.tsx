import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { classNames } from './ui.js'
import { useFixedRows } from './useFixedRows.js'

export type VirtualListboxProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T, state: { active: boolean; selected: boolean }) => ReactNode
  onSelect: (item: T) => void
  isSelected?: (item: T) => boolean
  /** Accessible name of the list. */
  label: string
  search: string
  onSearchChange: (search: string) => void
  searchLabel: string
  searchPlaceholder?: string | undefined
  /** Shown instead of the list when it is empty. */
  empty: ReactNode
  inputRef?: Ref<HTMLInputElement> | undefined
  /** Row height estimate in px. */
  rowHeight?: number
  className?: string | undefined
}

/**
 * A searchable listbox that renders only the rows in view, whatever the list's length. Keyboard
 * focus stays in the search field (the ARIA combobox pattern): arrows, Home/End and Page keys move
 * the active option, Enter picks it.
 */
export function VirtualListbox<T>(props: VirtualListboxProps<T>) {
  const {
    items,
    getKey,
    renderItem,
    onSelect,
    isSelected,
    label,
    search,
    onSearchChange,
    rowHeight = 52,
  } = props
  const id = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  // Until the user moves, the active row is the selected one: one row stands out, not two.
  const [active, setActive] = useState<number | undefined>(undefined)
  const selectedIndex = isSelected ? items.findIndex(isSelected) : -1
  const activeIndex = Math.min(active ?? Math.max(0, selectedIndex), Math.max(0, items.length - 1))
  const virtualizer = useFixedRows({
    count: items.length,
    rowHeight,
    scrollRef,
    initialHeight: 8 * rowHeight,
  })

  // Rows have a fixed height (no measuring: no layout thrash) and are placed through CSS variables
  // set in the CSSOM after each render: no style attribute, so a strict CSP is fine.
  const rowsRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const rows = rowsRef.current
    if (!rows) return
    rows.style.setProperty('--vtkit-list-size', `${virtualizer.totalSize}px`)
    rows.style.setProperty('--vtkit-row-height', `${rowHeight}px`)
    for (const row of rows.querySelectorAll<HTMLElement>(':scope > [data-start]')) {
      row.style.setProperty('--vtkit-row-start', `${row.dataset.start}px`)
    }
  })

  // A new search starts at the top of its results (or at the selected row, when cleared).
  useEffect(() => setActive(search === '' ? undefined : 0), [search])
  // The selected row in view when the list opens or its items arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selected row moves
  useEffect(() => {
    if (active === undefined && selectedIndex > 0) virtualizer.scrollToIndex(selectedIndex)
  }, [selectedIndex])

  const move = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index))
    setActive(next)
    virtualizer.scrollToIndex(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const page = 8
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      PageDown: () => move(activeIndex + page),
      PageUp: () => move(activeIndex - page),
      Home: () => move(0),
      End: () => move(items.length - 1),
      Enter: () => {
        const item = items[activeIndex]
        if (item !== undefined) onSelect(item)
      },
    }
    const action = keys[event.key]
    if (!action || (items.length === 0 && event.key !== 'Enter')) return
    event.preventDefault()
    action()
  }

  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const activeItem = items[activeIndex]
  return (
    <div className={classNames('vtkit-listbox', props.className)}>
      <input
        ref={props.inputRef}
        className="vtkit-input vtkit-search"
        type="search"
        role="combobox"
        aria-label={props.searchLabel}
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          activeItem !== undefined && virtualizer.rows.some((row) => row.index === activeIndex)
            ? optionId(activeIndex)
            : undefined
        }
        placeholder={props.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {items.length === 0 && (
        <div className="vtkit-empty" role="status">
          {props.empty}
        </div>
      )}
      {/* Always rendered, so that the combobox's aria-controls points at something. */}
      <div
        ref={scrollRef}
        className="vtkit-listbox-scroll"
        // A scrollable region a keyboard can reach (axe: scrollable-region-focusable): the
        // search field's arrows move the active option; Tab, then arrows, scroll the list.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable (WCAG 2.1.1)
        tabIndex={0}
        data-empty={items.length === 0 ? '' : undefined}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className="vtkit-listbox-rows"
          ref={rowsRef}
        >
          {virtualizer.rows.map((row) => {
            const item = items[row.index] as T
            const selected = isSelected?.(item) ?? false
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the search field (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search field handles the keyboard for every option
              <div
                key={getKey(item)}
                id={optionId(row.index)}
                role="option"
                aria-selected={selected}
                aria-setsize={items.length}
                aria-posinset={row.index + 1}
                data-active={row.index === activeIndex ? '' : undefined}
                data-index={row.index}
                className="vtkit-option"
                data-start={row.start}
                onMouseMove={() => row.index !== activeIndex && setActive(row.index)}
                onClick={() => onSelect(item)}
              >
                {renderItem(item, { active: row.index === activeIndex, selected })}
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
