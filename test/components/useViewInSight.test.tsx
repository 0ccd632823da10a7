// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useViewInSight } from '../../src/components/useViewInSight.js'

/** A card whose views change; a view's heading may come later (a view loaded on demand). */
function Card({ view, headingLater }: { view: string; headingLater: boolean }) {
  const heading = useViewInSight<HTMLHeadingElement>(view)
  const [arrived, setArrived] = useState(!headingLater)
  return (
    <section className="vtkit-root">
      <button type="button" onClick={() => setArrived(true)}>
        arrive
      </button>
      {view !== 'form' && arrived && (
        <h3 ref={heading} tabIndex={-1}>
          {view}
        </h3>
      )}
    </section>
  )
}

describe('useViewInSight', () => {
  it('leaves the focus alone on the first view (a page opening on a resumed transfer)', () => {
    render(<Card view="progress" headingLater={false} />)
    expect(document.activeElement).toBe(document.body)
  })

  it("gives the new view's heading the focus on a change", () => {
    const { rerender } = render(<Card view="form" headingLater={false} />)
    rerender(<Card view="progress" headingLater={false} />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'progress' }))
    rerender(<Card view="SUCCEEDED" headingLater={false} />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'SUCCEEDED' }))
  })

  it('gives it the focus when it arrives after the change (loaded on demand)', () => {
    const { rerender } = render(<Card view="form" headingLater />)
    rerender(<Card view="progress" headingLater />)
    expect(screen.queryByRole('heading')).toBeNull()
    act(() => screen.getByRole('button', { name: 'arrive' }).click())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'progress' }))
  })

  it('brings a view in once, however the views came and went before', () => {
    const { rerender } = render(<Card view="progress" headingLater={false} />)
    rerender(<Card view="form" headingLater={false} />)
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    try {
      rerender(<Card view="progress" headingLater={false} />)
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'progress' }))
      expect(focus).toHaveBeenCalledTimes(1)
    } finally {
      focus.mockRestore()
    }
  })

  it('does not take the focus from a field of the host page the user is in', () => {
    const field = document.createElement('input')
    document.body.append(field)
    try {
      const { rerender } = render(<Card view="form" headingLater={false} />)
      field.focus()
      rerender(<Card view="progress" headingLater={false} />)
      expect(document.activeElement).toBe(field)
    } finally {
      field.remove()
    }
  })
})
