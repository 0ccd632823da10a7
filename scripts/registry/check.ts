// `npm run registry:check`: fetches the owners' live sources, builds the registry from them as
// `registry:generate` does from the vendored copies, and prints every row added, removed or
// changed, keyed by chain id, role and address, for a person to review. Needs the network; not
// part of `npm test`. `-- --write` replaces the vendored copies it could fetch (then run
// `npm run registry:generate` and commit both). Exits 1 when something changed, 2 when no owner
// could be reached.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type KnownContract, registryRows } from '../../src/core/registry/contractRegistry.js'
import { buildRegistryData } from './buildRegistry.js'
import {
  type AoriSource,
  type LayerZeroDeploymentsSource,
  type RegistrySources,
  readSources,
  type StargateApiAsset,
  sourceFiles,
  sourcesDirectory,
  type ValueTransferSource,
} from './sources.js'

/** Where the owners publish their data (each overridable, for a mirror or a test). */
export const liveSources = {
  stargate: 'https://mainnet.stargate-api.com/v1/metadata?version=v2',
  layerZero: 'https://metadata.layerzero-api.com/v1/metadata/deployments',
  valueTransfer: 'https://transfer.layerzero-api.com/v1',
  aori: 'https://api.aori.io',
}

export type LiveSources = typeof liveSources

export type RegistryChange = {
  kind: 'added' | 'removed' | 'changed'
  key: string
  before?: string
  after?: string
}

export type CheckResult = {
  changes: RegistryChange[]
  /**
   * What the fetched sources hold that the registry cannot take yet, new since the vendored
   * copies (a pool Stargate's API lists that its vendored repository does not deploy, say).
   */
  toReview: string[]
  /** The sources as fetched (vendored where a fetch failed), ready to be written. */
  sources: RegistrySources
  /** Which owners answered, and which could not be reached (their vendored copy stands). */
  fetched: string[]
  failed: string[]
}

export async function checkRegistry(
  urls: LiveSources = liveSources,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckResult> {
  const vendored = readSources()
  const sources = structuredClone(vendored)
  const fetched: string[] = []
  const failed: string[] = []
  const get = async (name: string, url: string): Promise<unknown> => {
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body: unknown = await response.json()
      fetched.push(name)
      return body
    } catch (error) {
      failed.push(`${name} (${url}): ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
  }

  const stargate = (await get('Stargate metadata API', urls.stargate)) as
    | { data?: { v2?: StargateApiAsset[] } }
    | undefined
  const today = new Date().toISOString().slice(0, 10)
  if (Array.isArray(stargate?.data?.v2)) {
    sources.stargateApi.data.v2 = stargate.data.v2
    sources.stargateApi.source = {
      description: 'The Stargate metadata API (mainnet, v2 assets)',
      url: urls.stargate,
      fetched: today,
    }
  }

  const layerZero = (await get("LayerZero's deployments metadata", urls.layerZero)) as
    | LayerZeroDeploymentsSource['data']
    | undefined
  if (layerZero && typeof layerZero === 'object') {
    sources.layerZero.data = keepUsed(layerZero)
    sources.layerZero.source = {
      description:
        "LayerZero's deployments metadata (EndpointV2 and endpoint id per chain, mainnets with an EndpointV2)",
      url: urls.layerZero,
      fetched: today,
    }
  }

  const [metadata, chains] = await Promise.all([
    get("the value transfer service's /metadata", `${urls.valueTransfer}/metadata`),
    get("the value transfer service's /chains", `${urls.valueTransfer}/chains`),
  ])
  if (metadata && chains)
    sources.valueTransfer = withLivePairs(sources.valueTransfer, metadata, chains)

  const [aoriChains, aoriDomain] = await Promise.all([
    get("Aori's /chains", `${urls.aori}/chains`),
    get("Aori's /domain", `${urls.aori}/domain`),
  ])
  if (aoriChains || aoriDomain) sources.aori = withLiveAori(sources.aori, aoriChains, aoriDomain)

  const old = buildRegistryData(vendored)
  const next = buildRegistryData(sources)
  const before = rowsByKey(old.data)
  const after = rowsByKey(next.data)
  const toReview = next.notes.filter((note) => !old.notes.includes(note))
  const changes: RegistryChange[] = []
  for (const [key, row] of after) {
    const old = before.get(key)
    if (old === undefined) changes.push({ kind: 'added', key, after: row })
    else if (old !== row) changes.push({ kind: 'changed', key, before: old, after: row })
  }
  for (const [key, row] of before)
    if (!after.has(key)) changes.push({ kind: 'removed', key, before: row })
  return { changes, toReview, sources, fetched, failed }
}

/** Rows as `chainId role address` → what else they say, to compare two registries. */
function rowsByKey(data: Parameters<typeof registryRows>[0]): Map<string, string> {
  const describe = (row: KnownContract) =>
    [
      row.token === undefined ? '' : `token ${row.token || 'native'}`,
      row.symbol ? `(${row.symbol})` : '',
      row.active ? '' : 'retired',
      row.confidence,
      row.version === undefined ? '' : `v${row.version}`,
    ]
      .filter(Boolean)
      .join(' ')
  return new Map(
    registryRows(data).map((row) => [`${row.chainId} ${row.role} ${row.address}`, describe(row)]),
  )
}

/** Only what the registry reads of LayerZero's metadata: the file stays small and diffable. */
function keepUsed(data: LayerZeroDeploymentsSource['data']): LayerZeroDeploymentsSource['data'] {
  const kept: LayerZeroDeploymentsSource['data'] = {}
  for (const [chainKey, chain] of Object.entries(data)) {
    if (!chainKey.endsWith('-mainnet')) continue
    const v2 = chain.deployments?.find((deployment) => deployment.version === 2)
    if (!v2?.eid || !v2.endpointV2?.address) continue
    kept[chainKey] = {
      deployments: [
        { version: 2, eid: Number(v2.eid), endpointV2: { address: v2.endpointV2.address } },
      ],
      ...(chain.chainDetails?.nativeChainId
        ? { chainDetails: { nativeChainId: chain.chainDetails.nativeChainId } }
        : {}),
    }
  }
  return kept
}

/** The service's own `/metadata` makes a chain's pair live-seen (confidence L). */
function withLivePairs(
  current: ValueTransferSource,
  metadata: unknown,
  chains: unknown,
): ValueTransferSource {
  const list = (chains as { chains?: { chainKey?: string; chainId?: unknown; name?: string }[] })
    ?.chains
  const byKey = new Map(
    (Array.isArray(list) ? list : [])
      .filter((chain) => typeof chain.chainKey === 'string' && Number(chain.chainId) > 0)
      .map((chain) => [chain.chainKey as string, { id: Number(chain.chainId), name: chain.name }]),
  )
  const next = structuredClone(current)
  for (const [chainKey, entry] of Object.entries((metadata ?? {}) as Record<string, unknown>)) {
    const deployments = (entry as { deployments?: Record<string, { address?: string }> })
      ?.deployments
    const multicall = deployments?.multicall?.address
    const transferDelegate = deployments?.transferDelegate?.address
    const chain = byKey.get(chainKey)
    if (!chain || !isEvmAddress(multicall) || !isEvmAddress(transferDelegate)) continue
    const pair = {
      chain: chain.name ?? chainKey,
      chainId: chain.id,
      multicall,
      transferDelegate,
      confidence: 'L',
      sources: `the service's /metadata (${new Date().toISOString().slice(0, 10)})`,
    }
    const at = next.pairs.findIndex((item) => item.chainId === chain.id)
    if (at === -1) next.pairs.push(pair)
    else next.pairs[at] = pair
  }
  return next
}

/** Aori's `/chains` (`chainId`, `address`) and `/domain` (`name`, `version`). */
function withLiveAori(current: AoriSource, chains: unknown, domain: unknown): AoriSource {
  const next = structuredClone(current)
  const found = domain as { name?: unknown; version?: unknown } | undefined
  if (typeof found?.name === 'string' && typeof found.version === 'string')
    next.domain = { name: found.name, version: found.version }
  const list = Array.isArray(chains) ? chains : (chains as { chains?: unknown })?.chains
  if (!Array.isArray(list)) return next
  next.contracts = list
    .map((item) => item as { chainKey?: string; chainId?: unknown; address?: unknown })
    .filter((item) => Number(item.chainId) > 0 && isEvmAddress(item.address))
    .map((item) => ({
      chain: item.chainKey ?? String(item.chainId),
      chainId: Number(item.chainId),
      address: item.address as string,
      confidence: 'A',
      sources: `Aori's /chains (${new Date().toISOString().slice(0, 10)})`,
    }))
  return next
}

const isEvmAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/** The report a person reads. */
export function formatReport(result: CheckResult): string {
  const lines = [
    `fetched: ${result.fetched.join(', ') || 'nothing'}`,
    ...result.failed.map((failure) => `not reached (the vendored copy stands): ${failure}`),
  ]
  if (result.fetched.length === 0) lines.push('no owner could be reached: nothing was checked')
  else if (result.changes.length === 0 && result.toReview.length === 0)
    lines.push(
      result.failed.length === 0
        ? 'no change: the registry is as the owners publish it'
        : 'no change in what could be fetched',
    )
  for (const change of result.changes) {
    if (change.kind === 'added') lines.push(`+ ${change.key}  ${change.after}`)
    else if (change.kind === 'removed') lines.push(`- ${change.key}  ${change.before}`)
    else lines.push(`~ ${change.key}  ${change.before} → ${change.after}`)
  }
  for (const note of result.toReview) lines.push(`? ${note}`)
  if (result.changes.some((change) => change.kind === 'removed' && change.key.includes('stargate')))
    lines.push(
      "A Stargate pool gone from its API is usually a shutdown: stargate-protocol/stargate-v2's commits titled '🛑 [shutdown]' say which.",
    )
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await checkRegistry({
    stargate: process.env.REGISTRY_STARGATE_URL ?? liveSources.stargate,
    layerZero: process.env.REGISTRY_LAYERZERO_URL ?? liveSources.layerZero,
    valueTransfer: process.env.REGISTRY_VALUE_TRANSFER_URL ?? liveSources.valueTransfer,
    aori: process.env.REGISTRY_AORI_URL ?? liveSources.aori,
  })
  console.log(formatReport(result))
  if (process.argv.includes('--write')) {
    for (const [name, file] of Object.entries(sourceFiles))
      writeFileSync(
        `${sourcesDirectory}/${file}`,
        `${JSON.stringify(result.sources[name as keyof RegistrySources], null, 2)}\n`,
      )
    console.log('vendored copies written: run `npm run registry:generate` and review the diff')
  }
  const changed = result.changes.length > 0 || result.toReview.length > 0
  process.exitCode = result.fetched.length === 0 ? 2 : changed ? 1 : 0
}
