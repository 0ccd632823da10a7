// Turns the vendored sources into the rows vtkit ships (src/core/registry/productionContracts.ts):
// every row keyed by chain id, never by address alone, with its status and where it comes from.

import { getContractAddress } from 'viem'
import type {
  AoriRow,
  CctpDomainRow,
  ConfidenceCode,
  EndpointRow,
  RegistryData,
  StargateRow,
  ValueTransferRow,
} from '../../src/core/registry/types.js'
import type { RegistrySources } from './sources.js'

const ZERO = `0x${'0'.repeat(40)}`

/** Stargate's API names a few chains otherwise than its repository's deployment folders. */
const stargateApiChainAliases: Record<string, string> = { linea: 'zkconsensys' }

export type BuiltRegistry = {
  data: RegistryData
  /** Where each family's rows come from, by the index the rows give. */
  sources: string[]
  /** What the sources hold that the registry leaves out, and why: for the person regenerating it. */
  notes: string[]
}

export function buildRegistryData(sources: RegistrySources): BuiltRegistry {
  const notes: string[] = []
  const stargate = stargateRows(sources, notes)
  const sourceTexts = [
    'Stargate V2: deployment artifacts and chain configs (wired or shut down) of stargate-protocol/stargate-v2, each pool and OFT with the token it takes from the Stargate metadata API (registry/sources/stargate-repository.json, stargate-api.json)',
    "LayerZero's deployments metadata: endpoint id and EndpointV2 per chain (registry/sources/layerzero-deployments.json)",
    "Circle's CCTP contract addresses and domains (registry/sources/circle-cctp.json)",
    "Aori v0.3.1: its EIP-712 domain from aori-io/aori, its contracts from live quotes and, where inferred, deploy scripts and l2beat's discovery (registry/sources/aori.json)",
    "The value transfer service's multicall and transfer delegate, from live quotes and, where inferred, integrators' tables; LayerZero's own pairs, derived from its deployer's address (registry/sources/value-transfer.json)",
  ]
  const data: RegistryData = {
    stargate,
    endpoints: [],
    cctp: {
      tokenMessengerV2: lower(sources.circle.v2.tokenMessenger),
      messageTransmitterV2: lower(sources.circle.v2.messageTransmitter),
      domains: sources.circle.domains
        .filter((row) => row.v2)
        .map(
          (row): CctpDomainRow => [
            row.chainId,
            row.domain,
            row.usdc ? lower(row.usdc) : '',
            confidenceCode(row.usdc ? (row.usdcConfidence ?? row.confidence) : row.confidence),
          ],
        )
        .sort(byChainId),
      tokenMessengersV1: sources.circle.v1.tokenMessengers
        .map((row) => [row.chainId, lower(row.address)] as const)
        .sort(byChainId),
      feeReceiver: lower(sources.valueTransfer.cctpFeeReceiver.address),
      feeReceiverConfidence: confidenceCode(sources.valueTransfer.cctpFeeReceiver.confidence),
      source: 2,
    },
    aori: {
      name: sources.aori.domain.name,
      version: sources.aori.domain.version,
      contracts: [
        ...sources.aori.contracts.map(
          (row): AoriRow => [row.chainId, lower(row.address), confidenceCode(row.confidence), 1],
        ),
        ...sources.aori.retired.map((row): AoriRow => [row.chainId, lower(row.address), 'I', 0]),
      ].sort(byChainId),
      source: 3,
    },
    valueTransfer: {
      rows: sources.valueTransfer.pairs
        .map(
          (row): ValueTransferRow => [
            row.chainId,
            lower(row.multicall),
            lower(row.transferDelegate),
            confidenceCode(row.confidence),
          ],
        )
        .sort(byChainId),
      derived: derivedPairs(sources.valueTransfer.deployer),
      solanaRouteAccounts: sources.valueTransfer.solanaRouteAccounts.map(
        (row) => [row.address, confidenceCode(row.confidence)] as const,
      ),
      source: 4,
    },
    endpointSource: 1,
  }
  // LayerZero's endpoints of the chains production's routes touch (those of the families above):
  // what an OFT's endpoint(), a destination's endpoint id and a chain key's id are checked by.
  const touched = new Set([
    ...data.stargate.map((row) => row[0]),
    ...data.cctp.domains.map((row) => row[0]),
    ...data.aori.contracts.map((row) => row[0]),
    ...data.valueTransfer.rows.map((row) => row[0]),
  ])
  const endpoints = endpointRows(sources, notes)
  data.endpoints = endpoints.filter((row) => touched.has(row[0]))
  const left = endpoints.length - data.endpoints.length
  if (left > 0) notes.push(`layerzero: ${left} chains no production route touches`)
  return { data, sources: sourceTexts, notes }
}

/**
 * The multicalls LayerZero's deployer created by plain CREATE (one per nonce), each with its
 * delegate, which the multicall's constructor deploys as its first child (CREATE, nonce 1).
 */
function derivedPairs(deployer: { address: string; nonces: number }) {
  return Array.from({ length: deployer.nonces }, (_, nonce) => {
    const multicall = getContractAddress({
      from: deployer.address as `0x${string}`,
      nonce: BigInt(nonce),
    })
    const delegate = getContractAddress({ from: multicall, nonce: 1n })
    return [nonce, lower(multicall), lower(delegate)] as const
  })
}

/**
 * Every pool and Hydra OFT Stargate's repository deployed on a mainnet, wired (the chain's config
 * lists its token) or shut down (unwired, or the chain's config is gone), with the token it takes
 * from Stargate's API. A wired one whose token no source gives is left out: vtkit could not tell
 * which token it may be approved for.
 */
function stargateRows(sources: RegistrySources, notes: string[]): StargateRow[] {
  const api = sources.stargateApi.data.v2
  const rows: StargateRow[] = []
  const matched = new Set<(typeof api)[number]>()
  for (const [chainKey, chain] of Object.entries(sources.stargateRepository.chains)) {
    for (const [name, address] of Object.entries(chain.contracts)) {
      const key = tokenKeyOf(name)
      if (key === undefined) continue
      const listed = api.find(
        (asset) =>
          (stargateApiChainAliases[asset.chainKey] ?? asset.chainKey) === chainKey &&
          sameAddress(asset.address, address),
      )
      if (listed) matched.add(listed)
      const wired =
        chain.config?.tokens.includes(key) === true && !chain.config.unwiredTokens.includes(key)
      if (!listed && wired) {
        notes.push(`stargate ${chainKey} ${name} ${address}: wired, but no source gives its token`)
        continue
      }
      const token = listed
        ? sameAddress(listed.token.address, ZERO)
          ? ''
          : lower(listed.token.address)
        : '-'
      const symbol = listed?.token.symbol ?? key.toUpperCase()
      rows.push([chain.chainId, lower(address), token, symbol, wired ? 1 : 0, 0])
    }
  }
  for (const asset of api)
    if (!matched.has(asset))
      notes.push(
        `stargate ${asset.chainKey} ${asset.token.symbol} ${asset.address}: in Stargate's API, not in its repository`,
      )
  return rows.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
}

/** `StargatePoolUSDC` → `usdc`, `StargatePoolNative` → `eth`: the key the chain configs use. */
function tokenKeyOf(contractName: string): string | undefined {
  const match = /^Stargate(?:Pool|OFT)(\w+)$/.exec(contractName)
  if (!match?.[1]) return undefined
  return match[1] === 'Native' ? 'eth' : match[1].toLowerCase()
}

function endpointRows(sources: RegistrySources, notes: string[]): EndpointRow[] {
  const rows: EndpointRow[] = []
  for (const [chainKey, chain] of Object.entries(sources.layerZero.data)) {
    if (!chainKey.endsWith('-mainnet')) continue
    const chainId = chain.chainDetails?.nativeChainId
    const v2 = chain.deployments?.find((deployment) => deployment.version === 2)
    const address = v2?.endpointV2?.address
    if (!chainId || !v2?.eid || !address || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
      notes.push(`layerzero ${chainKey}: no chain id or EVM EndpointV2`)
      continue
    }
    rows.push([chainId, Number(v2.eid), lower(address), chainKey.replace(/-mainnet$/, '')])
  }
  return rows.sort(byChainId)
}

function confidenceCode(text: string): ConfidenceCode {
  if (text.startsWith('A')) return 'A'
  if (text === 'L') return 'L'
  if (text === 'I') return 'I'
  throw new Error(`unknown confidence "${text}"`)
}

const lower = (address: string) => address.toLowerCase()
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const byChainId = (a: readonly [number, ...unknown[]], b: readonly [number, ...unknown[]]) =>
  a[0] - b[0]
