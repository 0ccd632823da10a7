// The registry of production contracts: generated from the vendored sources and nothing else,
// keyed by chain id (never by address alone), and kept current by `registry:check`, which is
// run here against a local server that answers in the owners' own shapes.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRegistryData } from '../../scripts/registry/buildRegistry.js'
import { checkRegistry, formatReport } from '../../scripts/registry/check.js'
import { generatedFile, renderRegistry } from '../../scripts/registry/generate.js'
import { readSources } from '../../scripts/registry/sources.js'
import {
  type ContractRegistry,
  createContractRegistry,
  loadProductionRegistry,
} from '../../src/exports/core.js'
import { describeKnown } from '../../src/exports/internal.js'

let registry: ContractRegistry
beforeAll(async () => {
  registry = (await loadProductionRegistry()) as ContractRegistry
})

describe('the generated registry', () => {
  it('is exactly what registry:generate makes of the vendored sources (no hand edits, no drift)', () => {
    const { data, sources } = buildRegistryData(readSources())
    expect(renderRegistry(data, sources)).toBe(readFileSync(generatedFile, 'utf8'))
  })

  it('keys every row by chain id: one address is another contract on another chain', () => {
    const same = '0xe8CDF27AcD73a434D661C84887215F7598e7d0d3'
    expect(registry.at(42161, same).map(describeKnown)).toEqual(["Stargate's USDC pool"])
    expect(registry.at(10, same).map(describeKnown)).toEqual(["Stargate's ETH pool"])
    expect(registry.at(10, same)[0]?.token).toBe('')
    expect(registry.at(1, same)).toEqual([])
  })

  it('holds the pools Stargate shut down as shut down', () => {
    for (const [chainId, address] of [
      [8453, '0x87Dd5A7481726a53C5Ac6b0D296F5846f95a72f2'], // EURC, Base
      [1329, '0x45d417612e177672958dC0537C45a8f8d754Ac2E'], // USDC, Sei (unwired)
      [1923, '0xCc0587aeBDa397146cc828b445dB130a94486e74'], // ETH, Swell
    ] as const)
      expect(registry.at(chainId, address)[0], address).toMatchObject({ active: false })
    expect(registry.rows().filter((row) => row.role === 'stargate' && !row.active)).toHaveLength(7)
  })

  it('knows Aori’s domain and contracts, its retired builds as retired', () => {
    expect(registry.aoriDomain).toEqual({ name: 'Aori', version: '0.3.1' })
    expect(registry.at(8453, '0xc6868edf1d2a7a8b759856cb8afa333210dfeda6')).toMatchObject([
      { role: 'aori', active: true, confidence: 'live' },
    ])
    expect(registry.at(42161, '0xc6868edf1d2a7a8b759856cb8afa333210dfeda6')).toMatchObject([
      { role: 'aori', confidence: 'inferred' },
    ])
    expect(registry.at(8453, '0xFfe691A6dDb5D2645321e0a920C2e7Bdd00dD3D8')).toMatchObject([
      { role: 'aori', active: false },
    ])
  })

  it('gives endpoint ids, CCTP domains and chain ids by chain', () => {
    expect(registry.endpointId(8453)).toBe(30184)
    expect(registry.endpointId(146)).toBe(30332)
    expect(registry.cctpDomain(10)).toBe(2)
    expect(registry.chainIdOf('base')).toBe(8453)
    expect(registry.chainIdOf('zkconsensys')).toBe(59144)
    expect(registry.of(10, 'multicall')).toMatchObject([
      { address: '0x5528cf58feb8fbfce94f43b33240fffb1312bde3', confidence: 'live' },
    ])
  })

  it('builds a registry from any data of the same shape (an app’s own, a test’s)', () => {
    const own = createContractRegistry({
      stargate: [[31337, '0x00000000000000000000000000000000000000aa', '', 'ETH', 1, 0]],
      endpoints: [],
      endpointSource: 0,
      cctp: {
        tokenMessengerV2: '0x00000000000000000000000000000000000000bb',
        messageTransmitterV2: '0x00000000000000000000000000000000000000cc',
        domains: [],
        tokenMessengersV1: [],
        feeReceiver: '0x00000000000000000000000000000000000000dd',
        feeReceiverConfidence: 'I',
        source: 0,
      },
      aori: { name: 'Aori', version: '0.3.1', contracts: [], source: 0 },
      valueTransfer: { rows: [], derived: [], solanaRouteAccounts: [], source: 0 },
    })
    expect(own.at(31337, '0x00000000000000000000000000000000000000AA')).toMatchObject([
      { role: 'stargate', token: '', symbol: 'ETH' },
    ])
    expect(own.endpointId(31337)).toBeUndefined()
  })
})

describe('registry:check', () => {
  let server: Server
  let url: string
  const bodies = new Map<string, unknown>()

  beforeAll(async () => {
    const vendored = readSources()
    // Stargate's API as it might answer tomorrow: Base's USDC pool gone, a new pool on Unichain.
    const assets = vendored.stargateApi.data.v2.filter(
      (asset) => !(asset.chainKey === 'base' && asset.token.symbol === 'USDC'),
    )
    assets.push({
      chainKey: 'unichain',
      address: '0x00000000000000000000000000000000000000A1',
      stargateType: 'POOL',
      token: { address: '0x078D782b760474a361dDA0AF3839290b0EF57AD6', symbol: 'USDC', decimals: 6 },
    })
    bodies.set('/stargate', { data: { v2: assets } })
    bodies.set('/layerzero', { ...vendored.layerZero.data, 'fantasy-testnet': { deployments: [] } })
    // The service's /metadata naming another multicall on OP Mainnet.
    bodies.set('/vt/chains', {
      chains: [{ chainKey: 'optimism', name: 'OP Mainnet', chainType: 'EVM', chainId: 10 }],
    })
    bodies.set('/vt/metadata', {
      optimism: {
        deployments: {
          multicall: { address: '0x00000000000000000000000000000000000000B2' },
          transferDelegate: { address: '0xFBea79D13E6F795a0e1E4B99090f1165a01C7B03' },
        },
      },
    })
    server = createServer((request, response) => {
      const body = bodies.get(request.url ?? '')
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body ?? { error: 'not found' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('prints what the owners added, removed and changed, by chain id, role and address', async () => {
    const result = await checkRegistry({
      stargate: `${url}/stargate`,
      layerZero: `${url}/layerzero`,
      valueTransfer: `${url}/vt`,
      aori: `${url}/aori`,
    })
    expect(result.fetched).toEqual([
      'Stargate metadata API',
      "LayerZero's deployments metadata",
      "the value transfer service's /metadata",
      "the value transfer service's /chains",
    ])
    expect(result.failed).toHaveLength(2) // Aori's two endpoints answer 404 here
    const report = formatReport(result)
    expect(report).toContain(
      '- 8453 stargate 0x27a16dc786820b16e5c9028b75b99f6f604b5d26  token 0x833589fcd6edb6e08f4c7c32d4f71b54bda02913 (USDC) official',
    )
    expect(report).toContain('+ 10 multicall 0x00000000000000000000000000000000000000b2  live')
    expect(report).toContain('- 10 multicall 0x5528cf58feb8fbfce94f43b33240fffb1312bde3  live')
    expect(report).toMatch(/A Stargate pool gone from its API is usually a shutdown/)
    // A pool the API lists and Stargate's vendored repository does not deploy is not taken on the
    // API's word: it is put to the person reviewing.
    expect(report).not.toMatch(/^\+ .*0x00000000000000000000000000000000000000a1/m)
    expect(report).toContain(
      "? stargate unichain USDC 0x00000000000000000000000000000000000000A1: in Stargate's API, not in its repository",
    )
    expect(result.changes.filter((change) => change.key.includes(' endpoint '))).toEqual([])
  })

  it('says so when no owner can be reached, and checks nothing', async () => {
    const result = await checkRegistry({
      stargate: `${url}/gone`,
      layerZero: `${url}/gone`,
      valueTransfer: `${url}/gone`,
      aori: `${url}/gone`,
    })
    expect(result.changes).toEqual([])
    expect(formatReport(result)).toContain('no owner could be reached: nothing was checked')
  })
})
