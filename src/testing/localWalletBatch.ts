import { address, array, bytes, encodeCall, tuple, uint } from '../core/abiEncode.js'

// EIP-5792 in the local test wallet: the account is delegated (EIP-7702) to a BatchCallsAccount
// contract and calls itself with every call of the batch, so an approve is the account's own and
// one failing call reverts them all, as a smart wallet's batch does.

type Rpc = (chainId: number, method: string, params: unknown) => Promise<unknown>

export type BatchCall = { to: string; data?: string; value?: string }

const EXECUTE_BATCH = '0x34fcd5be' // executeBatch((address,uint256,bytes)[])
const DELEGATION_PREFIX = '0xef0100'

/** The batch id names its chain and transaction, so its status survives the page (as a wallet's does). */
const batchId = (chainId: number, hash: string) => `${chainId}:${hash}`

export function readBatchId(id: unknown): { chainId: number; hash: string } | undefined {
  const match = typeof id === 'string' ? /^(\d+):(0x[0-9a-f]{64})$/i.exec(id) : null
  return match ? { chainId: Number(match[1]), hash: match[2] as string } : undefined
}

export function executeBatchData(calls: readonly BatchCall[]): string {
  return encodeCall(EXECUTE_BATCH, [
    array(
      calls.map((call) =>
        tuple(address(call.to), uint(BigInt(call.value ?? '0x0')), bytes(call.data ?? '0x')),
      ),
    ),
  ])
}

/** Points the account's code at the batch contract (a local node's setCode stands in for a type-4 authorization). */
export async function delegate(rpc: Rpc, chainId: number, account: string, target: string) {
  const designator = `${DELEGATION_PREFIX}${target.slice(2).toLowerCase()}`
  const code = String(await rpc(chainId, 'eth_getCode', [account, 'latest'])).toLowerCase()
  if (code === designator) return
  try {
    await rpc(chainId, 'hardhat_setCode', [account, designator])
  } catch {
    await rpc(chainId, 'anvil_setCode', [account, designator])
  }
}

export type BatchIdStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The ids apps gave the wallet's batches, each with the wallet's own (its chain and transaction). */
export function batchIds(given: BatchIdStorage | undefined, account: string) {
  const memory = new Map<string, string>()
  const storage: BatchIdStorage = given ??
    (globalThis.localStorage as BatchIdStorage | undefined) ?? {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => memory.set(key, value),
    }
  const key = `vtkit-test-wallet-batches:${account.toLowerCase()}`
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(storage.getItem(key) ?? '{}') as Record<string, string>
    } catch {
      return {}
    }
  }
  return {
    remember(id: string, own: string) {
      storage.setItem(key, JSON.stringify({ ...read(), [id]: own }))
    },
    /** The wallet's own id for `id` (an app's, or its own), or undefined when it never took it. */
    find(id: string): string | undefined {
      return read()[id] ?? (readBatchId(id) ? id : undefined)
    },
  }
}

/** `wallet_getCallsStatus` read from the chain: 100 pending, 200 confirmed, 500 reverted. */
export async function callsStatus(rpc: Rpc, id: string | undefined, holdPending: boolean) {
  const batch = readBatchId(id)
  if (!batch || !id) throw Object.assign(new Error(`Unknown bundle id ${id}`), { code: 5730 })
  const receipt = holdPending
    ? null
    : ((await rpc(batch.chainId, 'eth_getTransactionReceipt', [batch.hash])) as {
        status: string
        blockHash: string
        blockNumber: string
        gasUsed: string
        logs: unknown[]
      } | null)
  return {
    version: '2.0.0',
    id,
    chainId: `0x${batch.chainId.toString(16)}`,
    atomic: true,
    status: !receipt ? 100 : receipt.status === '0x1' ? 200 : 500,
    ...(receipt && {
      receipts: [
        {
          status: receipt.status,
          blockHash: receipt.blockHash,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          logs: receipt.logs,
          transactionHash: batch.hash,
        },
      ],
    }),
  }
}

export { batchId }
