import { page } from 'vitest/browser'

type ComposedStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void> }

/**
 * A composed story (`composeStory`: loaders, decorators, play) rendered in a fresh canvas at a width.
 * 720 px tall unless a state needs more (up to the tester window's 1,100 px, vitest.config.ts).
 */
export async function renderStoryAt(
  composed: ComposedStory,
  width: number,
  height = 720,
): Promise<void> {
  await page.viewport(width, height)
  document.body.querySelector('#visual-canvas')?.remove()
  const canvasElement = document.createElement('div')
  canvasElement.id = 'visual-canvas'
  document.body.append(canvasElement)
  await composed.run({ canvasElement })
}

/** Every width with both colour schemes, for `it.each`. */
export const widthsAndSchemes = (widths: readonly number[]) =>
  widths.flatMap((width) => (['light', 'dark'] as const).map((scheme) => [width, scheme] as const))

type A11yParameters = { a11y?: { test?: 'off' | 'todo' | 'error' } & Record<string, unknown> }

/**
 * `story` with Storybook's accessibility check (axe, as the storybook project runs it) on, as the
 * story's own parameters ask, or off (a test that only measures the layout).
 */
export function a11yChecked<
  Story extends { parameters?: A11yParameters & Record<string, unknown> },
>(story: Story, checked: boolean): Story {
  const a11y = story.parameters?.a11y
  return {
    ...story,
    parameters: {
      ...story.parameters,
      a11y: { ...a11y, test: checked ? (a11y?.test ?? 'error') : 'off' },
    },
  }
}
