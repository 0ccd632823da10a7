import { isSameAddress } from '../address.js'

/** LayerZero's `OFTSent(bytes32 indexed guid, uint32, address indexed, uint256, uint256)`. */
export const OFT_SENT_TOPIC = '0x85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a'
/** LayerZero's `OFTReceived(bytes32 indexed guid, uint32, address indexed, uint256)`. */
export const OFT_RECEIVED_TOPIC =
  '0xefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c'

/** An EIP-1193 `request` of one chain (a wagmi transport, a viem client, a wallet). */
export type ChainRequest = (args: { method: string; params?: unknown[] }) => Promise<unknown>

type Log = { address?: string; topics?: string[]; transactionHash?: string }

/**
 * The message id of a confirmed OFT send: the `guid` of its `OFTSent` event, emitted by the OFT
 * that was called. Undefined when the receipt has none (not sent yet, or not a LayerZero OFT).
 */
export async function findOftGuid(
  request: ChainRequest,
  { txHash, oftAddress }: { txHash: string; oftAddress: string },
): Promise<string | undefined> {
  const receipt = (await request({ method: 'eth_getTransactionReceipt', params: [txHash] })) as {
    status?: string
    logs?: Log[]
  } | null
  if (receipt?.status !== '0x1') return undefined
  const sent = receipt.logs?.find(
    (log) => isSameAddress(log.address, oftAddress) && log.topics?.[0] === OFT_SENT_TOPIC,
  )
  return sent?.topics?.[1]
}

/**
 * The destination transaction that credited the message `guid` (its `OFTReceived` event on the
 * destination OFT), searched from `fromBlock`; undefined while it has not arrived.
 */
export async function findOftDelivery(
  request: ChainRequest,
  { dstOftAddress, guid, fromBlock }: { dstOftAddress: string; guid: string; fromBlock: bigint },
): Promise<{ hash: string } | undefined> {
  const logs = (await request({
    method: 'eth_getLogs',
    params: [
      {
        address: dstOftAddress,
        topics: [OFT_RECEIVED_TOPIC, guid],
        fromBlock: `0x${fromBlock.toString(16)}`,
        toBlock: 'latest',
      },
    ],
  })) as Log[]
  const [delivered] = logs
  return delivered?.transactionHash ? { hash: delivered.transactionHash } : undefined
}
