import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    // The package's own entry points, from source (the build is checked in test/package.test.ts).
    alias: {
      'vtkit/core': source('./src/exports/core.ts'),
      'vtkit/solana': source('./src/exports/solana.ts'),
      'vtkit/testing/msw': source('./src/exports/testing-msw.ts'),
      'vtkit/testing/server': source('./src/exports/testing-server.ts'),
      'vtkit/testing': source('./src/exports/testing.ts'),
      vtkit: source('./src/exports/index.ts'),
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Two local EVM chains with our contracts, started once for the whole run.
    globalSetup: ['test/setup/localChains.ts'],
    setupFiles: ['test/setup/cleanup.ts', 'test/setup/cssEscape.ts'],
    // Simulator servers are started once per file (beforeAll), never per test.
    testTimeout: 15_000,
    restoreMocks: true,
  },
})
