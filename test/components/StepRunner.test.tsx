// @vitest-environment jsdom

import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
} from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { type createConfig, WagmiProvider } from 'wagmi'
import { StepRunner } from '../../src/components/StepRunner/index.js'
import {
  createMemoryJournal,
  type EvmExecutor,
  type EvmTransactionStep,
  getQuotes,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  type SolanaExecutor,
  solanaChecks,
} from '../../src/exports/core.js'
import { createWagmiEvmExecutor, VtkitProvider } from '../../src/exports/index.js'
import { findRoute } from '../../src/exports/testing.js'
import { axeViolations } from '../helpers/axe.js'
import {
  localChain,
  localUsdcRequest,
  mintTo,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { solanaCapture, solanaFacts } from '../helpers/productionCaptures.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'

/** The steps StepRunner lists (not the lines of what they move). */
const stepsOf = (container: HTMLElement) =>
  within(within(container).getByRole('list', { name: 'Steps' })).getAllByRole('listitem')

const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
let accounts: Address[]
// This file's accounts (see test/chains/testAccounts.ts), one per `wallet()` call.
const ownAccounts = [36, 37, 38, 39, 125, 126]
let nextAccount = 0

beforeAll(async () => {
  accounts = (await createPublicClient({ transport: http(localChains[0]?.rpcUrl) }).request({
    method: 'eth_accounts' as never,
  })) as Address[]
})

async function wallet(features: { signTypedDataError?: boolean } = {}) {
  const account = accounts[ownAccounts[nextAccount++] as number] as Address
  return { account, config: await connectedMockWallet(localChains, account, features) }
}

function renderRunner(config: ReturnType<typeof createConfig>, ui: ReactNode) {
  return render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())}>{ui}</VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

async function quoteForNative(account: Address) {
  const request: QuoteRequest = {
    amount: String(10n ** 16n),
    srcChainKey: 'ethereum',
    srcTokenAddress: NATIVE_TOKEN_ADDRESS,
    srcWalletAddress: account,
    dstChainKey: 'optimism',
    dstTokenAddress: NATIVE_TOKEN_ADDRESS,
    dstWalletAddress: account,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no STARGATE_V2_TAXI quote')
  return { quote, request }
}

async function quoteFor(
  account: Address,
  routeType = 'STARGATE_V2_TAXI',
): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = localUsdcRequest(account, 3_000_000n)
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === routeType)
  if (!quote) throw new Error(`no ${routeType} quote`)
  return { quote, request }
}

const nonceOf = (account: Address) =>
  createPublicClient({ transport: http(localChain('ethereum').rpcUrl) }).getTransactionCount({
    address: account,
  })

/** 5 USDC from Solana to an EVM chain: a quote sent without steps (built at the start). */
async function solanaQuote() {
  const { source, destination } = findRoute(server().simulator.catalog, {
    srcChainKey: 'solana',
    symbol: 'USDC',
    dstChainType: 'EVM',
  })
  const request: QuoteRequest = {
    amount: '5000000',
    srcChainKey: 'solana',
    srcTokenAddress: source.token.address,
    srcWalletAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    dstChainKey: destination.token.chainKey,
    dstTokenAddress: destination.token.address,
    dstWalletAddress: accounts[0] as Address,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  return { quote: quotes[0] as Quote, request }
}

/** A Solana wallet the test never asks to sign: an app that shows Solana quotes has one. */
const unusedSolanaWallet: SolanaExecutor = {
  signTransaction: () => Promise.reject(new Error('not asked in this test')),
  sendTransaction: () => Promise.reject(new Error('not asked in this test')),
  confirm: () => Promise.reject(new Error('not asked in this test')),
  checks: solanaChecks,
}

describe('StepRunner', () => {
  it('runs the steps from one button, showing each state and hash', async () => {
    const { account, config } = await wallet()
    await mintTo('ethereum', localChain('ethereum').token, 3_000_000n, account)
    const { quote, request } = await quoteFor(account)
    renderRunner(
      config,
      <StepRunner quote={quote} request={request} journal={createMemoryJournal()} />,
    )
    const region = screen.getByRole('region', { name: 'Steps' })
    // An approval, then the transfer: the button says both.
    const start = await within(region).findByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    expect(stepsOf(region).map((item) => item.getAttribute('data-state'))).toEqual(['idle', 'idle'])
    expect(stepsOf(region)[0]?.textContent).toMatch(/^Approve 3 USDC for the transfer on Ethereum/)
    await userEvent.setup().click(start)
    expect(
      await within(region).findByRole(
        'button',
        { name: 'Transfer submitted' },
        // Two transactions mined on the local chain: longer than the default second under load.
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    const steps = stepsOf(region)
    expect(steps.map((item) => item.getAttribute('data-state'))).toEqual(['confirmed', 'confirmed'])
    for (const step of steps)
      expect(step.textContent).toMatch(/Confirmed0x[0-9a-f]{6}…[0-9a-f]{6}$/)
    expect(await axeViolations(region)).toEqual([])
  })

  it('shows a refusal in plain words and never offers to start', async () => {
    const { account, config } = await wallet()
    const { quote, request } = await quoteFor(account)
    const hostile = structuredClone(quote)
    ;(hostile.userSteps[0] as EvmTransactionStep).transaction.encoded.data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [localChain('ethereum').multicall, 3_000_000n],
    })
    const before = await nonceOf(account)
    renderRunner(
      config,
      <StepRunner quote={hostile} request={request} journal={createMemoryJournal()} />,
    )
    const alert = await screen.findByRole('alert')
    // In sentences, with the way forward; the "!" icon is hidden from screen readers.
    expect(alert.textContent).toMatch(
      /This transfer was stopped for your safetyStep 1 would let the multicall contract spend your tokens.*\.Nothing was sent\. Choose another route\.$/,
    )
    expect(alert.querySelector('[aria-hidden="true"]')?.textContent).toBe('!')
    expect(
      screen.getByRole('button', { name: 'Stopped for your safety' }).hasAttribute('disabled'),
    ).toBe(true)
    expect(await nonceOf(account)).toBe(before)
  })

  it('refuses an unlimited approval: it says why, and nothing can start', async () => {
    // Nothing is signed: the account other files' refusals use (89) will do.
    const account = accounts[89] as Address
    const config = await connectedMockWallet(localChains, account)
    await mintTo('ethereum', localChain('ethereum').token, 3_000_000n, account)
    const { quote, request } = await quoteFor(account)
    const unlimited = structuredClone(quote)
    ;(unlimited.userSteps[0] as EvmTransactionStep).transaction.encoded.data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [localChain('ethereum').delegate, maxUint256],
    })
    renderRunner(
      config,
      <StepRunner quote={unlimited} request={request} journal={createMemoryJournal()} />,
    )
    expect(await screen.findByText(/asks for an unlimited approval/)).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(
      screen.queryByRole('button', { name: /^(Approve and send|Review transfer)$/ }),
    ).toBeNull()
  })

  it('asks the user to confirm a warning before anything is signed: a fee the chain cannot be asked about', async () => {
    const { account, config } = await wallet()
    await mintTo('ethereum', localChain('ethereum').token, 3_000_000n, account)
    const { quote, request } = await quoteFor(account)
    // A wallet whose read path cannot answer: what the pool charges cannot be read.
    const evm = { ...createWagmiEvmExecutor(config), call: undefined }
    renderRunner(
      config,
      <StepRunner
        quote={quote}
        request={request}
        executors={{ evm }}
        journal={createMemoryJournal()}
      />,
    )
    expect(await screen.findByText(/could not check against what the bridge charges/)).toBeTruthy()
    // What is signed is shown, the unchecked fee said as such.
    expect(screen.getByRole('region', { name: 'What you sign' }).textContent).toMatch(
      /messaging fee.*not checked against the chain/,
    )
    // Unconfirmed warnings: the button leads to them instead of starting.
    const review = screen.getByRole('button', { name: 'Review transfer' })
    const user = userEvent.setup()
    await user.click(review)
    const confirm = screen.getByRole('checkbox', { name: 'I understand and want to continue' })
    expect(document.activeElement).toBe(confirm)
    expect(screen.queryByRole('button', { name: 'Transfer submitted' })).toBeNull()
    await user.click(confirm)
    const start = screen.getByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await user.click(start)
    expect(await screen.findByRole('button', { name: 'Transfer submitted' })).toBeTruthy()
  })

  it('turns a declined signature into "try again", keeping what was done', async () => {
    const { account, config } = await wallet({ signTypedDataError: true })
    await mintTo('ethereum', localChain('ethereum').token, 3_000_000n, account)
    const { quote, request } = await quoteFor(account, 'AORI_V1')
    renderRunner(
      config,
      <StepRunner quote={quote} request={request} journal={createMemoryJournal()} />,
    )
    const start = await screen.findByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await userEvent.setup().click(start)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You declined the request in your wallet. You can try again.',
    )
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false)
    expect(stepsOf(document.body).map((item) => item.getAttribute('data-state'))).toEqual([
      'confirmed',
      'idle',
    ])
  })

  it('says how to cancel while the wallet is asked: only the wallet can, and then the run can start again', async () => {
    const { account, config } = await wallet()
    const native = await quoteForNative(account)
    // A wallet whose prompt stays open until the user rejects it there.
    const wagmiExecutor = createWagmiEvmExecutor(config)
    let reject: ((error: Error) => void) | undefined
    const heldWallet: EvmExecutor = {
      ...wagmiExecutor,
      sendTransaction: () =>
        new Promise((_, fail) => {
          reject = fail
        }),
    }
    const before = await nonceOf(account)
    renderRunner(
      config,
      <StepRunner {...native} journal={createMemoryJournal()} executors={{ evm: heldWallet }} />,
    )
    const region = screen.getByRole('region', { name: 'Steps' })
    const start = await within(region).findByRole('button', { name: 'Start transfer' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await userEvent.setup().click(start)
    expect(
      await within(region).findByText('To cancel, reject the request in your wallet.'),
    ).toBeTruthy()
    const waiting = within(region).getByRole('button', { name: 'Confirm in your wallet…' })
    expect(waiting.hasAttribute('disabled')).toBe(true)
    // Said to a screen reader too: as the button's description, and as a status.
    expect(waiting.getAttribute('aria-describedby')).toBe(
      within(region).getByRole('status').getAttribute('id'),
    )
    expect(within(region).getByRole('status').textContent).toBe(
      'To cancel, reject the request in your wallet.',
    )
    expect(reject).toBeDefined()
    reject?.(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    expect(await within(region).findByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(within(region).queryByText('To cancel, reject the request in your wallet.')).toBeNull()
    expect(await nonceOf(account)).toBe(before)
  })

  it('says a Solana transfer’s steps are prepared at the start, for quotes sent without steps', async () => {
    const { config } = await wallet()
    const { quote, request } = await solanaQuote()
    expect(quote.userStepsPending).toBe(true)
    renderRunner(
      config,
      <StepRunner
        quote={quote}
        request={request}
        walletAddress={request.srcWalletAddress}
        journal={createMemoryJournal()}
        executors={{ solana: unusedSolanaWallet }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Steps' })
    expect(
      await within(region).findByText(
        'Your transaction on Solana is prepared when you start, right before you sign it.',
      ),
    ).toBeTruthy()
    expect(stepsOf(region)).toHaveLength(1)
    expect(await axeViolations(region)).toEqual([])
  })

  it('says "Preparing" while a step is built, and "Confirm in your wallet" only once the wallet is asked', async () => {
    // Nothing is signed on an EVM chain here: the account other files' refusals use (89) will do.
    const config = await connectedMockWallet(localChains, accounts[89] as Address)
    const { quote, request } = await solanaQuote()
    server().simulator.faults.inject({
      path: '/build-user-steps',
      fault: { type: 'latency', ms: 1_000 },
    })
    let asked = 0
    const heldWallet: SolanaExecutor = {
      ...unusedSolanaWallet,
      signTransaction: () => {
        asked++
        return new Promise(() => {})
      },
    }
    renderRunner(
      config,
      <StepRunner
        quote={quote}
        request={request}
        walletAddress={request.srcWalletAddress}
        journal={createMemoryJournal()}
        executors={{ solana: heldWallet }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Steps' })
    const start = await within(region).findByRole('button', { name: 'Start transfer' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    await userEvent.setup().click(start)
    const preparing = await within(region).findByRole('button', {
      name: 'Preparing your transfer…',
    })
    expect(preparing.hasAttribute('disabled')).toBe(true)
    expect(within(region).queryByText('To cancel, reject the request in your wallet.')).toBeNull()
    expect(asked).toBe(0)
    expect(
      await within(region).findByRole(
        'button',
        { name: 'Confirm in your wallet…' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy()
    expect(asked).toBe(1)
  })

  it('says what a Solana step pays to open the route account’s token account: its rent', async () => {
    // Nothing is signed on an EVM chain here: the account other files' refusals use (89) will do.
    const config = await connectedMockWallet(localChains, accounts[89] as Address)
    // Production's Solana step (public-facts.md): it opens the route account's token account.
    const { quote, request } = solanaCapture()
    renderRunner(
      config,
      <StepRunner
        quote={quote}
        request={request}
        walletAddress={solanaFacts.wallet}
        journal={createMemoryJournal()}
        executors={{ solana: unusedSolanaWallet }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Steps' })
    const [step] = stepsOf(region)
    expect(step?.textContent).toContain(
      'Includes up to 0.00203928 SOL to open the route’s token account, if it is not open yet',
    )
    expect(await axeViolations(region)).toEqual([])
  })

  it('says a transaction not mined in time is pending, and "Keep waiting" waits for the same hash', async () => {
    // Account 112 (test/chains/testAccounts.ts).
    const account = getAddress(accounts[112] as Address)
    const config = await connectedMockWallet(localChains, account)
    const native = await quoteForNative(account)
    // The wallet's transaction reaches the chain, but its first wait sees no block in time (a
    // congested network): the engine's bound ends the wait, never a second send.
    const wagmiExecutor = createWagmiEvmExecutor(config)
    let slowWaits = 1
    const slowChain: EvmExecutor = {
      ...wagmiExecutor,
      waitForReceipt: (chainId, hash, options) =>
        slowWaits-- > 0
          ? new Promise((_, reject) =>
              options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
            )
          : wagmiExecutor.waitForReceipt(chainId, hash, options),
    }
    const before = await nonceOf(account)
    renderRunner(
      config,
      <StepRunner
        {...native}
        journal={createMemoryJournal()}
        executors={{ evm: slowChain }}
        receiptTimeoutMs={300}
      />,
    )
    const region = screen.getByRole('region', { name: 'Steps' })
    const start = await within(region).findByRole('button', { name: 'Start transfer' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false))
    const user = userEvent.setup()
    await user.click(start)
    const keepWaiting = await within(region).findByRole('button', { name: 'Keep waiting' })
    expect(within(region).getByRole('alert').textContent).toBe(
      'Not confirmed yet. Check your wallet: speed it up or cancel it there. It will not be sent twice.',
    )
    await user.click(keepWaiting)
    expect(await within(region).findByRole('button', { name: 'Transfer submitted' })).toBeTruthy()
    expect(await nonceOf(account)).toBe(before + 1)
  })
})

describe('StepRunner’s confirmation of warnings', () => {
  const benign = {
    rule: 'step-on-other-chain',
    stepIndex: 0,
    severity: 'warn' as const,
    message: 'step 1 runs on Arbitrum, not on the source chain',
  }
  const hostile = {
    rule: 'bridge-contract-unverified',
    stepIndex: 1,
    severity: 'warn' as const,
    message: 'step 2 bridges your tokens through 0x000000000000000000000000000000000000dEaD',
  }
  /** StepRunner over an execution whose warnings the test sets, recording what it is asked to run. */
  function runnerOver(calls: unknown[]) {
    const queryClient = createTestQueryClient()
    const execution = (findings: (typeof benign)[]) =>
      ({
        execute: async (options: unknown) => {
          calls.push(options)
          return undefined
        },
        steps: [],
        phase: 'idle',
        error: null,
        isReady: true,
        isRunning: false,
        findings,
      }) as unknown as Parameters<typeof StepRunner.Root>[0]['execution']
    return (id: string, findings: (typeof benign)[]) => (
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={clientFor(server())}>
          <StepRunner.Root
            execution={execution(findings)}
            quote={{ id, userSteps: [], routeSteps: [], fees: [] } as unknown as Quote}
          >
            <StepRunner.Findings />
            <StepRunner.Action />
          </StepRunner.Root>
        </VtkitProvider>
      </QueryClientProvider>
    )
  }

  it('asks again when a new quote brings other warnings, and tells the engine only those confirmed', async () => {
    const calls: unknown[] = []
    const ui = runnerOver(calls)
    const { rerender } = render(ui('0x01', [benign]))
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'I understand and want to continue' }))
    // The quote is replaced (its expiry, another route): its own warning is not confirmed.
    rerender(ui('0x02', [hostile]))
    const tick = screen.getByRole('checkbox', { name: 'I understand and want to continue' })
    expect((tick as HTMLInputElement).checked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Review transfer' }))
    expect(calls).toEqual([])
    await user.click(tick)
    await user.click(screen.getByRole('button', { name: /^(Approve and send|Start transfer)$/ }))
    expect(calls).toEqual([{ confirmedWarnings: [hostile] }])
  })
})
