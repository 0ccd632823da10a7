import { isSameAddress } from '../address.js'
import type { AddFinding, StepCheckContext } from './stepRules.js'

/**
 * Contracts an app pins per chain key: `/metadata` must agree with them, and a bridge call or an
 * intent approval must go to one of them. Where a chain has no pin, what cannot be known is a
 * warning the user confirms (`bridge-contract-unverified`, `intent-contract-unverified`).
 */
export type TrustedDeployments = Readonly<
  Record<
    string,
    {
      multicall?: string | undefined
      transferDelegate?: string | undefined
      /** The contracts a batch may bridge through: Stargate pools, OFTs, Circle's messenger. */
      bridges?: readonly string[] | undefined
      /** The intent contracts an order may be signed for (and approved to). */
      intentContracts?: readonly string[] | undefined
    }
  >
>

/**
 * Whether `address` is among the app's pinned contracts of `role` on a chain: `true`, `false`, or
 * `undefined` when the app pinned none (vtkit then cannot know, and says so).
 */
export function isPinned(
  context: StepCheckContext,
  chainKey: string,
  role: 'bridges' | 'intentContracts',
  address: string,
): boolean | undefined {
  const pinned = context.trustedDeployments?.[chainKey]?.[role]
  return pinned === undefined ? undefined : pinned.some((item) => isSameAddress(item, address))
}

/**
 * `/metadata` is what every step is checked against, so it is checked first: the multicall, the
 * delegate and the token sent must be three different contracts (a multicall that is the token
 * would let a plain `transfer` pass as "a call to the multicall"); pinned addresses must match;
 * each must have code on chain where that was read; and addresses that changed since they were
 * last used need the user's confirmation.
 * Returns false when the step cannot be judged against them.
 */
export function verifyDeployments(
  chainKey: string,
  { multicall, delegate }: { multicall: string; delegate: string },
  index: number,
  context: StepCheckContext,
  add: AddFinding,
): boolean {
  const { request, trustedDeployments, previousDeployments } = context
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
  const pinned = trustedDeployments?.[chainKey]
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
  const before = previousDeployments?.[chainKey]
  const changed =
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
