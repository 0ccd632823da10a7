import { useLayoutEffect, useRef, useState } from 'react'
import { type Theme, themeKeys, themeVariableName } from 'vtkit'

type Row = { key: string; name: string; light: string; dark: string }

/**
 * Every CSS variable of `vtkit/styles.css`, with its theme key and its light and dark values as
 * the browser computes them from the stylesheet (so the table cannot drift from the CSS).
 */
export function ThemeTable() {
  const light = useRef<HTMLDivElement>(null)
  const dark = useRef<HTMLDivElement>(null)
  const [rows, setRows] = useState<Row[]>([])
  useLayoutEffect(() => {
    if (!light.current || !dark.current) return
    const lightStyle = getComputedStyle(light.current)
    const darkStyle = getComputedStyle(dark.current)
    setRows(
      themeKeys.map((key) => {
        const name = themeVariableName(key)
        return {
          key,
          name,
          light: lightStyle.getPropertyValue(name).trim(),
          dark: darkStyle.getPropertyValue(name).trim(),
        }
      }),
    )
  }, [])
  return (
    <>
      <div ref={light} className="vtkit-root" data-theme="light" hidden />
      <div ref={dark} className="vtkit-root" data-theme="dark" hidden />
      <table>
        <thead>
          <tr>
            <th scope="col">variable</th>
            <th scope="col">theme key</th>
            <th scope="col">light</th>
            <th scope="col">dark</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>
                <code>{row.name}</code>
              </td>
              <td>
                <code>{row.key}</code>
              </td>
              <td>
                <Value name={row.key} value={row.light} />
              </td>
              <td>
                <Value name={row.key} value={row.dark} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

function Value({ name, value }: { name: string; value: string }) {
  const swatch = useRef<HTMLSpanElement>(null)
  // Through the CSSOM, as vtkit itself does: no style attribute in the markup.
  useLayoutEffect(() => {
    swatch.current?.style.setProperty('background', value)
  }, [value])
  return (
    <span className="story-swatch-row">
      {name.startsWith('color') && (
        <span ref={swatch} className="story-swatch" aria-hidden="true" />
      )}
      <code>{value}</code>
    </span>
  )
}

/** An example theme, as a host would pass it (`theme={...}` on any component). */
export const exampleTheme: Theme = {
  colorAccent: '#d6336c',
  colorFocus: '#d6336c',
  radius: '4px',
  radiusSmall: '2px',
  fontFamily: 'Georgia, serif',
}
