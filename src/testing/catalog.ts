import { isSameAddress, NATIVE_TOKEN_ADDRESS } from '../core/address.js'
import { knownEndpointIds } from '../core/endpointIds.js'
import type { TrustedDeployments } from '../core/registry/types.js'
import type { Chain, ChainType } from '../core/schemas/chain.js'
import type { Metadata } from '../core/schemas/metadata.js'
import type { OftDeployment, OftList, OftListEntry } from '../core/schemas/oft.js'
import type { Token } from '../core/schemas/token.js'
import { base58Encode } from './encoding.js'
import { createRandom, hashText, type Random } from './random.js'
import type { SimRouteKind } from './routeNames.js'

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

type NamedChain = {
  key: string
  name: string
  type: ChainType
  chainId: number
  native: string
  nativeName: string
  cctp?: boolean
  intents?: boolean
}

const namedChains: NamedChain[] = [
  {
    key: 'ethereum',
    name: 'Ethereum',
    type: 'EVM',
    chainId: 1,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'arbitrum',
    name: 'Arbitrum One',
    type: 'EVM',
    chainId: 42161,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'base',
    name: 'Base',
    type: 'EVM',
    chainId: 8453,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'optimism',
    name: 'OP Mainnet',
    type: 'EVM',
    chainId: 10,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'polygon',
    name: 'Polygon PoS',
    type: 'EVM',
    chainId: 137,
    native: 'POL',
    nativeName: 'Polygon Ecosystem Token',
    cctp: true,
    intents: true,
  },
  {
    key: 'bsc',
    name: 'BNB Smart Chain',
    type: 'EVM',
    chainId: 56,
    native: 'BNB',
    nativeName: 'BNB',
  },
  {
    key: 'avalanche',
    name: 'Avalanche C-Chain',
    type: 'EVM',
    chainId: 43114,
    native: 'AVAX',
    nativeName: 'Avalanche',
    cctp: true,
  },
  {
    key: 'linea',
    name: 'Linea',
    type: 'EVM',
    chainId: 59144,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'scroll',
    name: 'Scroll',
    type: 'EVM',
    chainId: 534352,
    native: 'ETH',
    nativeName: 'Ether',
  },
  {
    key: 'zksync',
    name: 'zkSync Era',
    type: 'EVM',
    chainId: 324,
    native: 'ETH',
    nativeName: 'Ether',
  },
  {
    key: 'mantle',
    name: 'Mantle',
    type: 'EVM',
    chainId: 5000,
    native: 'MNT',
    nativeName: 'Mantle',
  },
  { key: 'blast', name: 'Blast', type: 'EVM', chainId: 81457, native: 'ETH', nativeName: 'Ether' },
  { key: 'sonic', name: 'Sonic', type: 'EVM', chainId: 146, native: 'S', nativeName: 'Sonic' },
  { key: 'gnosis', name: 'Gnosis', type: 'EVM', chainId: 100, native: 'XDAI', nativeName: 'xDAI' },
  { key: 'celo', name: 'Celo', type: 'EVM', chainId: 42220, native: 'CELO', nativeName: 'Celo' },
  {
    key: 'solana',
    name: 'Solana',
    type: 'SOLANA',
    chainId: 0,
    native: 'SOL',
    nativeName: 'Solana',
    cctp: true,
  },
  {
    key: 'eclipse',
    name: 'Eclipse',
    type: 'SOLANA',
    chainId: 0,
    native: 'ETH',
    nativeName: 'Ether',
  },
  { key: 'soon', name: 'SOON', type: 'SOLANA', chainId: 0, native: 'ETH', nativeName: 'Ether' },
  {
    key: 'starknet',
    name: 'Starknet',
    type: 'STARKNET',
    chainId: 0,
    native: 'STRK',
    nativeName: 'Starknet Token',
  },
  {
    key: 'paradex',
    name: 'Paradex',
    type: 'STARKNET',
    chainId: 0,
    native: 'ETH',
    nativeName: 'Ether',
  },
]

const syllables = [
  'aur',
  'bel',
  'cor',
  'dra',
  'ely',
  'fen',
  'gal',
  'hel',
  'ion',
  'jun',
  'kel',
  'lum',
  'mer',
  'nov',
  'orb',
  'pyr',
  'qua',
  'ros',
  'sol',
  'tal',
  'umb',
  'ver',
  'wyn',
  'xen',
  'yar',
  'zen',
]
const endings = ['a', 'ion', 'ora', 'ex', 'ium', 'is', 'on', 'ar', 'eth', 'ova']
const chainSuffixes = ['', '', '', ' Chain', ' Network', ' L2', ' Rollup', ' Mainnet']

const prices: Record<string, number> = {
  ETH: 3120.55,
  POL: 0.41,
  BNB: 612.3,
  AVAX: 27.9,
  MNT: 0.82,
  S: 0.55,
  XDAI: 1,
  CELO: 0.61,
  SOL: 172.4,
  STRK: 0.38,
  USDC: 1,
  USDT: 1,
  WETH: 3120.55,
  WBTC: 96210,
}

const SOLANA_NATIVE = 'So11111111111111111111111111111111111111112'

/** Circle's CCTP domains of the named chains. */
const cctpDomains: Record<string, number> = {
  ethereum: 0,
  avalanche: 1,
  optimism: 2,
  arbitrum: 3,
  solana: 5,
  base: 6,
  polygon: 7,
  linea: 11,
}

function tokenLogo(symbol: string): string {
  // Tiny inline SVGs: logos that render offline, in Storybook and the demo alike.
  const hue = hashText(symbol) % 360
  // Four letters: USDC and USDT must not both read "USD".
  const label = symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 4)
  const size = label.length > 3 ? 8 : 10
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="hsl(${hue},60%,45%)"/><text x="16" y="19" font-size="${size}" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`
}

function addressFor(random: Random, chainType: ChainType): string {
  if (chainType === 'EVM') return `0x${random.hex(20)}`
  if (chainType === 'SOLANA') return base58Encode(random.bytes(32))
  return `0x0${random.hex(31)}`
}

export function generateCatalog(options: CatalogOptions = {}): Catalog {
  const random = createRandom(options.seed ?? 1)
  const chainCount = Math.max(namedChains.length, options.chainCount ?? 160)
  const tokenCount = options.tokenCount ?? 5_200
  const overrides = options.chains ?? {}

  const infos: ChainInfo[] = []
  const usedKeys = new Set<string>()
  const addChain = (named: NamedChain, generated: boolean) => {
    const override = overrides[named.key] ?? {}
    const native = {
      address:
        named.type === 'EVM'
          ? NATIVE_TOKEN_ADDRESS
          : named.type === 'SOLANA'
            ? SOLANA_NATIVE
            : addressFor(random, 'STARKNET'),
      symbol: named.native,
      decimals: named.type === 'SOLANA' ? 9 : 18,
      priceUsd: prices[named.native] ?? Number((random.next() * 20).toFixed(4)),
    }
    const chainId = override.chainId ?? named.chainId
    const chain: Chain = {
      name: override.name ?? named.name,
      shortName: named.name.split(' ')[0] ?? named.name,
      chainKey: named.key,
      chainType: named.type,
    }
    // The spec allows both to be absent; a tenth of the generated chains omit each.
    if (!generated || !random.chance(0.1)) {
      chain.nativeCurrency = {
        chainKey: named.key,
        address: native.address,
        decimals: native.decimals,
        symbol: native.symbol,
        name: named.nativeName,
      }
    }
    if (!generated || !random.chance(0.1)) chain.chainId = chainId
    // Drawn even when overridden: an override must not shift the rest of the catalog.
    const drawn = {
      multicall: addressFor(random, named.type),
      transferDelegate: addressFor(random, named.type),
    }
    infos.push({
      chain,
      chainType: named.type,
      chainId,
      eid: knownEndpointIds[named.key] ?? 40_000 + infos.length + 1,
      cctpDomain: cctpDomains[named.key] ?? 100 + infos.length,
      native,
      cctp: named.cctp ?? false,
      intents: named.intents ?? false,
      deployments: override.deployments ?? drawn,
      contracts: override.contracts ?? {},
    })
    usedKeys.add(named.key)
  }
  for (const named of namedChains) addChain(named, false)
  while (infos.length < chainCount) {
    const base = `${random.pick(syllables)}${random.pick(syllables)}${random.pick(endings)}`
    let key = base
    for (let suffix = 2; usedKeys.has(key); suffix++) key = `${base}${suffix}`
    const roll = random.next()
    const type: ChainType = roll < 0.9 ? 'EVM' : roll < 0.96 ? 'SOLANA' : 'STARKNET'
    const display = `${base[0]?.toUpperCase()}${base.slice(1)}`
    const name = random.chance(0.03)
      ? `${display} Extraordinarily Long Named Rollup Network For Layout Testing`
      : `${display}${random.pick(chainSuffixes)}`
    const ethNative = type === 'EVM' && random.chance(0.5)
    const symbol = ethNative ? 'ETH' : base.slice(0, 4).toUpperCase()
    addChain(
      {
        key,
        name,
        type,
        chainId: type === 'EVM' ? 100_000 + infos.length : 0,
        native: symbol,
        nativeName: ethNative ? 'Ether' : `${display} Coin`,
        cctp: random.chance(0.2),
        intents: type === 'EVM' && random.chance(0.3),
      },
      true,
    )
  }

  const tokens: TokenInfo[] = []
  type TokenFields = {
    address: string
    decimals: number
    symbol: string
    name: string
    logoUrl?: string | undefined
    price?: { usd: number } | undefined
  }
  const addToken = (
    chain: ChainInfo,
    fields: TokenFields,
    family: string | undefined,
    supported = true,
  ) => {
    const { logoUrl, price, ...required } = fields
    const token: Token = { isSupported: supported, chainKey: chain.chain.chainKey, ...required }
    // Optional fields are left out rather than sent as undefined, as a JSON service would.
    if (logoUrl !== undefined) token.logoUrl = logoUrl
    if (price !== undefined) token.price = price
    tokens.push({ token, family, chain })
  }

  const stable = (chain: ChainInfo, symbol: 'USDC' | 'USDT', name: string) => {
    addToken(
      chain,
      {
        address: addressFor(random, chain.chainType),
        decimals: chain.chain.chainKey === 'bsc' ? 18 : 6,
        symbol,
        name,
        logoUrl: tokenLogo(symbol),
        price: { usd: 1 },
      },
      symbol,
    )
  }
  for (const chain of infos) {
    const { native } = chain
    addToken(
      chain,
      {
        address: native.address,
        decimals: native.decimals,
        symbol: native.symbol,
        name: chain.chain.nativeCurrency?.name ?? native.symbol,
        logoUrl: tokenLogo(native.symbol),
        price: { usd: native.priceUsd },
      },
      native.symbol === 'ETH' ? 'ETH' : `native:${chain.chain.chainKey}`,
    )
    const named = namedChains.some((item) => item.key === chain.chain.chainKey)
    if (named || random.chance(0.6)) stable(chain, 'USDC', 'USD Coin')
    if (named || random.chance(0.5)) stable(chain, 'USDT', 'Tether USD')
    if (chain.chainType === 'EVM' && (native.symbol !== 'ETH' || random.chance(0.4))) {
      addToken(
        chain,
        {
          address: addressFor(random, 'EVM'),
          decimals: 18,
          symbol: 'WETH',
          name: 'Wrapped Ether',
          logoUrl: tokenLogo('WETH'),
          price: { usd: prices.ETH ?? 0 },
        },
        'WETH',
      )
    }
    if (chain.chainType === 'EVM' && (named || random.chance(0.3))) {
      addToken(
        chain,
        {
          address: addressFor(random, 'EVM'),
          decimals: 8,
          symbol: 'WBTC',
          name: 'Wrapped BTC',
          logoUrl: tokenLogo('WBTC'),
          price: { usd: prices.WBTC ?? 0 },
        },
        'WBTC',
      )
    }
  }

  // OFT families: one token per chain they are deployed on, routed by the OFT route type.
  const ofts: OftList = {}
  const oftChains = infos.filter((chain) => chain.chainType !== 'STARKNET')
  for (let index = 0; index < 40; index++) {
    const symbol = `${random.pick(syllables).toUpperCase()}${random.pick(['', 'X', 'O', 'FI'])}${index}`
    const name = `${symbol[0]}${symbol.slice(1).toLowerCase()} Omnichain Token`
    const family = `oft:${symbol}`
    const priceUsd = random.chance(0.7) ? Number((random.next() * 5).toFixed(4)) : undefined
    const deployments: Record<string, OftDeployment> = {}
    const chosen = new Set<ChainInfo>()
    const count = Math.min(random.int(4, 24), oftChains.length)
    while (chosen.size < count) chosen.add(random.pick(oftChains))
    let home = true
    for (const chain of chosen) {
      const decimals = chain.chainType === 'SOLANA' ? 9 : 18
      const tokenAddress = addressFor(random, chain.chainType)
      // The first EVM deployment is the token's home: an adapter around an existing ERC20.
      const adapter = home && chain.chainType === 'EVM'
      if (adapter) home = false
      deployments[chain.chain.chainKey] = adapter
        ? {
            address: addressFor(random, 'EVM'),
            localDecimals: decimals,
            type: 'OFT_ADAPTER',
            innerToken: tokenAddress,
            approvalRequired: true,
          }
        : { address: tokenAddress, localDecimals: decimals, type: 'OFT' }
      addToken(
        chain,
        {
          address: tokenAddress,
          decimals,
          symbol,
          name,
          logoUrl: random.chance(0.5) ? tokenLogo(symbol) : undefined,
          price: priceUsd === undefined ? undefined : { usd: priceUsd },
        },
        family,
      )
    }
    const entry: OftListEntry = {
      name,
      sharedDecimals: 6,
      endpointVersion: random.chance(0.85) ? 'v2' : 'v1',
      deployments,
    }
    ofts[symbol] = [entry]
  }

  // The long tail: tokens that live on one chain (no routes), some unsupported, some without logo or price.
  while (tokens.length < tokenCount) {
    const chain = random.pick(infos)
    const symbol =
      `${random.pick(syllables).toUpperCase()}${random.pick(syllables).toUpperCase()}`.slice(
        0,
        random.int(3, 6),
      )
    const logo = random.next()
    addToken(
      chain,
      {
        address: addressFor(random, chain.chainType),
        decimals: random.pick([6, 8, 9, 12, 18, 18, 18]),
        symbol,
        name: random.chance(0.02)
          ? `${symbol} Very Long Token Name That Keeps Going To Test Truncation`
          : `${symbol[0]}${symbol.slice(1).toLowerCase()} Token`,
        logoUrl:
          logo < 0.3
            ? tokenLogo(symbol)
            : logo < 0.6
              ? `https://logos.vtkit.test/${symbol.toLowerCase()}.png`
              : undefined,
        price: random.chance(0.4) ? { usd: Number((random.next() * 100).toFixed(6)) } : undefined,
      },
      undefined,
      !random.chance(0.05),
    )
  }

  applyTokenOverrides(tokens, infos, overrides)
  ofts.ETH = [nativeOftEntry(infos)]
  return buildCatalog(infos, tokens, { ...ofts, ...options.ofts }, options.routeFamilies ?? {})
}

/**
 * Ether as an OFT, as production's `/list` has it: LayerZero's NativeOFTAdapter (the coin itself,
 * sent with the fee in the transaction's value) on every EVM chain whose coin is ETH. Drawn from
 * the chain keys, not from the seeded random, so that nothing else in the catalogue moves.
 */
function nativeOftEntry(infos: ChainInfo[]): OftListEntry {
  const etherChains = infos.filter(
    (info) => info.chainType === 'EVM' && info.native.symbol === 'ETH',
  )
  return {
    name: 'Ether',
    sharedDecimals: 6,
    endpointVersion: 'v2',
    deployments: Object.fromEntries(
      etherChains.map((info) => [
        info.chain.chainKey,
        {
          address: `0x${hashText(`native-oft:${info.chain.chainKey}`).toString(16).padStart(8, '0').repeat(5)}`,
          localDecimals: 18,
          type: 'NATIVE_OFT_ADAPTER',
        },
      ]),
    ),
  }
}

function applyTokenOverrides(
  tokens: TokenInfo[],
  infos: ChainInfo[],
  overrides: Record<string, ChainOverride>,
): void {
  for (const [chainKey, override] of Object.entries(overrides)) {
    const chain = infos.find((info) => info.chain.chainKey === chainKey)
    if (!chain) continue
    for (const fields of override.tokens ?? []) {
      const existing = tokens.find(
        (info) => info.token.chainKey === chainKey && info.token.symbol === fields.symbol,
      )
      const token: Token = {
        isSupported: true,
        chainKey,
        address: fields.address,
        decimals: fields.decimals,
        symbol: fields.symbol,
        name: fields.name ?? existing?.token.name ?? fields.symbol,
      }
      if (existing?.token.logoUrl !== undefined) token.logoUrl = existing.token.logoUrl
      if (existing?.token.price) token.price = existing.token.price
      if (existing) existing.token = token
      else tokens.push({ token, family: fields.family ?? fields.symbol, chain })
    }
  }
}

function buildCatalog(
  infos: ChainInfo[],
  tokens: TokenInfo[],
  ofts: OftList,
  routeFamilies: Record<string, SimRouteKind[]>,
): Catalog {
  const chainsByKey = new Map(infos.map((info) => [info.chain.chainKey, info]))
  const tokensByKey = new Map(
    tokens.map((info) => [tokenKey(info.token.chainKey, info.token.address), info]),
  )
  const byFamily = new Map<string, TokenInfo[]>()
  for (const info of tokens) {
    if (!info.family || !info.token.isSupported) continue
    const family = byFamily.get(info.family) ?? []
    family.push(info)
    byFamily.set(info.family, family)
  }
  const metadata: Metadata = {}
  for (const info of infos) {
    metadata[info.chain.chainKey] = {
      deployments: {
        multicall: { address: info.deployments.multicall },
        transferDelegate: { address: info.deployments.transferDelegate },
      },
    }
  }

  const routeTypes = (source: TokenInfo, destination: TokenInfo): SimRouteKind[] => {
    const family = source.family
    if (!family || family !== destination.family || source.chain === destination.chain) return []
    if (!source.token.isSupported || !destination.token.isSupported) return []
    // Not every pair is connected: a tenth of the pairs have no route at all.
    const pairHash = hashText(`${source.token.chainKey}>${destination.token.chainKey}:${family}`)
    if (pairHash % 10 === 0) return []
    const bothEvm = source.chain.chainType === 'EVM' && destination.chain.chainType === 'EVM'
    if (family.startsWith('oft:')) return ['oft']
    const types: SimRouteKind[] = []
    if (family === 'USDC' && source.chain.cctp && destination.chain.cctp) types.push('cctp')
    if (
      family === 'USDC' ||
      family === 'USDT' ||
      family === 'ETH' ||
      family === 'WETH' ||
      family === 'WBTC'
    ) {
      types.push('taxi')
    }
    if ((family === 'USDC' || family === 'USDT' || family === 'ETH') && pairHash % 3 !== 0)
      types.push('bus')
    if (family === 'USDC' && bothEvm && source.chain.intents && destination.chain.intents)
      types.push('intent')
    for (const kind of routeFamilies[family] ?? []) if (!types.includes(kind)) types.push(kind)
    return types
  }

  return {
    chains: infos.map((info) => info.chain),
    tokens: tokens.map((info) => info.token),
    metadata,
    ofts,
    endpointIds: Object.fromEntries(infos.map((info) => [info.chain.chainKey, info.eid])),
    cctpDomains: Object.fromEntries(infos.map((info) => [info.chain.chainKey, info.cctpDomain])),
    trustedDeployments: Object.fromEntries(
      infos.map((info) => [
        info.chain.chainKey,
        {
          ...(info.chainType === 'EVM' ? { chainId: info.chainId } : {}),
          multicall: info.deployments.multicall,
          transferDelegate: info.deployments.transferDelegate,
          bridges: [
            routeContract(info, 'tokenMessenger'),
            ...tokens
              .filter((token) => token.token.chainKey === info.chain.chainKey)
              .map((token) => routeContract(info, { pool: token.token.address })),
          ],
          intentContracts: [routeContract(info, 'intent')],
          ofts: Object.values(ofts)
            .flat()
            .flatMap((entry) => entry.deployments[info.chain.chainKey]?.address ?? []),
        },
      ]),
    ),
    chain: (chainKey) => chainsByKey.get(chainKey),
    token: (chainKey, address) => tokensByKey.get(tokenKey(chainKey, address)),
    routeTypes,
    routesFrom: (source) => {
      if (!source.family) return []
      const routes: Route[] = []
      for (const destination of byFamily.get(source.family) ?? []) {
        const types = routeTypes(source, destination)
        if (types.length > 0) routes.push({ token: destination.token, routeTypes: types })
      }
      return routes
    },
  }
}

/** Hex addresses compare case-insensitively (the service does); base58 exactly. */
function tokenKey(chainKey: string, address: string): string {
  return `${chainKey}:${/^0x/i.test(address) ? address.toLowerCase() : address}`
}

export function isNativeOf(chain: ChainInfo, address: string): boolean {
  return isSameAddress(chain.native.address, address)
}

/** A route contract of a chain: the override's, else an address derived from the chain and role. */
export function routeContract(
  chain: ChainInfo,
  role: 'intent' | 'tokenMessenger' | { pool: string },
): string {
  const given =
    typeof role === 'string'
      ? chain.contracts[role]
      : chain.contracts.pools?.[poolKey(chain, role.pool)]
  return (
    given ??
    derivedAddress(
      `${chain.chain.chainKey}:${typeof role === 'string' ? role : `pool:${poolKey(chain, role.pool)}`}`,
    )
  )
}

function poolKey(chain: ChainInfo, tokenAddress: string): string {
  return isNativeOf(chain, tokenAddress) ? 'native' : tokenAddress.toLowerCase()
}

/** A stable EVM address from a text (not drawn from the seeded generator: nothing else shifts). */
function derivedAddress(text: string): string {
  let hex = ''
  for (let index = 0; hex.length < 40; index++)
    hex += hashText(`${text}:${index}`).toString(16).padStart(8, '0')
  return `0x${hex.slice(0, 40)}`
}
