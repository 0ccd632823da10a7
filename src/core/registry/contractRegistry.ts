import type { Confidence, ConfidenceCode, RegistryData } from './types.js'

export type RegistryRole =
  | 'stargate'
  | 'cctp-token-messenger'
  | 'cctp-message-transmitter'
  | 'cctp-fee-receiver'
  | 'aori'
  | 'multicall'
  | 'transfer-delegate'
  | 'endpoint'

/** One production contract: what it is on one chain. The same address means other things elsewhere. */
export type KnownContract = {
  chainId: number
  role: RegistryRole
  /** Lower case. */
  address: string
  /**
   * What it takes: a Stargate pool's token (`''` the chain's coin; undefined when no source says),
   * CCTP's burn token (the chain's native USDC, where known).
   */
  token?: string | undefined
  symbol?: string | undefined
  /** False: a pool Stargate shut down, an Aori build no longer in use. */
  active: boolean
  confidence: Confidence
  /** The CCTP version of a token messenger. */
  version?: 1 | 2 | undefined
  /** Where it comes from: an index into `productionContractSources`. */
  source: number
}

export type ContractRegistry = {
  /** Every row of `address` on the chain `chainId` (none: unknown there). */
  at(chainId: number, address: string): readonly KnownContract[]
  /** The rows of a role on a chain. */
  of(chainId: number, role: RegistryRole): readonly KnownContract[]
  /** LayerZero's endpoint id of an EVM chain. */
  endpointId(chainId: number): number | undefined
  /** Circle's CCTP domain of an EVM chain. */
  cctpDomain(chainId: number): number | undefined
  /** The chain id LayerZero gives a chain key (the value transfer service's keys follow LayerZero's). */
  chainIdOf(chainKey: string): number | undefined
  /**
   * Whether a multicall and delegate are a pair LayerZero's deployer created (the multicall at one
   * of its nonces, the delegate its first child): LayerZero's own, on any chain that derives
   * addresses as Ethereum does. The deployer's nonce, or undefined.
   */
  layerZeroPair(multicall: string, delegate: string): number | undefined
  /** How sure production's record is that a Solana account is one its steps pay (exact base58). */
  solanaRouteAccount(address: string): Confidence | undefined
  /** The EIP-712 domain Aori's orders are signed under. */
  aoriDomain: { name: string; version: string }
  /** Every row, for reports and reviews. */
  rows(): readonly KnownContract[]
}

const confidences: Record<ConfidenceCode, Confidence> = {
  A: 'official',
  L: 'live',
  I: 'inferred',
}

/** Every row of the data, one per (chain id, role, address). */
export function registryRows(data: RegistryData): KnownContract[] {
  const rows: KnownContract[] = []
  for (const [chainId, address, token, symbol, wired, index] of data.stargate)
    rows.push({
      chainId,
      role: 'stargate',
      address,
      token: token === '-' ? undefined : token,
      symbol,
      active: wired === 1,
      confidence: 'official',
      source: index,
    })
  for (const [chainId, , address] of data.endpoints)
    rows.push({
      chainId,
      role: 'endpoint',
      address,
      active: true,
      confidence: 'official',
      source: data.endpointSource,
    })
  const { cctp } = data
  for (const [chainId, , usdc, code] of cctp.domains) {
    const common = { chainId, active: true, source: cctp.source }
    rows.push(
      {
        ...common,
        role: 'cctp-token-messenger',
        address: cctp.tokenMessengerV2,
        token: usdc || undefined,
        symbol: 'USDC',
        version: 2,
        confidence: confidences[code],
      },
      {
        ...common,
        role: 'cctp-message-transmitter',
        address: cctp.messageTransmitterV2,
        confidence: 'official',
      },
      {
        ...common,
        role: 'cctp-fee-receiver',
        address: cctp.feeReceiver,
        confidence: confidences[cctp.feeReceiverConfidence],
      },
    )
  }
  for (const [chainId, address] of cctp.tokenMessengersV1) {
    const usdc = cctp.domains.find((row) => row[0] === chainId)?.[2]
    rows.push({
      chainId,
      role: 'cctp-token-messenger',
      address,
      token: usdc || undefined,
      symbol: 'USDC',
      version: 1,
      active: true,
      confidence: 'official',
      source: cctp.source,
    })
  }
  for (const [chainId, address, code, inUse] of data.aori.contracts)
    rows.push({
      chainId,
      role: 'aori',
      address,
      active: inUse === 1,
      confidence: confidences[code],
      source: data.aori.source,
    })
  for (const [chainId, multicall, delegate, code] of data.valueTransfer.rows)
    for (const [role, address] of [
      ['multicall', multicall],
      ['transfer-delegate', delegate],
    ] as const)
      rows.push({
        chainId,
        role,
        address,
        active: true,
        confidence: confidences[code],
        source: data.valueTransfer.source,
      })
  return rows
}

/** A registry of known contracts from its data (`loadProductionRegistry` loads production's): what the checks name a step's target by. */
export function createContractRegistry(data: RegistryData): ContractRegistry {
  const rows = registryRows(data)
  const byAddress = new Map<string, KnownContract[]>()
  const byRole = new Map<string, KnownContract[]>()
  const push = (map: Map<string, KnownContract[]>, key: string, row: KnownContract) => {
    const list = map.get(key)
    if (list) list.push(row)
    else map.set(key, [row])
  }
  for (const row of rows) {
    push(byAddress, `${row.chainId}:${row.address}`, row)
    push(byRole, `${row.chainId}:${row.role}`, row)
  }
  const eids = new Map(data.endpoints.map(([chainId, eid]) => [chainId, eid]))
  const domains = new Map(data.cctp.domains.map(([chainId, domain]) => [chainId, domain]))
  const chainIds = new Map(
    data.endpoints.flatMap(([chainId, , , chainKey]) => (chainKey ? [[chainKey, chainId]] : [])),
  )
  const solanaRoutes = new Map(
    data.valueTransfer.solanaRouteAccounts.map(([address, code]) => [address, confidences[code]]),
  )
  return {
    at: (chainId, address) => byAddress.get(`${chainId}:${address.toLowerCase()}`) ?? [],
    of: (chainId, role) => byRole.get(`${chainId}:${role}`) ?? [],
    endpointId: (chainId) => eids.get(chainId),
    cctpDomain: (chainId) => domains.get(chainId),
    chainIdOf: (chainKey) => chainIds.get(chainKey),
    layerZeroPair: (multicall, delegate) =>
      data.valueTransfer.derived.find(
        ([, knownMulticall, knownDelegate]) =>
          knownMulticall === multicall.toLowerCase() && knownDelegate === delegate.toLowerCase(),
      )?.[0],
    solanaRouteAccount: (address) => solanaRoutes.get(address),
    aoriDomain: { name: data.aori.name, version: data.aori.version },
    rows: () => rows,
  }
}

const roleNames: Record<RegistryRole, string> = {
  stargate: 'Stargate pool',
  'cctp-token-messenger': "Circle's CCTP token messenger",
  'cctp-message-transmitter': "Circle's CCTP message transmitter",
  'cctp-fee-receiver': "the service's CCTP fee receiver",
  aori: "Aori's contract",
  multicall: "the service's multicall",
  'transfer-delegate': "the service's transfer delegate",
  endpoint: "LayerZero's endpoint",
}

/** What production knows a contract as, for the user: "Stargate's USDC pool", "Aori's contract". */
export function describeKnown(entry: KnownContract): string {
  if (entry.role === 'stargate')
    return `Stargate's ${entry.active ? '' : 'shut-down '}${entry.symbol ?? ''} pool`.replace(
      '  ',
      ' ',
    )
  if (entry.role === 'aori' && !entry.active) return 'a retired build of Aori'
  if (entry.role === 'cctp-token-messenger')
    return `Circle's CCTP V${entry.version ?? 2} token messenger`
  return roleNames[entry.role]
}
