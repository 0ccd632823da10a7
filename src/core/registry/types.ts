/**
 * How a row is known: `official` from the owner's own repository, documentation or metadata API;
 * `live` seen as the target or spender of a real production response; `inferred` from third parties
 * only (integrators' tables, indexers). An official or live row contradicted by a response is a
 * refusal; an inferred one can vouch for a contract but not accuse one.
 */
export type Confidence = 'official' | 'live' | 'inferred'

/** Confidence as the generated rows spell it: A official, L live, I inferred. */
export type ConfidenceCode = 'A' | 'L' | 'I'

/**
 * A Stargate V2 pool or Hydra OFT: chain id, contract, the token it takes (`''` for the chain's
 * coin), its symbol, `1` wired or `0` shut down, index into `sources`.
 */
export type StargateRow = readonly [number, string, string, string, 0 | 1, number]

/**
 * LayerZero's EndpointV2 of a chain production's routes touch: chain id, endpoint id, EndpointV2
 * address, and LayerZero's chain key (`base`, `zkconsensys`), which the value transfer service's
 * chain keys follow.
 */
export type EndpointRow = readonly [number, number, string, string]

/** A chain Circle's CCTP V2 serves: chain id, CCTP domain, native USDC (`''` unknown), confidence. */
export type CctpDomainRow = readonly [number, number, string, ConfidenceCode]

/** Aori's contract on a chain: chain id, address, confidence, `1` in use or `0` a retired build. */
export type AoriRow = readonly [number, string, ConfidenceCode, 0 | 1]

/** The value transfer service's contracts on a chain: chain id, multicall, transfer delegate, confidence. */
export type ValueTransferRow = readonly [number, string, string, ConfidenceCode]

/**
 * What `registry:generate` writes: every production contract vtkit recognises. Each family names
 * its source by index into `productionContractSources` (the vendored copies under
 * `registry/sources/`), kept apart so that the checks do not load the texts.
 */
export type RegistryData = {
  stargate: readonly StargateRow[]
  endpoints: readonly EndpointRow[]
  cctp: {
    /** One address on every EVM chain Circle lists (CREATE2). */
    tokenMessengerV2: string
    messageTransmitterV2: string
    domains: readonly CctpDomainRow[]
    /** Chain id and TokenMessenger of the legacy CCTP V1. */
    tokenMessengersV1: readonly (readonly [number, string])[]
    /** Who receives the value transfer service's CCTP relay fee, on every source chain. */
    feeReceiver: string
    feeReceiverConfidence: ConfidenceCode
    /** Index into `sources` of the messenger, domain and fee receiver rows. */
    source: number
  }
  aori: {
    /** The EIP-712 domain Aori's orders are signed under (no chain id). */
    name: string
    version: string
    contracts: readonly AoriRow[]
    source: number
  }
  valueTransfer: {
    rows: readonly ValueTransferRow[]
    /**
     * LayerZero's own multicalls on any chain that derives addresses as Ethereum does: the
     * contracts its deployer created (nonce, multicall) and each one's delegate, its first child.
     */
    derived: readonly (readonly [number, string, string])[]
    /** Solana accounts production's steps pay, through their associated token accounts. */
    solanaRouteAccounts: readonly (readonly [string, ConfidenceCode])[]
    source: number
  }
  endpointSource: number
}

/**
 * Contracts an app pins, by chain key or by chain id (`8453`): `/metadata` must agree with them,
 * and a bridge call, an intent approval or an OFT send may go to them. They extend vtkit's
 * registry of production contracts and, where they name the service's own contracts, override it.
 * A pin with a `chainId` holds on that chain only: a `/chains` that moves the chain key to another
 * chain is refused.
 */
export type TrustedDeployments = Readonly<
  Record<
    string,
    {
      /** The chain these pins hold on; a step of this chain key on another chain is refused. */
      chainId?: number | undefined
      multicall?: string | undefined
      transferDelegate?: string | undefined
      /** The contracts a batch may bridge through: Stargate pools, OFTs, Circle's messenger. */
      bridges?: readonly string[] | undefined
      /** The intent contracts an order may be signed for (and approved to). */
      intentContracts?: readonly string[] | undefined
      /** OFTs (and OFT adapters) the OFT service's sends may go through. */
      ofts?: readonly string[] | undefined
    }
  >
>
