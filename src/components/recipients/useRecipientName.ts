import { useQuery } from '@tanstack/react-query'
import { type Config, useConfig } from 'wagmi'
import { isAddressOfChainType } from '../../core/address.js'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { looksLikeName, plainEnsName } from './ensName.js'
import { lookUpName } from './lookUpName.js'

/** What a recipient field's text is, as a name: none (an address or other text), or its lookup. */
export type RecipientName =
  | { state: 'none' }
  | { state: 'looking'; name: string }
  | { state: 'found'; name: string; address: string }
  | { state: 'missing'; name: string; reason: 'no-address' | 'not-plain' | 'no-ens' | 'offchain' }
  | { state: 'failed'; name: string }

const NONE: RecipientName = { state: 'none' }

const LOOKUP_DELAY_MS = 300

/** The chain of the app's wagmi config that knows ENS: mainnet first, else any with a resolver. */
export function ensChainId(config: Config): number | undefined {
  const withResolver = config.chains.filter((chain) => chain.contracts?.ensUniversalResolver)
  return (withResolver.find((chain) => chain.id === 1) ?? withResolver[0])?.id
}

/**
 * The address an ENS name typed as the recipient gives on an EVM destination, looked up through
 * the app's wagmi client for the chain that knows ENS (mainnet, or a testnet the app is on) once
 * the text stops changing. The address found is the recipient the quote and the checks use, and
 * the one shown in full; the name is never signed.
 */
export function useRecipientName(
  text: string,
  destination: { chainType: string; chainId?: number | undefined } | undefined,
): RecipientName {
  const config = useConfig()
  const chainId = destination?.chainType === 'EVM' ? destination.chainId : undefined
  const candidate =
    chainId !== undefined && looksLikeName(text) && !isAddressOfChainType(text, 'EVM')
      ? text
      : undefined
  const name = candidate === undefined ? undefined : plainEnsName(candidate)
  const ensChain = ensChainId(config)
  const settled = useDebouncedValue(ensChain === undefined ? undefined : name, LOOKUP_DELAY_MS)
  const query = useQuery({
    queryKey: ['vtkit', 'recipientName', settled, chainId, ensChain],
    queryFn: () => lookUpName(config, ensChain ?? 1, settled ?? '', chainId ?? 1),
    enabled: settled !== undefined && settled === name,
    staleTime: 60_000,
    retry: false,
  })
  if (candidate === undefined) return NONE
  if (name === undefined) return { state: 'missing', name: candidate, reason: 'not-plain' }
  if (ensChain === undefined) return { state: 'missing', name, reason: 'no-ens' }
  if (settled !== name || query.isPending) return { state: 'looking', name }
  if (query.isError || !query.data) return { state: 'failed', name }
  const lookup = query.data
  return lookup.found
    ? { state: 'found', name, address: lookup.address }
    : { state: 'missing', name, reason: lookup.reason }
}
