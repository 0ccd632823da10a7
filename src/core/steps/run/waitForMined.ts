import type { EvmReceipt, EvmWaitOptions, SentEvmTransaction } from '../types/index.js'

/**
 * A chain's JSON-RPC client and how often to poll it: viem's and wagmi's clients alike (their
 * typed `request` takes any method this file asks, hence `never` for its argument here).
 */
export type PollingClient = {
  request(args: never): Promise<unknown>
  pollingInterval: number
}

type RpcTransaction = {
  hash: string
  from: string
  to: string | null
  input: string
  value: string
  nonce: string
}
type RpcReceipt = { status: string }
type Rpc = <T>(method: string, params: unknown[]) => Promise<T>

const hex = (value: number) => `0x${value.toString(16)}`

/**
 * Waits for a transaction to be mined, or for the one the wallet mined in its nonce slot instead
 * (sped up: the same call; cancelled or replaced: another). Plain JSON-RPC polls, every
 * `client.pollingInterval`: the receipt, and once the transaction's nonce is known (from the
 * chain, or journaled by an earlier wait: `sent`), whether the slot was taken by another. So a
 * replacement is found whether it was mined while this wait ran or before it began (the user sped
 * it up while "check your wallet" was shown, or while the page was closed), once the node has
 * forgotten the original. No time limit of its own: the engine bounds it and aborts `signal`.
 */
export async function waitForMined(
  client: PollingClient,
  hash: string,
  { signal, sent, onNonce }: EvmWaitOptions = {},
): Promise<EvmReceipt> {
  const rpc: Rpc = (method, params) => client.request({ method, params } as never) as never
  let slot = sent
  for (;;) {
    signal?.throwIfAborted()
    try {
      const receipt = await rpc<RpcReceipt | null>('eth_getTransactionReceipt', [hash])
      if (receipt) return { status: receipt.status === '0x1' ? 'success' : 'reverted' }
      if (!slot) {
        // Read first: a transaction still pending now is mined in a later block.
        const sinceBlock = Number(await rpc<string>('eth_blockNumber', []))
        const seen = await rpc<RpcTransaction | null>('eth_getTransactionByHash', [hash])
        if (seen) {
          slot = { ...callOf(seen), nonce: Number(seen.nonce), sinceBlock }
          onNonce?.({ nonce: slot.nonce, sinceBlock })
        }
      } else if (
        Number(await rpc<string>('eth_getTransactionCount', [slot.from, 'latest'])) > slot.nonce
      ) {
        const replaced = await replacementOf(rpc, hash, slot)
        if (replaced) return replaced
      }
    } catch (error) {
      // A node that did not answer this time is asked again at the next poll.
      if (signal?.aborted) throw error
    }
    await pause(client.pollingInterval, signal)
  }
}

function callOf(transaction: RpcTransaction) {
  return {
    from: transaction.from,
    to: transaction.to ?? '',
    data: transaction.input,
    value: BigInt(transaction.value),
  }
}

/**
 * The transaction that took `sent`'s nonce slot, with how it ended; undefined when it is the
 * original itself (mined, its receipt not indexed yet). Asked by sender and nonce where the node
 * can; otherwise found by bisecting the blocks since `sinceBlock` on the sender's nonce count.
 */
async function replacementOf(
  rpc: Rpc,
  hash: string,
  sent: SentEvmTransaction,
): Promise<EvmReceipt | undefined> {
  let found = await rpc<RpcTransaction | null>('eth_getTransactionBySenderAndNonce', [
    sent.from,
    hex(sent.nonce),
  ]).catch(() => null)
  if (!found) {
    let low = sent.sinceBlock
    let high = Number(await rpc<string>('eth_blockNumber', []))
    while (low < high) {
      const middle = Math.floor((low + high) / 2)
      const count = Number(await rpc<string>('eth_getTransactionCount', [sent.from, hex(middle)]))
      if (count > sent.nonce) high = middle
      else low = middle + 1
    }
    const block = await rpc<{ transactions: RpcTransaction[] } | null>('eth_getBlockByNumber', [
      hex(low),
      true,
    ])
    found =
      block?.transactions.find(
        (transaction) =>
          transaction.from.toLowerCase() === sent.from.toLowerCase() &&
          Number(transaction.nonce) === sent.nonce,
      ) ?? null
  }
  if (!found || found.hash.toLowerCase() === hash.toLowerCase()) return undefined
  const receipt = await rpc<RpcReceipt | null>('eth_getTransactionReceipt', [found.hash])
  if (!receipt) return undefined
  return {
    status: receipt.status === '0x1' ? 'success' : 'reverted',
    replacement: { hash: found.hash, reason: replacementReason(sent, callOf(found)) },
  }
}

/** viem's names: the same call sped up, a zero transfer to oneself, or anything else. */
function replacementReason(
  sent: SentEvmTransaction,
  replacing: ReturnType<typeof callOf>,
): 'repriced' | 'cancelled' | 'replaced' {
  const to = replacing.to.toLowerCase()
  if (
    to === sent.to.toLowerCase() &&
    replacing.data.toLowerCase() === sent.data.toLowerCase() &&
    replacing.value === sent.value
  )
    return 'repriced'
  if (to === sent.from.toLowerCase() && replacing.value === 0n) return 'cancelled'
  return 'replaced'
}

function pause(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }, milliseconds)
    signal?.addEventListener('abort', aborted, { once: true })
  })
}
