import { createContext } from 'react'
import type { LocalePack } from '../locales/types.js'

/** The languages the app gave `VtkitProvider` (`locales`); English needs none. */
export const LocalesContext = createContext<readonly LocalePack[]>([])

/**
 * The pack a locale speaks: the same tag (`pt-BR`), else the same language (`de-AT` → `de`);
 * undefined for English and for a language the app did not give.
 */
export function packFor(
  packs: readonly LocalePack[],
  locale: string | undefined,
): LocalePack | undefined {
  if (!locale || packs.length === 0) return undefined
  const wanted = locale.toLowerCase()
  const language = wanted.split('-')[0]
  return (
    packs.find((pack) => pack.locale.toLowerCase() === wanted) ??
    packs.find((pack) => pack.locale.toLowerCase().split('-')[0] === language)
  )
}
