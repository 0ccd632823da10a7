import axe from 'axe-core'

/** Runs axe on a rendered element; colour contrast needs real layout, so it is checked in Chromium. */
export async function axeViolations(element: Element = document.body) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
