import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Simulator servers are started once per file (beforeAll), never per test.
    testTimeout: 15_000,
    restoreMocks: true,
  },
})
