// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { type Address, createPublicClient, getAddress, http } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Config } from 'wagmi'
import { disconnect, getAccount } from 'wagmi/actions'
import {
  createMemoryJournal,
  type EvmTransactionStep,
  getQuotes,
  type Quote,
  type QuoteRequest,
  type TransferJournal,
} from '../../src/exports/core.js'
import { createWagmiEvmExecutor, useExecuteSteps } from '../../src/exports/index.js'
import { approveData } from '../../src/testing/evmCalls.js'
import {
  localChain,
  localUsdcRequest,
  mintTo,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet, connectedTestWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const nextAccount = accountRange(30, 35)

/** A wagmi config over the local chains whose mock connector is connected to a fresh account. */
async function connectedWallet() {
  const account = await nextAccount()
  return { account, config: await connectedMockWallet(localChains, account) }
}

const wrapperFor = (config: Config) => wagmiWrapper(config, clientFor(server()))

async function usdcQuote(
  account: Address,
  amount = 5_000_000n,
): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = localUsdcRequest(account, amount)
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no taxi quote')
  return { quote, request }
}

const nonceOf = (account: Address) =>
  createPublicClient({ transport: http(localChain('ethereum').rpcUrl) }).getTransactionCount({
    address: account,
  })

describe('useExecuteSteps', () => {
  it('runs the steps with the connected wallet, reports each event, then tracks the status', async () => {
    const { account, config } = await connectedWallet()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const { quote, request } = await usdcQuote(account)
    const journal = createMemoryJournal()
    const calls: string[] = []
    const { result } = renderHook(
      () =>
        useExecuteSteps({
          quote,
          request,
          journal,
          onStepStart: (index) => calls.push(`start ${index}`),
          onStepSubmitted: (index) => calls.push(`submitted ${index}`),
          onStepConfirmed: (index) => calls.push(`confirmed ${index}`),
          onComplete: () => calls.push('complete'),
        }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.isReady).toBe(true))
    // The findings come once the registry and the chains' answers are in.
    await waitFor(() => expect(result.current.findings).toEqual([]))
    expect(result.current.steps.map((step) => step.state)).toEqual(['idle', 'idle'])
    await act(() => result.current.execute())
    expect(result.current.error).toBeNull()
    expect(result.current.phase).toBe('submitted')
    expect(result.current.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(calls).toEqual([
      'start 0',
      'submitted 0',
      'confirmed 0',
      'start 1',
      'submitted 1',
      'confirmed 1',
      'complete',
    ])
    await waitFor(() => expect(result.current.transfer.status).toBe('SUCCEEDED'))
    expect(result.current.transfer.executionHistory.map((item) => item.event)).toEqual([
      'SENT',
      'DELIVERED',
    ])
    const status = server().simulator.requests.find((item) => item.path === `/status/${quote.id}`)
    expect(new URL(status?.url ?? '').searchParams.get('txHash')).toBe(
      result.current.record?.srcTxHash,
    )
    expect(journal.get(quote.id)?.phase).toBe('submitted')
  })

  it('does nothing on a second click while a step is in flight', async () => {
    const { account, config } = await connectedWallet()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const { quote, request } = await usdcQuote(account)
    const { result } = renderHook(
      () => useExecuteSteps({ quote, request, journal: createMemoryJournal() }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.isReady).toBe(true))
    const before = await nonceOf(account)
    let second: unknown = 'not called'
    await act(async () => {
      const first = result.current.execute()
      second = await result.current.execute()
      await first
    })
    expect(second).toBeUndefined()
    expect((await nonceOf(account)) - before).toBe(2)
  })

  it('shows a refusal before anything is signed, and refuses to execute', async () => {
    const { account, config } = await connectedWallet()
    const { quote, request } = await usdcQuote(account)
    const hostile = structuredClone(quote)
    ;(hostile.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
      localChain('ethereum').multicall,
      1n,
    )
    const { result } = renderHook(
      () => useExecuteSteps({ quote: hostile, request, journal: createMemoryJournal() }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.findings).toBeDefined())
    expect(result.current.findings?.map((finding) => finding.rule)).toEqual([
      'approve-spender-is-multicall',
    ])
    const before = await nonceOf(account)
    await act(() => result.current.execute())
    expect(result.current.phase).toBe('error')
    expect(result.current.error).toMatchObject({
      name: 'UnsafeStepError',
      rule: 'approve-spender-is-multicall',
    })
    expect(await nonceOf(account)).toBe(before)
  })

  it('keeps the transfer when the wallet declines a signature', async () => {
    const { account } = await connectedWallet()
    const declining = await connectedMockWallet(localChains, account, { signTypedDataError: true })
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const request: QuoteRequest = { ...(await usdcQuote(account)).request }
    const { quotes } = await getQuotes(clientFor(server()), request)
    const intent = quotes.find((item) => item.routeSteps[0]?.type === 'AORI_V1') as Quote
    const journal = createMemoryJournal()
    const { result } = renderHook(() => useExecuteSteps({ quote: intent, request, journal }), {
      wrapper: wrapperFor(declining),
    })
    await waitFor(() => expect(result.current.isReady).toBe(true))
    await act(() => result.current.execute())
    expect(result.current.error).toMatchObject({ name: 'UserRejectedError', stepIndex: 1 })
    expect(result.current.steps.map((step) => step.state)).toEqual(['confirmed', 'idle'])
    expect(journal.get(intent.id)?.steps.map((step) => step.state)).toEqual(['confirmed', 'idle'])
  })

  it('resumes from the journal in a new hook instance (a reload), tracking without re-sending', async () => {
    const { account, config } = await connectedWallet()
    await mintTo('ethereum', localChain('ethereum').token, 5_000_000n, account)
    const { quote, request } = await usdcQuote(account)
    const journal: TransferJournal = createMemoryJournal()
    const first = renderHook(() => useExecuteSteps({ quote, request, journal }), {
      wrapper: wrapperFor(config),
    })
    await waitFor(() => expect(first.result.current.isReady).toBe(true))
    await act(() => first.result.current.execute())
    first.unmount()
    const before = await nonceOf(account)
    const reloaded = renderHook(() => useExecuteSteps({ quote, request, journal }), {
      wrapper: wrapperFor(config),
    })
    expect(reloaded.result.current.phase).toBe('submitted')
    expect(reloaded.result.current.steps.map((step) => step.state)).toEqual([
      'confirmed',
      'confirmed',
    ])
    await waitFor(() => expect(reloaded.result.current.transfer.status).toBe('SUCCEEDED'))
    expect(await nonceOf(account)).toBe(before)
  })

  it('asks the user to check the wallet for a step interrupted between the wallet call and the hash', async () => {
    const { account, config } = await connectedWallet()
    const { quote, request } = await usdcQuote(account)
    const journal = createMemoryJournal()
    const time = Date.now()
    journal.put({
      version: 1,
      quoteId: quote.id,
      createdAt: time,
      updatedAt: time,
      quote,
      request,
      phase: 'executing',
      steps: [
        { state: 'awaitingWallet', updatedAt: time },
        { state: 'idle', updatedAt: time },
      ],
    })
    const { result } = renderHook(() => useExecuteSteps({ quote, request, journal }), {
      wrapper: wrapperFor(config),
    })
    await waitFor(() => expect(result.current.isReady).toBe(true))
    expect(result.current.steps[0]?.state).toBe('awaitingWallet')
    await act(() => result.current.execute())
    expect(result.current.error).toMatchObject({ name: 'StepInterruptedError', stepIndex: 0 })
    expect(result.current.error?.shortMessage).toBe(
      'Check your wallet: this step may already have been sent before the page was closed.',
    )
  })
})

describe('useExecuteSteps paused for its account', () => {
  const switchableWallet = (account: Address) => connectedTestWallet(localChains, account)

  // Account 119 (test/chains/testAccounts.ts) starts the transfer; the operator's account is
  // the one switched to: nothing is ever sent from it.
  const owner = () => getAddress(accounts()[119] as Address)
  const stranger = () => getAddress(accounts()[0] as Address)
  let list: Address[] = []
  const accounts = () => list
  beforeAll(async () => {
    list = (await createPublicClient({ transport: http(localChains[0]?.rpcUrl) }).request({
      method: 'eth_accounts' as never,
    })) as Address[]
  })

  it('does not loop when the executor signs with another account than the app sees', async () => {
    const { config } = await switchableWallet(owner())
    const { quote, request } = await usdcQuote(owner())
    let asked = 0
    const wagmiExecutor = createWagmiEvmExecutor(config)
    const disagreeing = {
      ...wagmiExecutor,
      getAddress: async () => {
        asked++
        return stranger()
      },
    }
    const { result } = renderHook(
      () =>
        useExecuteSteps({
          quote,
          request,
          journal: createMemoryJournal(),
          executors: { evm: disagreeing },
        }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.isReady).toBe(true))
    await act(() => result.current.execute())
    expect(result.current.error?.name).toBe('WrongAccountError')
    await new Promise((done) => setTimeout(done, 500))
    // Once: the app sees the expected account all along, so nothing changed to resume for.
    expect(asked).toBe(1)
    expect(result.current.phase).toBe('error')
  })

  it('is not ready while the app has no wallet to ask, whatever account the transfer pins', async () => {
    const { wallet, config } = await switchableWallet(owner())
    const { quote, request } = await usdcQuote(owner())
    await disconnect(config)
    const { result } = renderHook(
      () =>
        useExecuteSteps({ quote, request, walletAddress: owner(), journal: createMemoryJournal() }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.findings).toEqual([]))
    expect(result.current.isReady).toBe(false)
    await act(() => result.current.execute())
    // Not "Something went wrong" from a missing connector: nothing ran at all.
    expect(result.current.phase).toBe('idle')
    expect(result.current.error).toBeNull()
    expect(wallet.prompts).toEqual([])
  })

  it('never resumes a pause of an earlier visit by itself when the transfer is opened again', async () => {
    const { wallet, config } = await switchableWallet(owner())
    const { quote, request } = await usdcQuote(owner())
    const journal = createMemoryJournal()
    const { result, rerender } = renderHook(
      ({ shown }: { shown: Quote | undefined }) =>
        useExecuteSteps({
          quote: shown,
          request,
          // The transfer's own account, as the widget pins it.
          walletAddress: owner(),
          journal,
        }),
      { wrapper: wrapperFor(config), initialProps: { shown: quote as Quote | undefined } },
    )
    await waitFor(() => expect(result.current.isReady).toBe(true))
    act(() => wallet.switchAccount(stranger()))
    await act(() => result.current.execute())
    expect(result.current.error?.name).toBe('WrongAccountError')
    // "New transfer"; the wallet is switched back; later the user opens the transfer again.
    rerender({ shown: undefined })
    act(() => wallet.switchAccount(owner()))
    await waitFor(() => expect(getAccount(config).address).toBe(owner()))
    rerender({ shown: quote })
    await new Promise((done) => setTimeout(done, 500))
    expect(result.current.phase).toBe('idle')
    expect(result.current.error).toBeNull()
    expect(wallet.prompts).toEqual([])
  })
})
