import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
} from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  createMemoryJournal,
  type EvmTransactionStep,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  getStatus,
  type Metadata,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  quoteExpiryTime,
  type RouteType,
  type StepEvent,
  type TransferJournal,
  UnsafeStepError,
} from '../../src/exports/core.js'
import { approveData } from '../../src/testing/evmCalls.js'
import {
  clientsFor,
  localChain,
  mintTo,
  tokenAbi,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'

// Quotes state expiresAt (in epoch ms, one of production's forms) so that expiry can be tested.
const server = withChainSimulator({ expiresAt: 'epochMs' })
const { chains: localChains } = inject('localChains')
let chains: Chain[]
let metadata: Metadata
let accounts: Address[]
let nextAccount = 2

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  accounts = await createWalletClient({ transport: http(localChains[0]?.rpcUrl) }).getAddresses()
})

/** A fresh funded account per test: allowances and balances never leak between tests. */
async function freshWallet(startOn = 'ethereum') {
  // Accounts 0 and 1 are the operator and the shared user of other files.
  const account = accounts[nextAccount++]
  if (!account)
    throw new Error(
      'out of local accounts: raise TEST_ACCOUNT_COUNT in test/chains/testAccounts.ts',
    )
  const wallet = createTestWallet({
    chains: localChains,
    account,
    chainId: localChain(startOn).chainId,
  })
  return { account, wallet }
}

async function quoteFor(
  account: Address,
  routeType: RouteType,
  token: 'USDC' | 'USDT' | 'native',
  amount: bigint,
) {
  const source = localChain('ethereum')
  const destination = localChain('optimism')
  const address = (chain: typeof source) =>
    token === 'native'
      ? NATIVE_TOKEN_ADDRESS
      : token === 'USDC'
        ? chain.token
        : chain.zeroResetToken
  const request: QuoteRequest = {
    amount: String(amount),
    srcChainKey: 'ethereum',
    srcTokenAddress: address(source),
    srcWalletAddress: account,
    dstChainKey: 'optimism',
    dstTokenAddress: address(destination),
    dstWalletAddress: account,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === routeType)
  if (!quote) throw new Error(`no ${routeType} quote`)
  return { quote, request }
}

function run(
  quote: Quote,
  request: QuoteRequest,
  wallet: ReturnType<typeof createTestWallet>,
  extra: Partial<Parameters<typeof executeSteps>[0]> = {},
) {
  const events: StepEvent['type'][] = []
  const promise = executeSteps({
    client: clientFor(server()),
    quote,
    request,
    walletAddress: request.srcWalletAddress,
    metadata,
    chains,
    executors: { evm: wallet.executor },
    onEvent: (event) => {
      if (event.type !== 'record') events.push(event.type)
    },
    ...extra,
  })
  return { promise, events }
}

const balanceOf = (token: Address, owner: Address) =>
  clientsFor('ethereum').publicClient.readContract({
    address: token,
    abi: tokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

const prompts = (wallet: ReturnType<typeof createTestWallet>) =>
  wallet.prompts.map((prompt) => prompt.method)

describe('executeSteps on local chains', () => {
  it('ERC20: approve then bridge, in order, each confirmed; the source hash is ready for status', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 50_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 20_000_000n)
    const journal = createMemoryJournal()
    const { promise, events } = run(quote, request, wallet, { journal })
    const result = await promise
    expect(events).toEqual([
      'stepStart',
      'stepSubmitted',
      'stepConfirmed',
      'stepStart',
      'stepSubmitted',
      'stepConfirmed',
      'complete',
    ])
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(result.phase).toBe('submitted')
    expect(result.srcTxHash).toBe(result.steps[1]?.hash)
    expect(prompts(wallet)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(30_000_000n)
    expect(journal.get(quote.id)).toEqual(result)
    const status = await getStatus(clientFor(server()), {
      quoteId: quote.id,
      txHash: result.srcTxHash,
    })
    expect(status.status).toBe('SUCCEEDED')
    expect(status.executionHistory[0]?.transaction?.hash).toBe(result.srcTxHash)
  })

  it('switches the wallet to the step’s chain first, and says so when the wallet refuses', async () => {
    const { account, wallet } = await freshWallet('optimism')
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 10_000_000n)
    wallet.refuseChainSwitch()
    await expect(run(quote, request, wallet).promise).rejects.toMatchObject({
      name: 'SwitchChainError',
      chainId: 31337,
    })
    expect(prompts(wallet)).toEqual(['wallet_switchEthereumChain'])
    wallet.refuseChainSwitch(false)
    await run(quote, request, wallet).promise
    expect(prompts(wallet)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_switchEthereumChain',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(wallet.chainId).toBe(31337)
  })

  it('skips an approve whose allowance is already on chain: no gas, no signature', async () => {
    const { account, wallet } = await freshWallet()
    const ethereum = localChain('ethereum')
    await mintTo('ethereum', ethereum.token, 10_000_000n, account)
    const { walletClient, publicClient } = clientsFor('ethereum', account)
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: ethereum.token,
        abi: tokenAbi,
        functionName: 'approve',
        args: [ethereum.delegate, maxUint256],
      }),
    })
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 10_000_000n)
    const { promise, events } = run(quote, request, wallet)
    const result = await promise
    expect(result.steps.map((step) => [step.state, step.skipped])).toEqual([
      ['skipped', 'already-approved'],
      ['confirmed', undefined],
    ])
    expect(events.slice(0, 2)).toEqual(['stepStart', 'stepSkipped'])
    expect(prompts(wallet)).toEqual(['eth_sendTransaction'])
  })

  it('resets a USDT-style allowance to zero before approving again', async () => {
    const { account, wallet } = await freshWallet()
    const ethereum = localChain('ethereum')
    await mintTo('ethereum', ethereum.zeroResetToken, 10_000_000n, account)
    const { walletClient, publicClient } = clientsFor('ethereum', account)
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: ethereum.zeroResetToken,
        abi: tokenAbi,
        functionName: 'approve',
        args: [ethereum.delegate, 5n],
      }),
    })
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDT', 10_000_000n)
    const { promise, events } = run(quote, request, wallet)
    const result = await promise
    expect(events).toContain('allowanceReset')
    expect(result.steps[0]?.resetHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(prompts(wallet)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(await balanceOf(ethereum.zeroResetToken, account)).toBe(0n)
  })

  it('native coin: one bridge step with value', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'native', 10n ** 16n)
    const result = await run(quote, request, wallet).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed'])
    expect(prompts(wallet)).toEqual(['eth_sendTransaction'])
  })

  it('intent: approve, then the EIP-712 signature, which the service accepts', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'AORI_V1', 'USDC', 10_000_000n)
    const result = await run(quote, request, wallet).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(result.steps[1]?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(prompts(wallet)).toEqual(['eth_sendTransaction', 'eth_signTypedData_v4'])
    const submitted = server().simulator.requests.find((item) => item.path === '/submit-signature')
    expect(JSON.parse(submitted?.body ?? '{}')).toEqual({
      quoteId: quote.id,
      signatures: [result.steps[1]?.signature],
    })
    // The solver fills on the source chain with the approval: the user's tokens really go.
    const status = await getStatus(clientFor(server()), { quoteId: quote.id })
    expect(status.status).toBe('SUCCEEDED')
    const fill = await createPublicClient({
      transport: http(localChain('ethereum').rpcUrl),
    }).getTransactionReceipt({ hash: status.executionHistory[0]?.transaction?.hash as Hex })
    expect(fill.status).toBe('success')
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(0n)
  })

  it('intent: without the approval the solver cannot fill, and the transfer FAILS', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'AORI_V1', 'USDC', 10_000_000n)
    const signatureOnly = { ...quote, userSteps: quote.userSteps.slice(1) }
    await run(signatureOnly, request, wallet).promise
    expect(prompts(wallet)).toEqual(['eth_signTypedData_v4'])
    const status = await getStatus(clientFor(server()), { quoteId: quote.id })
    expect(status.status).toBe('FAILED')
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(10_000_000n)
  })

  it('refuses a hostile quote before the wallet sees anything', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 1_000_000n)
    const hostile = structuredClone(quote)
    ;(hostile.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
      localChain('ethereum').multicall,
      1_000_000n,
    )
    await expect(run(hostile, request, wallet).promise).rejects.toMatchObject({
      name: 'UnsafeStepError',
      rule: 'approve-spender-is-multicall',
    })
    expect(wallet.prompts).toEqual([])
  })

  it('never executes an expired quote', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 1_000_000n)
    const later = () => (quoteExpiryTime(quote) ?? Number.NaN) + 1
    await expect(run(quote, request, wallet, { now: later }).promise).rejects.toMatchObject({
      name: 'QuoteExpiredError',
      quoteId: quote.id,
    })
    expect(wallet.prompts).toEqual([])
  })

  it('keeps the transfer when the user declines, and the retry sends each transaction once', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 10_000_000n)
    const journal = createMemoryJournal()
    wallet.decline('eth_sendTransaction')
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'UserRejectedError',
      stepIndex: 0,
    })
    expect(journal.get(quote.id)?.steps.map((step) => step.state)).toEqual(['idle', 'idle'])
    const result = await run(quote, request, wallet, { journal }).promise
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(prompts(wallet)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(await balanceOf(localChain('ethereum').token, account)).toBe(0n)
  })

  it('fails clearly on revert: the step is failed, with its hash', async () => {
    const { account, wallet } = await freshWallet()
    // No tokens minted: the bridge's transferFrom reverts ("balance too low").
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 7_000_000n)
    const failure = await run(quote, request, wallet).promise.catch((error: unknown) => error)
    expect(failure).toMatchObject({
      name: 'TransactionRevertedError',
      stepIndex: 1,
      hash: expect.stringMatching(/^0x/),
    })
    expect((failure as Error & { shortMessage: string }).shortMessage).toBe(
      'The transaction failed on chain (reverted). No funds moved in this step.',
    )
  })

  it('sends one transaction per step when asked twice at once (double click)', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'native', 10n ** 15n)
    const first = run(quote, request, wallet).promise
    const second = run(quote, request, wallet).promise
    expect(second).toBe(first)
    await Promise.all([first, second])
    expect(prompts(wallet)).toEqual(['eth_sendTransaction'])
  })

  it('resumes after a reload without re-sending a step that has a hash', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 10_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 10_000_000n)
    // What storage held when the page closed: the bridge sent (hash recorded), not yet confirmed.
    let atReload: TransferJournal | undefined
    const journal = createMemoryJournal()
    const first = await run(quote, request, wallet, {
      journal,
      onEvent: (event) => {
        if (event.type === 'stepSubmitted' && event.stepIndex === 1) {
          atReload = createMemoryJournal()
          atReload.put(journal.get(quote.id) ?? (undefined as never))
        }
      },
    }).promise
    const stored = atReload?.get(quote.id)
    expect(stored?.steps.map((step) => step.state)).toEqual(['confirmed', 'submitted'])
    const promptsBefore = wallet.prompts.length
    const resumed = await run(quote, request, wallet, { journal: atReload }).promise
    expect(wallet.prompts.length).toBe(promptsBefore)
    expect(resumed.srcTxHash).toBe(first.srcTxHash)
    expect(resumed.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
  })

  it('shows an interrupted step as "check your wallet" instead of re-sending it blindly', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'native', 10n ** 15n)
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
      steps: [{ state: 'awaitingWallet', updatedAt: time }],
    })
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'StepInterruptedError',
      stepIndex: 0,
    })
    expect(wallet.prompts).toEqual([])
    const result = await run(quote, request, wallet, { journal, retryInterrupted: true }).promise
    expect(result.steps[0]?.state).toBe('confirmed')
  })

  it('stops before the next step when the quote expires mid-flow', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 3_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 3_000_000n)
    const expiry = quoteExpiryTime(quote) ?? Number.NaN
    let time = expiry - 5_000
    const journal = createMemoryJournal()
    const failure = await run(quote, request, wallet, {
      journal,
      now: () => time,
      onEvent: (event) => {
        // The approve confirms, then the clock passes expiresAt before the bridge.
        if (event.type === 'stepConfirmed' && event.stepIndex === 0) time = expiry + 1
      },
    }).promise.catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'QuoteExpiredError', quoteId: quote.id })
    expect(prompts(wallet)).toEqual(['eth_sendTransaction'])
    expect(journal.get(quote.id)?.steps.map((step) => step.state)).toEqual(['confirmed', 'idle'])
  })

  it('reports a chain type nobody can sign for, before anything is signed', async () => {
    const request = bodyOf(quoteRequestFor({ srcChainType: 'STARKNET', dstChainKey: 'base' }))
    const { quotes } = await getQuotes(clientFor(server()), request)
    const { wallet } = await freshWallet()
    const failure = await run(quotes[0] as Quote, request, wallet).promise.catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ name: 'UnsupportedChainError', chainType: 'STARKNET' })
    expect((failure as Error & { shortMessage: string }).shortMessage).toBe(
      'This app cannot sign STARKNET transactions.',
    )
    expect(wallet.prompts).toEqual([])
  })
})

describe('every refusal rule reaches no wallet', () => {
  const hostile: [string, (quote: Quote, request: QuoteRequest) => void][] = [
    [
      'approve to the multicall',
      (quote) => {
        const step = quote.userSteps[0] as EvmTransactionStep
        step.transaction.encoded.data = approveData(
          localChain('ethereum').multicall,
          BigInt(quote.srcAmount),
        )
      },
    ],
    [
      'approve to another spender',
      (quote) => {
        ;(quote.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
          '0x000000000000000000000000000000000000bEEF',
          BigInt(quote.srcAmount),
        )
      },
    ],
    [
      'approve on another token',
      (quote) => {
        ;(quote.userSteps[0] as EvmTransactionStep).transaction.encoded.to =
          localChain('ethereum').zeroResetToken
      },
    ],
    [
      'bridge to a foreign contract',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.to =
          localChain('ethereum').token
      },
    ],
    [
      'a wrong chain id',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.chainId = 31338
      },
    ],
    [
      'an unlisted chain',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).chainKey = 'atlantis'
      },
    ],
    [
      'another signer',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).signerAddress =
          '0x000000000000000000000000000000000000bEEF'
      },
    ],
    [
      'a value above amount plus fees',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.value =
          '1000000000000000000'
      },
    ],
    [
      'an unknown step type',
      (quote) => {
        quote.userSteps[1] = { type: 'PERMIT2', chainKey: 'ethereum', unknown: true } as never
      },
    ],
    [
      'a gas limit of 10^30',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.gasLimit =
          `1${'0'.repeat(30)}`
      },
    ],
    [
      'bytes after the end of the batch',
      (quote) => {
        ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.data += '00'
      },
    ],
    [
      'an unconfirmed unlimited approval',
      (quote) => {
        ;(quote.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
          localChain('ethereum').delegate,
          maxUint256,
        )
      },
    ],
  ]

  it.each(hostile)('%s: UnsafeStepError, zero wallet requests', async (_label, mutate) => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 1_000_000n)
    const copy = structuredClone(quote)
    mutate(copy, request)
    await expect(run(copy, request, wallet).promise).rejects.toMatchObject({
      name: 'UnsafeStepError',
    })
    expect(wallet.prompts).toEqual([])
  })

  it('a /chains that moves the source chain to another chain id, the steps with it: refused by the app’s pins and by its wallet’s chains', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 1_000_000n)
    // "ethereum" said to be the other local chain (as a hostile /chains might say Base is chain
    // 1), every step moved there: the pinned ethereum contracts would be called on optimism.
    const moved = localChain('optimism').chainId
    const hostileChains = chains.map((chain) =>
      chain.chainKey === 'ethereum' ? { ...chain, chainId: moved } : chain,
    )
    for (const step of quote.userSteps as EvmTransactionStep[])
      step.transaction.encoded.chainId = moved
    const pinsWithoutIds = Object.fromEntries(
      Object.entries(clientFor(server()).trustedDeployments ?? {}).map(
        ([key, { chainId: _id, ...pins }]) => [key, pins],
      ),
    )
    for (const extra of [
      {},
      {
        client: clientFor(server(), { trustedDeployments: pinsWithoutIds }),
        appChains: localChains.map((chain) => ({
          id: chain.chainId,
          name: chain.chainKey === 'ethereum' ? 'Ethereum' : 'OP Mainnet',
        })),
      },
    ]) {
      const failure = await run(quote, request, wallet, {
        chains: hostileChains,
        ...extra,
      }).promise.catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UnsafeStepError)
      expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(
        'chain-id-conflict',
      )
    }
    expect(wallet.prompts).toEqual([])
  })
})

describe('status from the chains themselves', () => {
  it('reports SENT once the source event is mined and DELIVERED once the tokens reach the recipient', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 4_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 4_000_000n)
    const optimism = clientsFor('optimism')
    const balance = () =>
      optimism.publicClient.readContract({
        address: localChain('optimism').token,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [account],
      })
    const before = await balance()
    const result = await run(quote, request, wallet).promise
    const status = await getStatus(clientFor(server()), {
      quoteId: quote.id,
      txHash: result.srcTxHash,
    })
    expect(status.status).toBe('SUCCEEDED')
    expect(status.executionHistory.map((item) => [item.event, item.transaction?.chainKey])).toEqual(
      [
        ['SENT', 'ethereum'],
        ['DELIVERED', 'optimism'],
      ],
    )
    const delivery = await optimism.publicClient.getTransactionReceipt({
      hash: status.executionHistory[1]?.transaction?.hash as `0x${string}`,
    })
    expect(delivery.status).toBe('success')
    expect((await balance()) - before).toBe(BigInt(quote.dstAmount))
    // Asking again neither delivers twice nor changes the answer.
    expect(await getStatus(clientFor(server()), { quoteId: quote.id })).toEqual(status)
    expect((await balance()) - before).toBe(BigInt(quote.dstAmount))
  })

  it('stays PENDING for a source transaction that reverted', async () => {
    const { account, wallet } = await freshWallet()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 2_000_000n)
    const failure = (await run(quote, request, wallet).promise.catch(
      (error: unknown) => error,
    )) as { hash: string }
    const status = await getStatus(clientFor(server()), { quoteId: quote.id, txHash: failure.hash })
    expect(status.status).toBe('PENDING')
  })
})

describe('a transaction broadcast whose answer is lost', () => {
  it('is never sent twice: the step stays unknown and the next run asks the user to check the wallet', async () => {
    const { account, wallet } = await freshWallet()
    await mintTo('ethereum', localChain('ethereum').token, 6_000_000n, account)
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 'USDC', 3_000_000n)
    const journal = createMemoryJournal()
    wallet.dropAfterBroadcast()
    const before = await clientsFor('ethereum').publicClient.getTransactionCount({
      address: account,
    })
    // Said at once, in the wallet's terms (not "something went wrong"): check it before going on.
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'StepInterruptedError',
      reason: 'noAnswer',
      stepIndex: 0,
    })
    expect(journal.get(quote.id)?.steps[0]?.state).toBe('awaitingWallet')
    await expect(run(quote, request, wallet, { journal }).promise).rejects.toMatchObject({
      name: 'StepInterruptedError',
      stepIndex: 0,
    })
    // The approve reached the chain exactly once.
    expect(
      (await clientsFor('ethereum').publicClient.getTransactionCount({ address: account })) -
        before,
    ).toBe(1)
  })
})
