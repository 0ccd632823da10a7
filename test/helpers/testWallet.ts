import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  http,
} from 'viem'
import { createViemEvmExecutor } from '../../src/exports/index.js'
import type { LocalChain } from '../chains/localChains.js'
import { viemChain } from './chainSimulator.js'

/** Methods that open a prompt in a real wallet: what "the wallet received a request" means. */
export const promptMethods = [
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
] as const
type PromptMethod = (typeof promptMethods)[number]

/**
 * A browser-wallet stand-in over the local chains: it switches chains, forwards to the node
 * (whose unlocked account signs for real), counts prompts, and can decline like a user.
 */
export function createTestWallet({
  chains,
  account,
  chainId = chains[0]?.chainId ?? 0,
}: {
  chains: LocalChain[]
  account: Address
  chainId?: number
}) {
  let current = chainId
  const prompts: { method: PromptMethod; chainId: number }[] = []
  const declines = new Map<PromptMethod, number>()
  let refuseSwitch = false
  let dropAfterBroadcast = 0
  const nodeFor = (id: number) => {
    const chain = chains.find((item) => item.chainId === id)
    if (!chain) throw Object.assign(new Error(`Unrecognized chain ID ${id}`), { code: 4902 })
    return chain
  }
  const forward = async (method: string, params: unknown) => {
    const response = await fetch(nodeFor(current).rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { message: string; code: number; data?: unknown }
    }
    if (body.error)
      throw Object.assign(new Error(body.error.message), {
        code: body.error.code,
        data: body.error.data,
      })
    return body.result
  }
  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    if ((promptMethods as readonly string[]).includes(method)) {
      prompts.push({ method: method as PromptMethod, chainId: current })
      const pending = declines.get(method as PromptMethod) ?? 0
      if (pending > 0) {
        declines.set(method as PromptMethod, pending - 1)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
    }
    if (method === 'eth_chainId') return `0x${current.toString(16)}`
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account]
    if (method === 'wallet_switchEthereumChain') {
      if (refuseSwitch) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      const [{ chainId: hex }] = params as [{ chainId: string }]
      nodeFor(Number(hex))
      current = Number(hex)
      return null
    }
    const result = await forward(method, params)
    if (method === 'eth_sendTransaction' && dropAfterBroadcast > 0) {
      // The transaction is on chain, but its answer never reaches the app.
      dropAfterBroadcast--
      throw Object.assign(new Error('connection closed'), { code: -32603 })
    }
    return result
  }) as EIP1193RequestFn

  const walletClient = createWalletClient({ account, transport: custom({ request }) })
  const publicClients = new Map(
    chains.map((chain) => [
      chain.chainId,
      createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) }),
    ]),
  )
  const executor = createViemEvmExecutor({
    walletClient,
    getPublicClient: (id) => {
      const client = publicClients.get(id)
      if (!client) throw new Error(`no local chain ${id}`)
      return client as never
    },
  })
  return {
    executor,
    walletClient,
    prompts,
    get chainId() {
      return current
    },
    /** The next `times` prompts of `method` are declined (EIP-1193 code 4001). */
    decline(method: PromptMethod, times = 1) {
      declines.set(method, (declines.get(method) ?? 0) + times)
    },
    refuseChainSwitch(refuse = true) {
      refuseSwitch = refuse
    },
    /** The next `times` transactions are broadcast, then the answer is lost (an error instead of the hash). */
    dropAfterBroadcast(times = 1) {
      dropAfterBroadcast += times
    },
  }
}
