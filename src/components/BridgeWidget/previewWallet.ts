/**
 * Stand-ins for the two wallets of a quote asked before the user connects one (the service needs
 * both): well-known burn addresses that no one can sign for. Such a quote is only shown (routes,
 * what arrives, fees, time); it never reaches the engine, and a wallet, once connected, gets a
 * quote of its own.
 */
const previewWallets: Readonly<Record<string, string>> = {
  EVM: '0x000000000000000000000000000000000000dEaD',
  SOLANA: '1nc1nerator11111111111111111111111111111111',
}

/** The stand-in wallet of a chain type, or undefined where routes are not previewed. */
export function previewWallet(chainType: string | undefined): string | undefined {
  return chainType === undefined ? undefined : previewWallets[chainType]
}
