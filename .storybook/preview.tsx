import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { VtkitProvider } from 'vtkit'
import { startSimulator, storyClient } from './simulator'
import '../src/components/styles.css'
import './preview.css'

const preview: Preview = {
  loaders: [async () => ({ simulator: await startSimulator() })],
  decorators: [
    (Story) => (
      // A fresh cache per story: each shows what the hooks do from a cold start.
      <QueryClientProvider client={new QueryClient()}>
        <VtkitProvider client={storyClient}>
          <Story />
        </VtkitProvider>
      </QueryClientProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // axe runs on every story, in Storybook's panel and in the story tests, where a violation
    // fails the test.
    a11y: { test: 'error' },
  },
}

export default preview
