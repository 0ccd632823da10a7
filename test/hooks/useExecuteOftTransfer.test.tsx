// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { type Address, createPublicClient, http } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { Config } from 'wagmi'
import {
  buildOftTransfer,
  createMemoryJournal,
  type OftTransferRequest,
} from '../../src/exports/core.js'
import { useExecuteOftTransfer } from '../../src/exports/index.js'
import { localChainsCatalog, relayOftSend } from '../chains/simulation.js'
import { localChain, mintTo, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

// The hook with wagmi's mock connector on the local chains: the default (wagmi) executor signs,
// the delivery is watched through the config's transports. Accounts 86-88 (test/chains/testAccounts.ts).
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const adapter = localChain('ethereum').oft
const innerToken = adapter.type === 'OFT_ADAPTER' ? adapter.innerToken : ('0x' as Address)
const TOFT = 10n ** 18n
const nextAccount = accountRange(86, 88)

async function connectedWallet() {
  const account = await nextAccount()
  return { account, config: await connectedMockWallet(localChains, account) }
}

const wrapperFor = (config: Config) => wagmiWrapper(config, clientFor(server()))

const requestFor = (account: Address): OftTransferRequest => ({
  srcChainName: 'ethereum',
  dstChainName: 'optimism',
  oftAddress: adapter.address,
  amount: String(2n * TOFT),
  from: account,
  to: account,
})

describe('useExecuteOftTransfer', () => {
  it('approves and sends with the connected wallet, then watches the OFT arrive', async () => {
    const { account, config } = await connectedWallet()
    await mintTo('ethereum', innerToken, 2n * TOFT, account)
    const request = requestFor(account)
    const transfer = await buildOftTransfer(clientFor(server()), request)
    const journal = createMemoryJournal()
    const submitted: number[] = []
    const { result } = renderHook(
      () =>
        useExecuteOftTransfer({
          transfer,
          request,
          journal,
          onStepSubmitted: (index) => submitted.push(index),
        }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.isReady).toBe(true))
    // The checks wait for the registry of production contracts, a module loaded on demand.
    await waitFor(() => expect(result.current.findings).toBeDefined())
    expect(result.current.findings).toEqual([])
    expect(result.current.steps).toHaveLength(2)
    await act(async () => {
      await result.current.execute()
    })
    expect(result.current.error).toBeNull()
    expect(result.current.phase).toBe('submitted')
    expect(submitted).toEqual([0, 1])
    // By default the adapter it went through is kept for the next visit, to compare /list with.
    expect(JSON.parse(localStorage.getItem('vtkit:oft-deployments') ?? '{}')).toMatchObject({
      'ethereum:TOFT': { address: adapter.address, type: 'OFT_ADAPTER' },
    })
    expect(result.current.delivery.state).toBe('inFlight')
    await waitFor(() => expect(result.current.delivery.guid).toMatch(/^0x[0-9a-f]{64}$/))
    expect(result.current.delivery.state).toBe('inFlight')

    const relayed = await relayOftSend(
      localChains,
      localChainsCatalog(localChains),
      'ethereum',
      result.current.record?.srcTxHash ?? '',
    )
    await waitFor(() => expect(result.current.delivery.state).toBe('delivered'), {
      timeout: 10_000,
    })
    expect(result.current.delivery.deliveryHash).toBe(relayed.hash)

    // A reload finds the run in the journal: submitted, nothing to sign.
    const reloaded = renderHook(() => useExecuteOftTransfer({ transfer, request, journal }), {
      wrapper: wrapperFor(config),
    })
    expect(reloaded.result.current.phase).toBe('submitted')
    expect(reloaded.result.current.steps.map((step) => step.state)).toEqual([
      'confirmed',
      'confirmed',
    ])
  }, 30_000)

  it('shows a refused send in findings and error, and the wallet sends nothing', async () => {
    const { account, config } = await connectedWallet()
    const request = requestFor(account)
    const transfer = await buildOftTransfer(clientFor(server()), request)
    transfer.transactionData.populatedTransaction.to = localChain('ethereum').token
    const nonce = () =>
      createPublicClient({ transport: http(localChain('ethereum').rpcUrl) }).getTransactionCount({
        address: account,
      })
    const before = await nonce()
    const { result } = renderHook(
      () => useExecuteOftTransfer({ transfer, request, journal: createMemoryJournal() }),
      { wrapper: wrapperFor(config) },
    )
    await waitFor(() => expect(result.current.isReady).toBe(true))
    await waitFor(() => expect(result.current.findings).toBeDefined())
    expect(result.current.findings?.map((finding) => finding.rule)).toContain('oft-send-target')
    await act(async () => {
      await result.current.execute()
    })
    expect(result.current.phase).toBe('error')
    expect(result.current.error?.name).toBe('UnsafeStepError')
    expect(await nonce()).toBe(before)
    expect(result.current.delivery.state).toBe('idle')
  })

  it('does nothing before the send is built', async () => {
    const { config } = await connectedWallet()
    const { result } = renderHook(
      () => useExecuteOftTransfer({ transfer: undefined, request: undefined }),
      { wrapper: wrapperFor(config) },
    )
    expect(result.current.isReady).toBe(false)
    expect(result.current.steps).toEqual([])
    await act(async () => {
      expect(await result.current.execute()).toBeUndefined()
    })
    expect(result.current.phase).toBe('idle')
  })
})
