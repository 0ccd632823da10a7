/** The semantic variables of `vtkit/styles.css`, typed. Any subset may be given. */
export type Theme = {
  colorBackground?: string
  colorSurface?: string
  colorSurfaceHover?: string
  colorBorder?: string
  colorText?: string
  colorTextMuted?: string
  colorAccent?: string
  colorAccentText?: string
  colorFocus?: string
  colorSuccess?: string
  colorWarning?: string
  colorDanger?: string
  radius?: string
  radiusSmall?: string
  space?: string
  fontFamily?: string
  fontSize?: string
}

/** `colorTextMuted` → `--vtkit-color-text-muted`. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value !== 'string' || value === '') continue
    variables[`--vtkit-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value
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
