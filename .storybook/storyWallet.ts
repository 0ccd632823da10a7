import { type SolanaWallet, solanaChecks } from 'vtkit/core'
import { simulator } from './simulator'

// The story-level test wallet: an EIP-1193 wallet over an in-memory stand-in of the simulator's
// EVM chains, so that designers can click StepRunner and the widget through to a final status
// in Storybook, with no node and no network. Transactions are accepted, mined at once and
// succeed; the simulator's clock then moves the transfer's status to SUCCEEDED. (The kit's own
// tests run real EVM nodes: see test/chains.)

type Listener = (...args: unknown[]) => void

export const storyAccount = '0x1111111111111111111111111111111111111111'

const evmChains = simulator.catalog.chains.filter(
  (chain) => chain.chainType === 'EVM' && typeof chain.chainId === 'number' && chain.chainId > 0,
)

const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const randomHex = (bytes: number) =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

let chainId = evmChains[0]?.chainId ?? 1
let blockNumber = 1_000n
let connected = false
let receiptsHeld = false
let batching = false
/** Batch ids (the app's) and the transaction each was mined in. */
const batches = new Map<string, string>()
const prompts: string[] = []
const mined = new Map<
  string,
  { chainId: number; block: bigint; from: string; to: string; input: string }
>()
const listeners = new Map<string, Set<Listener>>()

/** A token's decimals, from the catalogue (18 for one it does not list). */
function decimalsOf(token: string): number {
  return (
    simulator.catalog.tokens.find((item) => item.address.toLowerCase() === token.toLowerCase())
      ?.decimals ?? 18
  )
}

/** A token's balance for the story account: 1,000 whole tokens, in the token's own decimals. */
function balanceOf(token: string): bigint {
  const known = simulator.catalog.tokens.find(
    (item) => item.address.toLowerCase() === token.toLowerCase(),
  )
  return 1_000n * 10n ** BigInt(known?.decimals ?? 18)
}

/** Answers a chain's JSON-RPC as a node that mines every transaction at once, successfully. */
export async function storyChainRequest(
  onChain: number,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const [first] = (params as unknown[] | undefined) ?? []
  switch (method) {
    case 'eth_chainId':
      return `0x${onChain.toString(16)}`
    case 'eth_blockNumber':
      blockNumber += 1n
      return `0x${blockNumber.toString(16)}`
    case 'eth_getBalance':
      return `0x${(10n * 10n ** 18n).toString(16)}`
    case 'eth_gasPrice':
      return `0x${(10n ** 9n).toString(16)}`
    case 'eth_call': {
      const { to, data } = first as { to: string; data: string }
      // balanceOf(address): 1,000 tokens; allowance(owner, spender): none yet.
      if (data.startsWith('0x70a08231')) return word(balanceOf(to))
      // decimals(): the catalogue's, as the token's contract would answer.
      if (data.startsWith('0x313ce567')) return word(BigInt(decimalsOf(to)))
      // quoteSend(sendParam, false): a pool here charges up to one coin for a send (the
      // simulator's fees are far below it), so the kit holds a send's fee to that.
      if (data.startsWith('0x3b6f743b')) return `${word(10n ** 18n)}${word(0n).slice(2)}`
      return word(0n)
    }
    case 'eth_getTransactionByHash': {
      const tx = mined.get(String(first))
      if (!tx) return null
      return { hash: first, from: tx.from, to: tx.to, input: tx.input, value: '0x0', nonce: '0x0' }
    }
    case 'eth_getTransactionReceipt': {
      const tx = mined.get(String(first))
      if (!tx || receiptsHeld) return null
      return {
        transactionHash: first,
        transactionIndex: '0x0',
        blockHash: randomHex(32),
        blockNumber: `0x${tx.block.toString(16)}`,
        from: tx.from,
        to: tx.to,
        cumulativeGasUsed: '0x5208',
        gasUsed: '0x5208',
        effectiveGasPrice: '0x3b9aca00',
        contractAddress: null,
        logs: [],
        logsBloom: `0x${'0'.repeat(512)}`,
        status: '0x1',
        type: '0x2',
      }
    }
    default:
      throw Object.assign(new Error(`the story chain does not answer ${method}`), { code: -32601 })
  }
}

const emit = (event: string, ...args: unknown[]) => {
  for (const listener of listeners.get(event) ?? []) listener(...args)
}

/** The wallet's EIP-1193 provider: connects, switches among the catalog's EVM chains, signs. */
export const storyWalletProvider = {
  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const [first] = (params as unknown[] | undefined) ?? []
    switch (method) {
      case 'eth_requestAccounts':
        connected = true
        return [storyAccount]
      case 'eth_accounts':
        return connected ? [storyAccount] : []
      // wagmi's disconnect: the next story's wagmi finds no account to reconnect to.
      case 'wallet_revokePermissions':
        connected = false
        return null
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const next = Number((first as { chainId: string }).chainId)
        if (!evmChains.some((chain) => chain.chainId === next))
          throw Object.assign(new Error(`Unrecognized chain ID ${next}`), { code: 4902 })
        chainId = next
        emit('chainChanged', `0x${next.toString(16)}`)
        return null
      }
      case 'eth_sendTransaction': {
        prompts.push(method)
        const { from, to, data } = first as { from: string; to: string; data?: string }
        const hash = randomHex(32)
        blockNumber += 1n
        mined.set(hash, { chainId, block: blockNumber, from, to, input: data ?? '0x' })
        return hash
      }
      case 'eth_signTypedData_v4':
        prompts.push(method)
        return randomHex(65)
      // EIP-5792, when the story turns it on: every call in one prompt, mined as one transaction.
      case 'wallet_getCapabilities':
        return Object.fromEntries(
          evmChains.map((chain) => [
            `0x${(chain.chainId as number).toString(16)}`,
            { atomic: { status: batching ? 'supported' : 'unsupported' } },
          ]),
        )
      case 'wallet_sendCalls': {
        if (!batching)
          throw Object.assign(new Error('Atomic batches are not supported'), { code: 5760 })
        prompts.push(method)
        const hash = randomHex(32)
        blockNumber += 1n
        // One transaction of the account to itself, carrying every call (as an EIP-7702 account runs them).
        const { calls = [] } = first as { calls?: { to: string; data?: string }[] }
        const input = `0x${calls.map((call) => `${call.to.slice(2)}${(call.data ?? '0x').slice(2)}`).join('')}`
        mined.set(hash, {
          chainId,
          block: blockNumber,
          from: storyAccount,
          to: storyAccount,
          input,
        })
        const id = (first as { id?: string }).id ?? hash
        batches.set(id, hash)
        return { id }
      }
      case 'wallet_getCallsStatus': {
        const hash = batches.get(String(first))
        const tx = hash ? mined.get(hash) : undefined
        if (!tx) throw Object.assign(new Error('Unknown bundle id'), { code: 5730 })
        const common = { version: '2.0.0', id: first, chainId: `0x${tx.chainId.toString(16)}` }
        if (receiptsHeld) return { ...common, status: 100, atomic: true }
        return {
          ...common,
          status: 200,
          atomic: true,
          receipts: [{ status: '0x1', transactionHash: hash, logs: [] }],
        }
      }
      default:
        return storyChainRequest(chainId, { method, params })
    }
  },
  on(event: string, listener: Listener) {
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
  },
  removeListener(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener)
  },
}

export const storyEvmChains = evmChains

/** Transactions stay unmined (no receipt) until the returned function is called: a congested chain. */
export function holdStoryReceipts(): () => void {
  receiptsHeld = true
  return () => {
    receiptsHeld = false
  }
}

/**
 * The story wallet runs EIP-5792 batches atomically (a smart wallet, or one upgraded by EIP-7702)
 * until the returned function is called.
 */
export function batchInStoryWallet(): () => void {
  batching = true
  return () => {
    batching = false
  }
}

/** The wallet's prompts in this story so far (transactions, signatures, batches), in order. */
export const storyWalletPrompts: readonly string[] = prompts

/**
 * The story wallet as a story finds it: no prompts yet, and on the network it starts on (not the
 * stories' source chain), for stories that begin there.
 */
export function resetStoryWallet(): void {
  prompts.length = 0
  const first = evmChains[0]?.chainId ?? 1
  if (chainId === first) return
  chainId = first
  emit('chainChanged', `0x${first.toString(16)}`)
}

/** The story's Solana wallet address (any valid 32-byte base58 address). */
export const storySolanaAccount = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The story's Solana wallet and cluster in one: it "signs" by returning the transaction as built
 * and confirms every signature, so Solana steps can be clicked through in Storybook (the kit's
 * tests sign and run real Solana transactions on litesvm instead: see test/chains/solana.test.ts).
 */
export const storySolanaExecutor = {
  signTransaction: async (base64Transaction: string) => base64Transaction,
  sendTransaction: async () =>
    Array.from(
      crypto.getRandomValues(new Uint8Array(64)),
      (byte) => base58Alphabet[byte % 58],
    ).join(''),
  confirm: async () => ({ status: 'success' as const }),
  checks: solanaChecks,
}

/**
 * The story's Solana wallet as the components take it (`useWalletAdapterSolana()` in an app):
 * connected, 1,000 of every token and 1,000 SOL.
 */
export const storySolanaWallet: SolanaWallet = {
  address: storySolanaAccount,
  executor: storySolanaExecutor,
  balanceOf: async (token) =>
    token === 'So11111111111111111111111111111111111111112' ? 1_000n * 10n ** 9n : balanceOf(token),
}
