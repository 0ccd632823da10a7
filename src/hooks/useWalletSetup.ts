import { useMemo } from 'react'
import { useAccount, useConfig } from 'wagmi'
import type { EvmExecutor } from '../core/steps/executors.js'
import type { TransferJournal } from '../core/steps/journal.js'
import { createWagmiEvmExecutor } from '../executors/wagmi.js'
import { defaultJournal } from './defaultJournal.js'

/**
 * What every execution hook starts from: the journal (default `localStorage`), the signing
 * address (default the connected wagmi account) and the EVM executor (default the wagmi config's).
 */
export function useWalletSetup(parameters: {
  journal?: TransferJournal | undefined
  walletAddress?: string | undefined
  executors?: { evm?: EvmExecutor | undefined } | undefined
}) {
  const config = useConfig()
  const account = useAccount()
  const given = parameters.executors?.evm
  const evm = useMemo(() => given ?? createWagmiEvmExecutor(config), [given, config])
  return {
    journal: parameters.journal ?? defaultJournal(),
    walletAddress: parameters.walletAddress ?? account.address,
    evm,
  }
}
