import { describe, expect, it } from 'vitest'
import { isAddressOfChainType, NATIVE_TOKEN_ADDRESS } from '../../src/exports/core.js'
import { findRoute, generateCatalog, simRouteKind } from '../../src/exports/testing.js'
import { sharedCatalog } from '../helpers/simulatorServer.js'

describe('generateCatalog', () => {
  it('is realistic in size: at least 150 chains of all three types and 5,000 tokens', () => {
    expect(sharedCatalog.chains.length).toBeGreaterThanOrEqual(150)
    expect(sharedCatalog.tokens.length).toBeGreaterThanOrEqual(5_000)
    const types = sharedCatalog.chains.map((chain) => chain.chainType)
    for (const type of ['EVM', 'SOLANA', 'STARKNET'])
      expect(types.filter((item) => item === type).length).toBeGreaterThan(1)
  })

  it('omits nativeCurrency and chainId on some chains, and gives Solana-type chains id 0', () => {
    expect(sharedCatalog.chains.filter((chain) => !chain.nativeCurrency).length).toBeGreaterThan(3)
    expect(
      sharedCatalog.chains.filter((chain) => chain.chainId === undefined).length,
    ).toBeGreaterThan(3)
    for (const chain of sharedCatalog.chains.filter(
      (item) => item.chainType === 'SOLANA' && item.chainId !== undefined,
    )) {
      expect(chain.chainId).toBe(0)
    }
  })

  it('has unique chain keys and unique EVM chain ids', () => {
    const keys = sharedCatalog.chains.map((chain) => chain.chainKey)
    expect(new Set(keys).size).toBe(keys.length)
    const ids = keys
      .map((key) => sharedCatalog.chain(key))
      .filter((info) => info?.chainType === 'EVM')
      .map((info) => info?.chainId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every token an address of its chain type, and EVM natives the conventional address', () => {
    for (const token of sharedCatalog.tokens) {
      const info = sharedCatalog.chain(token.chainKey)
      if (!info) throw new Error(`token on unknown chain ${token.chainKey}`)
      if (info.chainType === 'EVM')
        expect(isAddressOfChainType(token.address, 'EVM'), token.address).toBe(true)
      if (info.chainType === 'SOLANA')
        expect(isAddressOfChainType(token.address, 'SOLANA'), token.address).toBe(true)
    }
    expect(sharedCatalog.token('ethereum', NATIVE_TOKEN_ADDRESS)?.token.symbol).toBe('ETH')
  })

  it('mixes tokens with and without logos and prices, and some unsupported', () => {
    const { tokens } = sharedCatalog
    expect(
      tokens.filter((token) => token.logoUrl?.startsWith('data:image/svg+xml')).length,
    ).toBeGreaterThan(100)
    expect(tokens.filter((token) => token.logoUrl?.startsWith('https://')).length).toBeGreaterThan(
      100,
    )
    expect(tokens.filter((token) => token.logoUrl === undefined).length).toBeGreaterThan(100)
    expect(tokens.filter((token) => token.price === undefined).length).toBeGreaterThan(100)
    expect(tokens.filter((token) => token.isSupported === false).length).toBeGreaterThan(10)
  })

  it('connects tokens by routes, but not every pair', () => {
    const usdc = findRoute(sharedCatalog, { symbol: 'USDC', srcChainKey: 'ethereum' }).source
    const routes = sharedCatalog.routesFrom(usdc)
    const usdcChains = sharedCatalog.tokens.filter(
      (token) => token.symbol === 'USDC' && token.isSupported,
    ).length
    expect(routes.length).toBeGreaterThan(10)
    expect(routes.length).toBeLessThan(usdcChains - 1)
    const lonely = sharedCatalog.tokens.at(-1)
    const info = lonely && sharedCatalog.token(lonely.chainKey, lonely.address)
    expect(info && sharedCatalog.routesFrom(info)).toEqual([])
  })

  it('offers every route type of the spec', () => {
    for (const routeType of [
      'OFT',
      'STARGATE_V2_TAXI',
      'STARGATE_V2_BUS',
      'CCTP_V2',
      'AORI_V1',
    ] as const) {
      expect(findRoute(sharedCatalog, { routeType }).routeTypes).toContain(simRouteKind(routeType))
    }
    expect(findRoute(sharedCatalog, { srcChainType: 'SOLANA' }).source.chain.chainType).toBe(
      'SOLANA',
    )
    expect(findRoute(sharedCatalog, { srcChainType: 'STARKNET' }).source.chain.chainType).toBe(
      'STARKNET',
    )
  })

  it('finds tokens by address case-insensitively for hex addresses', () => {
    const token = sharedCatalog.tokens.find(
      (item) => item.symbol === 'USDC' && item.chainKey === 'base',
    )
    if (!token) throw new Error('no USDC on base')
    expect(
      sharedCatalog.token('base', token.address.toUpperCase().replace('0X', '0x'))?.token,
    ).toBe(token)
  })

  it('is deterministic for a seed and differs between seeds', () => {
    const again = generateCatalog({ seed: 1 })
    expect(JSON.stringify(again.tokens)).toBe(JSON.stringify(sharedCatalog.tokens))
    expect(JSON.stringify(again.metadata)).toBe(JSON.stringify(sharedCatalog.metadata))
    const other = generateCatalog({ seed: 2 })
    expect(other.tokens[1]?.address).not.toBe(sharedCatalog.tokens[1]?.address)
  })

  it('takes sizes and per-chain overrides from outside', () => {
    const deployments = {
      multicall: '0x00000000000000000000000000000000000000aa',
      transferDelegate: '0x00000000000000000000000000000000000000bb',
    }
    const small = generateCatalog({
      chainCount: 25,
      tokenCount: 300,
      chains: { base: { chainId: 31337, deployments, name: 'Local Base' } },
    })
    expect(small.chains).toHaveLength(25)
    expect(small.tokens.length).toBeGreaterThanOrEqual(300)
    const base = small.chains.find((chain) => chain.chainKey === 'base')
    expect(base).toMatchObject({ chainId: 31337, name: 'Local Base' })
    expect(small.metadata.base?.deployments).toEqual({
      multicall: { address: deployments.multicall },
      transferDelegate: { address: deployments.transferDelegate },
    })
  })

  it('lists OFTs whose adapters wrap the catalog token', () => {
    const entries = Object.values(sharedCatalog.ofts).flat()
    // 40 token families, and ether as LayerZero's native adapter on every chain whose coin it is.
    expect(entries).toHaveLength(41)
    const ether = sharedCatalog.ofts.ETH?.[0]
    const etherChains = Object.keys(ether?.deployments ?? {})
    expect(etherChains.length).toBeGreaterThan(1)
    for (const chainKey of etherChains) expect(sharedCatalog.chain(chainKey)?.chainType).toBe('EVM')
    for (const deployment of Object.values(ether?.deployments ?? {}))
      expect(deployment).toMatchObject({ type: 'NATIVE_OFT_ADAPTER', localDecimals: 18 })
    const adapter = entries
      .flatMap((entry) => Object.entries(entry.deployments))
      .find(([, deployment]) => deployment.type === 'OFT_ADAPTER')
    if (!adapter) throw new Error('no adapter')
    const [chainName, deployment] = adapter
    expect(sharedCatalog.token(chainName, deployment.innerToken ?? '')).toBeDefined()
  })
})

describe('catalog overrides', () => {
  it('change only what they name: every other chain and token stays as the seed made it', () => {
    const overridden = generateCatalog({
      seed: 1,
      chains: {
        ethereum: {
          chainId: 31337,
          deployments: {
            multicall: '0x00000000000000000000000000000000000000aa',
            transferDelegate: '0x00000000000000000000000000000000000000bb',
          },
          tokens: [
            { symbol: 'USDC', address: '0x00000000000000000000000000000000000000cc', decimals: 6 },
          ],
        },
      },
    })
    const untouched = (catalog: typeof sharedCatalog) =>
      catalog.tokens.filter((token) => token.chainKey !== 'ethereum')
    expect(untouched(overridden)).toEqual(untouched(sharedCatalog))
    const { ethereum: _a, ...otherMetadata } = overridden.metadata
    const { ethereum: _b, ...sharedOtherMetadata } = sharedCatalog.metadata
    expect(otherMetadata).toEqual(sharedOtherMetadata)
  })
})
