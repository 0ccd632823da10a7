import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumExecutable } from './bench/chromium.js'
import { EnvironmentBlocks } from './test/setup/sequencer.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const chromium = playwright({
  launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
})
// The tester's own window: a story frame taller than it would be scaled down in the screenshots.
const tallChromium = playwright({
  launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  contextOptions: { viewport: { width: 1280, height: 1100 } },
})

// Files that start the demo, a host app's build or Chromium of their own: no local chains of the
// run's (they start what they need). The demo's flows, the run's longest file, run beside the
// stories; the others beside the unit files.
const demoFlows = ['test/start.test.ts']
const endToEnd = [
  'test/startPorts.test.ts',
  'test/startProduction.test.ts',
  'test/hostApps.test.ts',
  'test/bench/start.test.ts',
  'test/bench/browser.test.ts',
  'test/storybookDocs.test.ts',
]

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
    // Two groups, one after the other. First the demo's flows in Chromium (the longest file)
    // beside the stories and the visual references, one file of each at a time; then the unit
    // files and the end-to-end files other than the demo's flows, two at a time: beside one other
    // file, their waits hold (beside three Chromium projects, tests that type into the widget
    // missed theirs). In this order the run does not wait between the groups while the
    // storybook and visual projects start (their pages import the kit and Storybook: ~20 s),
    // only for two Node workers. (Vitest runs single-worker projects of group 0 last, whatever their order
    // says: hence 1 and 2, not 0.) Within a project, the jsdom files run before the node files
    // (test/setup/sequencer.ts): a unit worker is kept for the next file only when its
    // environment is the same.
    sequence: { sequencer: EnvironmentBlocks },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/visual/**', ...demoFlows, ...endToEnd, '**/node_modules/**'],
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          environment: 'node',
          // Each worker imports the kit once for all its files (a fresh module graph per file cost
          // a fifth of the project's time). Files close the servers they start; stubbed globals
          // and environment are put back after each test, fake timers after each file
          // (test/setup/cleanup.ts); each simulator hands out its own quote ids, so a run a file
          // left pending is never another file's (docs/testing.md).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          // Two local EVM chains with our contracts, started once for the whole run.
          globalSetup: ['test/setup/localChains.ts'],
          setupFiles: ['test/setup/cleanup.ts', 'test/setup/cssEscape.ts', 'test/setup/views.ts'],
          // Simulator servers are started once per file (beforeAll), never per test.
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'demo',
          include: demoFlows,
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: endToEnd,
          environment: 'node',
          // With the unit files: a group's projects share its worker count.
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        // Every story is a test in real Chromium (it renders without an error); the stories
        // with a `play` function are interaction tests. Storybook's own config applies. Stories
        // tagged `visual` are the visual project's: it plays each of them in both schemes, axe
        // included (test/visual/BridgeWidget.test.tsx), so they are not run a third time here.
        plugins: [
          storybookTest({ configDir: source('./.storybook'), tags: { exclude: ['visual'] } }),
        ],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          // One page for every story file, the kit imported once (preview.tsx's beforeEach starts
          // each story as a first visit).
          isolate: false,
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
            '@storybook/addon-a11y/preview',
            'storybook/test',
          ],
        },
        test: {
          name: 'visual',
          // Storybook's accessibility check (addon-a11y's afterEach) fails the test on a
          // violation, as in the storybook project, where a story asks for it.
          env: { VITEST_STORYBOOK: 'false' },
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          isolate: false,
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
