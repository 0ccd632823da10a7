import type { Client, Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { EvmReceipt } from '../core/steps/executors.js'

/**
 * viem's wait, following a transaction the wallet sped up or cancelled (same nonce) to the one
 * mined instead. No time limit of its own (viem's default gives up after 3 minutes): the engine
 * bounds the wait and aborts it through `signal`.
 */
export async function waitForMined(
  client: Client,
  hash: string,
  signal: AbortSignal | undefined,
): Promise<EvmReceipt> {
  let replacement: EvmReceipt['replacement']
  const receipt = await waitForTransactionReceipt(client, {
    hash: hash as Hex,
    timeout: 0,
    signal,
    onReplaced: (replaced) => {
      replacement = { hash: replaced.transaction.hash, reason: replaced.reason }
    },
  })
  return { status: receipt.status, replacement }
}
