import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Holds MSW's service worker: the simulator answers every request in the browser.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Storybook's own getting-started checklist would take the top of the sidebar.
  features: { sidebarOnboardingChecklist: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        'vtkit/core': source('../src/exports/core.ts'),
        'vtkit/testing/msw': source('../src/exports/testing-msw.ts'),
        'vtkit/testing': source('../src/exports/testing.ts'),
        vtkit: source('../src/exports/index.ts'),
      },
    },
    // React must be pre-bundled for Storybook's test runner in Vitest browser mode; the rest
    // too, or Vite discovers them mid-run and reloads the tests.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        'react',
        'react-dom',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        '@tanstack/react-query',
        'msw/browser',
        'viem',
        'wagmi',
        'wagmi/actions',
        'wagmi/connectors',
      ],
    },
  }),
}

export default config
