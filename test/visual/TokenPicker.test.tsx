import { composeStory } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import meta, * as stories from '../../stories/TokenPicker.stories'
import { renderStoryAt, widthsAndSchemes } from './renderStory'

// The open picker (a modal <dialog> in the top layer) at a phone's width and at a desktop's, light
// and dark: chain list, heading, popular tokens, one lit row. See BridgeWidget.test.tsx.

describe('TokenPicker, open', () => {
  it.each(widthsAndSchemes([375, 800]))('at %i px, %s', async (width, scheme) => {
    const story = stories.Open
    await renderStoryAt(
      composeStory({ ...story, args: { ...meta.args, ...story.args, colorScheme: scheme } }, meta),
      width,
    )
    const dialog = page.getByRole('dialog', { name: 'Select a token' })
    await expect.element(dialog).toBeVisible()
    await expect(dialog).toMatchScreenshot(`open-${width}-${scheme}`)
  })
})

// The lists inside a host's own Radix dialog (TokenPicker.Body), as a shadcn/ui app shows them.
describe('TokenPicker, in your dialog', () => {
  it.each(widthsAndSchemes([375, 1280]))('at %i px, %s', async (width, scheme) => {
    const story = stories.InYourDialogOpen
    await renderStoryAt(
      composeStory({ ...story, args: { ...meta.args, ...story.args, colorScheme: scheme } }, meta),
      width,
    )
    const dialog = page.getByRole('dialog', { name: 'Pay with' })
    await expect.element(dialog).toBeVisible()
    await expect(dialog).toMatchScreenshot(`in-your-dialog-${width}-${scheme}`)
  })
})
