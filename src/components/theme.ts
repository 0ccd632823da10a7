/** The semantic variables of `vtkit/styles.css`, by their theme key (`colorTextMuted` is `--vtkit-color-text-muted`). */
export const themeKeys = [
  'colorBackground',
  'colorSurface',
  'colorSurfaceHover',
  'colorBorder',
  'colorText',
  'colorTextMuted',
  'colorAccent',
  'colorAccentText',
  'colorFocus',
  'colorSuccess',
  'colorWarning',
  'colorDanger',
  'radius',
  'radiusSmall',
  'space',
  'fontFamily',
  'fontSize',
  'cardWidth',
  'shadow',
] as const

/** Values for any subset of the variables. */
export type Theme = { [Key in (typeof themeKeys)[number]]?: string }

/** `colorTextMuted` → `--vtkit-color-text-muted`. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value !== 'string' || value === '') continue
    variables[themeVariableName(key)] = value
  }
  return variables
}

/**
 * Sets the variables on an element through the CSSOM (not a `style` attribute), which a strict
 * Content-Security-Policy allows. Returns a function that removes them again.
 */
export function applyTheme(element: HTMLElement, theme: Theme): () => void {
  const variables = themeVariables(theme)
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value)
  return () => {
    for (const name of Object.keys(variables)) element.style.removeProperty(name)
  }
}

/** `colorTextMuted` → `--vtkit-color-text-muted`. */
export function themeVariableName(key: string): string {
  return `--vtkit-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}
