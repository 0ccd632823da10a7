/**
 * Circle CCTP domain ids by chain key: how a CCTP burn names its destination. Only values Circle
 * publishes are listed; apps add others with `createClient({ cctpDomains })`.
 */
export const knownCctpDomains: Readonly<Record<string, number>> = {
  ethereum: 0,
  avalanche: 1,
  optimism: 2,
  arbitrum: 3,
  solana: 5,
  base: 6,
  polygon: 7,
  linea: 11,
}

/** The CCTP domain of a chain key: the app's own entries first, then the known table. */
export function cctpDomainOf(
  chainKey: string,
  overrides: Readonly<Record<string, number>> = {},
): number | undefined {
  if (Object.hasOwn(overrides, chainKey)) return overrides[chainKey]
  return Object.hasOwn(knownCctpDomains, chainKey) ? knownCctpDomains[chainKey] : undefined
}
