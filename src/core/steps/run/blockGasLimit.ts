/** A client that answers JSON-RPC requests (viem's and wagmi's alike). */
type Requester = {
  request(input: { method: 'eth_getBlockByNumber'; params: ['latest', false] }): Promise<unknown>
}

/** The latest block's gas limit, from `eth_getBlockByNumber`; undefined when the answer has none. */
export async function readBlockGasLimit(client: Requester): Promise<bigint | undefined> {
  const block = (await client.request({
    method: 'eth_getBlockByNumber',
    params: ['latest', false],
  })) as { gasLimit?: unknown } | null
  const limit = block?.gasLimit
  return typeof limit === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(limit)
    ? BigInt(limit)
    : undefined
}
