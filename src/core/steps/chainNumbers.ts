import { cctpDomainOf } from '../cctpDomains.js'
import { endpointIdOf } from '../endpointIds.js'
import type { StepCheckContext } from './stepRules.js'

type Context = Pick<StepCheckContext, 'chains' | 'endpointIds' | 'cctpDomains' | 'registry'>

const evmChainId = (context: Context, chainKey: string) => {
  const chain = context.chains.find((item) => item.chainKey === chainKey)
  return chain?.chainType === 'EVM' ? chain.chainId : undefined
}

/**
 * A chain's LayerZero endpoint id: the app's own entries, vtkit's table by chain key, then the
 * registry's by chain id (LayerZero's deployments metadata covers many more chains).
 */
export function endpointIdFor(context: Context, chainKey: string): number | undefined {
  const byKey = endpointIdOf(chainKey, context.endpointIds)
  if (byKey !== undefined) return byKey
  const chainId = evmChainId(context, chainKey)
  return chainId === undefined ? undefined : context.registry?.endpointId(chainId)
}

/** A chain's CCTP domain: the app's own entries, vtkit's table, then Circle's by chain id. */
export function cctpDomainFor(context: Context, chainKey: string): number | undefined {
  const byKey = cctpDomainOf(chainKey, context.cctpDomains)
  if (byKey !== undefined) return byKey
  const chainId = evmChainId(context, chainKey)
  return chainId === undefined ? undefined : context.registry?.cctpDomain(chainId)
}
