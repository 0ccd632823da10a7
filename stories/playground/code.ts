import { isAddressOfChainType } from '../../src/exports/core'
import { type Theme, themePresets, themeToCss } from '../../src/exports/index'
import { languages, type PlaygroundState, type PresetName, schemeKeys, sharedKeys } from './state'

// The one reading of the playground's state into the widget: its props (what the preview renders)
// and the code to paste (those props printed), with exactly what differs from the widget's defaults.

export type WidgetProps = Record<string, unknown>

const percent = (value: number) => Number((value / 100).toFixed(6))
const trueOnly = (flags: Record<string, boolean>) =>
  Object.fromEntries(Object.entries(flags).filter(([, on]) => on))
const nonEmpty = (record: Record<string, unknown>) =>
  Object.keys(record).length > 0 ? record : undefined

/** An address the widget can lock as the recipient: an EVM one (its checksum right) or a Solana one. */
export const lockableRecipient = (text: string) =>
  isAddressOfChainType(text, 'EVM') || isAddressOfChainType(text, 'SOLANA')

export function widgetProps(state: PlaygroundState): WidgetProps {
  const lockRecipient = state.lock.recipient && lockableRecipient(state.recipient)
  const defaultValues = nonEmpty({
    ...(state.from.chain && state.from.token
      ? { source: { chain: state.from.chain, token: state.from.token } }
      : {}),
    ...(state.to.chain && state.to.token
      ? { destination: { chain: state.to.chain, token: state.to.token } }
      : {}),
    ...(state.amount ? { amount: state.amount } : {}),
    ...(lockRecipient ? { recipient: state.recipient } : {}),
  })
  const chains = nonEmpty({
    ...(state.fromChains.length ? { from: { allow: state.fromChains } } : {}),
    ...(state.toChains.length ? { to: { allow: state.toChains } } : {}),
  })
  const { offered, symbols } = state.tokens
  const tokens = nonEmpty({
    ...(offered === 'only' && symbols.length ? { allow: symbols } : {}),
    ...(offered === 'except' && symbols.length ? { deny: symbols } : {}),
    ...(state.featured.length ? { featured: state.featured } : {}),
  })
  const scope = nonEmpty({
    ...(chains ? { chains } : {}),
    ...(tokens ? { tokens } : {}),
  })
  const valueLoss = nonEmpty({
    ...(state.valueLoss.warn !== 5 ? { warn: percent(state.valueLoss.warn) } : {}),
    ...(state.valueLoss.confirm !== 10 ? { confirm: percent(state.valueLoss.confirm) } : {}),
  })
  const props: WidgetProps = {
    variant: state.variant === 'card' ? undefined : state.variant,
    colorScheme: state.scheme === 'system' ? undefined : state.scheme,
    locale: state.locale === 'en' ? undefined : state.locale,
    defaultValues,
    scope,
    lock: nonEmpty(trueOnly({ ...state.lock, recipient: lockRecipient })),
    recipientLabel: lockRecipient && state.recipientLabel ? state.recipientLabel : undefined,
    hide: nonEmpty(trueOnly(state.hide)),
    routePriority: state.routePriority === 'return' ? undefined : state.routePriority,
    valueLoss,
    atomicBatch: state.atomicBatch ? undefined : false,
  }
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined))
}

/** A module to paste: `Bridge`, the widget with the props set. */
export function widgetCode(state: PlaygroundState): string {
  const props = Object.entries(widgetProps(state))
  const element =
    props.length === 0
      ? '<BridgeWidget />'
      : `(\n    <BridgeWidget\n${props.map(([name, value]) => `      ${attribute(name, value)}`).join('\n')}\n    />\n  )`
  const language = languages.find(([tag]) => tag === state.locale)
  const languageNote =
    state.locale === 'en' || !language
      ? ''
      : `// ${language[1]}: give its pack to your VtkitProvider, once for the app:\n//   import ${packName(state.locale)} from 'vtkit/locales/${state.locale}'\n//   <VtkitProvider config={…} locales={[${packName(state.locale)}]}>\n`
  return `import { BridgeWidget } from 'vtkit'\n\n${languageNote}export function Bridge() {\n  return ${element}\n}\n`
}

/** `pt-BR` → `ptBR`: the name an app gives the imported pack. */
export const packName = (tag: string) => tag.replace(/-(\w)/g, (_, letter: string) => letter)

function attribute(name: string, value: unknown): string {
  if (typeof value === 'string' && !/["{}<>&\\\n\r\u2028\u2029]/.test(value))
    return `${name}="${value}"`
  return `${name}={${literal(value, '      ')}}`
}

const escapes: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** A JavaScript literal, on one line when it fits. */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string')
    return `'${value.replace(/[\\'\n\r\u2028\u2029]/g, (char) => escapes[char] ?? char)}'`
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => [/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`, item] as const,
    )
    const inline = `{ ${entries.map(([key, item]) => `${key}: ${literal(item, indent)}`).join(', ')} }`
    if (inline.length + indent.length <= 72) return inline
    const inner = `${indent}  `
    return `{\n${entries.map(([key, item]) => `${inner}${key}: ${literal(item, inner)},`).join('\n')}\n${indent}}`
  }
  return String(value)
}

/** Each scheme's values where neither the preset nor the playground sets one: vtkit's own. */
export type ThemeDefaults = { light: Theme; dark: Theme }

const pick = (theme: Theme | undefined, keys: readonly (keyof Theme)[]): Theme =>
  Object.fromEntries(keys.flatMap((key) => (theme?.[key] ? [[key, theme[key]]] : [])))

const presetOf = (name: PresetName): { light: Theme; dark: Theme } | undefined =>
  name === 'default' ? undefined : themePresets[name]

/** A theme value as shown in the editor: the playground's, else the preset's, else vtkit's. */
export function themeValue(
  state: PlaygroundState,
  scheme: 'light' | 'dark',
  key: keyof Theme,
  defaults: ThemeDefaults,
): string {
  const shared = (sharedKeys as readonly string[]).includes(key)
  const own = shared ? state.theme.shared[key] : state.theme[scheme][key]
  return own ?? presetOf(state.preset)?.[scheme][key] ?? defaults[scheme][key] ?? ''
}

/**
 * The theme as CSS variables for the host's stylesheet (`themeToCss`): the preview uses this very
 * text. Following the system, a value changed for light only is given its dark default again
 * (an unlayered rule would otherwise win over vtkit's dark values too).
 */
export function themeCss(state: PlaygroundState, defaults: ThemeDefaults): string {
  const preset = presetOf(state.preset)
  const shared = { ...pick(preset?.light, sharedKeys), ...state.theme.shared }
  const light = { ...pick(preset?.light, schemeKeys), ...state.theme.light }
  const dark = { ...pick(preset?.dark, schemeKeys), ...state.theme.dark }
  const css =
    state.scheme === 'light'
      ? themeToCss({ ...shared, ...light })
      : state.scheme === 'dark'
        ? themeToCss({ ...shared, ...dark })
        : themeToCss(
            { ...shared, ...light },
            { dark: { ...pick(defaults.dark, Object.keys(light) as (keyof Theme)[]), ...dark } },
          )
  if (css.trim() === '') return ''
  const name = state.preset === 'default' ? 'vtkit' : `vtkit, ${state.preset}`
  return `/* The widget's theme (${name}): in your app's stylesheet. */\n${css}`
}
