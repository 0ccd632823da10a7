import { afterAll, afterEach, vi } from 'vitest'

// Testing Library cleans up after each test only when test globals are on; they are off here.
// Storage too: a catalogue one test stored would answer the next test's requests.
afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
  window.localStorage.clear()
})

// The unit files share their worker's modules (isolate: false): fake timers a file left on would
// stop the next file's clock.
afterAll(() => {
  vi.useRealTimers()
})
