import { type Theme, themeKeys, themePresets } from '../../src/exports/index'

// What the playground lets a designer change, its defaults (the widget's own, with a route to look
// at), and how it travels in the page's address.

export const languages = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['pt-BR', 'Português (Brasil)'],
  ['tr', 'Türkçe'],
  ['zh-CN', '简体中文'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['vi', 'Tiếng Việt'],
  ['id', 'Bahasa Indonesia'],
] as const

export type PresetName = 'default' | keyof typeof themePresets
export const presetNames: readonly PresetName[] = ['default', 'midnight', 'paper', 'neon']

/** Colours and the elevation, which differ between light and dark (vtkit's own keys). */
export const schemeKeys = themeKeys.filter((key) => key.startsWith('color') || key === 'shadow')

/** The shape, the type and the width, the same in both schemes. */
export const sharedKeys = themeKeys.filter((key) => !schemeKeys.includes(key))

export type Side = { chain: string; token: string }

export type PlaygroundState = {
  variant: 'card' | 'compact' | 'drawer'
  /** The form's starting values (`defaultValues`); no chain: none. */
  from: Side
  to: Side
  amount: string
  /** Chains that may be picked on each side; empty: all. */
  fromChains: string[]
  toChains: string[]
  /** Token symbols shown first in the pickers. */
  featured: string[]
  /** The tokens offered: all, only these symbols, or all but these. */
  tokens: { offered: 'all' | 'only' | 'except'; symbols: string[] }
  lock: { source: boolean; destination: boolean; amount: boolean; recipient: boolean }
  /** The locked recipient (`defaultValues.recipient`), and what it is called. */
  recipient: string
  recipientLabel: string
  hide: {
    history: boolean
    settings: boolean
    recipient: boolean
    routes: boolean
    swapButton: boolean
  }
  routePriority: 'return' | 'fastest' | 'cheapest'
  /** Percent of the value sent. */
  valueLoss: { warn: number; confirm: number }
  locale: (typeof languages)[number][0]
  atomicBatch: boolean
  preset: PresetName
  scheme: 'system' | 'light' | 'dark'
  /** Changes over the preset: shared values, and each scheme's colours. */
  theme: { shared: Theme; light: Theme; dark: Theme }
  service: 'normal' | 'slow' | 'failing'
  /** Preview only: the story wallet connected. */
  wallet: boolean
}

export const initialState: PlaygroundState = {
  variant: 'card',
  from: { chain: 'base', token: 'USDC' },
  to: { chain: 'arbitrum', token: 'USDC' },
  amount: '25',
  fromChains: [],
  toChains: [],
  featured: [],
  tokens: { offered: 'all', symbols: [] },
  lock: { source: false, destination: false, amount: false, recipient: false },
  recipient: '',
  recipientLabel: '',
  hide: { history: false, settings: false, recipient: false, routes: false, swapButton: false },
  routePriority: 'return',
  valueLoss: { warn: 5, confirm: 10 },
  locale: 'en',
  atomicBatch: true,
  preset: 'default',
  scheme: 'system',
  theme: { shared: {}, light: {}, dark: {} },
  service: 'normal',
  wallet: true,
}

// The address carries only what differs from the start, as base64url JSON: one Storybook arg
// (whose values may hold only letters, digits, "-", "_" and spaces).

export function encodeState(state: PlaygroundState): string {
  const changed = Object.fromEntries(
    Object.entries(state).filter(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(initialState[key as keyof PlaygroundState]),
    ),
  )
  if (Object.keys(changed).length === 0) return ''
  const bytes = new TextEncoder().encode(JSON.stringify(changed))
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A link's state: anything unreadable, unknown or of the wrong type leaves the start's value. */
export function decodeState(encoded: string | undefined): PlaygroundState {
  if (!encoded) return initialState
  let parsed: unknown
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    parsed = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return initialState
  }
  const state = mergeLike(initialState, parsed) as PlaygroundState
  const { warn, confirm } = state.valueLoss
  // As the editor takes them: each a percent, the warning not above the confirmation.
  const valueLoss =
    warn >= 0 && confirm <= 100 && warn <= confirm ? state.valueLoss : initialState.valueLoss
  return { ...state, valueLoss }
}

/** `value` where it has `template`'s shape (strings, numbers, booleans, lists and records of them). */
function mergeLike(template: unknown, value: unknown): unknown {
  if (Array.isArray(template))
    return Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value
      : template
  if (template !== null && typeof template === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return template
    const record = value as Record<string, unknown>
    const entries = Object.entries(template)
    // A theme's record is open (any of its keys), the rest keep their template's keys.
    if (entries.length === 0)
      return Object.fromEntries(
        Object.entries(record).filter(([key, item]) => isThemeValue(key, item)),
      )
    return Object.fromEntries(
      entries.map(([key, item]) => [key, key in record ? mergeLike(item, record[key]) : item]),
    )
  }
  if (typeof template === 'string' && typeof value === 'string')
    return oneOf(template, value) ? value : template
  return typeof value === typeof template && !Number.isNaN(value) ? value : template
}

/** The elevations, fonts and densities the editor offers (a preset's own value is kept too). */
export const shadows = [
  ['none', 'Flat'],
  ['0 4px 16px rgb(15 20 40 / 0.08)', 'Soft'],
  ['0 12px 32px rgb(15 20 40 / 0.16)', 'Lifted'],
] as const

export const fonts = [
  ['ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif', 'System sans'],
  ['ui-serif, Georgia, "Times New Roman", serif', 'Serif'],
  ['ui-rounded, "SF Pro Rounded", system-ui, sans-serif', 'Rounded'],
  ['ui-monospace, "SF Mono", Menlo, monospace', 'Monospace'],
] as const

export const densities = [
  ['6px', 'Compact'],
  ['8px', 'Regular'],
  ['10px', 'Roomy'],
] as const

const presetValues = (key: keyof Theme) =>
  Object.values(themePresets).flatMap((preset) =>
    [preset.light, preset.dark].map((theme) => (theme as Theme)[key]),
  )

/**
 * A value the editor itself could have set: a colour as #rrggbb, a size in whole pixels, an
 * elevation or a font from its lists or a preset. A link cannot bring anything else (an
 * `url(…)` would make the preview fetch it).
 */
function isThemeValue(key: string, value: unknown): boolean {
  if (!(themeKeys as readonly string[]).includes(key) || typeof value !== 'string') return false
  if (key.startsWith('color')) return /^#[0-9a-f]{6}$/i.test(value)
  if (key === 'shadow')
    return [...shadows.map(([shadow]) => shadow), ...presetValues('shadow')].includes(value)
  if (key === 'fontFamily')
    return [...fonts.map(([font]) => font), ...presetValues('fontFamily')].includes(value)
  return /^\d{1,3}(\.\d+)?px$/.test(value)
}

/** The tokens the editor offers to feature, allow or deny: the simulator's common ones. */
export const tokenChoices = ['USDC', 'USDT', 'ETH', 'WETH', 'WBTC', 'SOL']

type Catalog = {
  chains: readonly { chainKey: string }[]
  tokens: readonly { chainKey: string; symbol: string }[]
}

/** A link's chains and tokens that the catalogue has; the others are dropped, as a picker would. */
export function withinCatalog(state: PlaygroundState, catalog: Catalog): PlaygroundState {
  const chains = new Set(catalog.chains.map((chain) => chain.chainKey))
  const side = (chosen: Side): Side =>
    chains.has(chosen.chain)
      ? {
          chain: chosen.chain,
          token: catalog.tokens.some(
            (token) => token.chainKey === chosen.chain && token.symbol === chosen.token,
          )
            ? chosen.token
            : '',
        }
      : { chain: '', token: '' }
  const symbols = new Set(catalog.tokens.map((token) => token.symbol))
  // Only what the editor can show ticked, once each.
  const offered = (list: string[]) =>
    [...new Set(list)].filter((symbol) => tokenChoices.includes(symbol) && symbols.has(symbol))
  return {
    ...state,
    from: side(state.from),
    to: side(state.to),
    fromChains: state.fromChains.filter((chain) => chains.has(chain)),
    toChains: state.toChains.filter((chain) => chains.has(chain)),
    featured: offered(state.featured),
    tokens: { ...state.tokens, symbols: offered(state.tokens.symbols) },
  }
}

// A choice from a fixed list must name one of it.
const choices: string[][] = [
  ['card', 'compact', 'drawer'],
  ['return', 'fastest', 'cheapest'],
  presetNames as string[],
  ['system', 'light', 'dark'],
  ['normal', 'slow', 'failing'],
  ['all', 'only', 'except'],
  languages.map(([tag]) => tag),
]

function oneOf(template: string, value: string): boolean {
  const list = choices.find((choice) => choice.includes(template))
  return list ? list.includes(value) : true
}
