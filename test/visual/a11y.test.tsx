import { composeStory } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { a11yChecked, renderStoryAt } from './renderStory'

// The stories tagged `visual` are checked with axe here only: the check must be able to fail.
const unnamedButton = { render: () => <button type="button" />, parameters: {} }
const meta = { title: 'Visual/A11y check' }

describe("the visual project's accessibility check", () => {
  it('fails a story with a violation when asked for', async () => {
    await expect(
      renderStoryAt(composeStory(a11yChecked(unnamedButton, true), meta), 420),
    ).rejects.toThrow(/button-name/)
  })

  it('leaves it alone when not asked for', async () => {
    await expect(
      renderStoryAt(composeStory(a11yChecked(unnamedButton, false), meta), 420),
    ).resolves.toBeUndefined()
  })
})
