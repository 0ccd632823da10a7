// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { VirtualListbox } from '../../src/components/VirtualListbox.js'

const rowHeight = 50
const names = Array.from({ length: 10_000 }, (_, index) => `Item ${index}`)

function List({
  items = names,
  onSelect = () => {},
}: {
  items?: string[]
  onSelect?: (item: string) => void
}) {
  const [search, setSearch] = useState('')
  return (
    <VirtualListbox
      items={items.filter((item) => item.includes(search))}
      getKey={(item) => item}
      renderItem={(item) => item}
      onSelect={onSelect}
      label="Items"
      search={search}
      onSearchChange={setSearch}
      searchLabel="Search"
      empty="Nothing found"
      rowHeight={rowHeight}
    />
  )
}

const options = () => within(screen.getByRole('listbox', { name: 'Items' })).getAllByRole('option')
const indexes = () => options().map((option) => Number(option.getAttribute('aria-posinset')) - 1)
const scroller = () => screen.getByRole('listbox', { name: 'Items' }).parentElement as HTMLElement

describe('VirtualListbox rows', () => {
  it('renders the first view plus overscan, placed one row height apart', () => {
    render(<List />)
    // 8 rows fit the initial 400 px view; 4 more below.
    expect(indexes()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    const starts = options().map((option) => option.style.getPropertyValue('--vtkit-row-start'))
    expect(starts.slice(0, 3)).toEqual(['0px', '50px', '100px'])
    expect(
      screen.getByRole('listbox', { name: 'Items' }).style.getPropertyValue('--vtkit-list-size'),
    ).toBe(`${10_000 * rowHeight}px`)
  })

  it('follows the scroll position, with overscan above and below', () => {
    render(<List />)
    act(() => {
      scroller().scrollTop = 100 * rowHeight
      fireEvent.scroll(scroller())
    })
    expect(indexes()).toEqual(Array.from({ length: 16 }, (_, offset) => 96 + offset))
  })

  it('scrolls just enough to keep the active option in view, to the end and back', async () => {
    const onSelect = vi.fn()
    render(<List onSelect={onSelect} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Search' }))
    for (let step = 0; step < 8; step++) await user.keyboard('{ArrowDown}')
    // Row 8 ends at 450 px: the view (400 px) scrolls by one row.
    expect(scroller().scrollTop).toBe(rowHeight)
    await user.keyboard('{End}')
    expect(scroller().scrollTop).toBe(10_000 * rowHeight - 8 * rowHeight)
    expect(indexes()).toContain(9_999)
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toMatch(/9999$/)
    await user.keyboard('{Home}')
    expect(scroller().scrollTop).toBe(0)
    await user.keyboard('{PageDown}{Enter}')
    expect(onSelect).toHaveBeenCalledWith('Item 8')
  })

  it('keeps the rows bounded however long the list, and shows the empty text for none', async () => {
    const { unmount } = render(<List items={names.slice(0, 3)} />)
    expect(indexes()).toEqual([0, 1, 2])
    unmount()
    render(<List />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'nothing like it')
    expect(screen.getByRole('status').textContent).toBe('Nothing found')
    expect(within(screen.getByRole('listbox', { name: 'Items' })).queryAllByRole('option')).toEqual(
      [],
    )
  })
})
