// Issue #39, the classes of hostile answer that reached the wallet with no finding while the
// checks read each call's shape but added up nothing. Each is served over HTTP by the simulator,
// read by the kit, and run through the engine on the local chains with the test wallet, which
// records every request: none may reach it. The honest quote of the same route, checked the same
// way, runs to the end. (Solana's classes: solana.test.ts; a lying wallet's batch:
// atomicBatch.test.ts; the production captures: test/core/productionCaptures.test.ts.)
import { type Address, decodeFunctionData, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  type ContractRegistry,
  createContractRegistry,
  type EvmTransactionStep,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  getTokens,
  type Metadata,
  type Quote,
  type QuoteRequest,
  type Token,
  UnsafeStepError,
} from '../../src/exports/core.js'
import {
  localChain,
  localUsdcRequest,
  mintTo,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'

const server = withChainSimulator()
// 157 signs nothing (every hostile class), 158-164 run the honest controls.
const refusals = accountRange(157, 157)
const nextAccount = accountRange(158, 164)
let refusing: Address
const { chains: localChains } = inject('localChains')
let chains: Chain[]
let metadata: Metadata
let catalogue: Token[]

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  catalogue = await getTokens(clientFor(server()))
  refusing = await refusals()
})

const batchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function delegateTransferFrom(address token, address from, address to, uint256 amount)',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  'function sweep(address[] tokens, address to)',
  'function approve(address spender, uint256 amount)',
  'function transfer(address to, uint256 amount)',
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
])

type Call = { target: Address; value: bigint; data: Hex }

/** The bridge step's batch, read with viem from the published ABI (not with the kit's reader). */
function batchOf(quote: Quote): { step: EvmTransactionStep; calls: Call[]; quoteId: Hex } {
  const step = quote.userSteps.at(-1) as EvmTransactionStep
  const { args } = decodeFunctionData({ abi: batchAbi, data: step.transaction.encoded.data as Hex })
  const [calls, quoteId] = args as unknown as [readonly Call[], Hex]
  return { step, calls: calls.map((call) => ({ ...call })), quoteId }
}

function rewrite(quote: Quote, change: (calls: Call[]) => Call[]): void {
  const { step, calls, quoteId } = batchOf(quote)
  const next = change(calls)
  step.transaction.encoded.data = encodeFunctionData({
    abi: batchAbi,
    functionName: 'execute',
    args: [next, quoteId],
  })
  step.transaction.encoded.value = String(next.reduce((sum, call) => sum + call.value, 0n))
}

const argsOf = (call: Call) => decodeFunctionData({ abi: batchAbi, data: call.data }).args

async function quoteFor(account: Address, route: 'STARGATE_V2_TAXI' | 'CCTP_V2', amount: bigint) {
  await mintTo('ethereum', localChain('ethereum').token, amount, account)
  const request = localUsdcRequest(account, amount)
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === route)
  if (!quote) throw new Error(`no ${route} quote`)
  return { quote: structuredClone(quote), request }
}

/** The service answers /quotes with the hostile quote once: the kit reads it over HTTP. */
async function served(quote: Quote, request: QuoteRequest): Promise<Quote> {
  server().simulator.faults.inject({
    path: '/quotes',
    times: 1,
    fault: {
      type: 'body',
      body: JSON.stringify({ quotes: [quote], rejectedQuotes: [], tokens: [] }),
    },
  })
  const { quotes } = await getQuotes(clientFor(server()), request)
  return quotes[0] as Quote
}

/**
 * What vtkit would know of production if the local chains were production's: Stargate's pools and
 * Circle's messenger (and its fee receiver), and, with `serviceContracts`, the service's own
 * multicall and delegate. As the registry knows Stargate's pool on BNB Chain but not the
 * service's multicall there.
 */
function localRegistry(serviceContracts: boolean, feeReceiver?: Address): ContractRegistry {
  const [ethereum, optimism] = [localChain('ethereum'), localChain('optimism')]
  return createContractRegistry({
    stargate: [ethereum, optimism].flatMap((chain) => [
      [chain.chainId, chain.pools.token.toLowerCase(), chain.token.toLowerCase(), 'USDC', 1, 0],
      [chain.chainId, chain.pools.native.toLowerCase(), '', 'ETH', 1, 0],
    ]),
    endpoints: [],
    cctp: {
      tokenMessengerV2: ethereum.tokenMessenger.toLowerCase(),
      messageTransmitterV2: `0x${'0'.repeat(39)}1`,
      domains: [
        [ethereum.chainId, 0, ethereum.token.toLowerCase(), 'A'],
        [optimism.chainId, 2, optimism.token.toLowerCase(), 'A'],
      ],
      tokenMessengersV1: [],
      feeReceiver: (feeReceiver ?? `0x${'fe'.repeat(20)}`).toLowerCase(),
      feeReceiverConfidence: 'I',
      source: 0,
    },
    aori: { name: 'Aori', version: '0.3.1', contracts: [], source: 0 },
    valueTransfer: {
      rows: serviceContracts
        ? [ethereum, optimism].map((chain) => [
            chain.chainId,
            chain.multicall.toLowerCase(),
            chain.delegate.toLowerCase(),
            'L',
          ])
        : [],
      derived: [],
      solanaRouteAccounts: [],
      source: 0,
    },
    endpointSource: 0,
  })
}

/**
 * Runs the quote through the engine as an app set up as docs/execution.md tells a production app
 * (no pins, the registry, the catalogue's prices, the host's chains), with the test wallet.
 */
async function attempt(
  quote: Quote,
  request: QuoteRequest,
  extra: Partial<Parameters<typeof executeSteps>[0]> & { atomicBatch?: boolean } = {},
) {
  const wallet = createTestWallet({
    chains: localChains,
    account: request.srcWalletAddress as Address,
    chainId: localChain('ethereum').chainId,
    atomicBatch: extra.atomicBatch ?? false,
  })
  const outcome = await executeSteps({
    client: clientFor(server(), { trustedDeployments: undefined }),
    quote,
    request,
    walletAddress: request.srcWalletAddress,
    metadata,
    chains,
    prices: catalogue,
    appChains: localChains.map((chain) => ({ id: chain.chainId, name: chain.chainKey })),
    registry: localRegistry(true),
    executors: { evm: wallet.executor },
    locks: null,
    ...extra,
  }).catch((error: unknown) => error)
  return { outcome, prompts: wallet.prompts.map((prompt) => prompt.method) }
}

const rulesOf = (outcome: unknown) =>
  outcome instanceof UnsafeStepError ? outcome.findings.map((finding) => finding.rule) : []

describe('1. a known bridge does not vouch for an unknown multicall and delegate', () => {
  it.each([
    ['one transaction per step', false],
    ['one wallet_sendCalls', true],
  ])(
    "the approval to the attacker's delegate and the call to its multicall reach no wallet (%s)",
    async (_label, atomicBatch) => {
      const account = refusing
      const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 10_000_000n)
      const ethereum = localChain('ethereum')
      // Contracts with code on the chain that vtkit knows nothing of: the attacker's.
      const attacker = { multicall: ethereum.intent, delegate: ethereum.batchCallsAccount }
      const swap = (text: string) =>
        text
          .replaceAll(
            ethereum.multicall.slice(2).toLowerCase(),
            attacker.multicall.slice(2).toLowerCase(),
          )
          .replaceAll(
            ethereum.delegate.slice(2).toLowerCase(),
            attacker.delegate.slice(2).toLowerCase(),
          )
      for (const step of quote.userSteps as EvmTransactionStep[]) {
        step.transaction.encoded.data = swap(step.transaction.encoded.data.toLowerCase())
        if (step.transaction.encoded.to.toLowerCase() === ethereum.multicall.toLowerCase())
          step.transaction.encoded.to = attacker.multicall
      }
      const hostileMetadata = structuredClone(metadata)
      hostileMetadata.ethereum = {
        deployments: {
          multicall: { address: attacker.multicall },
          transferDelegate: { address: attacker.delegate },
        },
      }
      const { outcome, prompts } = await attempt(await served(quote, request), request, {
        metadata: hostileMetadata,
        // The registry knows the pool the batch bridges through, and no service contract there.
        registry: localRegistry(false),
        atomicBatch,
      })
      expect(rulesOf(outcome)).toContain('deployments-unknown')
      expect(rulesOf(outcome)).not.toContain('bridge-contract-unverified')
      expect(prompts).toEqual([])
    },
  )

  it('the honest quote runs to the end where the registry knows the service’s contracts', async () => {
    const account = await nextAccount()
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 10_000_000n)
    const { outcome, prompts } = await attempt(await served(quote, request), request)
    expect(outcome).toMatchObject({ phase: 'submitted' })
    expect(prompts).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  })
})

describe('2. a batch that pulls more than it bridges', () => {
  it.each([
    ['bridges 0.01 of 10 USDC', 'STARGATE_V2_TAXI', 10_000n],
    ['bridges 1 of 10 USDC', 'STARGATE_V2_TAXI', 1_000_000n],
    ['burns 0.01 of 10 USDC (CCTP)', 'CCTP_V2', 10_000n],
  ] as const)(
    '%s, no sweep, every quote figure unchanged: refused, the wallet asked nothing',
    async (_label, route, bridged) => {
      const account = refusing
      const { quote, request } = await quoteFor(account, route, 10_000_000n)
      rewrite(quote, (calls) =>
        calls.flatMap((call) => {
          const args = argsOf(call) as unknown as unknown[]
          const name = decodeFunctionData({ abi: batchAbi, data: call.data }).functionName
          if (name === 'sweep') return []
          if (name === 'approve')
            return [
              {
                ...call,
                data: encodeFunctionData({
                  abi: batchAbi,
                  functionName: 'approve',
                  args: [args[0] as Address, bridged],
                }),
              },
            ]
          if (name === 'send') {
            const [param, fee, refund] = args as [
              { amountLD: bigint; minAmountLD: bigint },
              never,
              Address,
            ]
            return [
              {
                ...call,
                data: encodeFunctionData({
                  abi: batchAbi,
                  functionName: 'send',
                  args: [
                    { ...param, amountLD: bridged, minAmountLD: (bridged * 99n) / 100n } as never,
                    fee,
                    refund,
                  ],
                }),
              },
            ]
          }
          if (name === 'depositForBurn') {
            const [, domain, recipient, token, caller, maxFee, finality] = args as [
              bigint,
              number,
              Hex,
              Address,
              Hex,
              bigint,
              number,
            ]
            return [
              {
                ...call,
                data: encodeFunctionData({
                  abi: batchAbi,
                  functionName: 'depositForBurn',
                  args: [
                    bridged,
                    domain,
                    recipient,
                    token,
                    caller,
                    maxFee > bridged ? 0n : maxFee,
                    finality,
                  ],
                }),
              },
            ]
          }
          return [call]
        }),
      )
      const { outcome, prompts } = await attempt(await served(quote, request), request)
      // What is pulled and not bridged stays in the multicall; what arrives is below the quote's.
      expect(rulesOf(outcome)).toEqual(
        expect.arrayContaining(['ledger-unaccounted', 'ledger-minimum-out']),
      )
      expect(prompts).toEqual([])
    },
  )

  it('the same pull swept back is no loss: the ledger says what comes back, the minimum still refuses', async () => {
    const account = refusing
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 10_000_000n)
    rewrite(quote, (calls) =>
      calls.map((call) => {
        if (decodeFunctionData({ abi: batchAbi, data: call.data }).functionName !== 'send')
          return call
        const [param, fee, refund] = argsOf(call) as unknown as [
          { amountLD: bigint },
          never,
          Address,
        ]
        return {
          ...call,
          data: encodeFunctionData({
            abi: batchAbi,
            functionName: 'send',
            args: [{ ...param, amountLD: 10_000n, minAmountLD: 9_900n } as never, fee, refund],
          }),
        }
      }),
    )
    const { outcome, prompts } = await attempt(await served(quote, request), request)
    // Nothing is left unaccounted (the sweep returns it); what arrives is below the quote's.
    expect(rulesOf(outcome)).toContain('ledger-minimum-out')
    expect(rulesOf(outcome)).not.toContain('ledger-unaccounted')
    expect(prompts).toEqual([])
  })
})

describe('4. a fee the service’s own omissions let through', () => {
  it('a 1 ETH "messaging fee" the chain cannot be asked about, refunded to a multicall that sweeps no ETH back', async () => {
    const account = refusing
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 10_000_000n)
    const fee = 10n ** 18n
    quote.fees = quote.fees.map((item) =>
      item.type === 'MESSAGE' ? { ...item, amount: String(fee) } : item,
    )
    quote.feeUsd = undefined
    rewrite(quote, (calls) =>
      calls.map((call) => {
        const name = decodeFunctionData({ abi: batchAbi, data: call.data }).functionName
        if (name === 'send') {
          const [param, , refund] = argsOf(call) as unknown as [never, never, Address]
          return {
            ...call,
            value: fee,
            data: encodeFunctionData({
              abi: batchAbi,
              functionName: 'send',
              args: [param, { nativeFee: fee, lzTokenFee: 0n }, refund],
            }),
          }
        }
        if (name === 'sweep')
          return {
            ...call,
            data: encodeFunctionData({
              abi: batchAbi,
              functionName: 'sweep',
              args: [[request.srcTokenAddress as Address], account],
            }),
          }
        return call
      }),
    )
    const wallet = createTestWallet({
      chains: localChains,
      account,
      chainId: localChain('ethereum').chainId,
    })
    // A wallet whose read path cannot answer: the pool's own quoteSend is unreadable.
    const { outcome, prompts } = await attempt(await served(quote, request), request, {
      executors: { evm: { ...wallet.executor, call: undefined } },
      prices: [],
    })
    expect(rulesOf(outcome)).toEqual(
      expect.arrayContaining(['ledger-unaccounted', 'ledger-fee-unverified']),
    )
    expect(prompts).toEqual([])
    expect(wallet.prompts).toEqual([])
  })

  it('the same fee where the chain answers: refused against what the pool itself charges', async () => {
    const account = refusing
    const { quote, request } = await quoteFor(account, 'STARGATE_V2_TAXI', 10_000_000n)
    const fee = 10n ** 18n
    quote.fees = quote.fees.map((item) =>
      item.type === 'MESSAGE' ? { ...item, amount: String(fee) } : item,
    )
    rewrite(quote, (calls) =>
      calls.map((call) => {
        if (decodeFunctionData({ abi: batchAbi, data: call.data }).functionName !== 'send')
          return call
        const [param, , refund] = argsOf(call) as unknown as [never, never, Address]
        return {
          ...call,
          value: fee,
          data: encodeFunctionData({
            abi: batchAbi,
            functionName: 'send',
            args: [param, { nativeFee: fee, lzTokenFee: 0n }, refund],
          }),
        }
      }),
    )
    const { outcome, prompts } = await attempt(await served(quote, request), request)
    expect(rulesOf(outcome)).toContain('ledger-fee-excessive')
    expect(prompts).toEqual([])
  })
})

describe('5. a CCTP relay fee that eats the transfer', () => {
  it('9 of 10 USDC to the real fee receiver, 0.999 burnt, the quote still showing 9.979 arriving', async () => {
    const account = refusing
    const { quote, request } = await quoteFor(account, 'CCTP_V2', 10_000_000n)
    const receiver = '0x00000000000000000000000000000000000fee00' as Address
    // The quote declares the fee, so the declaration alone cannot stop it.
    quote.fees = [
      ...quote.fees,
      {
        chainKey: 'ethereum',
        type: 'GENERAL',
        description: 'Relay fee',
        amount: '9000000',
        address: request.srcTokenAddress,
      },
    ]
    rewrite(quote, (calls) =>
      calls.flatMap((call) => {
        const { functionName, args } = decodeFunctionData({ abi: batchAbi, data: call.data })
        if (functionName === 'approve')
          return [
            {
              target: request.srcTokenAddress as Address,
              value: 0n,
              data: encodeFunctionData({
                abi: batchAbi,
                functionName: 'transfer',
                args: [receiver, 9_000_000n],
              }),
            },
            {
              ...call,
              data: encodeFunctionData({
                abi: batchAbi,
                functionName: 'approve',
                args: [args[0] as Address, 999_000n],
              }),
            },
          ]
        if (functionName === 'depositForBurn') {
          const [, domain, recipient, token, caller, , finality] = args as [
            bigint,
            number,
            Hex,
            Address,
            Hex,
            bigint,
            number,
          ]
          return [
            {
              ...call,
              data: encodeFunctionData({
                abi: batchAbi,
                functionName: 'depositForBurn',
                args: [999_000n, domain, recipient, token, caller, 1_000n, finality],
              }),
            },
          ]
        }
        return [call]
      }),
    )
    const { outcome, prompts } = await attempt(await served(quote, request), request, {
      registry: localRegistry(true, receiver),
    })
    expect(rulesOf(outcome)).toContain('ledger-minimum-out')
    expect(prompts).toEqual([])
  })

  it('the honest CCTP quote runs to the end', async () => {
    const account = await nextAccount()
    const { quote, request } = await quoteFor(account, 'CCTP_V2', 10_000_000n)
    const { outcome, prompts } = await attempt(await served(quote, request), request)
    expect(outcome).toMatchObject({ phase: 'submitted' })
    expect(prompts).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  })
})
