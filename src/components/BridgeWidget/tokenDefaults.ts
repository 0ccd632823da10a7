import { isSameAddress } from '../../core/address.js'
import type { ValidationIssue } from '../../core/errors.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { Token } from '../../core/schemas/token.js'
import type { ChainRef } from '../../core/scope.js'
import type { TokenSelection } from '../TokenPicker/context.js'

/**
 * A default token given by id, before the catalogue is there: the chain by key or EVM chain id,
 * the token by address or symbol (`{ chain: 8453, token: 'USDC' }`).
 */
export type TokenDefaultRef = { chain: ChainRef; token: string }

/** A side's default: a whole selection, or one by id resolved once the catalogue arrives. */
export type TokenDefault = TokenSelection | TokenDefaultRef

export const isTokenDefaultRef = (value: TokenDefault | undefined): value is TokenDefaultRef =>
  value !== undefined && 'chain' in value && !('chainKey' in value)

type Catalogue = {
  chains: readonly Chain[]
  /** The chains list is whole (not a first page). */
  chainsComplete: boolean
  byChain: ((chainKey: string) => readonly Token[]) | undefined
  /** The token list is whole. */
  tokensComplete: boolean
}

/**
 * The selection a default by id names: found, still to wait for (the lists are partial), or an
 * issue saying what names nothing.
 */
export function resolveTokenDefault(
  side: 'source' | 'destination',
  ref: TokenDefaultRef,
  { chains, chainsComplete, byChain, tokensComplete }: Catalogue,
): TokenSelection | 'pending' | ValidationIssue {
  const chain = chains.find((item) =>
    typeof ref.chain === 'number' ? item.chainId === ref.chain : item.chainKey === ref.chain,
  )
  if (!chain)
    return chainsComplete
      ? { path: `${side}.chain`, message: `names no chain the service lists (${ref.chain})` }
      : 'pending'
  if (!byChain) return 'pending'
  const wanted = ref.token.trim()
  const tokens = byChain(chain.chainKey)
  // An address (EVM, Starknet's longer felt, Solana's base58), else a symbol.
  const token = /^0x[0-9a-fA-F]{1,64}$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(wanted)
    ? tokens.find((item) => isSameAddress(item.address, wanted))
    : tokens.find((item) => item.symbol.toLowerCase() === wanted.toLowerCase())
  if (token) return { chainKey: chain.chainKey, token }
  return tokensComplete
    ? { path: `${side}.token`, message: `names no token on ${chain.name} (${wanted})` }
    : 'pending'
}
