import { isNativeTokenAddress } from './address.js'
import type { Token } from './schemas/token.js'

export type TokenSearchOptions = { chainKey?: string; limit?: number }

/** Lookups over a token list, built once per list: by chain and address, per chain, and search. */
export type TokenIndex = {
  readonly tokens: readonly Token[]
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

export function createTokenIndex(tokens: readonly Token[]): TokenIndex {
  const byAddress = new Map<string, Token>()
  const chains = new Map<string, Token[]>()
  const entries: Entry[] = []
  for (const token of tokens) {
    byAddress.set(addressKey(token.chainKey, token.address), token)
    const list = chains.get(token.chainKey) ?? []
    if (isNativeToken(token)) list.unshift(token)
    else list.push(token)
    chains.set(token.chainKey, list)
    entries.push({
      token,
      symbol: token.symbol.toLowerCase(),
      name: token.name.toLowerCase(),
      address: normalize(token.address),
    })
  }
  return {
    tokens,
    get: (chainKey, address) => byAddress.get(addressKey(chainKey, address)),
    byChain: (chainKey) => chains.get(chainKey) ?? [],
    search: (text, options = {}) => search(entries, text, options),
  }
}

function search(
  entries: Entry[],
  text: string,
  { chainKey, limit = Number.POSITIVE_INFINITY }: TokenSearchOptions,
): Token[] {
  const query = text.trim().toLowerCase()
  const pool =
    chainKey === undefined ? entries : entries.filter((entry) => entry.token.chainKey === chainKey)
  if (query === '') return pool.slice(0, limit).map((entry) => entry.token)
  if (looksLikeAddress(text.trim())) {
    const address = normalize(text.trim())
    return pool
      .filter((entry) => entry.address === address)
      .slice(0, limit)
      .map((entry) => entry.token)
  }
  const exact: Token[] = []
  const prefix: Token[] = []
  const contains: Token[] = []
  for (const entry of pool) {
    if (entry.symbol === query) exact.push(entry.token)
    else if (entry.symbol.startsWith(query)) prefix.push(entry.token)
    else if (entry.symbol.includes(query) || entry.name.includes(query)) contains.push(entry.token)
  }
  return [...exact, ...prefix, ...contains].slice(0, limit)
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
