import { createContext, type ReactNode, useContext } from 'react'
import type { OftTransferRequest } from '../../core/actions/buildOftTransfer.js'
import type { FundsShortfall } from '../../core/funds.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { OftDeployment, OftListEntry } from '../../core/schemas/oft.js'
import type { useExecuteOftTransfer } from '../../hooks/useExecuteOftTransfer.js'
import type { OftCatalog } from '../../hooks/useOftList.js'
import type { useOftTransfer } from '../../hooks/useOftTransfer.js'
import type { OftMessages } from '../../locales/en/oftMessages.js'
import type { SourceBalance } from '../BridgeWidget/useSourceBalance.js'
import type { RecipientConfirmation } from '../recipients/useRecipientConfirmation.js'
import type { RecipientName } from '../recipients/useRecipientName.js'
import type { PickerBalances } from '../TokenPicker/heldBalances.js'
import type { PickerSearch } from '../useSearchReport.js'

export type OftTransferValues = {
  symbol: string
  srcChainName: string
  dstChainName: string
  /** As typed, in whole tokens ("1.5"). */
  amount: string
  /** Empty: the connected wallet (EVM destinations; on Solana, the `solana` prop's wallet). */
  recipient: string
  /** Native coin to receive on the destination, in whole units; empty for none. */
  nativeDrop: string
  /** Gas for the receiving contract's lzReceive; empty for the default. */
  receiveGas: string
}

export const emptyValues: OftTransferValues = {
  symbol: '',
  srcChainName: '',
  dstChainName: '',
  amount: '',
  recipient: '',
  nativeDrop: '',
  receiveGas: '',
}

export type OftContext = {
  messages: OftMessages
  locale: string | undefined
  ids: string
  values: OftTransferValues
  update: (changes: Partial<OftTransferValues>) => void
  catalog: OftCatalog | undefined
  chains: readonly Chain[]
  entry: OftListEntry | undefined
  source: OftDeployment | undefined
  amount: { value?: string; error?: string }
  /** Who receives (the address a typed ENS name gives, once looked up), and the name's lookup. */
  recipient: { value: string; invalid: boolean; name: RecipientName }
  /** A typed recipient that is not the user's own wallet, confirmed before the send. */
  recipientConfirm: RecipientConfirmation
  receiveGasInvalid: boolean
  request: OftTransferRequest | undefined
  build: ReturnType<typeof useOftTransfer>
  execution: ReturnType<typeof useExecuteOftTransfer>
  sourceChain: Chain | undefined
  /** The source chain's coin, which pays the messaging fee and the gas. */
  nativeSymbol: string
  /** The sender's balance of the token sent (the inner token of an adapter). */
  balance: SourceBalance
  /** What MAX fills in: the balance, less the fee and gas when the coin itself is sent. */
  maxAmount: bigint | undefined
  shortfall: FundsShortfall | undefined
  /** What the one button says instead of acting; `connect` and `retry` are buttons of their own. */
  waitingFor: string | undefined
  blockedReason: string | undefined
  switchTo: { name: string; walletOn: string; run: () => void } | undefined
  connectWallet: ReactNode
  /** The wallet's balances for the From dialog; undefined without an EVM wallet. */
  pickerBalances: PickerBalances | undefined
  /** Tells a picker's settled search (`searchTyped`). */
  searched: (side: 'source' | 'destination', search: PickerSearch) => void
  /** What the pickers take. */
  ui: {
    messages: OftMessages
    colorScheme: 'light' | 'dark' | undefined
    chains: readonly Chain[]
    chainLogos: Readonly<Record<string, string>> | undefined
    disabled: boolean
  }
}

export const Context = createContext<OftContext | undefined>(undefined)

export function useOft(part: string): OftContext {
  const context = useContext(Context)
  if (!context) throw new Error(`OftTransfer.${part} must be inside OftTransfer.Root`)
  return context
}
