import { createContext, useContext } from 'react'
import type { Token } from '../../core/schemas/token.js'
import type { ScopeSide, TransferScope } from '../../core/scope.js'
import type { CardMessages } from '../../locales/en/messages.js'
import type { PickerSearch } from '../useSearchReport.js'
import type { PickerBalances } from './heldBalances.js'

// What every part of a TokenPicker reads.

export type TokenSelection = { chainKey: string; token: Token }

export type PickerContext = {
  colorScheme: 'light' | 'dark' | undefined
  messages: CardMessages
  locale: string | undefined
  value: TokenSelection | undefined
  chainKey: string | undefined
  setChainKey: (chainKey: string) => void
  select: (token: Token) => void
  /** Destination mode: only what `useRoutes` says is reachable from `source`. */
  source: { chainKey: string; tokenAddress: string } | undefined
  tokenSearchRef: React.RefObject<HTMLInputElement | null>
  open: boolean
  setOpen: (open: boolean) => void
  chainLogos: Readonly<Record<string, string>> | undefined
  balances: PickerBalances | undefined
  scope: TransferScope | undefined
  side: ScopeSide
  locked: boolean
  onSearch: ((search: PickerSearch) => void) | undefined
}

export const Context = createContext<PickerContext | undefined>(undefined)

export function usePicker(part: string): PickerContext {
  const context = useContext(Context)
  if (!context) throw new Error(`TokenPicker.${part} must be inside TokenPicker.Root`)
  return context
}
