import { createContext } from 'react'
import type { LocalePack } from '../../locales/types.js'

/** The languages the app gave `VtkitProvider` (`locales`); English needs none. */
export const LocalesContext = createContext<readonly LocalePack[]>([])
