import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { useMemo } from 'react'
import type { SolanaWallet } from '../core/steps/types/index.js'
import { createSolanaWallet } from './solanaWallet.js'

/**
 * The connected wallet of `@solana/wallet-adapter-react` (inside its `ConnectionProvider` and
 * `WalletProvider`) for `<BridgeWidget solana={...} />` and `useExecuteSteps`: the address, an
 * executor carrying vtkit's Solana checks, and balances. Connecting, disconnecting and switching
 * accounts give a new value.
 */
export function useWalletAdapterSolana(): SolanaWallet {
  const { publicKey, signTransaction } = useWallet()
  const { connection } = useConnection()
  return useMemo(
    () => createSolanaWallet({ wallet: { publicKey, signTransaction }, connection }),
    [publicKey, signTransaction, connection],
  )
}
