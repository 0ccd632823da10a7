import { NATIVE_TOKEN_ADDRESS } from '../core/address.js'
import { knownEndpointIds } from '../core/endpointIds.js'
import type { Chain, ChainType } from '../core/schemas/chain.js'
import type { OftDeployment, OftList, OftListEntry } from '../core/schemas/oft.js'
import type { Token } from '../core/schemas/token.js'
import { applyTokenOverrides, buildCatalog, nativeOftEntry } from './catalogBuild.js'
import {
  cctpDomains,
  chainSuffixes,
  endings,
  type NamedChain,
  namedChains,
  prices,
  SOLANA_NATIVE,
  syllables,
} from './catalogData.js'
import type { Catalog, CatalogOptions, ChainInfo, TokenInfo } from './catalogTypes.js'
import { base58Encode } from './encoding.js'
import { createRandom, hashText, type Random } from './random.js'

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

/** The simulator's chains and tokens from a seed: the named real-world ones, then made-up ones to fill long lists. */
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
