import { describe, expect, it } from 'vitest'
import { themeKeys, themePresets, themeToCss } from '../../src/exports/index.js'

// WCAG 2's contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const schemes = Object.entries(themePresets).flatMap(([name, preset]) =>
  (['light', 'dark'] as const).map((scheme) => [`${name} ${scheme}`, preset[scheme]] as const),
)

describe('themePresets', () => {
  it.each(schemes)('%s sets every colour, and only theme keys', (_name, theme) => {
    for (const key of Object.keys(theme)) expect(themeKeys).toContain(key)
    for (const key of themeKeys.filter((item) => item.startsWith('color')))
      expect(theme, key).toHaveProperty(key, expect.stringMatching(/^#[0-9a-f]{6}$/))
  })

  it.each(schemes)('%s reads at 4.5:1 or more wherever text meets a colour', (_name, theme) => {
    const grounds = [theme.colorBackground, theme.colorSurface, theme.colorSurfaceHover]
    const inks = [
      theme.colorText,
      theme.colorTextMuted,
      theme.colorSuccess,
      theme.colorWarning,
      theme.colorDanger,
    ]
    for (const ground of grounds)
      for (const ink of inks)
        expect(contrast(ink, ground), `${ink} on ${ground}`).toBeGreaterThanOrEqual(4.5)
    expect(contrast(theme.colorAccentText, theme.colorAccent)).toBeGreaterThanOrEqual(4.5)
    // The accent as text (links, the selected row's mark) on the card.
    expect(contrast(theme.colorAccent, theme.colorBackground)).toBeGreaterThanOrEqual(4.5)
  })

  it('becomes a stylesheet that follows the system’s scheme', () => {
    const css = themeToCss(themePresets.paper.light, { dark: themePresets.paper.dark })
    expect(css).toContain('--vtkit-card-width: 420px;')
    expect(css).toContain('--vtkit-font-family: ui-serif, Georgia')
    expect(css).toContain('@media (prefers-color-scheme: dark)')
  })
})
