// The shapes of the vendored copies under registry/sources/: each is the owner's own data (or, for
// what no owner publishes machine-readably, a transcription with its sources), so that
// `registry:check` can fetch the same shapes again and compare.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const sourcesDirectory = fileURLToPath(new URL('../../registry/sources/', import.meta.url))

/** `GET https://mainnet.stargate-api.com/v1/metadata?version=v2`, `data.v2[]`. */
export type StargateApiAsset = {
  chainKey: string
  address: string
  stargateType: string
  token: { address: string; symbol: string; decimals: number }
  sharedDecimals?: number
  tokenMessaging?: string
}
export type StargateApiSource = { source: unknown; data: { v2: StargateApiAsset[] } }

/** stargate-protocol/stargate-v2: deployed pools and OFTs per chain, and the chain's config. */
export type StargateRepositorySource = {
  source: unknown
  chains: Record<
    string,
    {
      chainId: number
      /** `null`: the chain's config is gone (the whole chain is shut down). */
      config: { tokens: string[]; unwiredTokens: string[] } | null
      contracts: Record<string, string>
    }
  >
}

/** `GET https://metadata.layerzero-api.com/v1/metadata/deployments`, per LayerZero chain key. */
export type LayerZeroDeploymentsSource = {
  source: unknown
  data: Record<
    string,
    {
      deployments?: { version?: number; eid?: number | string; endpointV2?: { address?: string } }[]
      chainDetails?: { nativeChainId?: number }
    }
  >
}

export type CircleSource = {
  source: unknown
  v2: { tokenMessenger: string; messageTransmitter: string }
  domains: {
    chain: string
    chainId: number
    domain: number
    v2: boolean
    usdc?: string
    confidence: string
    usdcConfidence?: string
  }[]
  v1: { confidence: string; tokenMessengers: { chainId: number; address: string }[] }
}

export type AoriSource = {
  source: unknown
  domain: { name: string; version: string }
  contracts: { chain: string; chainId: number; address: string; confidence: string }[]
  retired: { chain: string; chainId: number; address: string; why: string }[]
}

export type ValueTransferSource = {
  source: unknown
  pairs: {
    chain: string
    chainId: number
    multicall: string
    transferDelegate: string
    confidence: string
  }[]
  cctpFeeReceiver: { address: string; confidence: string }
  /** LayerZero's deployer of the multicalls: the pairs it created are LayerZero's own, on any chain. */
  deployer: { address: string; nonces: number; sources: string }
  /** Accounts a production Solana step pays (through their associated token accounts). */
  solanaRouteAccounts: { address: string; confidence: string }[]
}

export type RegistrySources = {
  stargateApi: StargateApiSource
  stargateRepository: StargateRepositorySource
  layerZero: LayerZeroDeploymentsSource
  circle: CircleSource
  aori: AoriSource
  valueTransfer: ValueTransferSource
}

export const sourceFiles = {
  stargateApi: 'stargate-api.json',
  stargateRepository: 'stargate-repository.json',
  layerZero: 'layerzero-deployments.json',
  circle: 'circle-cctp.json',
  aori: 'aori.json',
  valueTransfer: 'value-transfer.json',
} as const satisfies Record<keyof RegistrySources, string>

export function readSources(directory = sourcesDirectory): RegistrySources {
  const read = (file: string) => JSON.parse(readFileSync(`${directory}/${file}`, 'utf8'))
  return Object.fromEntries(
    Object.entries(sourceFiles).map(([name, file]) => [name, read(file)]),
  ) as RegistrySources
}
