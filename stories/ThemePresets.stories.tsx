import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BridgeWidget, themePresets } from '../src/exports/index'
import bridgeMeta from './BridgeWidget.stories'

/**
 * The widget in each of `themePresets`, light and dark, its routes quoted. axe checks every
 * story's contrast in the story tests.
 */
const meta: Meta<typeof BridgeWidget> = {
  title: 'Theming/Presets',
  component: BridgeWidget,
  decorators: bridgeMeta.decorators,
  beforeEach: bridgeMeta.beforeEach,
  args: bridgeMeta.args,
  render: bridgeMeta.render,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Fees and details' }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

export default meta
type Story = StoryObj<typeof BridgeWidget>

const preset = (name: keyof typeof themePresets, scheme: 'light' | 'dark'): Story => ({
  args: { theme: themePresets[name][scheme], colorScheme: scheme },
  parameters: { backgrounds: { default: scheme } },
})

export const MidnightLight = preset('midnight', 'light')
export const MidnightDark = preset('midnight', 'dark')
export const PaperLight = preset('paper', 'light')
export const PaperDark = preset('paper', 'dark')
export const NeonLight = preset('neon', 'light')
export const NeonDark = preset('neon', 'dark')
