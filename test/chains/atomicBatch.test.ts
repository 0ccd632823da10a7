import { type Address, createWalletClient, erc20Abi, http, maxUint256 } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  createMemoryJournal,
  type EvmBatchStatus,
  type EvmTransactionStep,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  getStatus,
  type Metadata,
  type Quote,
  type QuoteRequest,
  type StepEvent,
  type TransferJournal,
} from '../../src/exports/core.js'
import { approveData } from '../../src/testing/evmCalls.js'
import {
  clientsFor,
  localChain,
  mintTo,
  tokenAbi,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'

// EIP-5792: a wallet that runs batches atomically gets a quote's approve and transfer as one
// prompt. The test wallet is a 7702-delegated account on the local chains, so the batch really
// runs (and reverts) as one transaction.
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
let chains: Chain[]
let metadata: Metadata
let accounts: Address[]
// This file's accounts (test/chains/testAccounts.ts): 132-143 and 147-156.
const ownAccounts = [...range(132, 143), ...range(147, 156)]
let nextAccount = 0

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  accounts = await createWalletClient({ transport: http(localChains[0]?.rpcUrl) }).getAddresses()
})

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

/** A fresh account whose wallet batches (or not), keeping its batch ids in `batchStorage`. */
function batchingWallet(atomicBatch = true, batchStorage = memoryStorage()) {
  const account = accounts[ownAccounts[nextAccount++] ?? -1]
  if (!account) throw new Error('out of this file’s local accounts')
  const wallet = createTestWallet({ chains: localChains, account, atomicBatch, batchStorage })
  return { account, wallet, batchStorage }
}

/** The wallet's own storage: handed to a second wallet, it is the same wallet after a reload. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

async function quoteFor(account: Address, token: 'USDC' | 'USDT', amount: bigint) {
  const source = localChain('ethereum')
  const destination = localChain('optimism')
  const request: QuoteRequest = {
    amount: String(amount),
    srcChainKey: 'ethereum',
    srcTokenAddress: token === 'USDC' ? source.token : source.zeroResetToken,
    srcWalletAddress: account,
    dstChainKey: 'optimism',
    dstTokenAddress: token === 'USDC' ? destination.token : destination.zeroResetToken,
    dstWalletAddress: account,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no STARGATE_V2_TAXI quote')
  return { quote, request }
}

function run(
  quote: Quote,
  request: QuoteRequest,
  wallet: ReturnType<typeof createTestWallet>,
  extra: Partial<Parameters<typeof executeSteps>[0]> = {},
) {
  const events: StepEvent[] = []
  const promise = executeSteps({
    client: clientFor(server()),
    quote,
    request,
    walletAddress: request.srcWalletAddress,
    metadata,
    chains,
    executors: { evm: wallet.executor },
    onEvent: (event) => {
      if (event.type !== 'record') events.push(event)
    },
    ...extra,
  })
  return { promise, events }
}

const prompts = (wallet: ReturnType<typeof createTestWallet>) =>
  wallet.prompts.map((prompt) => prompt.method)

const ethereum = () => clientsFor('ethereum')

const balanceOf = (token: Address, owner: Address) =>
  ethereum().publicClient.readContract({
    address: token,
    abi: tokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

const allowanceOf = (token: Address, owner: Address, spender: Address) =>
  ethereum().publicClient.readContract({
    address: token,
    abi: tokenAbi,
    functionName: 'allowance',
    args: [owner, spender],
  })

const nonceOf = (account: Address) =>
  ethereum().publicClient.getTransactionCount({ address: account })

describe('EIP-5792 batches on local chains', () => {
  it('sends approve and transfer as one prompt, one transaction; the transfer completes', async () => {
    const { account, wallet } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 30_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 20_000_000n)
    const journal = createMemoryJournal()
    const nonce = await nonceOf(account)
    const { promise, events } = run(quote, request, wallet, { journal })
    const result = await promise
    expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
    expect(await nonceOf(account)).toBe(nonce + 1)
    expect(events.map((event) => event.type)).toEqual([
      'stepStart',
      'batchSubmitted',
      'stepSubmitted',
      'stepConfirmed',
      'stepSubmitted',
      'stepConfirmed',
      'complete',
    ])
    const batch = events.find((event) => event.type === 'batchSubmitted')
    expect(batch).toMatchObject({ stepIndexes: [0, 1] })
    // Both steps name the batch and the one transaction it was mined in.
    const [approve, send] = result.steps
    expect(approve?.batchId).toBe((batch as { id: string }).id)
    expect(send?.batchId).toBe(approve?.batchId)
    expect(send?.hash).toBe(approve?.hash)
    expect(result.srcTxHash).toBe(send?.hash)
    expect(journal.get(quote.id)).toEqual(result)
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(10_000_000n)
    const status = await getStatus(clientFor(server()), {
      quoteId: quote.id,
      txHash: result.srcTxHash,
    })
    expect(status.status).toBe('SUCCEEDED')
  })

  it('a batch that fails on chain reverts every call: the approve is undone with the transfer', async () => {
    const { account, wallet } = batchingWallet()
    const token = localChain('ethereum').token
    // Less than the quote sends: the transfer's pull fails, after the approve in the same batch.
    await mintTo('ethereum', token, 5_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'TransactionRevertedError',
      stepIndex: 0,
    })
    expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
    expect(journal.get(quote.id)?.steps.map((step) => step.state)).toEqual(['failed', 'failed'])
    expect(await allowanceOf(token, account, localChain('ethereum').delegate)).toBe(0n)
    expect(await balanceOf(token, account)).toBe(5_000_000n)
  })

  it('follows a batch sent before a reload by its id: no second batch, no second transaction', async () => {
    const { account, wallet, batchStorage } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal: TransferJournal = createMemoryJournal()
    const nonce = await nonceOf(account)
    // The wallet has not seen the batch mined yet when the page gives up waiting (or closes).
    wallet.holdBatchStatus()
    await expect(
      run(quote, request, wallet, { journal, receiptTimeoutMs: 1_500 }).promise,
    ).rejects.toMatchObject({ name: 'TransactionPendingError' })
    const stored = journal.get(quote.id)
    expect(stored?.steps.map((step) => step.state)).toEqual(['submitted', 'submitted'])
    expect(stored?.steps[0]?.batchId).toMatch(/^0x[0-9a-f]{64}$/)
    // A new page, a new wallet connection: the journal's batch id is followed, nothing is asked.
    const reloaded = createTestWallet({
      chains: localChains,
      account,
      atomicBatch: true,
      batchStorage,
    })
    const result = await run(quote, request, reloaded, { journal }).promise
    expect(prompts(reloaded)).toEqual([])
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(await nonceOf(account)).toBe(nonce + 1)
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(0n)
  })

  it('a declined batch keeps the transfer: nothing sent, and "try again" asks once more', async () => {
    const { account, wallet } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    const nonce = await nonceOf(account)
    wallet.decline('wallet_sendCalls')
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
    expect(journal.get(quote.id)?.steps.map((step) => step.state)).toEqual(['idle', 'idle'])
    expect(await nonceOf(account)).toBe(nonce)
    await run(quote, request, wallet, { journal }).promise
    expect(prompts(wallet)).toEqual(['wallet_sendCalls', 'wallet_sendCalls'])
    expect(await nonceOf(account)).toBe(nonce + 1)
  })

  it('a batch whose answer is lost is found by the id vtkit gave it, and followed: sent once', async () => {
    const { account, wallet } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    const nonce = await nonceOf(account)
    wallet.dropAfterBroadcast()
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'StepInterruptedError',
      reason: 'noAnswer',
      stepIndex: 0,
    })
    // The id was journaled before the prompt: the wallet knows it, and the batch is followed.
    const result = await run(quote, request, wallet, { journal }).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
    expect(await nonceOf(account)).toBe(nonce + 1)
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(0n)
  })

  it('a page closed while the wallet held the batch, which never took it: asked, then sent once', async () => {
    const { account, batchStorage } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    // The page went away while the wallet's window was open: the batch's id is journaled, the
    // wallet never took it (the user closed its window too).
    const time = Date.now()
    journal.put({
      version: 1,
      quoteId: quote.id,
      createdAt: time,
      updatedAt: time,
      quote,
      request,
      phase: 'executing',
      steps: quote.userSteps.map(() => ({
        state: 'awaitingWallet' as const,
        batchId: `0x${'77'.repeat(32)}`,
        updatedAt: time,
      })),
    })
    const reloaded = createTestWallet({
      chains: localChains,
      account,
      atomicBatch: true,
      batchStorage,
    })
    // The wallet does not know the batch: only the user can say nothing left it.
    await expect(run(quote, request, reloaded, { journal }).promise).rejects.toMatchObject({
      name: 'StepInterruptedError',
      reason: 'closed',
      stepIndex: 0,
    })
    expect(prompts(reloaded)).toEqual([])
    const result = await run(quote, request, reloaded, { journal, retryInterrupted: true }).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(prompts(reloaded)).toEqual(['wallet_sendCalls'])
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(0n)
  })

  it('a wallet that turns the batch down after all: one transaction per step, in the same run', async () => {
    // It says it batches, then refuses atomicity (5760): nothing was sent.
    const { account, wallet } = batchingWallet(false)
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const claims = { ...wallet.executor, supportsAtomicBatch: async () => true }
    const result = await run(quote, request, wallet, { executors: { evm: claims } }).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(prompts(wallet)).toEqual([
      'wallet_sendCalls',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
  })

  it('a refused account upgrade (EIP-7702, 5750) is a decline: nothing sent, the transfer kept', async () => {
    const { account, wallet } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    const refusing = {
      ...wallet.executor,
      sendCalls: async () => {
        throw Object.assign(new Error('Upgrade rejected'), { code: 5750 })
      },
    }
    await expect(
      run(quote, request, wallet, { journal, executors: { evm: refusing } }).promise,
    ).rejects.toMatchObject({ name: 'UserRejectedError' })
    expect(journal.get(quote.id)?.steps.map((step) => [step.state, step.batchId])).toEqual([
      ['idle', undefined],
      ['idle', undefined],
    ])
  })

  describe('a wallet whose word the chain does not bear out: never taken as done, never sent again', () => {
    const lies: [string, (hash: string | undefined) => EvmBatchStatus][] = [
      [
        'success with a transaction that does not exist',
        () => ({ status: 'success', hashes: [`0x${'ee'.repeat(32)}`], chainId: 31337 }),
      ],
      ['partly reverted (600)', (hash) => ({ status: 'unknown', hashes: hash ? [hash] : [] })],
      [
        'failure, when the chain shows its transaction succeeded',
        (hash) => ({ status: 'failure', hashes: hash ? [hash] : [], chainId: 31337 }),
      ],
      [
        'success on another chain',
        (hash) => ({ status: 'success', hashes: hash ? [hash] : [], chainId: 10 }),
      ],
      // Issue #39: the wallet's word is tied to the user's account and the batch's calls.
      [
        "failure, naming somebody else's reverted transaction",
        () => ({ status: 'failure', hashes: [strangers.reverted], chainId: 31337 }),
      ],
      [
        "success, naming somebody else's successful transaction",
        () => ({ status: 'success', hashes: [strangers.succeeded], chainId: 31337 }),
      ],
    ]
    /** Transactions of another account on the chain: one that reverted, one that succeeded. */
    const strangers = { reverted: '', succeeded: '' }
    beforeAll(async () => {
      const { publicClient, walletClient } = clientsFor('ethereum', accounts[0] as Address)
      // transferFrom with no allowance: mined, and reverted (the nodes mine failures).
      strangers.reverted = await walletClient.writeContract({
        address: localChain('ethereum').token,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [accounts[1] as Address, accounts[0] as Address, 10n ** 30n],
        gas: 200_000n,
      })
      strangers.succeeded = await walletClient.sendTransaction({
        to: accounts[0] as Address,
        value: 1n,
      })
      await publicClient.waitForTransactionReceipt({ hash: strangers.reverted as `0x${string}` })
      await publicClient.waitForTransactionReceipt({ hash: strangers.succeeded as `0x${string}` })
    })
    it.each(lies)('%s', async (_label, lie) => {
      const { account, wallet } = batchingWallet()
      await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
      const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
      const journal = createMemoryJournal()
      const nonce = await nonceOf(account)
      const honest = wallet.executor
      const lying = {
        ...honest,
        getCallsStatus: async (id: string) =>
          lie((await honest.getCallsStatus?.(id))?.hashes.at(-1)),
      }
      await expect(
        run(quote, request, wallet, {
          journal,
          receiptTimeoutMs: 1_500,
          executors: { evm: lying },
        }).promise,
      ).rejects.toMatchObject({ name: 'TransactionPendingError' })
      expect(journal.get(quote.id)?.steps.map((step) => step.state)).toEqual([
        'submitted',
        'submitted',
      ])
      // Asked again, the batch is followed (the honest wallet now), never sent a second time.
      const result = await run(quote, request, wallet, { journal }).promise
      expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
      expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
      expect(await nonceOf(account)).toBe(nonce + 1)
    })
  })

  it('a batch sent before, with an executor that cannot follow batches: nothing sent step by step', async () => {
    const { account, wallet } = batchingWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    wallet.holdBatchStatus()
    await expect(
      run(quote, request, wallet, { journal, receiptTimeoutMs: 1_000 }).promise,
    ).rejects.toMatchObject({ name: 'TransactionPendingError' })
    const { sendCalls: _s, getCallsStatus: _g, supportsAtomicBatch: _a, ...plain } = wallet.executor
    await expect(
      run(quote, request, wallet, { journal, executors: { evm: plain } }).promise,
    ).rejects.toMatchObject({ name: 'TransactionPendingError' })
    expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
  })

  it('an approve already on chain leaves one call: sent as an ordinary transaction', async () => {
    const { account, wallet } = batchingWallet()
    const chain = localChain('ethereum')
    await mintTo('ethereum', chain.token, 10_000_000n, account)
    const { walletClient, publicClient } = clientsFor('ethereum', account)
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: chain.token,
        abi: tokenAbi,
        functionName: 'approve',
        args: [chain.delegate, maxUint256],
      }),
    })
    const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
    const result = await run(quote, request, wallet).promise
    expect(result.steps.map((step) => step.state)).toEqual(['skipped', 'confirmed'])
    expect(prompts(wallet)).toEqual(['eth_sendTransaction'])
  })

  it('a USDT-style token with an allowance left: reset, approve and transfer in one batch', async () => {
    const { account, wallet } = batchingWallet()
    const chain = localChain('ethereum')
    await mintTo('ethereum', chain.zeroResetToken, 10_000_000n, account)
    const { walletClient, publicClient } = clientsFor('ethereum', account)
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: chain.zeroResetToken,
        abi: tokenAbi,
        functionName: 'approve',
        args: [chain.delegate, 1n],
      }),
    })
    const { quote, request } = await quoteFor(account, 'USDT', 10_000_000n)
    const nonce = await nonceOf(account)
    const result = await run(quote, request, wallet).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
    expect(await nonceOf(account)).toBe(nonce + 1)
    expect(await balanceOf(chain.zeroResetToken, account)).toBe(0n)
  })

  it('one transaction per step when the app says so, or when the wallet cannot batch', async () => {
    for (const [atomicBatch, option] of [
      [true, false],
      [false, undefined],
    ] as const) {
      const { account, wallet } = batchingWallet(atomicBatch)
      await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
      const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
      await run(quote, request, wallet, { atomicBatch: option }).promise
      expect(prompts(wallet)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    }
  })

  describe('a hostile call inside the batch is refused as in the one-by-one path: the wallet gets nothing', () => {
    const stranger = '0x000000000000000000000000000000000000bEEF' as Address
    const hostile: [string, (quote: Quote) => void][] = [
      [
        'approve to a stranger',
        (quote) => {
          ;(quote.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
            stranger,
            BigInt(quote.srcAmount),
          )
        },
      ],
      [
        'the transfer sent to a stranger',
        (quote) => {
          ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.to = stranger
        },
      ],
      [
        'the transfer paying more than its fee',
        (quote) => {
          const { encoded } = (quote.userSteps[1] as EvmTransactionStep).transaction
          encoded.value = String(BigInt(encoded.value ?? '0') + 10n ** 18n)
        },
      ],
    ]
    it.each(hostile)('%s', async (_label, mutate) => {
      const { account, wallet } = batchingWallet()
      await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
      const { quote, request } = await quoteFor(account, 'USDC', 10_000_000n)
      const copy = structuredClone(quote)
      mutate(copy)
      await expect(run(copy, request, wallet).promise).rejects.toMatchObject({
        name: 'UnsafeStepError',
      })
      expect(wallet.prompts).toEqual([])
      // The honest quote still goes through, in one prompt.
      await run(quote, request, wallet).promise
      expect(prompts(wallet)).toEqual(['wallet_sendCalls'])
    })
  })
})
