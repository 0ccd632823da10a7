import { type Transaction, VersionedTransaction } from '@solana/web3.js'
import { UnsupportedChainError } from '../core/errors.js'
import type { SolanaExecutor } from '../core/steps/executors.js'
import { solanaChecks } from '../core/steps/solanaInstructions.js'

/** What `useWallet()` of `@solana/wallet-adapter-react` gives (only the parts vtkit uses). */
export type SolanaWalletLike = {
  publicKey: { toBase58(): string } | null
  signTransaction?:
    | (<T extends Transaction | VersionedTransaction>(transaction: T) => Promise<T>)
    | undefined
}

/** What `useConnection().connection` gives (a `@solana/web3.js` Connection; only the parts vtkit uses). */
export type SolanaConnectionLike = {
  sendRawTransaction(rawTransaction: Uint8Array): Promise<string>
  confirmTransaction(
    signature: string,
    commitment?: 'processed' | 'confirmed' | 'finalized',
  ): Promise<{ value: { err: unknown } }>
  isBlockhashValid?(blockhash: string): Promise<{ value: boolean }>
}

/**
 * A `SolanaExecutor` over a wallet-adapter wallet and a connection:
 * `createWalletAdapterSolanaExecutor({ wallet: useWallet(), connection: useConnection().connection })`.
 * The wallet only signs; vtkit sends, so that a transaction grown stale in the wallet is rebuilt.
 */
export function createWalletAdapterSolanaExecutor({
  wallet,
  connection,
}: {
  wallet: SolanaWalletLike
  connection: SolanaConnectionLike
}): SolanaExecutor {
  const isBlockhashValid = connection.isBlockhashValid?.bind(connection)
  return {
    checks: solanaChecks,
    signTransaction: async (base64) => {
      if (!wallet.signTransaction || !wallet.publicKey) throw new UnsupportedChainError('SOLANA')
      const signed = await wallet.signTransaction(
        VersionedTransaction.deserialize(fromBase64(base64)),
      )
      return toBase64(signed.serialize())
    },
    sendTransaction: (signed) => connection.sendRawTransaction(fromBase64(signed)),
    confirm: async (signature) => {
      const { value } = await connection.confirmTransaction(signature, 'confirmed')
      return { status: value.err ? 'failed' : 'success' }
    },
    ...(isBlockhashValid && {
      isBlockhashValid: async (signed: string) => {
        const { recentBlockhash } = VersionedTransaction.deserialize(fromBase64(signed)).message
        return (await isBlockhashValid(recentBlockhash)).value
      },
    }),
  }
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
