import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { simulator } from '../.storybook/simulator'
import { TokenPicker } from '../src/exports/index'

const meta: Meta<typeof TokenPicker> = {
  title: 'Components/TokenPicker',
  component: TokenPicker,
  args: { label: 'From' },
  argTypes: { colorScheme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] } },
}

export default meta
type Story = StoryObj<typeof TokenPicker>

const usdcOnBase = simulator.catalog.tokens.find(
  (token) => token.chainKey === 'base' && token.symbol === 'USDC',
)

/** Nothing chosen yet: 5,200 tokens over 160 chains, virtualized. */
export const Empty: Story = {}

export const WithSelection: Story = {
  args: usdcOnBase ? { defaultValue: { chainKey: 'base', token: usdcOnBase } } : {},
}

/** Destination mode: only what a transfer from USDC on Base can reach. */
export const Destination: Story = {
  args: {
    label: 'To',
    source: usdcOnBase ? { chainKey: 'base', tokenAddress: usdcOnBase.address } : undefined,
  },
}

export const Dark: Story = { args: { colorScheme: 'dark' } }

/** The token catalog fails (HTTP 503): the typed error and a way to try again. */
export const ServiceError: Story = {
  decorators: [
    (Story) => {
      useEffect(
        () =>
          simulator.faults.inject({
            path: '/tokens',
            times: 1,
            fault: { type: 'status', status: 503 },
          }),
        [],
      )
      return <Story />
    },
  ],
}
