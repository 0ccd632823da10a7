import { PublicKey } from '@solana/web3.js'
import { isAddressOfChainType, isNativeCoin, SOLANA_NATIVE_MINT } from '../core/address.js'
import { InvalidInputError, UnsupportedChainError } from '../core/errors.js'
import { base58Encode } from '../core/solana/base58.js'
import type { SolanaWallet } from '../core/steps/types/index.js'
import {
  createWalletAdapterSolanaExecutor,
  type SolanaConnectionLike,
  type SolanaWalletLike,
} from './walletAdapterExecutor.js'

/** What a Connection answers about balances (web3.js's `getBalance` and `getTokenAccountsByOwner`). */
export type SolanaBalanceConnection = {
  getBalance(owner: PublicKey, commitment?: 'confirmed'): Promise<number>
  getTokenAccountsByOwner(
    owner: PublicKey,
    filter: { mint: PublicKey } | { programId: PublicKey },
    commitment?: 'confirmed',
  ): Promise<{ value: readonly { account: { data: Uint8Array } }[] }>
}

const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

/** Where a token account keeps its amount (u64, little-endian): the same in SPL Token and Token-2022. */
const AMOUNT_OFFSET = 64

function amountIn(data: Uint8Array): bigint {
  if (data.length < AMOUNT_OFFSET + 8) return 0n
  return new DataView(data.buffer, data.byteOffset + AMOUNT_OFFSET, 8).getBigUint64(0, true)
}

/**
 * A `SolanaWallet` for the components from a wallet-adapter wallet and a connection: what
 * `useWalletAdapterSolana()` returns, for apps that hold the two themselves.
 */
export function createSolanaWallet({
  wallet,
  connection,
}: {
  wallet: SolanaWalletLike
  connection: SolanaConnectionLike & SolanaBalanceConnection
}): SolanaWallet {
  const owner = wallet.publicKey?.toBase58()
  return {
    address: owner,
    executor:
      owner && wallet.signTransaction
        ? createWalletAdapterSolanaExecutor({ wallet, connection })
        : undefined,
    balanceOf: async (token) => {
      if (!owner) throw new UnsupportedChainError('SOLANA')
      if (!isAddressOfChainType(token, 'SOLANA'))
        throw new InvalidInputError('Solana token', [
          { path: 'token', message: 'is not a Solana address (base58)' },
        ])
      const key = new PublicKey(owner)
      if (isNativeCoin(token, 'SOLANA'))
        return BigInt(await connection.getBalance(key, 'confirmed'))
      // Every account of the mint counts (an associated one, and any other the wallet holds).
      const { value } = await connection.getTokenAccountsByOwner(
        key,
        { mint: new PublicKey(token) },
        'confirmed',
      )
      let total = 0n
      for (const { account } of value) total += amountIn(account.data)
      return total
    },
    balances: async () => {
      if (!owner) throw new UnsupportedChainError('SOLANA')
      const key = new PublicKey(owner)
      // Two calls give every holding, whatever the mint: one per token program.
      const [lamports, ...programs] = await Promise.all([
        connection.getBalance(key, 'confirmed'),
        ...TOKEN_PROGRAMS.map((program) =>
          connection.getTokenAccountsByOwner(
            key,
            { programId: new PublicKey(program) },
            'confirmed',
          ),
        ),
      ])
      const held = new Map<string, bigint>([[SOLANA_NATIVE_MINT, BigInt(lamports)]])
      for (const { value } of programs)
        for (const { account } of value) {
          if (account.data.length < 32) continue
          const mint = base58Encode(account.data.subarray(0, 32))
          held.set(mint, (held.get(mint) ?? 0n) + amountIn(account.data))
        }
      return held
    },
  }
}
