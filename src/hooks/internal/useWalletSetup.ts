import { useMemo } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { isPartialList } from '../../core/partialList.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { EvmExecutor, TransferJournal } from '../../core/steps/types/index.js'
import { createWagmiEvmExecutor } from '../../executors/wagmi.js'
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
    /** The wagmi account as it is now, whatever `walletAddress` says. */
    connectedAddress: account.address,
    evm,
    wagmiChains: config.chains,
  }
}

/**
 * The chain list once it holds every chain a transfer names: the whole list, or, while later
 * pages are still on their way, the part that has arrived if those chains are in it (a step and
 * a fee are checked against their own chains). Undefined until then; `undefined` keys (a
 * transfer whose steps are yet to be built) need the whole list.
 */
export function chainsNamed(
  chains: readonly Chain[] | undefined,
  chainKeys: readonly (string | undefined)[] | undefined,
): readonly Chain[] | undefined {
  if (!chains || !isPartialList(chains)) return chains
  if (!chainKeys) return undefined
  const listed = (key: string | undefined) =>
    key === undefined || chains.some((chain) => chain.chainKey === key)
  return chainKeys.every(listed) ? chains : undefined
}

/**
 * `/chains` may omit an EVM chain's id; the host's wagmi chains can give it, matched by name or
 * key. A chain neither gives stays without one, and its steps are refused (`chain-id-unknown`).
 */
export function withWagmiChainIds(
  chains: readonly Chain[] | undefined,
  wagmiChains: readonly { id: number; name: string }[],
): Chain[] | undefined {
  if (!chains) return undefined
  const named = (text: string) => text.trim().toLowerCase()
  return chains.map((chain) => {
    if (chain.chainId !== undefined || chain.chainType !== 'EVM') return chain
    const match = wagmiChains.find(
      (item) =>
        named(item.name) === named(chain.name) || named(item.name) === named(chain.chainKey),
    )
    return match ? { ...chain, chainId: match.id } : chain
  })
}
