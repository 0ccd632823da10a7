import type { Theme } from '../../src/exports/index'
import { type ThemeDefaults, themeValue } from './code'
import { between, Choice, Group, Select, TextField } from './fields'
import { densities, fonts, type PlaygroundState, presetNames, schemeKeys, shadows } from './state'

type Update = (changes: Partial<PlaygroundState>) => void

const colourNames: Partial<Record<keyof Theme, string>> = {
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
}

/**
 * A value's choices: the list, the preset's own value (vtkit's with no preset), which stays
 * there to go back to, and the current one if it is neither.
 */
function choicesFor(
  options: readonly (readonly [string, string])[],
  own: string,
  current: string,
  preset: PlaygroundState['preset'],
): (readonly [string, string])[] {
  const all: (readonly [string, string])[] = [...options]
  const add = (value: string, label: string) => {
    if (value && !all.some(([known]) => known === value)) all.push([value, label])
  }
  add(own, preset === 'default' ? 'vtkit’s own' : 'The preset’s')
  add(current, 'Custom')
  return all
}

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
  const untouched = { ...state, theme: { shared: {}, light: {}, dark: {} } }
  const options = (list: readonly (readonly [string, string])[], key: keyof Theme) =>
    choicesFor(list, themeValue(untouched, editing, key, defaults), value(key), state.preset)
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
                label={colourNames[key] ?? key}
                value={value(key)}
                onChange={(colour) => setColour(key, colour)}
              />
            ))}
        </div>
        <Select
          label="Elevation"
          value={value('shadow')}
          options={options(shadows, 'shadow')}
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
          options={options(densities, 'space')}
          onChange={(space) => setShared({ space })}
        />
        <Select
          label="Font"
          value={value('fontFamily')}
          options={options(fonts, 'fontFamily')}
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
