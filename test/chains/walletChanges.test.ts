import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEventLogs,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  createClient,
  createMemoryJournal,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
  NATIVE_TOKEN_ADDRESS,
  type QuoteRequest,
  type StepEvent,
  type TransferJournal,
} from '../../src/exports/core.js'
import { type SimulatorServer, startSimulatorServer } from '../../src/exports/testing-server.js'
import { accountRange } from '../helpers/localAccounts.js'
import { API_KEY } from '../helpers/simulatorServer.js'
import { viemTestWallet } from '../helpers/viemWallet.js'
import { type LocalChain, startPrivateChain } from './localChains.js'
import {
  localChainObserver,
  localChainsCatalog,
  mintOn,
  oftAbi,
  tokenAbi,
  viemChain,
} from './simulation.js'

// The wallet does things behind the kit's back: speeds a transaction up, cancels it, leaves it
// unmined, switches account or network mid-flow. The source chain is this file's own node, so
// that automine can be turned off (pending transactions to replace) without slowing the shared
// chains; the destination is the shared Optimism chain.
let source: LocalChain
let stopSource: () => Promise<void>
let server: SimulatorServer
let chains: Chain[]
let metadata: Metadata
const destination = () => {
  const chain = inject('localChains').chains.find((item) => item.chainKey === 'optimism')
  if (!chain) throw new Error('no shared optimism chain')
  return chain
}
const nextAccount = accountRange(104, 109)

beforeAll(async () => {
  ;({ chain: source, stop: stopSource } = await startPrivateChain({
    chainKey: 'ethereum',
    chainId: 31339,
    oft: 'OFT_ADAPTER',
  }))
  const locals = [source, destination()]
  server = await startSimulatorServer({
    catalog: localChainsCatalog(locals),
    chainObserver: localChainObserver(locals),
  })
  chains = await getChains(client())
  metadata = await getMetadata(client())
}, 120_000)

afterAll(async () => {
  await server?.close()
  await stopSource?.()
})

const client = () =>
  createClient({
    baseUrl: server.baseUrl,
    endpointIds: server.simulator.catalog.endpointIds,
    cctpDomains: server.simulator.catalog.cctpDomains,
    trustedDeployments: server.simulator.catalog.trustedDeployments,
    metadataUrl: server.metadataUrl,
    apiKey: API_KEY,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
  })

const node = (method: string, params: unknown[] = []) =>
  createPublicClient({ transport: http(source.rpcUrl) }).request({
    method: method as never,
    params: params as never,
  }) as Promise<unknown>

const setAutomine = (on: boolean) => node('evm_setAutomine', [on])
const mine = () => node('evm_mine')
const reader = () =>
  createPublicClient({ chain: viemChain(source), transport: http(source.rpcUrl) })

/** A browser wallet on the two chains, and the engine's executor over it. */
const walletFor = (account: Address) => viemTestWallet([source, destination()], account)

const tokenOn = (chain: LocalChain, token: 'USDC' | 'USDT' | 'native') =>
  token === 'native' ? NATIVE_TOKEN_ADDRESS : token === 'USDT' ? chain.zeroResetToken : chain.token

async function quoteFor(account: Address, token: 'USDC' | 'USDT' | 'native', amount: bigint) {
  const request: QuoteRequest = {
    amount: String(amount),
    srcChainKey: 'ethereum',
    srcTokenAddress: tokenOn(source, token),
    srcWalletAddress: account,
    dstChainKey: 'optimism',
    dstTokenAddress: tokenOn(destination(), token),
    dstWalletAddress: account,
  }
  const { quotes } = await getQuotes(client(), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no STARGATE_V2_TAXI quote')
  return { quote, request }
}

function run(
  setup: Awaited<ReturnType<typeof quoteFor>>,
  executor: ReturnType<typeof walletFor>['executor'],
  journal: TransferJournal,
  options: { receiptTimeoutMs?: number; onEvent?: (event: StepEvent) => void } = {},
) {
  return executeSteps({
    client: client(),
    ...setup,
    walletAddress: setup.request.srcWalletAddress,
    metadata,
    chains,
    executors: { evm: executor },
    journal,
    receiptTimeoutMs: options.receiptTimeoutMs,
    onEvent: options.onEvent,
  })
}

const sent = (wallet: ReturnType<typeof walletFor>['wallet']) =>
  wallet.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction').length

/** The transfers the chain saw leave: the native pool's `OFTSent` events of `account`'s transactions. */
async function transfersFrom(account: Address) {
  const logs = await reader().getLogs({ address: source.pools.native, fromBlock: 0n })
  const senders = await Promise.all(
    parseEventLogs({ abi: oftAbi, logs, eventName: 'OFTSent' }).map(
      async (log) => (await reader().getTransaction({ hash: log.transactionHash })).from,
    ),
  )
  return senders.filter((from) => from.toLowerCase() === account.toLowerCase()).length
}

/** What a wallet's "speed up" or "cancel" sends: the same nonce, twice the fees. */
async function replaceBehindTheKit(hash: string, kind: 'speedUp' | 'cancel'): Promise<Hex> {
  const original = await reader().getTransaction({ hash: hash as Hex })
  const fee = (value: bigint | undefined) => `0x${((value ?? 10n ** 9n) * 2n).toString(16)}`
  const replacement = (await node('eth_sendTransaction', [
    {
      from: original.from,
      to: kind === 'cancel' ? original.from : original.to,
      data: kind === 'cancel' ? '0x' : original.input,
      value: kind === 'cancel' ? '0x0' : `0x${original.value.toString(16)}`,
      nonce: `0x${original.nonce.toString(16)}`,
      gas: `0x${original.gas.toString(16)}`,
      maxFeePerGas: fee(original.maxFeePerGas),
      maxPriorityFeePerGas: fee(original.maxPriorityFeePerGas),
    },
  ])) as Hex
  await mine()
  return replacement
}

/** Resolves with the hash of the step's transaction once it is sent (and still pending). */
function whenSubmitted(stepIndex: number) {
  let resolve: (hash: string) => void = () => {}
  const submitted = new Promise<string>((done) => {
    resolve = done
  })
  const onEvent = (event: StepEvent) => {
    if (event.type === 'stepSubmitted' && event.stepIndex === stepIndex) resolve(event.hash)
  }
  return { submitted, onEvent }
}

const settle = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds))

describe('a transaction replaced in the wallet (automine off, the replacement sent behind the kit)', () => {
  it('a speed-up is followed to its new hash, journaled, and the transfer goes on under it', async () => {
    const account = await nextAccount()
    const { wallet, executor } = walletFor(account)
    const setup = await quoteFor(account, 'native', 10n ** 16n)
    const journal = createMemoryJournal()
    const events: StepEvent[] = []
    const { submitted, onEvent } = whenSubmitted(0)
    await setAutomine(false)
    try {
      const running = run(setup, executor, journal, {
        onEvent: (event) => {
          events.push(event)
          onEvent(event)
        },
      })
      const original = await submitted
      // The user looks at the wallet for a moment, then speeds the transaction up.
      await settle(300)
      const faster = await replaceBehindTheKit(original, 'speedUp')
      const result = await running

      expect(result.steps[0]).toMatchObject({
        state: 'confirmed',
        hash: faster,
        replacedHashes: [original],
      })
      expect(result.srcTxHash).toBe(faster)
      expect(journal.get(setup.quote.id)?.srcTxHash).toBe(faster)
      expect(events).toContainEqual({
        type: 'stepReplaced',
        stepIndex: 0,
        hash: faster,
        replacedHash: original,
      })
      expect(sent(wallet)).toBe(1)
      expect(await transfersFrom(account)).toBe(1)
      // A reload finds it done: nothing is asked again.
      await run(setup, executor, journal)
      expect(sent(wallet)).toBe(1)
    } finally {
      await setAutomine(true)
    }
  })

  it('a cancel stops the transfer with nothing moved, marks it cancelled, and trying again sends it once', async () => {
    const account = await nextAccount()
    const { wallet, executor } = walletFor(account)
    const setup = await quoteFor(account, 'native', 10n ** 16n)
    const journal = createMemoryJournal()
    const { submitted, onEvent } = whenSubmitted(0)
    await setAutomine(false)
    let original = ''
    let cancel = ''
    try {
      const running = run(setup, executor, journal, { onEvent })
      original = await submitted
      await settle(300)
      cancel = await replaceBehindTheKit(original, 'cancel')
      await expect(running).rejects.toMatchObject({
        name: 'TransactionReplacedError',
        reason: 'cancelled',
        hash: original,
        replacementHash: cancel,
        stepIndex: 0,
      })
    } finally {
      await setAutomine(true)
    }
    const stored = journal.get(setup.quote.id)
    expect(stored?.steps[0]).toMatchObject({ state: 'idle', replacedHashes: [original] })
    expect(stored?.steps[0]?.hash).toBeUndefined()
    expect(stored?.cancelledAt).toEqual(expect.any(Number))
    expect(await transfersFrom(account)).toBe(0)

    // The way forward: try again. The cancelled nonce is spent, so sending again is safe.
    const result = await run(setup, executor, journal)
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(result.cancelledAt).toBeUndefined()
    expect(sent(wallet)).toBe(2)
    expect(await transfersFrom(account)).toBe(1)
  })

  it('a transaction that never mines: after the bound, "check your wallet" with its hash; never sent twice', async () => {
    const account = await nextAccount()
    const { wallet, executor } = walletFor(account)
    const setup = await quoteFor(account, 'native', 10n ** 16n)
    const journal = createMemoryJournal()
    await setAutomine(false)
    let hash: string | undefined
    try {
      const error = await run(setup, executor, journal, { receiptTimeoutMs: 1_000 }).catch(
        (caught: unknown) => caught,
      )
      hash = journal.get(setup.quote.id)?.steps[0]?.hash
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(error).toMatchObject({ name: 'TransactionPendingError', hash, stepIndex: 0 })
      expect(journal.get(setup.quote.id)?.steps[0]?.state).toBe('submitted')
      // Waiting again goes on with the same hash; once mined, the transfer completes.
      const again = run(setup, executor, journal, { receiptTimeoutMs: 30_000 })
      await settle(200)
      await mine()
      const result = await again
      expect(result.steps[0]).toMatchObject({ state: 'confirmed', hash })
    } finally {
      await setAutomine(true)
    }
    expect(sent(wallet)).toBe(1)
    expect(await transfersFrom(account)).toBe(1)
  })
})

describe('a replacement mined while no page was waiting (the node has dropped the original)', () => {
  const laterAccount = accountRange(113, 119)

  /** Sends the first step, which stays pending until the bound ends the run: "check your wallet". */
  async function leftPending(
    setup: Awaited<ReturnType<typeof quoteFor>>,
    journal: TransferJournal,
  ) {
    const { executor } = walletFor(setup.request.srcWalletAddress as Address)
    const error = await run(setup, executor, journal, { receiptTimeoutMs: 1_000 }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ name: 'TransactionPendingError', stepIndex: 0 })
    return journal.get(setup.quote.id)?.steps[0]
  }

  /** 50 USDT, and 5 of them still approved to the delegate: the next approval resets to zero first. */
  async function usdtWithAllowanceLeft(account: Address) {
    await mintOn(source, source.zeroResetToken, 50_000_000n, account)
    const owner = createWalletClient({
      account,
      chain: viemChain(source),
      transport: http(source.rpcUrl),
    })
    await reader().waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: source.zeroResetToken,
        abi: tokenAbi,
        functionName: 'approve',
        args: [source.delegate, 5n],
      }),
    })
  }

  const forgotten = async (hash: string) =>
    (await reader()
      .getTransaction({ hash: hash as Hex })
      .then(() => false)
      .catch(() => true)) as boolean

  it('sped up while "check your wallet" was shown: "Keep waiting" finds it by the journaled nonce', async () => {
    const account = await laterAccount()
    const setup = await quoteFor(account, 'native', 10n ** 16n)
    const journal = createMemoryJournal()
    await setAutomine(false)
    try {
      const pending = await leftPending(setup, journal)
      const original = pending?.hash as string
      expect(pending?.nonces?.[original]).toEqual({
        nonce: expect.any(Number),
        sinceBlock: expect.any(Number),
      })
      const faster = await replaceBehindTheKit(original, 'speedUp')
      expect(await forgotten(original)).toBe(true)

      // "Keep waiting", with a wallet whose clients have never seen the original (a reload).
      const { wallet, executor } = walletFor(account)
      const result = await run(setup, executor, journal, { receiptTimeoutMs: 30_000 })
      expect(result.steps[0]).toMatchObject({
        state: 'confirmed',
        hash: faster,
        replacedHashes: [original],
      })
      expect(result.srcTxHash).toBe(faster)
      expect(sent(wallet)).toBe(0)
    } finally {
      await setAutomine(true)
    }
    expect(await transfersFrom(account)).toBe(1)
  })

  it('cancelled while the page was away: the next run says so, and trying again sends it once', async () => {
    const account = await laterAccount()
    const setup = await quoteFor(account, 'native', 10n ** 16n)
    const journal = createMemoryJournal()
    let original = ''
    let cancel = ''
    await setAutomine(false)
    try {
      original = (await leftPending(setup, journal))?.hash as string
      cancel = await replaceBehindTheKit(original, 'cancel')
      expect(await forgotten(original)).toBe(true)
    } finally {
      await setAutomine(true)
    }
    const { wallet, executor } = walletFor(account)
    await expect(run(setup, executor, journal)).rejects.toMatchObject({
      name: 'TransactionReplacedError',
      reason: 'cancelled',
      hash: original,
      replacementHash: cancel,
    })
    expect(journal.get(setup.quote.id)?.steps[0]).toMatchObject({
      state: 'idle',
      replacedHashes: [original],
    })
    expect(await transfersFrom(account)).toBe(0)

    const result = await run(setup, executor, journal)
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(sent(wallet)).toBe(1)
    expect(await transfersFrom(account)).toBe(1)
  })

  it('a zero approve left pending (USDT-style): waiting again sends no second one', async () => {
    const account = await laterAccount()
    await usdtWithAllowanceLeft(account)
    const setup = await quoteFor(account, 'USDT', 20_000_000n)
    const journal = createMemoryJournal()
    const { wallet, executor } = walletFor(account)
    await setAutomine(false)
    try {
      await expect(
        run(setup, executor, journal, { receiptTimeoutMs: 1_000 }),
      ).rejects.toMatchObject({ name: 'TransactionPendingError', stepIndex: 0 })
      expect(journal.get(setup.quote.id)?.steps[0]).toMatchObject({
        state: 'awaitingWallet',
        resetHash: expect.stringMatching(/^0x/),
      })
      const again = run(setup, executor, journal, { receiptTimeoutMs: 30_000 })
      await settle(200)
      await setAutomine(true)
      await mine()
      const result = await again
      expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    } finally {
      await setAutomine(true)
    }
    // The zero approve, the approve, the bridge: one each.
    expect(sent(wallet)).toBe(3)
  })

  it('an account switched while the zero approve mines: paused before the approve itself, then sent once', async () => {
    const account = await laterAccount()
    const stranger = await laterAccount()
    await usdtWithAllowanceLeft(account)
    const setup = await quoteFor(account, 'USDT', 20_000_000n)
    const journal = createMemoryJournal()
    const { wallet, executor } = walletFor(account)
    await expect(
      run(setup, executor, journal, {
        onEvent: (event) => {
          if (event.type === 'allowanceReset') wallet.switchAccount(stranger)
        },
      }),
    ).rejects.toMatchObject({ name: 'WrongAccountError', expected: account, stepIndex: 0 })
    expect(sent(wallet)).toBe(1)

    wallet.switchAccount(account)
    const result = await run(setup, executor, journal)
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(sent(wallet)).toBe(3)
  })
})

describe('the wallet changed mid-flow', () => {
  it('another account: the transfer pauses before the next request, names its account, and goes on once it is back', async () => {
    const account = await nextAccount()
    const stranger = await nextAccount()
    await mintOn(source, source.token, 50_000_000n, account)
    const { wallet, executor } = walletFor(account)
    const setup = await quoteFor(account, 'USDC', 20_000_000n)
    const journal = createMemoryJournal()
    const paused = run(setup, executor, journal, {
      onEvent: (event) => {
        // The user picks another account while the approval confirms.
        if (event.type === 'stepConfirmed' && event.stepIndex === 0) wallet.switchAccount(stranger)
      },
    })
    await expect(paused).rejects.toMatchObject({
      name: 'WrongAccountError',
      expected: account,
      actual: stranger,
      stepIndex: 1,
    })
    expect(sent(wallet)).toBe(1)
    expect(journal.get(setup.quote.id)?.steps.map((step) => step.state)).toEqual([
      'confirmed',
      'idle',
    ])
    // Still paused while the other account is on.
    await expect(run(setup, executor, journal)).rejects.toMatchObject({ name: 'WrongAccountError' })
    expect(sent(wallet)).toBe(1)

    wallet.switchAccount(account)
    const result = await run(setup, executor, journal)
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(sent(wallet)).toBe(2)
    const balance = (owner: Address) =>
      reader().readContract({
        address: source.token,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await balance(account)).toBe(30_000_000n)
  })

  it('another network, switched by the user: the next step asks to switch back first', async () => {
    const account = await nextAccount()
    await mintOn(source, source.token, 50_000_000n, account)
    const { wallet, executor } = walletFor(account)
    const setup = await quoteFor(account, 'USDC', 20_000_000n)
    const result = await run(setup, executor, createMemoryJournal(), {
      onEvent: (event) => {
        if (event.type === 'stepConfirmed' && event.stepIndex === 0)
          wallet.switchNetwork(destination().chainId)
      },
    })
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(wallet.prompts).toEqual([
      { method: 'eth_sendTransaction', chainId: source.chainId },
      { method: 'wallet_switchEthereumChain', chainId: destination().chainId },
      { method: 'eth_sendTransaction', chainId: source.chainId },
    ])
  })
})
