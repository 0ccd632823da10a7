import { type Ref, useCallback, useContext, useMemo, useRef } from 'react'
import { LocalesContext } from '../hooks/internal/localesContext.js'
import { cardMessages } from '../locales/en/cardMessages.js'
import type { CardMessages, Messages } from '../locales/en/messages.js'
import { packFor } from '../locales/packs.js'
import type { LocaleMessages } from '../locales/types.js'
import { applyTheme, type Theme } from './theme.js'

/** Props every component takes for its look and language. */
export type UiProps = {
  className?: string | undefined
  /** BCP 47 locale for numbers and dates; default the browser's. */
  locale?: string | undefined
  /** Any texts to replace (English by default). */
  messages?: Partial<Messages> | undefined
  /** `light`, `dark`, or follow the system (default). */
  colorScheme?: 'light' | 'dark' | undefined
  /** Values for the CSS variables, applied through the CSSOM (CSP-safe). */
  theme?: Theme | undefined
}

/**
 * The texts of the language `locale` names (when the app gave its pack), with the host's
 * overrides; English for the card's own texts, and for a view's once it completes them
 * (`withViewMessages`: they load with the views).
 */
export function useMessages(
  overrides: Partial<Messages> | undefined,
  locale: string | undefined,
): CardMessages {
  const pack = packFor(useContext(LocalesContext), locale)
  return useMemo(() => ({ ...cardMessages, ...pack?.messages, ...overrides }), [overrides, pack])
}

/** A language's texts, all of them (the widget's and OftTransfer's), for a component that needs both. */
export function useLocaleMessages(locale: string | undefined): Partial<LocaleMessages> | undefined {
  return packFor(useContext(LocalesContext), locale)?.messages
}

/** A ref callback that applies a theme to the element (and removes it when it changes). */
export function useThemeRef<T extends HTMLElement>(theme: Theme | undefined, forwarded?: Ref<T>) {
  const cleanup = useRef<(() => void) | undefined>(undefined)
  const key = JSON.stringify(theme ?? {})
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `theme` by content
  return useCallback(
    (element: T | null) => {
      cleanup.current?.()
      cleanup.current = element && theme ? applyTheme(element, theme) : undefined
      if (typeof forwarded === 'function') forwarded(element)
      else if (forwarded) (forwarded as { current: T | null }).current = element
    },
    [key, forwarded],
  )
}

export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
