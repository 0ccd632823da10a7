import { composeStory } from '@storybook/react-vite'
import { afterAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import meta, * as stories from '../../stories/BridgeWidget.stories'
import { a11yChecked, renderStoryAt, widthsAndSchemes } from './renderStory'

// Each state of the widget, as its story shows it, at a phone's width and at the card's own,
// light and dark. A layout or colour regression changes thousands of pixels and fails here; an
// intended change is accepted with `npx vitest run --project visual --update` and reviewed as
// pictures in the commit.

const states = {
  empty: stories.Empty,
  'before-connecting': stories.BeforeConnecting,
  'wrong-network': stories.WrongNetwork,
  'insufficient-balance': stories.InsufficientBalance,
  'refused-hostile-quote': stories.RefusedHostileQuote,
  'in-progress': stories.InProgress,
  resume: stories.Resume,
  success: stories.Success,
  failure: stories.Failure,
  'connect-solana-wallet': stories.ConnectSolanaWallet,
  'not-mined-yet': stories.NotMinedYet,
  'paused-for-account': stories.PausedForAccount,
  history: stories.History,
  'running-in-another-tab': stories.RunningInAnotherTab,
  deposit: stories.Deposit,
  compact: stories.Compact,
  german: stories.German,
  japanese: stories.Japanese,
  'right-to-left': stories.RightToLeft,
  'value-loss': stories.ValueLoss,
  'what-you-sign': stories.WhatYouSign,
  'what-you-sign-german': stories.WhatYouSignGerman,
  'rate-change': stories.RateChange,
} as const

// What differs from run to run (random hashes of the story wallet, the countdowns, the time taken)
// is hidden, not cropped: its box and the layout around it stay compared (the ETA is made
// transparent: its stories check that it is visible). Clock times are taken out of the flow:
// their width changes with the hour and would move the line breaks; so is the quote's countdown,
// which only some quotes have (the simulator gives `expiresAt` by the quote id, as production
// does), and which quote a story gets depends on how many were asked before it.
const unstable = document.createElement('style')
unstable.textContent = `.vtkit-widget code:not(.vtkit-address), .vtkit-outcome > .vtkit-muted {
  visibility: hidden !important; }
  .vtkit-widget time, .vtkit-expiry { display: none !important; }
  .vtkit-eta { color: transparent !important; }`
document.head.append(unstable)
// The other visual files share this page.
afterAll(() => unstable.remove())

// These stories are this file's alone (tagged `visual`, left out of the storybook project): their
// play functions run here in both schemes, and axe at the card's width, light and dark.
it('renders every story tagged visual, and only those', () => {
  const tagged = Object.values(stories).filter((story) =>
    (story as { tags?: string[] }).tags?.includes('visual'),
  )
  expect(new Set(tagged)).toEqual(new Set([...Object.values(states), stories.DrawerOpen]))
})

// Each state is played once per scheme, at the card's width, where axe reads it; the picture there
// is taken, then the page narrowed to a phone's and the same card taken again: what a phone shows
// is the layout's business, not the play's (a rotated phone reflows a card it already shows).
describe.each(Object.entries(states))('BridgeWidget, %s', (name, story) => {
  it.each(['light', 'dark'] as const)('at 420 and 375 px, %s', async (scheme) => {
    const height = name === 'refused-hostile-quote' || name.startsWith('what-you-sign') ? 1040 : 720
    // Axe reads all of the card: what the pictures hide (hashes, times, the ETA) is shown to it.
    unstable.media = 'not all'
    await renderStoryAt(
      composeStory(
        {
          ...a11yChecked(story, true),
          args: { ...meta.args, ...story.args, colorScheme: scheme },
        },
        meta,
      ),
      420,
      // A refusal opens the other routes: the card grows past a phone's screen.
      height,
    )
    unstable.media = ''
    const widget = page.getByRole('region', { name: name === 'japanese' ? 'ブリッジ' : 'Bridge' })
    await expect.element(widget).toBeVisible()
    for (const width of [420, 375]) {
      await page.viewport(width, height)
      await fontsLoaded()
      await expect(widget).toMatchScreenshot(`${name}-${width}-${scheme}`)
    }
  })
})

/**
 * A web font's parts (the Japanese story's) load as their characters appear: each element's own
 * font and text loaded before the picture (a font the shorthand cannot say is skipped).
 */
async function fontsLoaded() {
  for (const element of document.querySelectorAll<HTMLElement>('.vtkit-widget, .vtkit-widget *')) {
    const font = getComputedStyle(element).font
    if (font && element.textContent) await document.fonts.load(font, element.textContent)
  }
  await document.fonts.ready
}

// The drawer is a sheet over the page: the whole viewport is the picture (from the bottom on a
// phone, from the side on a wide screen).
describe('BridgeWidget, drawer', () => {
  it.each(widthsAndSchemes([375, 1280]))('at %i px, %s', async (width, scheme) => {
    const story = stories.DrawerOpen
    unstable.media = 'not all'
    await renderStoryAt(
      composeStory(
        {
          // Axe at every size: the sheet from the bottom (a phone) and from the side.
          ...a11yChecked(story, true),
          args: { ...meta.args, ...story.args, colorScheme: scheme },
        },
        meta,
      ),
      width,
      800,
    )
    unstable.media = ''
    const sheet = page.getByRole('dialog', { name: 'Bridge' })
    await expect.element(sheet).toBeVisible()
    // The sheet's entrance has ended: the picture is of where it rests.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(
      `drawer-${width}-${scheme}`,
    )
  })
})

// Every language vtkit ships, at a phone's width: nothing of the card runs past its edge (a long
// German or French label, a Vietnamese sentence), read from the layout itself.
describe.each(['de', 'es', 'fr', 'pt-BR', 'tr', 'zh-CN', 'ja', 'ko', 'vi', 'id'])(
  'BridgeWidget in %s at 375 px',
  (locale) => {
    it('fits: no text or control wider than its box', async () => {
      const story = stories.German
      await renderStoryAt(
        composeStory(
          {
            ...story,
            args: { ...meta.args, ...story.args, locale },
            // Its own wait below: the German story's play looks for German words.
            play: undefined,
          },
          meta,
        ),
        375,
      )
      const card = document.querySelector<HTMLElement>('.vtkit-widget')
      if (!card) throw new Error('no card')
      await expect
        .poll(
          () => card.querySelector('[aria-label] .vtkit-route-summary, .vtkit-route-card') !== null,
          { timeout: 10_000 },
        )
        .toBe(true)
      const edge = card.getBoundingClientRect().right
      const overflowing = [...card.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getClientRects().length > 0)
        .filter(
          (element) =>
            element.getBoundingClientRect().right > edge + 0.5 ||
            (element.scrollWidth > element.clientWidth + 1 &&
              getComputedStyle(element).overflowX === 'visible' &&
              element.clientWidth > 0 &&
              getComputedStyle(element).textOverflow !== 'ellipsis'),
        )
        .map(
          (element) =>
            `${element.className || element.tagName}: ${element.textContent?.slice(0, 40)}`,
        )
      expect(overflowing).toEqual([])
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
    })
  },
)
