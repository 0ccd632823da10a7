// `npm test` drives Storybook, the demo and the components in Debian's Chromium. When it is
// missing, root installs Debian's package here; anyone else gets one line saying how.
import { execFileSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const runnable = () => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

if (!runnable()) {
  const howTo = `npm test needs Chromium at ${path}: run "sudo apt-get install -y chromium" (Debian, Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary`
  if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0) {
    console.error(howTo)
    process.exit(1)
  }
  console.log('Chromium is missing: installing Debian’s package (apt-get install chromium)…')
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' })
  } catch {
    console.error(howTo)
    process.exit(1)
  }
  if (!runnable()) {
    console.error(howTo)
    process.exit(1)
  }
}
