import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAbiItem,
  getAddress,
  type Hex,
  hexToBytes,
  http,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS, type OftListEntry } from '../../src/exports/core.js'
import {
  type Catalog,
  type ChainObserver,
  type ChainOverride,
  generateCatalog,
} from '../../src/exports/testing.js'
import { base58Encode } from '../../src/testing/encoding.js'
import { type LocalChain, OFT_SHARED_DECIMALS } from './localChains.js'
import { type LocalSolana, TOFT_SOLANA_DECIMALS } from './localSolana.js'

/** The simulator's view of the local chains, shared by the tests and the demo (`npm start`). */

export const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

export const multicallAbi = parseAbi([
  'event Executed(bytes32 indexed quoteId, address indexed sender, uint256 value)',
  'function execute((address target, uint256 value, bytes data)[] calls, bytes32 quoteId) payable',
])

export const intentAbi = parseAbi([
  'struct Order { uint128 inputAmount; uint128 outputAmount; address inputToken; address outputToken; uint32 startTime; uint32 endTime; uint32 srcEid; uint32 dstEid; address offerer; address recipient; }',
  'function fill(Order order, bytes signature)',
  'event OrderFilled(bytes32 indexed orderHash, address indexed offerer, address recipient, address inputToken, uint256 inputAmount, uint32 dstEid, uint256 outputAmount)',
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

/**
 * The catalog with `ethereum` and `optimism` mapped onto the local chains (ids, contracts, USDC
 * and USDT), and `solana` onto the local Solana chain when there is one.
 */
export function localChainsCatalog(
  chains: LocalChain[],
  solana?: Pick<LocalSolana, 'vault' | 'routeAccount' | 'usdc' | 'toft'>,
) {
  return generateCatalog({
    seed: 1,
    chains: Object.fromEntries([
      ...(solana ? [['solana', localSolanaOverride(solana)]] : []),
      ...chains.map((chain) => [
        chain.chainKey,
        {
          chainId: chain.chainId,
          deployments: { multicall: chain.multicall, transferDelegate: chain.delegate },
          contracts: {
            intent: chain.intent,
            tokenMessenger: chain.tokenMessenger,
            pools: {
              [chain.token.toLowerCase()]: chain.pools.token,
              [chain.zeroResetToken.toLowerCase()]: chain.pools.zeroResetToken,
              [chain.wrappedSol.toLowerCase()]: chain.pools.wrappedSol,
              native: chain.pools.native,
            },
          },
          tokens: [
            { symbol: 'USDC', address: chain.token, decimals: 6 },
            { symbol: 'USDT', address: chain.zeroResetToken, decimals: 6 },
            // SOL bridged from Solana: its routes are SOL's own.
            {
              symbol: 'SOL',
              name: 'Wrapped SOL',
              address: chain.wrappedSol,
              decimals: 9,
              family: 'native:solana',
            },
          ],
        },
      ]),
    ]),
    ofts: { TOFT: [localOftEntry(chains, solana)], ETH: [localNativeOftEntry(chains)] },
    routeFamilies: { 'native:solana': ['taxi'] },
  })
}

/**
 * The OFT list entry of the local TOFT family: an adapter on one chain, the OFT on the other, and
 * with a local Solana chain its mint there.
 */
export function localOftEntry(
  chains: LocalChain[],
  solana?: Pick<LocalSolana, 'toft'>,
): OftListEntry {
  return {
    name: 'Local Test OFT',
    sharedDecimals: OFT_SHARED_DECIMALS,
    endpointVersion: 'v2',
    deployments: Object.fromEntries([
      ...(solana
        ? [['solana', { address: solana.toft, localDecimals: TOFT_SOLANA_DECIMALS, type: 'OFT' }]]
        : []),
      ...chains.map(({ chainKey, oft }) => [
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
    ]),
  }
}

/** The OFT list entry of the native coin: LayerZero's NativeOFTAdapter on every local chain. */
export function localNativeOftEntry(chains: LocalChain[]): OftListEntry {
  return {
    name: 'Ether',
    sharedDecimals: OFT_SHARED_DECIMALS,
    endpointVersion: 'v2',
    deployments: Object.fromEntries(
      chains.map(({ chainKey, nativeOft }) => [
        chainKey,
        { address: nativeOft, localDecimals: 18, type: 'NATIVE_OFT_ADAPTER' },
      ]),
    ),
  }
}

/**
 * The simulated service's view of the local chains: it finds the multicall's `Executed` event
 * for the quote, fills intent orders as their solver, and delivers on the destination (the
 * token's pool credits the recipient; CCTP and intents mint, as Circle and a solver would pay).
 */
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
      const events = parseEventLogs({
        abi: multicallAbi,
        logs: receipt.logs,
        eventName: 'Executed',
      })
      if (!events.some((event) => event.args.quoteId.toLowerCase() === quoteId.toLowerCase()))
        return undefined
      const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
      return { timestamp: Number(block.timestamp) * 1000 }
    },
    fillIntent: async ({ chainKey, order, intentContract, signature }) => {
      const chain = chainOf(chainKey)
      const { publicClient, walletClient } = clientsOn(chain, chain.operator)
      const integer = (name: string) => BigInt(String(order[name]))
      const hash = await walletClient.writeContract({
        address: intentContract as Address,
        abi: intentAbi,
        functionName: 'fill',
        args: [
          {
            inputAmount: integer('inputAmount'),
            outputAmount: integer('outputAmount'),
            inputToken: order.inputToken as Address,
            outputToken: order.outputToken as Address,
            startTime: Number(order.startTime),
            endTime: Number(order.endTime),
            srcEid: Number(order.srcEid),
            dstEid: Number(order.dstEid),
            offerer: order.offerer as Address,
            recipient: order.recipient as Address,
          },
          signature as Hex,
        ],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('the order fill reverted')
      const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
      return { hash: receipt.transactionHash, timestamp: Number(block.timestamp) * 1000 }
    },
    deliver: async ({ chainKey, quoteId, routeKind, token, recipient, amount }) => {
      const chain = chainOf(chainKey)
      const { publicClient, walletClient } = clientsOn(chain, chain.operator)
      const pool = poolFor(chain, token)
      const hash =
        routeKind === 'cctp' || routeKind === 'intent' || !pool
          ? await walletClient.writeContract({
              address: token as Address,
              abi: tokenAbi,
              functionName: 'mint',
              args: [recipient as Address, BigInt(amount)],
            })
          : await walletClient.writeContract({
              address: pool,
              abi: oftAbi,
              functionName: 'credit',
              args: [quoteId as Hex, 0, recipient as Address, BigInt(amount)],
            })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`the delivery of ${quoteId} reverted`)
      return receipt.transactionHash
    },
  }
}

/** The local pool that sends and releases a token (`NATIVE_TOKEN_ADDRESS` for the native pool). */
function poolFor(chain: LocalChain, token: string): Address | undefined {
  if (token.toLowerCase() === chain.token.toLowerCase()) return chain.pools.token
  if (token.toLowerCase() === chain.zeroResetToken.toLowerCase()) return chain.pools.zeroResetToken
  if (token.toLowerCase() === chain.wrappedSol.toLowerCase()) return chain.pools.wrappedSol
  if (token.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()) return chain.pools.native
  return undefined
}

export const oftAbi = parseAbi([
  'event OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed fromAddress, uint256 amountSentLD, uint256 amountReceivedLD)',
  'event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD)',
  'event Packet(bytes32 indexed guid, uint32 dstEid, bytes32 to, uint256 amountLD, bytes extraOptions)',
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
  solana?: LocalSolana,
): Promise<{ hash: string; chainKey: string; to: string; amount: bigint }> {
  const source = chains.find((chain) => chain.chainKey === srcChainKey)
  if (!source) throw new Error(`no local chain for ${srcChainKey}`)
  const { publicClient } = clientsOn(source, source.operator)
  const receipt = await publicClient.getTransactionReceipt({ hash: txHash as Hex })
  const [packet] = parseEventLogs({ abi: oftAbi, logs: receipt.logs, eventName: 'Packet' })
  if (!packet) throw new Error(`no OFT packet in ${txHash}`)
  const native = isAddressEqual(packet.address, source.nativeOft)
  const { guid, dstEid, to, amountLD } = packet.args
  if (solana && catalog.chain('solana')?.eid === dstEid) {
    // To Solana: the amount in shared decimals, minted in the mint's own.
    const shared = amountLD / 10n ** BigInt(source.oft.localDecimals - OFT_SHARED_DECIMALS)
    const amount = shared * 10n ** BigInt(TOFT_SOLANA_DECIMALS - OFT_SHARED_DECIMALS)
    const recipient = base58Encode(hexToBytes(to))
    const hash = solana.deliver({ token: solana.toft, recipient, amount })
    return { hash, chainKey: 'solana', to: recipient, amount }
  }
  const destination = chains.find((chain) => catalog.chain(chain.chainKey)?.eid === dstEid)
  if (!destination) throw new Error(`no local chain with endpoint id ${dstEid}`)
  const recipient = getAddress(`0x${to.slice(26)}`)
  const srcEid = catalog.chain(srcChainKey)?.eid ?? 0
  const clients = clientsOn(destination, destination.operator)
  const hash = await clients.walletClient.writeContract({
    address: native ? destination.nativeOft : destination.oft.address,
    abi: oftAbi,
    functionName: 'credit',
    args: [guid, srcEid, recipient, amountLD],
  })
  await clients.publicClient.waitForTransactionReceipt({ hash })
  return { hash, chainKey: destination.chainKey, to: recipient, amount: amountLD }
}

/**
 * LayerZero's executor for the demo: every second, the OFT sends of the local EVM chains
 * (their `Packet` events) are delivered to their destination, EVM or the local Solana chain.
 */
export function startOftRelayer(
  chains: LocalChain[],
  catalog: Catalog,
  solana: LocalSolana | undefined,
  everyMs = 1_000,
): () => void {
  const nextBlock = new Map<string, bigint>()
  let busy = false
  const relayAll = async () => {
    for (const chain of chains) {
      const { publicClient } = clientsOn(chain, chain.operator)
      const latest = await publicClient.getBlockNumber()
      const from = nextBlock.get(chain.chainKey) ?? latest
      if (from > latest) continue
      const logs = await publicClient.getLogs({
        address: [chain.oft.address, chain.nativeOft],
        event: getAbiItem({ abi: oftAbi, name: 'Packet' }),
        fromBlock: from,
        toBlock: latest,
      })
      for (const log of logs)
        await relayOftSend(chains, catalog, chain.chainKey, log.transactionHash, solana)
      nextBlock.set(chain.chainKey, latest + 1n)
    }
  }
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    relayAll()
      .catch((error: unknown) => console.error('OFT relay:', error))
      .finally(() => {
        busy = false
      })
  }, everyMs)
  return () => clearInterval(timer)
}
/** The catalog's `solana` chain mapped onto the local Solana chain: its vault, route account and USDC. */
export function localSolanaOverride(
  chain: Pick<LocalSolana, 'vault' | 'routeAccount' | 'usdc'>,
): ChainOverride {
  return {
    deployments: { multicall: chain.vault, transferDelegate: chain.routeAccount },
    tokens: [{ symbol: 'USDC', address: chain.usdc, decimals: 6, name: 'USD Coin' }],
  }
}

/**
 * The service's view of the local Solana chain: a source transaction counts once the chain
 * has it as landed (Solana steps carry no quote id: the signature submitted for the quote is
 * the one looked up), and delivery mints USDC or pays SOL as the relayer.
 */
export function localSolanaObserver(chain: LocalSolana): ChainObserver {
  return {
    findSourceEvent: async ({ txHash }) => {
      const outcome = chain.outcome(txHash)
      return outcome && !outcome.err ? { timestamp: outcome.at } : undefined
    },
    deliver: async ({ token, recipient, amount }) =>
      chain.deliver({ token, recipient, amount: BigInt(amount) }),
  }
}

/** One observer over several: each chain key goes to the observer of its chain. */
export function observerByChain(
  observers: { chainKeys: readonly string[]; observer: ChainObserver }[],
): ChainObserver {
  const of = (chainKey: string) => {
    const found = observers.find((entry) => entry.chainKeys.includes(chainKey))?.observer
    if (!found) throw new Error(`no local chain observes ${chainKey}`)
    return found
  }
  return {
    findSourceEvent: (input) => of(input.chainKey).findSourceEvent(input),
    fillIntent: async (input) => {
      const observer = of(input.chainKey)
      if (!observer.fillIntent) throw new Error(`no intents on ${input.chainKey}`)
      return observer.fillIntent(input)
    },
    deliver: (input) => of(input.chainKey).deliver(input),
  }
}
