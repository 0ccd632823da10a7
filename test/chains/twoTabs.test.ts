import { type Address, createPublicClient, http } from 'viem'
import { beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { TransferLocks } from '../../src/exports/core.js'
import * as tabA from '../../src/exports/core.js'
import {
  localChain,
  localUsdcRequest,
  mintTo,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { viemTestWallet } from '../helpers/viemWallet.js'

// Two tabs of one browser, as two engines (each module instance has its own in-page state) that
// share what a browser shares between tabs: the journal (localStorage) and the locks (Web Locks).
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const nextAccount = accountRange(120, 123)
let tabB: typeof tabA

beforeAll(async () => {
  vi.resetModules()
  tabB = await import('../../src/exports/core.js')
  expect(tabB.executeSteps).not.toBe(tabA.executeSteps)
})

/** The browser's lock manager, shared by the tabs; `close` is a tab's page closing (its locks go). */
function browserLocks() {
  const held = new Map<string, { released: Promise<void>; release: () => void }>()
  const locks: TransferLocks = {
    run: async (quoteId, task) => {
      if (held.has(quoteId)) return undefined
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      held.set(quoteId, { released, release })
      try {
        return { value: await task() }
      } finally {
        if (held.get(quoteId)?.released === released) held.delete(quoteId)
        release()
      }
    },
    released: async (quoteId) => {
      await held.get(quoteId)?.released
    },
  }
  const close = (quoteId: string) => {
    held.get(quoteId)?.release()
    held.delete(quoteId)
  }
  return { locks, close }
}

const walletOf = (account: Address) => viemTestWallet(localChains, account)

describe('one transfer open in two tabs', () => {
  it('is driven by one tab at a time: the other asks nothing, then takes it over when the first closes', async () => {
    const account = await nextAccount()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const client = clientFor(server())
    const request = localUsdcRequest(account, 5_000_000n)
    const { quotes } = await tabA.getQuotes(client, request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
    if (!quote) throw new Error('no taxi quote')
    const [chains, metadata] = [await tabA.getChains(client), await tabA.getMetadata(client)]
    const journal = tabA.createMemoryJournal() // the tabs' shared localStorage
    const { locks, close } = browserLocks()
    const run = (
      tab: typeof tabA,
      executor: ReturnType<typeof walletOf>['executor'],
      options: { retryInterrupted?: boolean } = {},
    ) =>
      tab.executeSteps({
        client,
        quote,
        request,
        walletAddress: account,
        metadata,
        chains,
        executors: { evm: executor },
        journal,
        locks,
        ...options,
      })
    const nonce = () =>
      createPublicClient({ transport: http(localChain('ethereum').rpcUrl) }).getTransactionCount({
        address: account,
      })
    const before = await nonce()

    // Tab A starts; its wallet window stays open on the approval.
    const a = walletOf(account)
    a.wallet.holdNext()
    void run(tabA, a.executor).catch(() => {})
    await vi.waitFor(() => expect(journal.get(quote.id)?.steps[0]?.state).toBe('awaitingWallet'))

    // Tab B opens the same transfer: nothing is asked of its wallet.
    const b = walletOf(account)
    await expect(run(tabB, b.executor)).rejects.toMatchObject({
      name: 'TransferElsewhereError',
      quoteId: quote.id,
    })
    expect(b.sends()).toEqual([])

    // Tab A is closed with its wallet window open: B waits for the lock, then goes on. The
    // approval may or may not have left A's wallet: B asks the user to check, never guesses.
    const handedOver = locks.released(quote.id)
    close(quote.id)
    await handedOver
    await expect(run(tabB, b.executor)).rejects.toMatchObject({ name: 'StepInterruptedError' })
    expect(b.sends()).toEqual([])
    const result = await run(tabB, b.executor, { retryInterrupted: true })
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    // One request per step in all: A's approval never left its wallet, B sent both.
    expect(a.sends()).toHaveLength(1)
    expect(b.sends()).toHaveLength(2)
    expect(await nonce()).toBe(before + 2)
  })
})
