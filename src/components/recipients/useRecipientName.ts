import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { isAddressOfChainType } from '../../core/address.js'
import { EnsChainContext } from '../../hooks/internal/ensChainContext.js'
import { type EvmWallet, useEvmWallet } from '../../hooks/internal/useEvmWallet.js'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { looksLikeName, plainEnsName } from './ensName.js'

/** What a recipient field's text is, as a name: none (an address or other text), or its lookup. */
export type RecipientName =
  | { state: 'none' }
  | { state: 'looking'; name: string }
  | {
      state: 'found'
      name: string
      address: string
      /** Where it was read: the destination's own record, the default EVM one, or Ethereum's. */
      record: 'chain' | 'evm' | 'ethereum'
    }
  | { state: 'missing'; name: string; reason: 'no-address' | 'not-plain' | 'no-ens' | 'offchain' }
  | { state: 'failed'; name: string }

const NONE: RecipientName = { state: 'none' }

const LOOKUP_DELAY_MS = 300

/** The ENS chain (`VtkitProvider`'s `ensChainId`), where the app's wagmi config names its resolver. */
function ensChainIn(evm: EvmWallet, chainId: number): number | undefined {
  const chain = evm.chains.find((item) => item.id === chainId)
  return chain?.contracts?.ensUniversalResolver ? chain.id : undefined
}

/**
 * The address an ENS name typed as the recipient gives on an EVM destination, looked up through
 * the app's wagmi client for the ENS chain (mainnet, unless `VtkitProvider` names another) once
 * the text stops changing. The address found is the recipient the quote and the checks use, and
 * the one shown in full; the name is never signed. An answer is only ever used for the very name
 * and destination it was asked for (never a previous one kept as a placeholder), and kept for the
 * session: the address the user saw does not change under them.
 */
export function useRecipientName(
  text: string,
  destination: { chainType: string; chainId?: number | undefined } | undefined,
): RecipientName {
  const evm = useEvmWallet()
  const chainId = destination?.chainType === 'EVM' ? destination.chainId : undefined
  const candidate =
    chainId !== undefined && looksLikeName(text) && !isAddressOfChainType(text, 'EVM')
      ? text
      : undefined
  const name = candidate === undefined ? undefined : plainEnsName(candidate)
  const ensChain = ensChainIn(evm, useContext(EnsChainContext))
  const settled = useDebouncedValue(ensChain === undefined ? undefined : name, LOOKUP_DELAY_MS)
  const query = useQuery({
    queryKey: ['vtkit', 'recipientName', settled, chainId, ensChain],
    // Loaded when a name is first typed: most pages never look one up.
    queryFn: async () =>
      (await import('./lookUpName.js')).lookUpName(evm, ensChain ?? 1, settled ?? '', chainId ?? 1),
    enabled: settled !== undefined && settled === name,
    // Not the host's defaults: no previous name's answer shown for this one, no refetch that
    // would change or drop an address the user has seen.
    placeholderData: undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  })
  if (candidate === undefined) return NONE
  if (name === undefined) return { state: 'missing', name: candidate, reason: 'not-plain' }
  if (ensChain === undefined) return { state: 'missing', name, reason: 'no-ens' }
  const lookup = query.data
  const current =
    !query.isPlaceholderData &&
    lookup !== undefined &&
    lookup.name === name &&
    lookup.destinationChainId === chainId
  if (settled !== name || query.isPending || (!query.isError && !current))
    return { state: 'looking', name }
  if (query.isError || !lookup) return { state: 'failed', name }
  return lookup.found
    ? { state: 'found', name, address: lookup.address, record: lookup.record }
    : { state: 'missing', name, reason: lookup.reason }
}
