import { isNativeTokenAddress } from './address.js'
import { isPartialList } from './partialList.js'
import type { Token } from './schemas/token.js'

export type TokenSearchOptions = { chainKey?: string; limit?: number }

/** Lookups over a token list, built once per list: by chain and address, per chain, and search. */
export type TokenIndex = {
  readonly tokens: readonly Token[]
  /** Only the pages that have arrived so far: more tokens are on their way. */
  readonly partial: boolean
  /** The token at an address on a chain (hex addresses case-insensitively). */
  get(chainKey: string, address: string): Token | undefined
  /** A chain's tokens, the native coin first. */
  byChain(chainKey: string): readonly Token[]
  /**
   * Tokens matching `text`: a pasted address matches exactly; otherwise an exact symbol first,
   * then symbol prefixes, then symbol or name substrings. Case-insensitive.
   */
  search(text: string, options?: TokenSearchOptions): Token[]
}

type Entry = { token: Token; symbol: string; name: string; address: string }

/** Lookups over a token list: by chain and address, per chain, and search (a pasted address, then symbols, then names). */
export function createTokenIndex(tokens: readonly Token[]): TokenIndex {
  const byAddress = new Map<string, Token>()
  const chains = new Map<string, Token[]>()
  const entries: Entry[] = []
  const entriesByChain = new Map<string, Entry[]>()
  for (const token of tokens) {
    byAddress.set(addressKey(token.chainKey, token.address), token)
    const list = chains.get(token.chainKey) ?? []
    if (isNativeToken(token)) list.unshift(token)
    else list.push(token)
    chains.set(token.chainKey, list)
    const entry = {
      token,
      symbol: token.symbol.toLowerCase(),
      name: token.name.toLowerCase(),
      address: normalize(token.address),
    }
    entries.push(entry)
    const chainEntries = entriesByChain.get(token.chainKey) ?? []
    chainEntries.push(entry)
    entriesByChain.set(token.chainKey, chainEntries)
  }
  // Typing narrows a search: what matches "usdc" also matched "usd", so the next keystroke only
  // looks through the last one's matches, not the whole list.
  let last: { chainKey: string | undefined; query: string; matched: Entry[] } | undefined
  return {
    tokens,
    partial: isPartialList(tokens),
    get: (chainKey, address) => byAddress.get(addressKey(chainKey, address)),
    byChain: (chainKey) => chains.get(chainKey) ?? [],
    search: (text, { chainKey, limit = Number.POSITIVE_INFINITY } = {}) => {
      const query = text.trim().toLowerCase()
      const all = chainKey === undefined ? entries : (entriesByChain.get(chainKey) ?? [])
      // A pasted address is looked up in the whole list: it may begin like an earlier text query.
      const narrowing =
        last !== undefined &&
        last.chainKey === chainKey &&
        query.startsWith(last.query) &&
        !looksLikeAddress(text.trim())
      const pool = narrowing && last ? last.matched : all
      const { tokens: found, matched } = search(pool, text, query)
      if (matched) last = { chainKey, query, matched }
      return found.slice(0, limit)
    },
  }
}

/** The tokens matching the query, and the entries matched when the query is text (not an address). */
function search(
  pool: Entry[],
  text: string,
  query: string,
): { tokens: Token[]; matched?: Entry[] } {
  if (query === '') return { tokens: pool.map((entry) => entry.token) }
  if (looksLikeAddress(text.trim())) {
    const address = normalize(text.trim())
    return { tokens: pool.filter((entry) => entry.address === address).map((entry) => entry.token) }
  }
  const exact: Token[] = []
  const prefix: Token[] = []
  const contains: Token[] = []
  const matched: Entry[] = []
  for (const entry of pool) {
    if (entry.symbol === query) exact.push(entry.token)
    else if (entry.symbol.startsWith(query)) prefix.push(entry.token)
    else if (entry.symbol.includes(query) || entry.name.includes(query)) contains.push(entry.token)
    else continue
    matched.push(entry)
  }
  return { tokens: [...exact, ...prefix, ...contains], matched }
}

function isNativeToken(token: Token): boolean {
  return (
    isNativeTokenAddress(token.address) ||
    token.address === 'So11111111111111111111111111111111111111112'
  )
}

function looksLikeAddress(text: string): boolean {
  return /^0x[0-9a-fA-F]{8,}$/.test(text) || /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)
}

/** Hex compares case-insensitively; base58 keeps its case. */
function normalize(address: string): string {
  return /^0x/i.test(address) ? address.toLowerCase() : address
}

function addressKey(chainKey: string, address: string): string {
  return `${chainKey}:${normalize(address)}`
}
