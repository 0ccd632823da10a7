import type { Address, Client, Hex, Transaction } from 'viem'
import {
  getBlock,
  getBlockNumber,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { EvmReceipt, EvmWaitOptions, SentEvmTransaction } from '../core/steps/executors.js'

/**
 * viem's wait, following a transaction the wallet sped up or cancelled (same nonce) to the one
 * mined instead. No time limit of its own (viem's default gives up after 3 minutes): the engine
 * bounds the wait and aborts it through `signal`.
 *
 * viem sees a replacement only while the original is still known to the node. A wait that starts
 * after the wallet replaced it (the user sped it up while "check your wallet" was shown, or while
 * the page was closed) finds the replacement by the nonce journaled from an earlier wait.
 */
export async function waitForMined(
  client: Client,
  hash: string,
  { signal, sent, onNonce }: EvmWaitOptions = {},
): Promise<EvmReceipt> {
  if (sent) {
    const found = await findReplacement(client, hash, sent).catch(() => undefined)
    if (found) return found
  }
  const seen = new AbortController()
  if (!sent && onNonce) void reportNonceSlot(client, hash as Hex, onNonce, seen.signal)
  let replacement: EvmReceipt['replacement']
  try {
    const receipt = await waitForTransactionReceipt(client, {
      hash: hash as Hex,
      timeout: 0,
      signal,
      replacement: sent && {
        from: sent.from as Address,
        nonce: sent.nonce,
        to: sent.to as Address,
        input: sent.data as Hex,
        value: sent.value,
      },
      onReplaced: (replaced) => {
        replacement = { hash: replaced.transaction.hash, reason: replaced.reason }
      },
    })
    return { status: receipt.status, replacement }
  } finally {
    seen.abort()
  }
}

/** Reads the transaction's nonce once the node shows it (it may take a moment to propagate). */
async function reportNonceSlot(
  client: Client,
  hash: Hex,
  onNonce: NonNullable<EvmWaitOptions['onNonce']>,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    try {
      // Read first: a transaction still pending now is mined in a later block.
      const before = await getBlockNumber(client, { cacheTime: 0 })
      const transaction = await getTransaction(client, { hash })
      if (signal.aborted) return
      const sinceBlock = transaction.blockNumber ?? before
      onNonce({ nonce: transaction.nonce, sinceBlock: Number(sinceBlock) })
      return
    } catch {
      await new Promise((done) => setTimeout(done, client.pollingInterval))
    }
  }
}

/**
 * The transaction that took `sent`'s nonce instead of it, with how it ended; undefined while the
 * nonce slot is open (the original may still be mined) or the original itself was mined.
 */
async function findReplacement(
  client: Client,
  hash: string,
  sent: SentEvmTransaction,
): Promise<EvmReceipt | undefined> {
  const from = sent.from as Address
  const used = await getTransactionCount(client, { address: from, blockTag: 'latest' })
  if (used <= sent.nonce) return undefined
  const own = await getTransactionReceipt(client, { hash: hash as Hex }).catch(() => undefined)
  if (own) return undefined
  const replacing = await transactionInSlot(client, sent)
  if (!replacing || replacing.hash.toLowerCase() === hash.toLowerCase()) return undefined
  const receipt = await getTransactionReceipt(client, { hash: replacing.hash })
  return {
    status: receipt.status,
    replacement: { hash: replacing.hash, reason: replacementReason(sent, replacing) },
  }
}

/**
 * The mined transaction of `sent`'s sender and nonce: asked by sender and nonce where the node
 * can, otherwise found by bisecting the blocks since `sinceBlock` on the sender's nonce count.
 */
async function transactionInSlot(
  client: Client,
  sent: SentEvmTransaction,
): Promise<Transaction | undefined> {
  const from = sent.from as Address
  const direct = await getTransaction(client, { sender: from, nonce: sent.nonce }).catch(
    () => undefined,
  )
  if (direct) return direct as Transaction
  let low = BigInt(sent.sinceBlock)
  let high = await getBlockNumber(client, { cacheTime: 0 })
  while (low < high) {
    const middle = (low + high) / 2n
    const count = await getTransactionCount(client, { address: from, blockNumber: middle })
    if (count > sent.nonce) high = middle
    else low = middle + 1n
  }
  const block = await getBlock(client, { blockNumber: low, includeTransactions: true })
  return block.transactions.find(
    (transaction) =>
      transaction.from.toLowerCase() === from.toLowerCase() && transaction.nonce === sent.nonce,
  ) as Transaction | undefined
}

/** viem's names: the same call sped up, a zero transfer to oneself, or anything else. */
function replacementReason(
  sent: SentEvmTransaction,
  replacing: Transaction,
): 'repriced' | 'cancelled' | 'replaced' {
  const to = replacing.to?.toLowerCase()
  if (
    to === sent.to.toLowerCase() &&
    replacing.input.toLowerCase() === sent.data.toLowerCase() &&
    replacing.value === sent.value
  )
    return 'repriced'
  if (to === sent.from.toLowerCase() && replacing.value === 0n) return 'cancelled'
  return 'replaced'
}
