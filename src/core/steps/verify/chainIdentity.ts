import type { Chain } from '../../schemas/chain.js'
import type { StepCheckContext } from '../types/index.js'

/**
 * The chain id the app itself gives a chain of `/chains`: its pins' (`trustedDeployments[key]
 * .chainId`), its wallet's chain named as the key, LayerZero's id for that key where the wallet
 * is set up for a chain of that id, and only then its wallet's chain of the name `/chains` gives.
 * The key comes first because it is what steps, pins and routes are keyed by: a `/chains` that
 * names Base "Arbitrum One" and gives it Arbitrum's id is caught by the key. Undefined when the
 * app says nothing of it.
 */
export function appChainIdOf(
  context: Pick<StepCheckContext, 'trustedDeployments' | 'appChains' | 'registry'>,
  chain: Pick<Chain, 'chainKey' | 'name'>,
): number | undefined {
  const pinned = context.trustedDeployments?.[chain.chainKey]?.chainId
  if (pinned !== undefined) return pinned
  const appChains = context.appChains ?? []
  const named = (text: string) => text.trim().toLowerCase()
  const byKey = appChains.find((item) => named(item.name) === named(chain.chainKey))
  if (byKey) return byKey.id
  const known = context.registry?.chainIdOf(chain.chainKey)
  if (known !== undefined && appChains.some((item) => item.id === known)) return known
  return appChains.find((item) => named(item.name) === named(chain.name))?.id
}

/** Why the service's chain id of `chain` cannot be believed, or undefined when the app agrees. */
export function chainIdConflict(
  context: Pick<StepCheckContext, 'trustedDeployments' | 'appChains' | 'registry'>,
  chain: Pick<Chain, 'chainKey' | 'name' | 'chainId' | 'chainType'>,
): string | undefined {
  if (chain.chainType !== 'EVM' || chain.chainId === undefined) return undefined
  const appChainId = appChainIdOf(context, chain)
  if (appChainId === undefined || appChainId === chain.chainId) return undefined
  return `the service says ${chain.name} is chain ${chain.chainId}, but this app knows it as chain ${appChainId}`
}
