import { composeStory } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import meta, * as stories from '../../stories/OftTransfer.stories'
import { renderStoryAt, widthsAndSchemes } from './renderStory'

// The OFT card in the states a person meets, at a phone's width and at the card's own, light and
// dark, and its token dialog. See BridgeWidget.test.tsx.

const states = {
  empty: stories.Empty,
  ready: stories.Ready,
  'insufficient-balance': stories.InsufficientBalance,
  dust: stories.Dust,
  'native-coin': stories.NativeCoin,
} as const

// Played once per scheme, pictured at the card's width, then at a phone's (BridgeWidget.test.tsx).
describe.each(Object.entries(states))('OftTransfer, %s', (name, story) => {
  it.each(['light', 'dark'] as const)('at 420 and 375 px, %s', async (scheme) => {
    await renderStoryAt(
      composeStory({ ...story, args: { ...meta.args, ...story.args, colorScheme: scheme } }, meta),
      420,
    )
    const card = page.getByRole('region', { name: 'Send an OFT' })
    await expect.element(card).toBeVisible()
    for (const width of [420, 375]) {
      await page.viewport(width, 720)
      await expect(card).toMatchScreenshot(`${name}-${width}-${scheme}`)
    }
  })
})

describe('OftTransfer, choosing the token', () => {
  it.each(widthsAndSchemes([375]))('at %i px, %s', async (width, scheme) => {
    const story = stories.ChooseToken
    await renderStoryAt(
      composeStory({ ...story, args: { ...meta.args, ...story.args, colorScheme: scheme } }, meta),
      width,
    )
    const dialog = page.getByRole('dialog', { name: 'Select a token' })
    await expect.element(dialog).toBeVisible()
    await expect(dialog).toMatchScreenshot(`choose-token-${width}-${scheme}`)
  })
})
