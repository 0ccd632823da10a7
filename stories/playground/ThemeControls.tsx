import type { Theme } from '../../src/exports/index'
import { type ThemeDefaults, themeValue } from './code'
import { Choice, Group, Select, TextField } from './fields'
import { type PlaygroundState, presetNames, schemeKeys } from './state'

type Update = (changes: Partial<PlaygroundState>) => void

const colourNames: Record<(typeof schemeKeys)[number], string> = {
  colorBackground: 'Background',
  colorSurface: 'Surface',
  colorSurfaceHover: 'Surface, hovered',
  colorBorder: 'Border',
  colorText: 'Text',
  colorTextMuted: 'Secondary text',
  colorAccent: 'Accent',
  colorAccentText: 'Text on the accent',
  colorFocus: 'Focus ring',
  colorSuccess: 'Success',
  colorWarning: 'Warning',
  colorDanger: 'Danger',
  shadow: 'Elevation',
}

const shadows = [
  ['none', 'Flat'],
  ['0 4px 16px rgb(15 20 40 / 0.08)', 'Soft'],
  ['0 12px 32px rgb(15 20 40 / 0.16)', 'Lifted'],
] as const

const fonts = [
  ['ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif', 'System sans'],
  ['ui-serif, Georgia, "Times New Roman", serif', 'Serif'],
  ['ui-rounded, "SF Pro Rounded", system-ui, sans-serif', 'Rounded'],
  ['ui-monospace, "SF Mono", Menlo, monospace', 'Monospace'],
] as const

const densities = [
  ['6px', 'Compact'],
  ['8px', 'Regular'],
  ['10px', 'Roomy'],
] as const

/** A value's choices, with the current one kept when it is none of them (a preset's own). */
const withCurrent = (options: readonly (readonly [string, string])[], current: string) =>
  options.some(([value]) => value === current)
    ? options
    : [...options, [current, 'The preset’s'] as const]

const px = (value: string) => String(Number.parseFloat(value) || 0)

/**
 * The presets, and each theme value: colours for the scheme shown (`editing`), the shape, the
 * type and the width for both.
 */
export function ThemeControls({
  state,
  update,
  defaults,
  editing,
}: {
  state: PlaygroundState
  update: Update
  defaults: ThemeDefaults
  editing: 'light' | 'dark'
}) {
  const value = (key: keyof Theme) => themeValue(state, editing, key, defaults)
  const setShared = (changes: Theme) =>
    update({ theme: { ...state.theme, shared: { ...state.theme.shared, ...changes } } })
  const setColour = (key: keyof Theme, colour: string) =>
    update({ theme: { ...state.theme, [editing]: { ...state.theme[editing], [key]: colour } } })
  return (
    <>
      <Choice
        legend="Preset"
        value={state.preset}
        options={presetNames.map((name) => [name, name[0]?.toUpperCase() + name.slice(1)] as const)}
        // A preset is a fresh start: the changes made over the last one go.
        onChange={(preset) => update({ preset, theme: { shared: {}, light: {}, dark: {} } })}
      />
      <Choice
        legend="Colour scheme"
        value={state.scheme}
        options={[
          ['system', 'System'],
          ['light', 'Light'],
          ['dark', 'Dark'],
        ]}
        onChange={(scheme) => update({ scheme })}
      />
      <Group legend={`Colours (${editing})`}>
        <div className="playground-colours">
          {schemeKeys
            .filter((key) => key !== 'shadow')
            .map((key) => (
              <TextField
                key={key}
                type="color"
                label={colourNames[key]}
                value={value(key)}
                onChange={(colour) => setColour(key, colour)}
              />
            ))}
        </div>
        <Select
          label={colourNames.shadow}
          value={value('shadow')}
          options={withCurrent(shadows, value('shadow'))}
          onChange={(shadow) => setColour('shadow', shadow)}
        />
      </Group>
      <Group legend="Shape and type">
        <TextField
          type="number"
          label="Corner radius (px)"
          min={0}
          max={32}
          value={px(value('radius'))}
          onChange={(radius) => {
            const size = Number(radius)
            if (radius !== '' && size >= 0 && size <= 32)
              setShared({ radius: `${size}px`, radiusSmall: `${Math.round((size * 2) / 3)}px` })
          }}
        />
        <Select
          label="Density"
          value={value('space')}
          options={withCurrent(densities, value('space'))}
          onChange={(space) => setShared({ space })}
        />
        <Select
          label="Font"
          value={value('fontFamily')}
          options={withCurrent(fonts, value('fontFamily'))}
          onChange={(fontFamily) => setShared({ fontFamily })}
        />
        <TextField
          type="number"
          label="Font size (px)"
          min={12}
          max={20}
          value={px(value('fontSize'))}
          onChange={(size) => {
            if (size !== '' && Number(size) >= 12 && Number(size) <= 20)
              setShared({ fontSize: `${Number(size)}px` })
          }}
        />
        <TextField
          type="number"
          label="Card width (px)"
          min={320}
          max={640}
          step={10}
          value={px(value('cardWidth'))}
          onChange={(width) => {
            if (width !== '' && Number(width) >= 320 && Number(width) <= 640)
              setShared({ cardWidth: `${Number(width)}px` })
          }}
        />
      </Group>
    </>
  )
}
