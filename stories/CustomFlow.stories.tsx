import type { Meta, StoryObj } from '@storybook/react-vite'
import { CustomFlow } from '../examples/CustomFlow'

/** The hooks composed by hand (examples/CustomFlow.tsx), fed by the simulator through MSW. */
const meta: Meta<typeof CustomFlow> = {
  title: 'Examples/Custom flow from hooks',
  component: CustomFlow,
  args: { wallet: '0x1111111111111111111111111111111111111111' },
}

export default meta

export const UsdcBaseToArbitrum: StoryObj<typeof CustomFlow> = {}
