import { isSameAddress } from '../../address.js'
import { describeKnown, type KnownContract } from '../../registry/contractRegistry.js'
import type { TrustedDeployments } from '../../registry/types.js'
import type { AddFinding, StepCheckContext } from '../types/index.js'

type Pins = TrustedDeployments[string]

/**
 * The app's pins for a chain: those given for its chain id and those given for its key, merged
 * (the chain id's win where both name one contract; lists add up). Pins for a key that the app
 * ties to another chain id do not hold here.
 */
export function pinsFor(
  context: Pick<StepCheckContext, 'trustedDeployments'>,
  chainKey: string,
  chainId: number | undefined,
): Pins | undefined {
  const pins = context.trustedDeployments
  if (!pins) return undefined
  const byId = chainId === undefined ? undefined : pins[String(chainId)]
  const keyPins = pins[chainKey]
  const byKey =
    keyPins?.chainId !== undefined && chainId !== undefined && keyPins.chainId !== chainId
      ? undefined
      : keyPins
  if (!byId || !byKey || byId === byKey) return byId ?? byKey
  const list = (role: 'bridges' | 'intentContracts' | 'ofts') =>
    byId[role] || byKey[role] ? [...(byId[role] ?? []), ...(byKey[role] ?? [])] : undefined
  return {
    chainId: byId.chainId ?? byKey.chainId,
    multicall: byId.multicall ?? byKey.multicall,
    transferDelegate: byId.transferDelegate ?? byKey.transferDelegate,
    bridges: list('bridges'),
    intentContracts: list('intentContracts'),
    ofts: list('ofts'),
  }
}

/**
 * Whether `address` is among the app's pinned contracts of `role` on a chain: `true`, `false`, or
 * `undefined` when the app pinned none (vtkit then asks its registry, or says it cannot know).
 */
export function isPinned(
  context: Pick<StepCheckContext, 'trustedDeployments'>,
  chainKey: string,
  role: 'bridges' | 'intentContracts' | 'ofts',
  address: string,
  chainId?: number | undefined,
): boolean | undefined {
  const pinned = pinsFor(context, chainKey, chainId)?.[role]
  return pinned === undefined ? undefined : pinned.some((item) => isSameAddress(item, address))
}

/**
 * `/metadata` is what every step is checked against, so it is checked first: the multicall, the
 * delegate and the token sent must be three different contracts (a multicall that is the token
 * would let a plain `transfer` pass as "a call to the multicall"); pinned addresses must match,
 * and so must production's own where vtkit's registry knows them; each must have code on chain
 * where that was read; and addresses that changed since they were last used (and that production
 * does not vouch for) need the user's confirmation.
 * Returns false when the step cannot be judged against them.
 */
export function verifyDeployments(
  chainKey: string,
  chainId: number | undefined,
  { multicall, delegate }: { multicall: string; delegate: string },
  index: number,
  context: StepCheckContext,
  add: AddFinding,
): boolean {
  const { request, previousDeployments } = context
  const token = chainKey === request.srcChainKey ? request.srcTokenAddress : undefined
  if (
    isSameAddress(multicall, delegate) ||
    (token !== undefined && (isSameAddress(multicall, token) || isSameAddress(delegate, token)))
  ) {
    add(
      'deployments-suspicious',
      index,
      'refuse',
      `the service names the same contract as its multicall, its transfer delegate or your token on ${chainKey}: its contract list cannot be trusted`,
    )
    return false
  }
  const codeless = context.codelessContracts?.[chainKey] ?? []
  for (const [role, address] of [
    ['multicall', multicall],
    ['transfer delegate', delegate],
    ['token', token],
  ] as const) {
    if (address !== undefined && codeless.some((item) => isSameAddress(item, address))) {
      add(
        'deployment-no-code',
        index,
        'refuse',
        `the ${role} ${address} the service names on ${chainKey} has no code on chain: it is not a contract`,
      )
      return false
    }
  }
  const pinned = pinsFor(context, chainKey, chainId)
  for (const [role, actual, expected] of [
    ['multicall', multicall, pinned?.multicall],
    ['transfer delegate', delegate, pinned?.transferDelegate],
  ] as const) {
    if (expected !== undefined && !isSameAddress(actual, expected)) {
      add(
        'deployments-untrusted',
        index,
        'refuse',
        `the service names ${actual} as the ${role} on ${chainKey}, not the ${expected} this app trusts`,
      )
      return false
    }
  }
  const production = productionVerdict(
    chainKey,
    chainId,
    { multicall, delegate },
    pinned,
    index,
    context,
    add,
  )
  if (production === 'refused') return false
  const before = previousDeployments?.[chainKey]
  const changed =
    production === 'unknown' &&
    before !== undefined &&
    ((before.multicall !== undefined && !isSameAddress(before.multicall, multicall)) ||
      (before.transferDelegate !== undefined && !isSameAddress(before.transferDelegate, delegate)))
  if (changed)
    add(
      'deployments-changed',
      index,
      'warn',
      `the service's contracts on ${chainKey} changed since your last transfer (multicall ${multicall}, delegate ${delegate})`,
    )
  return true
}

/**
 * `/metadata` against the registry, for the roles the app did not pin: production's own multicall
 * and delegate pass, and so does a pair LayerZero's deployer created (its own multicall, on a chain
 * the registry has no row for); an address production knows as another contract on that chain is
 * refused; one that differs from an official or live-seen pair is refused, from an inferred pair
 * a warning; one nobody vouches for (no row, no pin, not LayerZero's) is a finding whatever else
 * is recognised. `confirmed`: both are pinned or production's, so a change since the last
 * transfer is no news.
 */
function productionVerdict(
  chainKey: string,
  chainId: number | undefined,
  { multicall, delegate }: { multicall: string; delegate: string },
  pinned: Pins | undefined,
  index: number,
  context: StepCheckContext,
  add: AddFinding,
): 'confirmed' | 'unknown' | 'refused' {
  const registry = context.registry
  const unpinned: string[] = []
  let verdict: 'confirmed' | 'unknown' | 'refused' = 'confirmed'
  for (const [role, name, actual, pin] of [
    ['multicall', 'multicall', multicall, pinned?.multicall],
    ['transfer-delegate', 'transfer delegate', delegate, pinned?.transferDelegate],
  ] as const) {
    // The app's own pin stands for production here (checked above).
    if (pin !== undefined) continue
    if (!registry || chainId === undefined) {
      verdict = 'unknown'
      unpinned.push(name)
      continue
    }
    const known = registry.of(chainId, role)
    const elsewhere = registry.at(chainId, actual).find((row) => row.role !== role)
    if (elsewhere) {
      add(
        'deployments-suspicious',
        index,
        'refuse',
        `the service names ${actual} as its ${name} on ${chainKey}, but that is ${describeKnown(elsewhere)} there`,
      )
      return 'refused'
    }
    if (known.length === 0) {
      if (registry.layerZeroPair(multicall, delegate) === undefined) {
        verdict = 'unknown'
        unpinned.push(name)
      }
    } else if (!known.some((row) => isSameAddress(row.address, actual))) {
      const [expected] = known as [KnownContract]
      if (expected.confidence === 'inferred') {
        add(
          'deployments-unrecognised',
          index,
          'warn',
          `the service names ${actual} as its ${name} on ${chainKey}; the public record vtkit has (not confirmed by the owner) says ${expected.address}`,
        )
        verdict = 'unknown'
      } else {
        add(
          'deployments-untrusted',
          index,
          'refuse',
          `the service names ${actual} as its ${name} on ${chainKey}, not production's ${expected.address}`,
        )
        return 'refused'
      }
    }
  }
  // EVM chains only: a Solana route account is vouched for where the step pays it, a Starknet
  // multicall where it is called.
  if (unpinned.length > 0 && chainId !== undefined)
    add(
      'deployments-unknown',
      index,
      'warn',
      `vtkit has no record of ${unpinned.length === 2 ? `${multicall} and ${delegate}` : unpinned[0] === 'multicall' ? multicall : delegate} as the service's ${unpinned.join(' and ')} on ${chainKey}, and this app pins none: your approval and the transfer would go through contracts only the service vouches for`,
    )
  return verdict
}
