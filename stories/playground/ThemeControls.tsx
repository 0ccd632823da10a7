import type { Theme } from '../../src/exports/index'
import { type ThemeDefaults, themeValue } from './code'
import { between, Choice, Group, Select, TextField } from './fields'
import { densities, fonts, type PlaygroundState, presetNames, schemeKeys, shadows } from './state'

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
          value={px(value('radius'))}
          problem={between(0, 32, ' px')}
          onChange={(radius) =>
            setShared({
              radius: `${Number(radius)}px`,
              radiusSmall: `${Math.round((Number(radius) * 2) / 3)}px`,
            })
          }
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
          value={px(value('fontSize'))}
          problem={between(12, 20, ' px')}
          onChange={(size) => setShared({ fontSize: `${Number(size)}px` })}
        />
        <TextField
          type="number"
          label="Card width (px)"
          step={10}
          value={px(value('cardWidth'))}
          problem={between(320, 640, ' px')}
          onChange={(width) => setShared({ cardWidth: `${Number(width)}px` })}
        />
      </Group>
    </>
  )
}
