import { type Transaction, VersionedTransaction } from '@solana/web3.js'
import { UnsupportedChainError } from '../core/errors.js'
import { base58Encode } from '../core/solana/base58.js'
import { solanaChecks } from '../core/steps/run/index.js'
import type { SolanaExecutor } from '../core/steps/types/index.js'

/** What `useWallet()` of `@solana/wallet-adapter-react` gives (only the parts vtkit uses). */
export type SolanaWalletLike = {
  publicKey: { toBase58(): string } | null
  signTransaction?:
    | (<T extends Transaction | VersionedTransaction>(transaction: T) => Promise<T>)
    | undefined
}

/** A signature's status as `getSignatureStatuses` answers it (null: not seen by the node). */
export type SolanaSignatureStatus = {
  err: unknown
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null | undefined
} | null

/** What `useConnection().connection` gives (a `@solana/web3.js` Connection; only the parts vtkit uses). */
export type SolanaConnectionLike = {
  sendRawTransaction(rawTransaction: Uint8Array): Promise<string>
  getSignatureStatuses(
    signatures: string[],
    config?: { searchTransactionHistory: boolean },
  ): Promise<{ value: SolanaSignatureStatus[] }>
  isBlockhashValid?(
    blockhash: string,
    config?: { commitment?: 'processed' | 'confirmed' | 'finalized' },
  ): Promise<{ value: boolean }>
}

/** How often a sent transaction's status is asked for. */
const STATUS_POLL_MS = 750
/**
 * How long a transaction the node has not seen is waited for when its blockhash cannot be asked
 * about (after a reload): a blockhash lives about 60 to 90 s, and a transaction sent with it
 * lands within that or never.
 */
const UNSEEN_LIMIT_MS = 120_000
/** How long a node that answers nothing is asked before the wait is given up (the hash is kept). */
const SILENT_NODE_LIMIT_MS = 300_000

/**
 * A `SolanaExecutor` over a wallet-adapter wallet and a connection:
 * `createWalletAdapterSolanaExecutor({ wallet: useWallet(), connection: useConnection().connection })`.
 * The wallet only signs; vtkit sends, so that a transaction grown stale in the wallet is rebuilt.
 */
export function createWalletAdapterSolanaExecutor({
  wallet,
  connection,
  pollIntervalMs = STATUS_POLL_MS,
}: {
  wallet: SolanaWalletLike
  connection: SolanaConnectionLike
  pollIntervalMs?: number
}): SolanaExecutor {
  // Asked at "confirmed": a Connection made with the default ("finalized") would call a
  // blockhash fresh from the wallet invalid, and the wallet would be asked again and again.
  const isBlockhashValid = connection.isBlockhashValid
    ? async (blockhash: string) =>
        (await connection.isBlockhashValid?.(blockhash, { commitment: 'confirmed' }))?.value ?? true
    : undefined
  // The blockhash of each transaction sent from here: once it has expired, an unseen
  // transaction can no longer land, and waiting for it longer is pointless.
  const blockhashOf = new Map<string, string>()
  const expired = async (signature: string, since: number) => {
    const blockhash = blockhashOf.get(signature)
    const valid =
      blockhash && isBlockhashValid
        ? await isBlockhashValid(blockhash).catch(() => undefined)
        : undefined
    // Unknown (after a reload, or the node does not say): bounded by time instead.
    return valid === undefined ? Date.now() - since > UNSEEN_LIMIT_MS : !valid
  }
  return {
    checks: solanaChecks,
    signTransaction: async (base64) => {
      if (!wallet.signTransaction || !wallet.publicKey) throw new UnsupportedChainError('SOLANA')
      const signed = await wallet.signTransaction(
        VersionedTransaction.deserialize(fromBase64(base64)),
      )
      return toBase64(signed.serialize())
    },
    signatureOf: (signed) => {
      const [first] = VersionedTransaction.deserialize(fromBase64(signed)).signatures
      return first ? base58Encode(first) : undefined
    },
    sendTransaction: async (signed) => {
      const transaction = VersionedTransaction.deserialize(fromBase64(signed))
      const [first] = transaction.signatures
      // Known before it leaves: a confirmation after an interruption can still tell it expired.
      if (first) blockhashOf.set(base58Encode(first), transaction.message.recentBlockhash)
      const signature = await connection.sendRawTransaction(transaction.serialize())
      blockhashOf.set(signature, transaction.message.recentBlockhash)
      return signature
    },
    // Polled, not subscribed: no websocket to the node is needed, and a transfer resumed
    // after a reload is followed the same way (the node's history too, not only recent slots).
    confirm: async (signature) => {
      const since = Date.now()
      // undefined: the node did not answer (asked again later); null: it has not seen it.
      const statusOf = () =>
        connection
          .getSignatureStatuses([signature], { searchTransactionHistory: true })
          .then(({ value }) => value[0] ?? null)
          .catch(() => undefined)
      let heard = false
      for (;;) {
        const status = await statusOf()
        if (status !== undefined) heard = true
        if (status?.err) return { status: 'failed' }
        if (
          status?.confirmationStatus === 'confirmed' ||
          status?.confirmationStatus === 'finalized'
        )
          return { status: 'success' }
        // Asked once more after the expiry: it may have landed just before.
        if (status === null && (await expired(signature, since)) && (await statusOf()) === null)
          return { status: 'failed' }
        // A node that answers nothing decides nothing: the step keeps its hash and is followed
        // again on the next try, never sent a second time.
        if (!heard && Date.now() - since > SILENT_NODE_LIMIT_MS)
          throw new Error(`the Solana node did not answer about ${signature}`)
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
      }
    },
    ...(isBlockhashValid && {
      isBlockhashValid: async (signed: string) =>
        isBlockhashValid(
          VersionedTransaction.deserialize(fromBase64(signed)).message.recentBlockhash,
        ),
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
