import { createContext, type ReactNode, useContext } from 'react'
import type { ChainType } from '../../core/schemas/chain.js'
import type { CardMessages } from '../../locales/en/messages.js'
import type { UiProps } from '../ui.js'
import type { UseBridgeReturnType } from './useBridge/types.js'

/** What every part of `BridgeWidget` reads: the bridge's state, the texts and the look. */
export type BridgeContextValue = {
  bridge: UseBridgeReturnType
  messages: CardMessages
  /** Passed on to the pickers, the route card and the steps. */
  ui: Pick<UiProps, 'locale' | 'messages' | 'colorScheme' | 'theme'>
  chainLogos: Readonly<Record<string, string>> | undefined
  connectWallet: ReactNode | ((chainType: ChainType) => ReactNode) | undefined
  /** The drawer variant's sheet: open or not (undefined for the other variants). */
  drawer: { open: boolean; setOpen: (open: boolean) => void } | undefined
  /** The open tab, `transfer` or `history`. */
  tab: string
  setTab: (tab: string) => void
}

export const BridgeContext = createContext<BridgeContextValue | undefined>(undefined)

/** The bridge a part renders; outside `BridgeWidget.Root` a clear error, not a blank card. */
export function useBridgeContext(part: string): BridgeContextValue {
  const value = useContext(BridgeContext)
  if (!value) throw new Error(`BridgeWidget.${part} must be rendered inside BridgeWidget.Root`)
  return value
}
