import { composeStory } from '@storybook/react-vite'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import meta, * as stories from '../../stories/TokenPicker.stories'

// The open picker (a modal <dialog> in the top layer) at a phone's width and at a desktop's, light
// and dark: chain list, heading, popular tokens, one lit row. See BridgeWidget.test.tsx.

afterEach(() => {
  document.body.querySelector('#visual-canvas')?.remove()
})

describe('TokenPicker, open', () => {
  it.each(
    [375, 800].flatMap((width) =>
      (['light', 'dark'] as const).map((scheme) => [width, scheme] as const),
    ),
  )('at %i px, %s', async (width, scheme) => {
    await page.viewport(width, 720)
    const story = stories.Open
    const composed = composeStory(
      { ...story, args: { ...meta.args, ...story.args, colorScheme: scheme } },
      meta,
    )
    const canvasElement = document.createElement('div')
    canvasElement.id = 'visual-canvas'
    document.body.append(canvasElement)
    await composed.run({ canvasElement })
    const dialog = page.getByRole('dialog', { name: 'Select a token' })
    await expect.element(dialog).toBeVisible()
    await expect(dialog).toMatchScreenshot(`open-${width}-${scheme}`)
  })
})
