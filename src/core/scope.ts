import { isSameAddress } from './address.js'
import type { Chain } from './schemas/chain.js'
import type { Token } from './schemas/token.js'

/** A chain by its key (`'base'`) or its EVM chain id (`8453`). */
export type ChainRef = string | number

/** A token by symbol (`'USDC'`, on every chain) or exactly (`{ chain: 8453, address: '0x…' }`). */
export type TokenRef = string | { chain: ChainRef; address: string }

type Lists<T> = { allow?: readonly T[] | undefined; deny?: readonly T[] | undefined }

/**
 * What a transfer may start from and go to: chains and tokens allowed (only these) or denied
 * (all but these), for both sides or for `from` / `to` alone (which narrow the common lists).
 * `featured` tokens lead the pickers' lists (their popular row), in the order given.
 */
export type TransferScope = {
  chains?: (Lists<ChainRef> & { from?: Lists<ChainRef>; to?: Lists<ChainRef> }) | undefined
  tokens?:
    | (Lists<TokenRef> & {
        from?: Lists<TokenRef>
        to?: Lists<TokenRef>
        featured?: readonly TokenRef[] | undefined
      })
    | undefined
}

export type ScopeSide = 'from' | 'to'

const chainMatches = (chain: Pick<Chain, 'chainKey' | 'chainId'>, ref: ChainRef) =>
  typeof ref === 'number' ? chain.chainId === ref : chain.chainKey === ref

function tokenMatches(token: Token, chain: Chain | undefined, ref: TokenRef): boolean {
  if (typeof ref === 'string') return token.symbol.toLowerCase() === ref.toLowerCase()
  const onChain = chain
    ? chainMatches(chain, ref.chain)
    : typeof ref.chain === 'string' && token.chainKey === ref.chain
  return onChain && isSameAddress(token.address, ref.address)
}

function passes<T, R>(item: T, lists: Lists<R> | undefined, matches: (item: T, ref: R) => boolean) {
  if (!lists) return true
  if (lists.allow && !lists.allow.some((ref) => matches(item, ref))) return false
  return !lists.deny?.some((ref) => matches(item, ref))
}

/** Whether a chain may be picked on a side of the transfer. */
export function isChainInScope(
  chain: Pick<Chain, 'chainKey' | 'chainId'>,
  scope: TransferScope | undefined,
  side: ScopeSide,
): boolean {
  const lists = scope?.chains
  return passes(chain, lists, chainMatches) && passes(chain, lists?.[side], chainMatches)
}

/**
 * Whether a token may be picked on a side of the transfer: its chain in scope, and the token
 * itself. `chains` resolves the chain ids of exact references.
 */
export function isTokenInScope(
  token: Token,
  scope: TransferScope | undefined,
  side: ScopeSide,
  chains: readonly Chain[],
): boolean {
  const chain = chains.find((item) => item.chainKey === token.chainKey)
  if (!isChainInScope(chain ?? { chainKey: token.chainKey }, scope, side)) return false
  const lists = scope?.tokens
  const matches = (item: Token, ref: TokenRef) => tokenMatches(item, chain, ref)
  return passes(token, lists, matches) && passes(token, lists?.[side], matches)
}

/** The featured tokens among `tokens`, in the scope's order; undefined when it features none. */
export function featuredTokens(
  tokens: readonly Token[],
  scope: TransferScope | undefined,
  chains: readonly Chain[],
): Token[] | undefined {
  const featured = scope?.tokens?.featured
  if (!featured) return undefined
  const found = new Set<Token>()
  for (const ref of featured)
    for (const token of tokens)
      if (
        tokenMatches(
          token,
          chains.find((chain) => chain.chainKey === token.chainKey),
          ref,
        )
      )
        found.add(token)
  return [...found]
}
