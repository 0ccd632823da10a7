import { InvalidInputError } from '../core/errors.js'
import { type Theme, themeKeys, themeVariables } from './theme.js'

export type ThemeToCssOptions = {
  /** Which elements the rule themes. Default `.vtkit-root` (every vtkit component). */
  selector?: string
  /** Values for the dark scheme (`colorScheme="dark"`, or the system's preference when not "light"). */
  dark?: Theme
}

// A value or selector that could close the rule and start another is refused, not escaped.
const unsafe = /[;{}<>\\]|\/\*|\*\/|[\r\n]/

/**
 * A theme as a stylesheet rule, for the host's own CSS: the server's HTML then looks right before
 * any script runs (the `theme` prop is applied after hydration), and a strict CSP needs nothing
 * more than `style-src 'self'`. The rule is outside `@layer vtkit`, so it wins over the defaults.
 *
 * ```ts
 * // app/vtkit-theme.css, generated at build time, or a <style> with your CSP nonce
 * themeToCss({ colorAccent: '#ff0066', radius: '4px' }, { dark: { colorAccent: '#ff5c9d' } })
 * ```
 */
export function themeToCss(theme: Theme, options: ThemeToCssOptions = {}): string {
  const selector = options.selector ?? '.vtkit-root'
  const issues = [
    ...themeIssues(theme, 'theme'),
    ...(options.dark ? themeIssues(options.dark, 'dark') : []),
  ]
  if (typeof selector !== 'string' || selector.trim() === '' || unsafe.test(selector))
    issues.push({
      path: 'selector',
      message: 'must be one CSS selector, without { } ; or comments',
    })
  if (issues.length > 0) throw new InvalidInputError('theme', issues)
  const rule = (where: string, values: Theme, indent = '') => {
    const lines = Object.entries(themeVariables(values)).map(
      ([name, value]) => `${indent}  ${name}: ${value};`,
    )
    return lines.length ? `${indent}${where} {\n${lines.join('\n')}\n${indent}}` : ''
  }
  const parts = [rule(selector, theme)]
  if (options.dark) {
    const dark = options.dark
    parts.push(rule(`${selector}[data-theme="dark"]`, dark))
    parts.push(
      `@media (prefers-color-scheme: dark) {\n${rule(`${selector}:not([data-theme="light"])`, dark, '  ')}\n}`,
    )
  }
  return `${parts.filter((part) => part && !part.endsWith('{\n\n}')).join('\n')}\n`
}

function themeIssues(theme: Theme, path: string) {
  if (theme === null || typeof theme !== 'object')
    return [{ path, message: 'must be an object of theme values' }]
  const issues: { path: string; message: string }[] = []
  for (const [key, value] of Object.entries(theme)) {
    if (!(themeKeys as readonly string[]).includes(key))
      issues.push({ path: `${path}.${key}`, message: 'is not a theme key' })
    else if (typeof value !== 'string' || unsafe.test(value))
      issues.push({
        path: `${path}.${key}`,
        message: 'must be a CSS value, without { } ; < > or comments',
      })
  }
  return issues
}
