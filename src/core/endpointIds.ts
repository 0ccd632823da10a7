/**
 * LayerZero V2 mainnet endpoint ids (`eid`) by chain key: how OFT and Stargate sends name their
 * destination. Only values confirmed from public sources are listed; a chain missing here is a
 * finding shown to the user, never a silently skipped check. Apps add or correct entries with
 * `createClient({ endpointIds })`.
 */
export const knownEndpointIds: Readonly<Record<string, number>> = {
  ethereum: 30101,
  bsc: 30102,
  avalanche: 30106,
  polygon: 30109,
  arbitrum: 30110,
  optimism: 30111,
  fantom: 30112,
  gnosis: 30145,
  metis: 30151,
  zksync: 30165,
  solana: 30168,
  linea: 30183,
  base: 30184,
}

/** The endpoint id of a chain key: the app's own entries first, then the known table. */
export function endpointIdOf(
  chainKey: string,
  overrides: Readonly<Record<string, number>> = {},
): number | undefined {
  return Object.hasOwn(overrides, chainKey)
    ? overrides[chainKey]
    : Object.hasOwn(knownEndpointIds, chainKey)
      ? knownEndpointIds[chainKey]
      : undefined
}
