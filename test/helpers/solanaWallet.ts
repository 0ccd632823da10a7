import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  lamports,
  signTransaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type SolanaExecutor, solanaChecks } from '../../src/exports/core.js'

/**
 * A Solana wallet over an in-process runtime (litesvm): a real keypair signs, the runtime
 * executes. It counts prompts, can decline, and can run a hook while "open" (to age a transaction).
 */
export async function createSolanaTestWallet() {
  const svm = new LiteSVM()
  const keyPair = await generateKeyPair()
  const owner = await getAddressFromPublicKey(keyPair.publicKey)
  svm.airdrop(owner, lamports(50_000_000_000n))
  const decode = (base64: string) =>
    getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const outcomes = new Map<string, boolean>()
  const state = {
    prompts: 0,
    sent: 0,
    declineNext: false,
    whileOpen: undefined as (() => void) | undefined,
  }
  const executor: SolanaExecutor = {
    checks: solanaChecks,
    signTransaction: async (base64) => {
      state.prompts++
      state.whileOpen?.()
      if (state.declineNext) {
        state.declineNext = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      return getBase64EncodedWireTransaction(await signTransaction([keyPair], decode(base64)))
    },
    sendTransaction: async (signed) => {
      state.sent++
      const transaction = decode(signed)
      const result = svm.sendTransaction(transaction)
      const signature = getSignatureFromTransaction(transaction)
      outcomes.set(signature, !(result instanceof FailedTransactionMetadata))
      // A real chain moves on with every block; so does this one, or the next identical transfer would be a duplicate.
      svm.expireBlockhash()
      return signature
    },
    confirm: async (signature) => ({ status: outcomes.get(signature) ? 'success' : 'failed' }),
    isBlockhashValid: async (signed) => {
      const message = getCompiledTransactionMessageDecoder().decode(decode(signed).messageBytes)
      return message.lifetimeToken === svm.latestBlockhash()
    },
  }
  return { svm, owner: owner as string, executor, state }
}
