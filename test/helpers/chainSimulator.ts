import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseEventLogs,
  stringToHex,
} from 'viem'
import { inject } from 'vitest'
import { type ChainObserver, generateCatalog } from '../../src/exports/testing.js'
import type { LocalChain } from '../chains/localChains.js'
import { withSimulatorServer } from './simulatorServer.js'

/** The catalog with `ethereum` and `arbitrum` mapped onto the local chains: ids, contracts, USDC and USDT. */
export function localChainsCatalog() {
  const { chains } = inject('localChains')
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
  })
}

/** A simulator server (once per file) whose quotes execute on the local chains, and whose /status watches them. */
export function withChainSimulator() {
  return withSimulatorServer({ catalog: localChainsCatalog(), chainObserver: localChainObserver() })
}

/** The simulated service's view of the local chains: it finds Bridged events and delivers with the operator. */
export function localChainObserver(): ChainObserver {
  return {
    findSourceEvent: async ({ chainKey, txHash, quoteId }) => {
      const { publicClient } = clientsFor(chainKey)
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
    deliver: async ({ chainKey, quoteId, token, recipient, amount }) => {
      const chain = localChain(chainKey)
      const { publicClient, walletClient } = clientsFor(chainKey, chain.operator)
      const hash = await walletClient.writeContract({
        address: chain.multicall,
        abi: multicallAbi,
        functionName: 'deliver',
        args: [
          stringToHex(quoteId, { size: 32 }),
          token as Address,
          recipient as Address,
          BigInt(amount),
        ],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`delivery of ${quoteId} reverted`)
      return hash
    },
  }
}

export function localChain(chainKey: string): LocalChain {
  const chain = inject('localChains').chains.find((item) => item.chainKey === chainKey)
  if (!chain) throw new Error(`no local chain for ${chainKey}`)
  return chain
}

export function viemChain(chain: LocalChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.chainKey,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** Clients for a local chain; the wallet is an unlocked account of the node, which signs for real. */
export function clientsFor(chainKey: string, account: Address = inject('localChains').user) {
  const chain = localChain(chainKey)
  const transport = http(chain.rpcUrl)
  return {
    chain,
    publicClient: createPublicClient({ chain: viemChain(chain), transport }),
    walletClient: createWalletClient({ chain: viemChain(chain), transport, account }),
  }
}

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
])

/** Gives the user `amount` of a local token. */
export async function mintTo(
  chainKey: string,
  token: Address,
  amount: bigint,
  to: Address = inject('localChains').user,
) {
  const { publicClient, walletClient } = clientsFor(chainKey, localChain(chainKey).operator)
  const hash = await walletClient.writeContract({
    address: token,
    abi: tokenAbi,
    functionName: 'mint',
    args: [to, amount],
  })
  await publicClient.waitForTransactionReceipt({ hash })
}
