// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { CopyableId } from '../../src/components/CopyableId.js'
import { defaultMessages } from '../../src/locales/en/messages.js'

const id = 'b6a1f2c4-93d0-4e8a-9f1b-2c7d5e8a0f13'

const renderId = () =>
  render(<CopyableId value={id} label="Transfer id" messages={defaultMessages} />)

// The window is the next file's too (the unit files share their worker): the clipboard goes back.
const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
afterEach(() => {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard)
  else Reflect.deleteProperty(navigator, 'clipboard')
})

describe('CopyableId', () => {
  it('shows the id short and copies it whole, saying so', async () => {
    const user = userEvent.setup()
    renderId()
    expect(screen.getByText('b6a1f2c4…8a0f13').getAttribute('title')).toBe(id)
    await user.click(screen.getByRole('button', { name: 'Copy: Transfer id' }))
    expect(await navigator.clipboard.readText()).toBe(id)
    expect(screen.getByRole('status').textContent).toBe('Copied')
  })

  it('shows the whole id to select by hand when the page may not write the clipboard', async () => {
    const user = userEvent.setup()
    renderId()
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    })
    await user.click(screen.getByRole('button', { name: 'Copy: Transfer id' }))
    expect(await screen.findByText(id)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Copying is blocked here: select the id')
  })

  it('does the same where the browser has no clipboard at all', async () => {
    const user = userEvent.setup()
    renderId()
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
    await user.click(screen.getByRole('button', { name: 'Copy: Transfer id' }))
    expect(await screen.findByText(id)).toBeTruthy()
  })
})
