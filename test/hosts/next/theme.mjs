// Writes the app's theme as a stylesheet before the build: the server's HTML is themed before
// any script runs, with no inline style (CSP: style-src 'self').
import { writeFileSync } from 'node:fs'
import { themeToCss } from 'vtkit'

writeFileSync(
  new URL('./app/theme.css', import.meta.url),
  themeToCss({ colorAccent: '#ff0066', radius: '6px' }, { dark: { colorAccent: '#ff5c9d' } }),
)
