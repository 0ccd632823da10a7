import type { Chain } from '../schemas/chain.js'
import type { StepCheckContext } from './stepRules.js'

/**
 * The chain id the app itself gives a chain of `/chains`: its pins' (`trustedDeployments[key]
 * .chainId`), its wallet's chain of that name or key, or LayerZero's id for that key where the
 * wallet is set up for a chain of that id. Undefined when the app says nothing of it.
 */
export function appChainIdOf(
  context: Pick<StepCheckContext, 'trustedDeployments' | 'appChains' | 'registry'>,
  chain: Chain,
): number | undefined {
  const pinned = context.trustedDeployments?.[chain.chainKey]?.chainId
  if (pinned !== undefined) return pinned
  const appChains = context.appChains ?? []
  const named = (text: string) => text.trim().toLowerCase()
  const match = appChains.find(
    (item) => named(item.name) === named(chain.name) || named(item.name) === named(chain.chainKey),
  )
  if (match) return match.id
  const known = context.registry?.chainIdOf(chain.chainKey)
  return known !== undefined && appChains.some((item) => item.id === known) ? known : undefined
}
