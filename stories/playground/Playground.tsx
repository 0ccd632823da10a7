import { useEffect, useState } from 'react'
import { type Theme, themeKeys, themeVariableName } from '../../src/exports/index'
import { type ThemeDefaults, themeCss, widgetCode, widgetProps } from './code'
import { OptionControls } from './OptionControls'
import { Preview } from './Preview'
import { encodeState, initialState, type PlaygroundState } from './state'
import { ThemeControls } from './ThemeControls'
import './playground.css'

/**
 * Compose a widget and take it away: its options and theme on the left, the live widget in the
 * middle, the code to paste beside it, and a link that opens this very configuration.
 */
export function Playground({
  state,
  onChange,
}: {
  state: PlaygroundState
  onChange: (state: PlaygroundState) => void
}) {
  const [defaults] = useState(readThemeDefaults)
  const update = (changes: Partial<PlaygroundState>) => onChange({ ...state, ...changes })
  const editing =
    state.scheme === 'system'
      ? matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : state.scheme
  const css = themeCss(state, defaults)
  return (
    <div className="playground" data-scheme={editing}>
      {/* Fifty controls come first: a keyboard gets past them in one step. On a phone, where the
          parts stand one under the other, the links stay in sight to get back to the widget. */}
      <nav className="playground-skip" aria-label="Skip to">
        <a href="#playground-preview">The widget</a>
        <a href="#playground-options">The options</a>
        <a href="#playground-code">The code</a>
      </nav>
      <form
        id="playground-options"
        tabIndex={-1}
        className="playground-controls"
        aria-label="Options"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="playground-controls-head">
          <h2>Widget</h2>
          <button
            type="button"
            disabled={encodeState(state) === ''}
            onClick={() => onChange(initialState)}
          >
            Start over
          </button>
        </div>
        <OptionControls state={state} update={update} />
        <h2>Theme</h2>
        <ThemeControls state={state} update={update} defaults={defaults} editing={editing} />
      </form>
      <section
        id="playground-preview"
        tabIndex={-1}
        className="playground-stage"
        aria-label="Preview"
      >
        <Preview
          props={widgetProps(state)}
          css={css}
          service={state.service}
          wallet={state.wallet}
        />
      </section>
      <section id="playground-code" tabIndex={-1} className="playground-code" aria-label="Code">
        <CodeBlock title="Bridge.jsx" code={widgetCode(state)} />
        {css && <CodeBlock title="theme.css" code={css} />}
        <CopyButton label="Copy link" text={() => shareLink(encodeState(state))} />
      </section>
    </div>
  )
}

function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <div className="playground-block">
      <div className="playground-block-head">
        <h2>{title}</h2>
        <CopyButton label={`Copy ${title}`} text={() => code} />
      </div>
      {/* Read only, selectable and scrolled with the keyboard: copied by hand where the page may not. */}
      <textarea
        readOnly
        aria-label={title}
        value={code}
        wrap="off"
        spellCheck={false}
        rows={Math.min(code.split('\n').length, 26)}
      />
    </div>
  )
}

function CopyButton({ label, text }: { label: string; text: () => string }) {
  const [said, setSaid] = useState('')
  // Said for a moment, so that a second copy is said again.
  useEffect(() => {
    if (!said) return
    const timer = setTimeout(() => setSaid(''), 3_000)
    return () => clearTimeout(timer)
  }, [said])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text())
      setSaid('Copied.')
    } catch {
      setSaid('This page may not copy: select the text and copy it.')
    }
  }
  return (
    <span className="playground-copy">
      <button type="button" onClick={copy}>
        {label}
      </button>
      <span role="status">{said}</span>
    </span>
  )
}

/** This story's address with the state in it: Storybook's own page when it holds the frame. */
function shareLink(encoded: string): string {
  const args = encoded ? `&args=config:${encoded}` : ''
  try {
    const manager = window.parent !== window ? window.parent.location : undefined
    if (manager?.pathname !== undefined)
      return `${manager.origin}${manager.pathname}?path=/story/playground--playground${args}`
  } catch {
    // Another origin holds the frame: the frame's own address.
  }
  const { origin, pathname } = window.location
  return `${origin}${pathname}?id=playground--playground&viewMode=story${args}`
}

/** vtkit's own values for each scheme, as its stylesheet declares them (read, never copied). */
function readThemeDefaults(): ThemeDefaults {
  const read = (scheme: 'light' | 'dark'): Theme => {
    const probe = document.createElement('div')
    probe.className = 'vtkit-root'
    probe.dataset.theme = scheme
    probe.hidden = true
    document.body.append(probe)
    const style = getComputedStyle(probe)
    const values = Object.fromEntries(
      themeKeys.map((key) => [key, style.getPropertyValue(themeVariableName(key)).trim()]),
    )
    probe.remove()
    return values
  }
  return { light: read('light'), dark: read('dark') }
}
