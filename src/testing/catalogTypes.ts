import type { TrustedDeployments } from '../core/registry/types.js'
import type { Chain, ChainType } from '../core/schemas/chain.js'
import type { Metadata } from '../core/schemas/metadata.js'
import type { OftList } from '../core/schemas/oft.js'
import type { Token } from '../core/schemas/token.js'
import type { SimRouteKind } from './routeNames.js'

// The shapes of the simulator's synthetic catalogue.

/** What `/metadata` publishes for a chain: the multicall and the transfer delegate. */
export type Deployments = { multicall: string; transferDelegate: string }

/**
 * The contracts a chain's routes call beyond `/metadata`'s: the intent contract (the approve's
 * spender on intent routes), Circle's token messenger (CCTP), and the pools that send each token
 * (by lower-case token address, `native` for the native coin). Derived when not given.
 */
export type RouteContracts = {
  intent?: string
  tokenMessenger?: string
  pools?: Record<string, string>
}

/** Point chosen chains at real contracts (local chains in tests) or give them fixed ids. */
export type ChainOverride = {
  chainId?: number
  deployments?: Deployments
  contracts?: RouteContracts
  name?: string
  /**
   * Tokens at real addresses (contracts on a local chain): each replaces the catalog's token of
   * the same symbol on this chain, keeping its routes, or is added to that symbol's routes.
   */
  tokens?: {
    symbol: string
    address: string
    decimals: number
    name?: string
    /** The routes it shares (default its symbol): `native:solana` makes it bridged SOL. */
    family?: string
  }[]
}

export type CatalogOptions = {
  seed?: number
  /** At least 20 (the named chains); default 160. */
  chainCount?: number
  /** Default 5,200. */
  tokenCount?: number
  chains?: Record<string, ChainOverride>
  /**
   * OFT families at real addresses (contracts on local chains), by symbol: served by `/list` and
   * built by `/transfer` in place of any generated family of the same symbol.
   */
  ofts?: OftList
  /** Route kinds for families beyond the built-in ones (USDC, USDT, ETH, WETH, WBTC, OFTs). */
  routeFamilies?: Record<string, SimRouteKind[]>
}

/** What the simulator knows of a chain beyond what `/chains` serves. */
export type ChainInfo = {
  chain: Chain
  chainType: ChainType
  /** Always known here, even where `/chains` omits it. */
  chainId: number
  /** LayerZero endpoint id: the real one where vtkit knows it, a made-up one (40,000+) elsewhere. */
  eid: number
  /** Circle CCTP domain: the real one for the chains Circle lists, a made-up one (100+) elsewhere. */
  cctpDomain: number
  native: { address: string; symbol: string; decimals: number; priceUsd: number }
  cctp: boolean
  intents: boolean
  deployments: Deployments
  contracts: RouteContracts
}

export type TokenInfo = { token: Token; family: string | undefined; chain: ChainInfo }

export type Route = { token: Token; routeTypes: SimRouteKind[] }

export type Catalog = {
  chains: Chain[]
  tokens: Token[]
  metadata: Metadata
  ofts: OftList
  /**
   * The endpoint id of every chain, made-up ones included: what an app passes to
   * `createClient({ endpointIds })` for chains vtkit's table does not know.
   */
  endpointIds: Record<string, number>
  /** The CCTP domain of every chain, made-up ones included (`createClient({ cctpDomains })`). */
  cctpDomains: Record<string, number>
  /**
   * Every chain's contracts as an app pins them (`createClient({ trustedDeployments })`): the
   * multicall, the delegate, the pools and messenger a batch bridges through, the intent contract.
   */
  trustedDeployments: TrustedDeployments
  chain(chainKey: string): ChainInfo | undefined
  token(chainKey: string, address: string): TokenInfo | undefined
  /** Destinations reachable from a source token, with the kinds of route for each. */
  routesFrom(source: TokenInfo): Route[]
  routeTypes(source: TokenInfo, destination: TokenInfo): SimRouteKind[]
}
