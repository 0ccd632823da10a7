import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import { Keypair } from '@solana/web3.js'

export const SolanaTestWalletName =
  'vtkit test wallet (Solana)' as WalletName<'vtkit test wallet (Solana)'>

/**
 * A wallet-adapter wallet over a known keypair, for the demo and the tests against a local Solana
 * chain: it signs what it is given, and on request declines the next signature or keeps the
 * next one open until something happened meanwhile (a blockhash expiring). Not for real funds:
 * the secret key is in the page.
 */
export class SolanaTestWalletAdapter extends BaseSignerWalletAdapter {
  readonly name = SolanaTestWalletName
  readonly url = 'https://github.com/vtkit/vtkit'
  readonly icon =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Ccircle cx="16" cy="16" r="16" fill="%239945ff"/%3E%3C/svg%3E'
  readonly supportedTransactionVersions = new Set(['legacy', 0] as const)
  /** How many signatures were asked for. */
  prompts = 0
  private keypair: Keypair | null = null
  private declineNext = false
  private whileOpen: (() => Promise<void>) | undefined

  constructor(private readonly secretKey: Uint8Array) {
    super()
  }

  get connecting() {
    return false
  }

  get publicKey() {
    return this.keypair?.publicKey ?? null
  }

  get readyState() {
    return WalletReadyState.Loadable
  }

  async connect() {
    // A real wallet answers after its popup; answering in the same tick would emit "connect"
    // before a provider that selected this wallet has subscribed to it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    this.keypair = Keypair.fromSecretKey(this.secretKey)
    this.emit('connect', this.keypair.publicKey)
  }

  async disconnect() {
    this.keypair = null
    this.emit('disconnect')
  }

  /** The next signature request is declined, as a person pressing "Reject" does. */
  declineNextSignature() {
    this.declineNext = true
  }

  /** The next signature request waits for `action` (while "the wallet is open") before signing. */
  holdNextSignature(action: () => Promise<void>) {
    this.whileOpen = action
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    const keypair = this.keypair
    if (!keypair) throw new WalletNotConnectedError()
    this.prompts++
    const whileOpen = this.whileOpen
    this.whileOpen = undefined
    await whileOpen?.()
    if (this.declineNext) {
      this.declineNext = false
      // As Phantom and Solflare report it: the wallet's error carries the EIP-1193 code 4001.
      throw new WalletSignTransactionError('User rejected the request.', { code: 4001 })
    }
    if (isVersionedTransaction(transaction)) transaction.sign([keypair])
    else transaction.partialSign(keypair)
    return transaction
  }
}
