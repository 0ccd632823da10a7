import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  parseAbi,
  parseEventLogs,
  stringToHex,
} from 'viem'
import type { OftListEntry } from '../../src/exports/core.js'
import { type Catalog, type ChainObserver, generateCatalog } from '../../src/exports/testing.js'
import { type LocalChain, OFT_SHARED_DECIMALS } from './localChains.js'

/** The simulator's view of the local chains, shared by the tests and the demo (`npm start`). */

export const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

export const multicallAbi = parseAbi([
  'event Bridged(bytes32 indexed quoteId, address indexed sender, address token, uint256 amount, uint256 value, address refundAddress)',
  'event Delivered(bytes32 indexed quoteId, address indexed recipient, address token, uint256 amount)',
  'function deliver(bytes32 quoteId, address token, address recipient, uint256 amount)',
  'function fill(bytes32 quoteId, address token, address owner, uint256 amount)',
])

export function viemChain(chain: LocalChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.chainKey,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** Clients for a local chain; the wallet is an unlocked account of the node, which signs for real. */
export function clientsOn(chain: LocalChain, account: Address) {
  const transport = http(chain.rpcUrl)
  return {
    publicClient: createPublicClient({ chain: viemChain(chain), transport }),
    walletClient: createWalletClient({ chain: viemChain(chain), transport, account }),
  }
}

/** Mints a local test token to `to` (the operator pays). */
export async function mintOn(chain: LocalChain, token: Address, amount: bigint, to: Address) {
  const { publicClient, walletClient } = clientsOn(chain, chain.operator)
  const hash = await walletClient.writeContract({
    address: token,
    abi: tokenAbi,
    functionName: 'mint',
    args: [to, amount],
  })
  await publicClient.waitForTransactionReceipt({ hash })
}

/** The catalog with `ethereum` and `optimism` mapped onto the local chains: ids, contracts, USDC and USDT. */
export function localChainsCatalog(chains: LocalChain[]) {
  return generateCatalog({
    seed: 1,
    chains: Object.fromEntries(
      chains.map((chain) => [
        chain.chainKey,
        {
          chainId: chain.chainId,
          deployments: { multicall: chain.multicall, transferDelegate: chain.delegate },
          tokens: [
            { symbol: 'USDC', address: chain.token, decimals: 6 },
            { symbol: 'USDT', address: chain.zeroResetToken, decimals: 6 },
          ],
        },
      ]),
    ),
    ofts: { TOFT: [localOftEntry(chains)] },
  })
}

/** The OFT list entry of the local TOFT family: an adapter on one chain, the OFT on the other. */
export function localOftEntry(chains: LocalChain[]): OftListEntry {
  return {
    name: 'Local Test OFT',
    sharedDecimals: OFT_SHARED_DECIMALS,
    endpointVersion: 'v2',
    deployments: Object.fromEntries(
      chains.map(({ chainKey, oft }) => [
        chainKey,
        oft.type === 'OFT_ADAPTER'
          ? {
              address: oft.address,
              localDecimals: oft.localDecimals,
              type: 'OFT_ADAPTER',
              innerToken: oft.innerToken,
              approvalRequired: true,
            }
          : { address: oft.address, localDecimals: oft.localDecimals, type: 'OFT' },
      ]),
    ),
  }
}

/** The simulated service's view of the local chains: it finds Bridged events and delivers with the operator. */
export function localChainObserver(chains: LocalChain[]): ChainObserver {
  const chainOf = (chainKey: string) => {
    const chain = chains.find((item) => item.chainKey === chainKey)
    if (!chain) throw new Error(`no local chain for ${chainKey}`)
    return chain
  }
  return {
    findSourceEvent: async ({ chainKey, txHash, quoteId }) => {
      const chain = chainOf(chainKey)
      const { publicClient } = clientsOn(chain, chain.operator)
      const receipt = await publicClient
        .getTransactionReceipt({ hash: txHash as Hex })
        .catch(() => undefined)
      if (receipt?.status !== 'success') return undefined
      const events = parseEventLogs({ abi: multicallAbi, logs: receipt.logs, eventName: 'Bridged' })
      if (!events.some((event) => event.args.quoteId === stringToHex(quoteId, { size: 32 })))
        return undefined
      const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
      return { timestamp: Number(block.timestamp) * 1000 }
    },
    fillIntent: async ({ chainKey, quoteId, token, owner, amount }) => {
      const chain = chainOf(chainKey)
      const receipt = await operatorCall(chain, 'fill', quoteId, token, owner, amount)
      const { publicClient } = clientsOn(chain, chain.operator)
      const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
      return { hash: receipt.transactionHash, timestamp: Number(block.timestamp) * 1000 }
    },
    deliver: async ({ chainKey, quoteId, token, recipient, amount }) => {
      const receipt = await operatorCall(
        chainOf(chainKey),
        'deliver',
        quoteId,
        token,
        recipient,
        amount,
      )
      return receipt.transactionHash
    },
  }
}

/** The operator's side of a transfer on the Multicall: `fill` (an intent's source) or `deliver`. */
async function operatorCall(
  chain: LocalChain,
  functionName: 'fill' | 'deliver',
  quoteId: string,
  token: string,
  account: string,
  amount: string,
) {
  const { publicClient, walletClient } = clientsOn(chain, chain.operator)
  const hash = await walletClient.writeContract({
    address: chain.multicall,
    abi: multicallAbi,
    functionName,
    args: [
      stringToHex(quoteId, { size: 32 }),
      token as Address,
      account as Address,
      BigInt(amount),
    ],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${functionName} of ${quoteId} reverted`)
  return receipt
}

export const oftAbi = parseAbi([
  'event OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed fromAddress, uint256 amountSentLD, uint256 amountReceivedLD)',
  'event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD)',
  'event Packet(bytes32 indexed guid, uint32 dstEid, bytes32 to, uint256 amountLD)',
  'function credit(bytes32 guid, uint32 srcEid, address to, uint256 amountLD)',
])

/**
 * The messaging layer the local chains lack: reads the `Packet` of a confirmed OFT send and has
 * the operator credit the recipient on the destination chain (by endpoint id, as in the catalog),
 * as LayerZero's executor would. Returns the destination transaction.
 */
export async function relayOftSend(
  chains: LocalChain[],
  catalog: Catalog,
  srcChainKey: string,
  txHash: string,
): Promise<{ hash: Hex; chainKey: string; to: Address; amount: bigint }> {
  const source = chains.find((chain) => chain.chainKey === srcChainKey)
  if (!source) throw new Error(`no local chain for ${srcChainKey}`)
  const { publicClient } = clientsOn(source, source.operator)
  const receipt = await publicClient.getTransactionReceipt({ hash: txHash as Hex })
  const [packet] = parseEventLogs({ abi: oftAbi, logs: receipt.logs, eventName: 'Packet' })
  if (!packet) throw new Error(`no OFT packet in ${txHash}`)
  const { guid, dstEid, to, amountLD } = packet.args
  const destination = chains.find((chain) => catalog.chain(chain.chainKey)?.eid === dstEid)
  if (!destination) throw new Error(`no local chain with endpoint id ${dstEid}`)
  const recipient = getAddress(`0x${to.slice(26)}`)
  const srcEid = catalog.chain(srcChainKey)?.eid ?? 0
  const clients = clientsOn(destination, destination.operator)
  const hash = await clients.walletClient.writeContract({
    address: destination.oft.address,
    abi: oftAbi,
    functionName: 'credit',
    args: [guid, srcEid, recipient, amountLD],
  })
  await clients.publicClient.waitForTransactionReceipt({ hash })
  return { hash, chainKey: destination.chainKey, to: recipient, amount: amountLD }
}
