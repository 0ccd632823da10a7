import type { ReactNode } from 'react'
import type {
  ExecutionResult,
  SolanaWallet,
  TransferJournal,
} from '../../core/steps/types/index.js'
import type { OftMessages } from '../../locales/en/oftMessages.js'
import type { BridgeEvent } from '../BridgeWidget/bridgeEvents.js'
import type { UiProps } from '../ui.js'
import type { OftTransferValues } from './context.js'

// What OftTransfer takes.

export type OftTransferRootProps = Omit<UiProps, 'messages'> & {
  /** Any texts to replace (English by default): the shared ones and OftTransfer's own. */
  messages?: Partial<OftMessages> | undefined
  defaultValues?: Partial<OftTransferValues>
  /** The sender; default the connected wagmi account. */
  walletAddress?: string
  /**
   * A Solana wallet (`useWalletAdapterSolana()` from vtkit/solana): it receives sends to Solana
   * unless another address is typed, and a send to it is followed to its arrival there.
   */
  solana?: SolanaWallet | undefined
  journal?: TransferJournal
  /** The approval and the send in one wallet prompt (EIP-5792) where the wallet batches. Default true. */
  atomicBatch?: boolean
  onTransferComplete?: (result: ExecutionResult) => void
  /** Rendered where the user must connect a wallet: your own connect button. */
  connectWallet?: ReactNode
  /** Chain logos by chain key for the pickers (https or data:image URLs). Default: initials. */
  chainLogos?: Readonly<Record<string, string>> | undefined
  /** Everything that happens, as `BridgeWidget`'s `onEvent` tells it (`BridgeEvent`), each once. */
  onEvent?: ((event: BridgeEvent) => void) | undefined
  children?: ReactNode
}
