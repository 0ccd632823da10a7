import {
  type BatchCall,
  type BatchIdStorage,
  batchId,
  batchIds,
  callsStatus,
  delegate,
  executeBatchData,
} from './localWalletBatch.js'

/** Methods that open a prompt in a real wallet: what "the wallet received a request" means. */
export const promptMethods = [
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_sendCalls',
] as const
export type PromptMethod = (typeof promptMethods)[number]

export type LocalWalletChain = {
  chainId: number
  rpcUrl: string
  /**
   * A deployed `BatchCallsAccount`: with `atomicBatch`, the wallet delegates its account to it
   * (EIP-7702) and runs EIP-5792 batches on this chain atomically.
   */
  batchCallsAccount?: string | undefined
}

type Listener = (...args: unknown[]) => void

export type LocalTestWallet = ReturnType<typeof createLocalTestWallet>

const rpcError = (message: string, code: number, data?: unknown) =>
  Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })

/**
 * A browser wallet stand-in over local development chains (Hardhat, Anvil) whose nodes hold the
 * account unlocked: an EIP-1193 provider that switches chains, forwards to the node (which signs
 * for real), counts prompts, and can decline like a user or lose a broadcast's answer. For tests,
 * demos and Storybook, with wagmi's `injected({ target: { provider } })` or viem's `custom()`.
 */
export function createLocalTestWallet({
  chains,
  account,
  chainId = chains[0]?.chainId ?? 0,
  authorized = false,
  atomicBatch: batching = false,
  batchStorage,
  fetch: fetchRpc = (input, init) => globalThis.fetch(input, init),
}: {
  chains: readonly LocalWalletChain[]
  account: `0x${string}`
  chainId?: number
  /** Whether the app may see the account before asking (`eth_requestAccounts`), as after a connect. */
  authorized?: boolean
  /** Reports and runs EIP-5792 atomic batches on the chains that name a `batchCallsAccount`. */
  atomicBatch?: boolean
  /** Where the wallet keeps the ids apps gave its batches. Default `localStorage`, memory where there is none. */
  batchStorage?: BatchIdStorage | undefined
  fetch?: (input: string, init: RequestInit) => Promise<Response>
}) {
  let current = chainId
  let currentAccount = account
  let connected = authorized
  const prompts: { method: PromptMethod; chainId: number }[] = []
  const declines = new Map<PromptMethod, number>()
  const listeners = new Map<string, Set<Listener>>()
  const promptListeners = new Set<(count: number) => void>()
  let refuseSwitch = false
  let dropAfterBroadcast = 0
  let holdNext: Promise<void> | undefined
  let atomicBatch = batching
  let holdBatchStatus = false
  const batches = batchIds(batchStorage, account)
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const nodeFor = (id: number) => {
    const chain = chains.find((item) => item.chainId === id)
    if (!chain) throw rpcError(`Unrecognized chain ID ${id}`, 4902)
    return chain
  }
  const forwardTo = async (chainId: number, method: string, params: unknown) => {
    const response = await fetchRpc(nodeFor(chainId).rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { message: string; code: number; data?: unknown }
    }
    if (body.error) throw rpcError(body.error.message, body.error.code, body.error.data)
    return body.result
  }
  const forward = (method: string, params: unknown) => forwardTo(current, method, params)
  const batchTarget = (chainId: number) =>
    atomicBatch ? chains.find((chain) => chain.chainId === chainId)?.batchCallsAccount : undefined
  const sendCalls = async (params: unknown) => {
    const [{ chainId: hex, calls, from, id }] = params as [
      { chainId: string; calls: BatchCall[]; from?: string; id?: string },
    ]
    const chainId = Number(hex)
    const target = batchTarget(chainId)
    if (!target) throw rpcError(`Atomic batches are not supported on chain ${chainId}`, 5760)
    if (chainId !== current) throw rpcError(`The wallet is not on chain ${chainId}`, 5710)
    if (from && from.toLowerCase() !== currentAccount.toLowerCase())
      throw rpcError(`The wallet is not on account ${from}`, 4100)
    if (id && batches.find(id)) throw rpcError(`A batch with id ${id} exists`, 5720)
    await delegate(forwardTo, chainId, currentAccount, target)
    const value = calls.reduce((sum, call) => sum + BigInt(call.value ?? '0x0'), 0n)
    const hash = (await forward('eth_sendTransaction', [
      {
        from: currentAccount,
        to: currentAccount,
        data: executeBatchData(calls),
        value: `0x${value.toString(16)}`,
      },
    ])) as string
    // The app's id is kept with the transaction it names, as a wallet keeps it over a reload.
    if (id) batches.remember(id, batchId(chainId, hash))
    return { id: id ?? batchId(chainId, hash) }
  }

  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if ((promptMethods as readonly string[]).includes(method)) {
      prompts.push({ method: method as PromptMethod, chainId: current })
      for (const listener of promptListeners) listener(prompts.length)
      const pending = declines.get(method as PromptMethod) ?? 0
      if (pending > 0) {
        declines.set(method as PromptMethod, pending - 1)
        throw rpcError('User rejected the request.', 4001)
      }
      // The user leaves the wallet's window open: nothing is sent until it is answered.
      const held = holdNext
      holdNext = undefined
      if (held) await held
    }
    if (method === 'eth_chainId') return `0x${current.toString(16)}`
    if (method === 'eth_requestAccounts') {
      connected = true
      return [currentAccount]
    }
    // Like a real wallet, the account is shown to the app only once it connected.
    if (method === 'eth_accounts') return connected ? [currentAccount] : []
    if (method === 'wallet_switchEthereumChain') {
      if (refuseSwitch) throw rpcError('User rejected the request.', 4001)
      const [{ chainId: hex }] = params as [{ chainId: string }]
      nodeFor(Number(hex))
      current = Number(hex)
      emit('chainChanged', hex)
      return null
    }
    if (method === 'wallet_getCapabilities')
      return Object.fromEntries(
        chains
          .filter((chain) => chain.batchCallsAccount)
          .map((chain) => [
            `0x${chain.chainId.toString(16)}`,
            { atomic: { status: atomicBatch ? 'supported' : 'unsupported' } },
          ]),
      )
    if (method === 'wallet_getCallsStatus')
      return callsStatus(forwardTo, batches.find(String((params as [string])[0])), holdBatchStatus)
    const result =
      method === 'wallet_sendCalls' ? await sendCalls(params) : await forward(method, params)
    if (
      (method === 'eth_sendTransaction' || method === 'wallet_sendCalls') &&
      dropAfterBroadcast > 0
    ) {
      // The transaction is on chain, but its answer never reaches the app.
      dropAfterBroadcast--
      throw rpcError('connection closed', -32603)
    }
    return result
  }

  return {
    /** The EIP-1193 provider. */
    provider: {
      request,
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
      },
    },
    /** The account the wallet signs with now. */
    get account() {
      return currentAccount
    },
    /** Every prompt the wallet was asked for, in order. */
    prompts,
    /** Calls `listener` with the number of prompts so far at each new one; returns the unsubscribe. */
    onPrompt(listener: (count: number) => void) {
      promptListeners.add(listener)
      return () => {
        promptListeners.delete(listener)
      }
    },
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
    /** The user picks another account in the wallet (one the node holds unlocked). */
    switchAccount(next: `0x${string}`) {
      currentAccount = next
      emit('accountsChanged', [next])
    },
    /** The user switches the wallet's network themselves, behind the app's back. */
    switchNetwork(next: number) {
      nodeFor(next)
      current = next
      emit('chainChanged', `0x${next.toString(16)}`)
    },
    /**
     * The next prompt stays open in the wallet until `until` resolves (never, by default): the
     * user walked away from it, or closed the page meanwhile.
     */
    holdNext(until: Promise<void> = new Promise<void>(() => {})) {
      holdNext = until
    },
    /** The next `times` transactions (or batches) are broadcast, then the answer is lost (an error instead of the hash). */
    dropAfterBroadcast(times = 1) {
      dropAfterBroadcast += times
    },
    /** Whether the wallet runs EIP-5792 batches atomically (on chains with a `batchCallsAccount`). */
    setAtomicBatch(on: boolean) {
      atomicBatch = on
    },
    get atomicBatch() {
      return atomicBatch
    },
    /** `wallet_getCallsStatus` says "pending" for every batch until `false`: a wallet slow to see it mined. */
    holdBatchStatus(hold = true) {
      holdBatchStatus = hold
    },
  }
}
