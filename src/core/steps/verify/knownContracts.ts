import { isNativeTokenAddress, isSameAddress } from '../../address.js'
import { routeKind } from '../../labels.js'
import { describeKnown, type KnownContract } from '../../registry/contractRegistry.js'
import type { StepCheckContext } from '../types/index.js'
import { isPinned } from './deployments.js'

/**
 * How vtkit knows a contract a step names: vouched for (by the app's pins or by the registry of
 * production contracts), refused (production knows it as something else, or shut it down), or
 * unknown (a warning the user confirms).
 */
export type Recognition =
  | { kind: 'trusted'; by: 'pin' | 'registry' }
  | { kind: 'refused'; why: string }
  | { kind: 'unknown' }

type Wanted = {
  chainKey: string
  chainId: number | undefined
  address: string
  /** The token the contract must take: a Stargate pool's (the native coin's for a native pool). */
  token?: string | undefined
}

/**
 * The contract a bridge call goes through: an OFT `send` must reach the chain's Stargate pool or
 * Hydra OFT of the very token sent (a native pool for the native coin), a CCTP burn Circle's token
 * messenger of that version. The app's pins vouch as well as the registry.
 */
export function recognizeBridge(
  context: StepCheckContext,
  wanted: Wanted & { kind: 'oft' | 'cctp-v1' | 'cctp-v2' },
): Recognition {
  const { address, chainId, chainKey } = wanted
  const pinned = isPinned(context, chainKey, 'bridges', address, chainId)
  if (pinned === true) return { kind: 'trusted', by: 'pin' }
  const rows = chainId === undefined ? [] : (context.registry?.at(chainId, address) ?? [])
  const role = wanted.kind === 'oft' ? 'stargate' : 'cctp-token-messenger'
  const version = wanted.kind === 'cctp-v1' ? 1 : 2
  const match = rows.find(
    (row) => row.role === role && (role === 'stargate' || row.version === version),
  )
  if (match?.role === 'stargate') {
    if (!match.active) return { kind: 'refused', why: `it is ${describeKnown(match)}` }
    if (!takesToken(match, wanted.token))
      return {
        kind: 'refused',
        why: `it is ${describeKnown(match)}, not the pool of the token you send`,
      }
    return { kind: 'trusted', by: 'registry' }
  }
  if (match) return { kind: 'trusted', by: 'registry' }
  const other = rows[0]
  if (other)
    return {
      kind: 'refused',
      why: `it is ${describeKnown(other)} there, not ${wanted.kind === 'oft' ? 'a Stargate pool' : `Circle's CCTP V${version} token messenger`}`,
    }
  if (pinned === false) return { kind: 'refused', why: 'it is not a contract this app trusts' }
  const own = productionsOwn(context, wanted, role)
  if (own)
    return {
      kind: 'refused',
      why: `this route goes through ${describeKnown(own)} there (${own.address}), not a contract production does not know`,
    }
  return { kind: 'unknown' }
}

/**
 * The contract production bridges through on that chain for a route whose contract is one per
 * token (a Stargate pool) or per chain (Circle's messenger, of either version): a stranger in its
 * place is no new deployment vtkit has yet to learn, but another contract. Only a route that says
 * it is an OFT's own (every route step an OFT type) may send a token that has a Stargate pool
 * through another contract, its adapter, and that stays a warning: what the quote says of its
 * route never turns a refusal into one otherwise.
 */
function productionsOwn(
  context: StepCheckContext,
  wanted: Wanted,
  role: 'stargate' | 'cctp-token-messenger',
): KnownContract | undefined {
  if (wanted.chainId === undefined || !context.registry) return undefined
  const rows = context.registry.of(wanted.chainId, role).filter((row) => row.active)
  if (role === 'cctp-token-messenger') return rows[0]
  const { routeSteps } = context.quote
  const oftRoute =
    routeSteps.length > 0 && routeSteps.every((step) => routeKind(step.type) === 'oft')
  return oftRoute ? undefined : rows.find((row) => takesToken(row, wanted.token))
}

/** The contract an intent order is signed for (and its tokens approved to). */
export function recognizeIntentContract(context: StepCheckContext, wanted: Wanted): Recognition {
  const { address, chainId, chainKey } = wanted
  const pinned = isPinned(context, chainKey, 'intentContracts', address, chainId)
  if (pinned === true) return { kind: 'trusted', by: 'pin' }
  const rows = chainId === undefined ? [] : (context.registry?.at(chainId, address) ?? [])
  const aori = rows.find((row) => row.role === 'aori')
  if (aori?.active) return { kind: 'trusted', by: 'registry' }
  const other = aori ?? rows[0]
  if (other) return { kind: 'refused', why: `it is ${describeKnown(other)} there` }
  if (pinned === false) return { kind: 'refused', why: 'it is not a contract this app trusts' }
  const own =
    chainId === undefined
      ? undefined
      : context.registry?.of(chainId, 'aori').find((row) => row.active)
  if (own) return { kind: 'refused', why: `production's intent contract there is ${own.address}` }
  return { kind: 'unknown' }
}

/** Whether a Stargate row takes `token` (the native coin: a pool whose token is `''`). */
function takesToken(row: KnownContract, token: string | undefined): boolean {
  if (token === undefined || row.token === undefined) return false
  if (row.token === '') return isNativeTokenAddress(token)
  return isSameAddress(token, row.token)
}
