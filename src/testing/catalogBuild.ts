import { isSameAddress } from '../core/address.js'
import type { Metadata } from '../core/schemas/metadata.js'
import type { OftList, OftListEntry } from '../core/schemas/oft.js'
import type { Token } from '../core/schemas/token.js'
import type { Catalog, ChainInfo, ChainOverride, Route, TokenInfo } from './catalogTypes.js'
import { hashText } from './random.js'
import type { SimRouteKind } from './routeNames.js'

// The catalogue put together: tokens, routes, OFTs, the app's overrides.

/**
 * Ether as an OFT, as production's `/list` has it: LayerZero's NativeOFTAdapter (the coin itself,
 * sent with the fee in the transaction's value) on every EVM chain whose coin is ETH. Drawn from
 * the chain keys, not from the seeded random, so that nothing else in the catalogue moves.
 */
export function nativeOftEntry(infos: ChainInfo[]): OftListEntry {
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

export function applyTokenOverrides(
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

export function buildCatalog(
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
export function tokenKey(chainKey: string, address: string): string {
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

export function poolKey(chain: ChainInfo, tokenAddress: string): string {
  return isNativeOf(chain, tokenAddress) ? 'native' : tokenAddress.toLowerCase()
}

/** A stable EVM address from a text (not drawn from the seeded generator: nothing else shifts). */
export function derivedAddress(text: string): string {
  let hex = ''
  for (let index = 0; hex.length < 40; index++)
    hex += hashText(`${text}:${index}`).toString(16).padStart(8, '0')
  return `0x${hex.slice(0, 40)}`
}
