/**
 * Stand-ins for the two wallets of a quote asked before the user connects one (the service needs
 * both): well-known burn addresses that no one can sign for. Such a quote is only shown (routes,
 * what arrives, fees, time); it never reaches the engine, and a wallet, once connected, gets a
 * quote of its own.
 */
import { isAddressOfChainType } from '../../core/address.js'

const previewWallets: Readonly<Record<string, string>> = {
  EVM: '0x000000000000000000000000000000000000dEaD',
  SOLANA: '1nc1nerator11111111111111111111111111111111',
}

/**
 * The stand-in wallet of a chain type, or undefined where routes are not previewed. Before the
 * chain list has the chain, the type its token's address has the form of stands in (so that a
 * widget's first quote does not wait for the list, then for the typing debounce).
 */
export function previewWallet(
  chainType: string | undefined,
  tokenAddress?: string | undefined,
): string | undefined {
  const form =
    chainType ??
    (tokenAddress === undefined
      ? undefined
      : isAddressOfChainType(tokenAddress, 'EVM')
        ? 'EVM'
        : isAddressOfChainType(tokenAddress, 'SOLANA')
          ? 'SOLANA'
          : undefined)
  return form === undefined ? undefined : previewWallets[form]
}
