import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure } from 'storybook/test'
import { VtkitProvider } from 'vtkit'
import { PrimaryFirstDocsPage } from './docsPage'
import { languages } from './languages'
import { applyServiceMode, serviceModes } from './serviceMode'
import { startSimulator, storyClient } from './simulator'
import { resetStoryWallet } from './storyWallet'
import { disconnectStoryWallet } from './wagmi'
import '../src/components/styles.css'
// A Japanese font for machines that have none (CI's Linux): the Japanese story names it, as a
// Japanese app names its own.
import '@fontsource-variable/noto-sans-jp'
import './preview.css'

// A play's `waitFor` waits up to 5 s, not Testing Library's 1 s: the stories' simulator answers
// within a few milliseconds, but the test run's Chromium shares two cores with three other
// projects, and a token list once took over 1 s to arrive there (the story failed, not the kit).
configure({ asyncUtilTimeout: 5_000 })

/** The story on screen, reset for once (see `beforeEach`). */
let shownStory: string | undefined

const preview: Preview = {
  // Every component gets a docs page with its props.
  tags: ['autodocs'],
  globalTypes: {
    service: {
      description: 'How the simulated services answer',
      toolbar: {
        icon: 'transfer',
        items: Object.entries(serviceModes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { service: 'normal' },
  // Each story begins where a first visit would: the story wallet disconnected (it answers no
  // account until a story connects it), on its first chain, with no prompts yet, and nothing of
  // vtkit's in storage. The story tests share one page across files, so nothing a story before
  // left counts. Once per story shown: a re-render for new args or globals (the controls, the
  // playground's options) keeps the wallet and what the user typed.
  beforeEach: async ({ id }) => {
    if (shownStory === id) return
    shownStory = id
    await disconnectStoryWallet()
    resetStoryWallet()
    for (const key of Object.keys(localStorage))
      if (key.startsWith('vtkit:')) localStorage.removeItem(key)
    return () => {
      shownStory = undefined
    }
  },
  loaders: [
    async ({ globals, parameters }) => {
      // A story that sets the services itself (the playground) keeps them across its updates.
      if (!parameters.ownServiceMode) applyServiceMode(globals.service)
      return { simulator: await startSimulator() }
    },
  ],
  decorators: [
    (Story) => (
      // A fresh cache per story, nothing kept from the last: each shows a cold start.
      <QueryClientProvider client={new QueryClient()}>
        <VtkitProvider client={storyClient} persistCatalogs={false} locales={languages}>
          <Story />
        </VtkitProvider>
      </QueryClientProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: { page: PrimaryFirstDocsPage },
    // Callbacks are told in the Actions panel (each story's `fn()`), not edited as controls.
    controls: { exclude: /^on[A-Z]/ },
    // axe runs on every story, in Storybook's panel and in the story tests, where a violation
    // fails the test.
    a11y: { test: 'error' },
  },
}

export default preview
