import { type Address, createWalletClient, http, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  createMemoryJournal,
  type ExecuteStepsParameters,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  getStatus,
  isVtError,
  type Metadata,
  type Quote,
  type TransferJournal,
} from '../../src/exports/core.js'
import {
  clientsFor,
  localChain,
  localUsdcRequest,
  mintTo,
  multicallAbi,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'

const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
let chains: Chain[]
let metadata: Metadata
let accounts: Address[]
// Accounts 50 and up belong to this file (see test/chains/testAccounts.ts).
let nextAccount = 50
const figures = {
  scenarios: 0,
  completed: 0,
  stoppedSafely: 0,
  lost: 0,
  duplicates: 0,
  unhandled: 0,
}

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  accounts = await createWalletClient({ transport: http(localChains[0]?.rpcUrl) }).getAddresses()
})

type Context = {
  account: Address
  wallet: ReturnType<typeof createTestWallet>
  journal: TransferJournal
  faults: ReturnType<typeof server>['simulator']['faults']
  /** The engine's clock; scenarios may move it (a quote expiring while the wallet is open). */
  clock: { now: number }
}

type Scenario = {
  name: string
  /** Before the flow starts. */
  before?: (context: Context) => void
  /** Called on every engine event of the first attempt; may throw to kill the "tab". */
  during?: (
    context: Context,
    event: Parameters<NonNullable<ExecuteStepsParameters['onEvent']>>[0],
    count: number,
  ) => void
  /** The flow cannot finish, by design (a revert); it must stop safely. */
  expectStop?: boolean
}

const crashAt = (k: number): Scenario => ({
  name: `tab closed at journal write ${k}`,
  during: (_context, event, count) => {
    if (event.type === 'record' && count === k) throw new Error(`tab closed at write ${k}`)
  },
})

const scenarios: Scenario[] = [
  { name: 'no fault' },
  {
    name: '5xx burst on /quotes',
    before: ({ faults }) =>
      void faults.inject({ path: '/quotes', times: 2, fault: { type: 'status', status: 503 } }),
  },
  {
    name: '429 with Retry-After on /status',
    before: ({ faults }) =>
      void faults.inject({
        path: /^\/status\//,
        times: 1,
        fault: { type: 'rateLimit', retryAfter: '1' },
      }),
  },
  {
    name: 'dropped connection on /status',
    before: ({ faults }) =>
      void faults.inject({ path: /^\/status\//, times: 2, fault: { type: 'drop' } }),
  },
  {
    name: 'slow /status (timeouts)',
    before: ({ faults }) =>
      void faults.inject({ path: /^\/status\//, times: 2, fault: { type: 'latency', ms: 1_500 } }),
  },
  {
    name: '401 mid-flow on /status',
    before: ({ faults }) =>
      void faults.inject({
        path: /^\/status\//,
        times: 1,
        fault: { type: 'body', status: 401, body: '{"error":"Unauthorized"}' },
      }),
  },
  { name: 'wallet rejection', before: ({ wallet }) => wallet.decline('eth_sendTransaction') },
  { name: 'chain switch refused', before: ({ wallet }) => wallet.refuseChainSwitch() },
  {
    name: 'quote expires while the wallet is open',
    during: (context, event) => {
      if (event.type === 'stepConfirmed' && event.stepIndex === 0) context.clock.now += 10 * 60_000
    },
  },
  { name: 'transaction reverts (no balance)', expectStop: true },
  // A two-step transfer writes its journal 7 times: before and after each wallet call, and at the end.
  ...[0, 1, 2, 3, 4, 5, 6].map(crashAt),
]

/** Runs one transfer through a fault, recovering as a user would, then checks the chain and the service. */
async function runScenario(scenario: Scenario) {
  const account = accounts[nextAccount++] as Address
  const wallet = createTestWallet({
    chains: localChains,
    account,
    chainId: localChain('optimism').chainId,
  })
  const context: Context = {
    account,
    wallet,
    journal: createMemoryJournal(),
    faults: server().simulator.faults,
    clock: { now: Date.now() },
  }
  if (!scenario.expectStop)
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
  scenario.before?.(context)
  const request = localUsdcRequest(account, 5_000_000n)
  const client = clientFor(server(), {
    timeoutMs: 500,
    retry: { retries: 3, baseDelayMs: 5, maxDelayMs: 20 },
  })
  const newQuote = async (): Promise<Quote> => {
    const { quotes } = await getQuotes(client, request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
    if (!quote) throw new Error('no taxi quote')
    context.clock.now = Date.now()
    return quote
  }
  let quote = await newQuote()
  let events = 0
  let firstAttempt = true
  let outcome: 'completed' | 'stopped' = 'stopped'
  let srcTxHash: string | undefined
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      const result = await executeSteps({
        client,
        quote,
        request,
        walletAddress: account,
        metadata,
        chains,
        executors: { evm: wallet.executor },
        journal: context.journal,
        now: () => context.clock.now,
        retryInterrupted: !firstAttempt,
        onEvent: (event) => {
          if (firstAttempt) scenario.during?.(context, event, events++)
        },
      })
      srcTxHash = result.srcTxHash
      break
    } catch (error) {
      firstAttempt = false
      wallet.refuseChainSwitch(false)
      if (!isVtError(error) && !String(error).includes('tab closed')) figures.unhandled++
      const name = isVtError(error) ? error.name : 'reload'
      if (name === 'QuoteExpiredError' || name === 'QuoteNotFoundError') quote = await newQuote()
      else if (name === 'TransactionRevertedError') break
    }
  }
  if (srcTxHash) {
    for (let poll = 0; poll < 10 && outcome !== 'completed'; poll++) {
      const status = await getStatus(client, { quoteId: quote.id, txHash: srcTxHash }).catch(
        (error: unknown) => {
          if (!isVtError(error)) figures.unhandled++
          return undefined
        },
      )
      if (status?.status === 'SUCCEEDED') outcome = 'completed'
      else await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  // The chain is the judge: how many bridges did this account make, and did its tokens leave?
  const { publicClient } = clientsFor('ethereum')
  const logs = await publicClient.getLogs({
    address: localChain('ethereum').multicall,
    fromBlock: 0n,
  })
  const bridges = parseEventLogs({ abi: multicallAbi, logs, eventName: 'Executed' }).filter(
    (log) => log.args.sender.toLowerCase() === account.toLowerCase(),
  )
  const recorded = Object.values(context.journal.list()).some(
    (record) => record.srcTxHash !== undefined,
  )
  figures.scenarios++
  if (outcome === 'completed') figures.completed++
  else figures.stoppedSafely++
  if (bridges.length > 1) figures.duplicates += bridges.length - 1
  if (bridges.length > 0 && (outcome !== 'completed' || !recorded)) figures.lost++
  return { outcome, bridges: bridges.length }
}

describe('faults injected in the middle of real flows', () => {
  it.each(scenarios)(
    '$name: completes (or stops safely), with no duplicate and nothing lost',
    async (scenario) => {
      server().simulator.faults.clear()
      const result = await runScenario(scenario)
      expect(result.outcome).toBe(scenario.expectStop ? 'stopped' : 'completed')
      expect(result.bridges).toBe(scenario.expectStop ? 0 : 1)
      expect(figures.unhandled).toBe(0)
    },
    60_000,
  )

  afterAll(() => {
    console.info(
      `faults in flows: ${figures.scenarios} scenarios, ${figures.completed} completed, ${figures.stoppedSafely} stopped safely, ${figures.lost} lost, ${figures.duplicates} duplicate transactions, ${figures.unhandled} unhandled errors`,
    )
  })
})
