import { cctpDomainOf } from '../../cctpDomains.js'
import { endpointIdOf } from '../../endpointIds.js'
import type { StepCheckContext } from '../types/index.js'
import { appChainIdOf } from './chainIdentity.js'

type Context = Pick<
  StepCheckContext,
  'chains' | 'endpointIds' | 'cctpDomains' | 'registry' | 'appChains' | 'trustedDeployments'
>

/**
 * The chain id the registry is asked by: LayerZero's id for the chain key (the service's keys
 * follow LayerZero's), or the id `/chains` gives when the app's own chains say the same. Never
 * `/chains`' word alone: a hostile one that gave a destination another chain's id would route
 * the funds there.
 */
const trustedChainId = (context: Context, chainKey: string) => {
  const byKey = context.registry?.chainIdOf(chainKey)
  if (byKey !== undefined) return byKey
  const chain = context.chains.find((item) => item.chainKey === chainKey)
  if (chain?.chainType !== 'EVM' || chain.chainId === undefined) return undefined
  return appChainIdOf(context, chain) === chain.chainId ? chain.chainId : undefined
}

/**
 * A chain's LayerZero endpoint id: the app's own entries, vtkit's table by chain key, then the
 * registry's (LayerZero's deployments metadata covers many more chains).
 */
export function endpointIdFor(context: Context, chainKey: string): number | undefined {
  const byKey = endpointIdOf(chainKey, context.endpointIds)
  if (byKey !== undefined) return byKey
  const chainId = trustedChainId(context, chainKey)
  return chainId === undefined ? undefined : context.registry?.endpointId(chainId)
}

/** A chain's CCTP domain: the app's own entries, vtkit's table, then Circle's (by a trusted chain id). */
export function cctpDomainFor(context: Context, chainKey: string): number | undefined {
  const byKey = cctpDomainOf(chainKey, context.cctpDomains)
  if (byKey !== undefined) return byKey
  const chainId = trustedChainId(context, chainKey)
  return chainId === undefined ? undefined : context.registry?.cctpDomain(chainId)
}
