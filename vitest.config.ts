import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumExecutable } from './bench/chromium.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const chromium = playwright({
  launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
})
// The tester's own window: a story frame taller than it would be scaled down in the screenshots.
const tallChromium = playwright({
  launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  contextOptions: { viewport: { width: 1280, height: 1100 } },
})

export default defineConfig({
  resolve: {
    // The package's own entry points, from source (the build is checked in test/package.test.ts).
    alias: {
      'vtkit/core': source('./src/exports/core.ts'),
      'vtkit/solana': source('./src/exports/solana.ts'),
      'vtkit/server': source('./src/exports/server.ts'),
      'vtkit/internal': source('./src/exports/internal.ts'),
      'vtkit/testing/msw': source('./src/exports/testing-msw.ts'),
      'vtkit/testing/server': source('./src/exports/testing-server.ts'),
      'vtkit/testing': source('./src/exports/testing.ts'),
      vtkit: source('./src/exports/index.ts'),
    },
  },
  test: {
    // One file at a time on a 2-core machine (Vitest's default there). Tried with two, a fresh
    // clone's `npm ci && npm test` took 15.7 minutes instead of 17.3, but tests that type into the
    // widget or wait on a local chain missed their waits when two such files shared the cores.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/visual/**', '**/node_modules/**'],
          environment: 'node',
          // Two local EVM chains with our contracts, started once for the whole run.
          globalSetup: ['test/setup/localChains.ts'],
          setupFiles: ['test/setup/cleanup.ts', 'test/setup/cssEscape.ts'],
          // Simulator servers are started once per file (beforeAll), never per test.
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        // Every story is a test in real Chromium (it renders without an error); the stories
        // with a `play` function are interaction tests. Storybook's own config applies.
        plugins: [storybookTest({ configDir: source('./.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
          testTimeout: 30_000,
        },
      },
      {
        // Visual regression: stories rendered in Chromium at phone and card widths, light and
        // dark, compared pixel by pixel with the references committed beside the test.
        extends: true,
        publicDir: source('./.storybook/public'),
        optimizeDeps: {
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
            'radix-ui',
            '@storybook/react-vite',
            'storybook/test',
          ],
        },
        test: {
          name: 'visual',
          include: ['test/visual/**/*.test.tsx'],
          setupFiles: ['test/visual/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: tallChromium,
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may move a few pixels between runs; a layout change moves thousands.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                // Two alike captures in a row make a stable one: on a loaded 2-core machine (the
                // whole suite at once) that took over the default 5 s once.
                timeout: 15_000,
              },
            },
          },
          testTimeout: 60_000,
        },
      },
    ],
  },
})
