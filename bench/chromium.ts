// Debian's Chromium, never a downloaded one, with the flags that keep it off the closed network
// (see ../shared/docs/toolchain.md). One place for the tests, the benchmarks and the story tests.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
