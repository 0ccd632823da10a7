import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useArgs } from 'storybook/preview-api'
import { expect, waitFor, within } from 'storybook/test'
import { simulator } from '../.storybook/simulator'
import { resetStoryWallet } from '../.storybook/storyWallet'
import { withWagmi } from '../.storybook/wagmi'
import { Playground as PlaygroundView } from './playground/Playground'
import { decodeState, encodeState, type PlaygroundState, withinCatalog } from './playground/state'

type Args = { config?: string }

const codeIn = (element: HTMLElement, title: string) =>
  (within(element).getByLabelText(title) as HTMLTextAreaElement).value

/** The page's state, kept in the address (the story's one arg) as it changes. */
function PlaygroundPage({ config, onConfig }: Args & { onConfig: (config: string) => void }) {
  const [state, setState] = useState<PlaygroundState>(() =>
    withinCatalog(decodeState(config), simulator.catalog),
  )
  return (
    <PlaygroundView
      state={state}
      onChange={(next) => {
        setState(next)
        onConfig(encodeState(next))
      }}
    />
  )
}

/**
 * Set the widget's options and theme, see it live, and copy the code: `Bridge.jsx` with exactly
 * the props changed from their defaults, `theme.css` for your stylesheet. The address keeps the
 * configuration ("Copy link"), so it is shared as a link.
 */
const meta: Meta<Args> = {
  title: 'Playground',
  tags: ['!autodocs'],
  decorators: [withWagmi],
  beforeEach: resetStoryWallet,
  parameters: {
    layout: 'padded',
    controls: { disable: true },
    actions: { disable: true },
    // Its own "Services" select, not the toolbar's, answers for it (.storybook/preview.tsx).
    ownServiceMode: true,
  },
  argTypes: { config: { control: false, table: { disable: true } } },
  render: function Render(args) {
    const [, updateArgs] = useArgs<Args>()
    return <PlaygroundPage config={args.config} onConfig={(config) => updateArgs({ config })} />
  },
}

export default meta
type Story = StoryObj<Args>

/** The page designers open: the widget with a route to look at, nothing changed yet. */
export const Playground: Story = {}

/** Options and a preset changed, as a designer would (a test, out of the sidebar). */
export const Composing: Story = {
  tags: ['!dev'],
  play: async ({ canvas, userEvent, canvasElement }) => {
    const code = () => canvas.getByRole('region', { name: 'Code' })
    // The starting route is quoted, with the story wallet.
    await expect(
      await canvas.findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(codeIn(code(), 'Bridge.jsx')).toContain("source: { chain: 'base', token: 'USDC' }")
    await userEvent.click(canvas.getByRole('radio', { name: 'Compact' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'History tab' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Midnight' }))
    const widget = await canvas.findByRole('region', { name: 'Bridge' })
    await waitFor(() => expect(widget).toHaveAttribute('data-variant', 'compact'))
    await expect(codeIn(code(), 'Bridge.jsx')).toMatch(
      /variant="compact".*hide=\{\{ history: true \}\}/s,
    )
    await expect(codeIn(code(), 'theme.css')).toContain('--vtkit-color-accent: #4338ca;')
    // The preview wears the very stylesheet the code panel prints.
    await expect(getComputedStyle(widget).getPropertyValue('--vtkit-color-accent').trim()).toBe(
      '#4338ca',
    )
    await expect(canvasElement.querySelector('.playground-preview style')?.textContent).toBe(
      codeIn(code(), 'theme.css'),
    )
    // Start over: every option and the theme back to where the page began.
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Bridge' })).not.toHaveAttribute('data-variant'),
    )
    await expect(canvas.getByRole('radio', { name: 'Default' })).toBeChecked()
    await expect(codeIn(code(), 'Bridge.jsx')).not.toMatch(/variant=|hide=/)
    await expect(canvas.queryByLabelText('theme.css')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeDisabled()
  },
}

/** A shared link's configuration: compact, dark, German, the neon preset (a test). */
export const FromALink: Story = {
  tags: ['!dev'],
  args: {
    config: encodeState({
      ...decodeState(undefined),
      variant: 'compact',
      scheme: 'dark',
      locale: 'de',
      preset: 'neon',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Bridge' })).toHaveAttribute(
      'data-theme',
      'dark',
    )
    await expect(codeIn(canvasElement, 'Bridge.jsx')).toContain('locale="de"')
    await expect(codeIn(canvasElement, 'theme.css')).toContain('#3cff8f')
  },
}
