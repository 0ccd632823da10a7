import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  assertStepsSafe,
  type Chain,
  decodeOftSend,
  type EvmTransactionStep,
  getChains,
  getMetadata,
  getQuotes,
  getTokens,
  type Metadata,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  type SignatureStep,
  type StepRule,
  solanaChecks,
  starknetChecks,
  type Token,
  UnsafeStepError,
  verifyUserSteps,
} from '../../../src/exports/core.js'
import { batchSelectors, decodeBatch } from '../../../src/exports/internal.js'
import type { RouteQuery } from '../../../src/exports/testing.js'
import { bodyOf, quoteRequestFor } from '../../helpers/quoteRequests.js'
import {
  clientFor,
  sharedCatalog,
  wallets,
  withSimulatorServer,
} from '../../helpers/simulatorServer.js'

const server = withSimulatorServer()
let chains: Chain[]
let metadata: Metadata
let catalogue: Token[]

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  catalogue = await getTokens(clientFor(server()))
})

async function quoteFor(
  query: RouteQuery,
  routeType = query.routeType,
): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = bodyOf(quoteRequestFor(query))
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find(
    (item) => routeType === undefined || item.routeSteps[0]?.type === routeType,
  )
  if (!quote) throw new Error(`no ${routeType} quote`)
  return { quote: structuredClone(quote), request }
}

/**
 * What each bridge step's pool charges on chain (`quoteSend`), as the engine reads it through the
 * wallet: the simulator's chains are made up, so the send's own fee stands for the chain's answer.
 */
function chainSays(quote: Quote): Record<number, bigint> {
  const fees: Record<number, bigint> = {}
  quote.userSteps.forEach((step, index) => {
    if (step.type !== 'TRANSACTION' || step.chainType !== 'EVM') return
    const send = decodeBatch((step as EvmTransactionStep).transaction.encoded.data)?.calls.find(
      (call) => call.data.startsWith(batchSelectors.oftSend),
    )
    const decoded = send && decodeOftSend(send.data)
    if (decoded) fees[index] = decoded.nativeFee
  })
  return fees
}

const verify = (
  quote: Quote,
  request: QuoteRequest,
  extra: Partial<Parameters<typeof verifyUserSteps>[0]> = {},
) =>
  verifyUserSteps({
    quote,
    request,
    metadata,
    chains,
    walletAddress: request.srcWalletAddress,
    prices: catalogue,
    bridgeFees: chainSays(quote),
    // The simulator's made-up chains, as an app configures the ones vtkit's tables lack.
    endpointIds: sharedCatalog.endpointIds,
    cctpDomains: sharedCatalog.cctpDomains,
    trustedDeployments: sharedCatalog.trustedDeployments,
    chainChecks: { solana: solanaChecks, starknet: starknetChecks },
    ...extra,
  }).findings

const rulesOf = (findings: { rule: string; severity: string }[]) =>
  findings.map((finding) => `${finding.severity}:${finding.rule}`)

const sweepAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function sweep(address[] tokens, address to)',
])

const approveData = (spender: string, amount: bigint) =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender as `0x${string}`, amount],
  })

describe('verifyUserSteps: genuine quotes pass', () => {
  it.each([
    [
      'ERC20 via CCTP (approve, bridge)',
      { routeType: 'CCTP_V2', srcChainType: 'EVM', native: false },
    ],
    [
      'native coin via taxi (one bridge with value)',
      { routeType: 'STARGATE_V2_TAXI', srcChainType: 'EVM', native: true },
    ],
    ['bus', { routeType: 'STARGATE_V2_BUS', srcChainType: 'EVM' }],
    ['intent (approve, EIP-712 signature)', { routeType: 'AORI_V1' }],
    ['OFT', { routeType: 'OFT_V2', srcChainType: 'EVM' }],
    ['Solana source', { srcChainType: 'SOLANA' }],
    ['EVM to a Solana recipient', { srcChainType: 'EVM', dstChainType: 'SOLANA' }],
    [
      'CCTP to a Solana recipient',
      { routeType: 'CCTP_V2', srcChainType: 'EVM', dstChainType: 'SOLANA' },
    ],
    ['Starknet source', { srcChainType: 'STARKNET' }],
  ] as [string, RouteQuery][])('%s: no findings', async (_label, query) => {
    const { quote, request } = await quoteFor(query)
    expect(verify(quote, request)).toEqual([])
    // Priced with the catalogue, every fee list agrees with the quote's own feeUsd.
    expect(verify(quote, request, { prices: catalogue })).toEqual([])
  })
})

describe('verifyUserSteps: the fee list must agree with feeUsd', () => {
  const native = (chainKey: string, amount: bigint) => ({
    chainKey,
    type: 'MESSAGE' as const,
    description: 'Message fee',
    amount: String(amount),
    address: NATIVE_TOKEN_ADDRESS,
  })
  const ethPrice = (chainKey: string) =>
    catalogue.find((token) => token.chainKey === chainKey && token.address === NATIVE_TOKEN_ADDRESS)
      ?.price?.usd ?? 0

  it('refuses a native fee worth dollars beside a feeUsd of cents', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'STARGATE_V2_TAXI',
      srcChainType: 'EVM',
    })
    expect(ethPrice(request.srcChainKey)).toBeGreaterThan(0)
    quote.fees = [...quote.fees, native(request.srcChainKey, 10n ** 18n)]
    // Where the chain cannot say what the bridge charges, the quote's own figures are compared.
    expect(rulesOf(verify(quote, request, { prices: catalogue, bridgeFees: {} }))).toContain(
      'refuse:fees-disagree-with-fee-usd',
    )
  })

  it('lets prices drift within the tolerance', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'STARGATE_V2_TAXI',
      srcChainType: 'EVM',
    })
    const drifted = catalogue.map((token) =>
      token.price?.usd ? { ...token, price: { usd: token.price.usd * 1.1 } } : token,
    )
    expect(verify(quote, request, { prices: drifted })).toEqual([])
  })

  it('skips what it cannot price: no prices, no feeUsd, an unknown fee token', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'STARGATE_V2_TAXI',
      srcChainType: 'EVM',
    })
    quote.fees = [...quote.fees, { ...native(request.srcChainKey, 1n), address: wallets.evm2 }]
    expect(verify(quote, request, { prices: catalogue })).toEqual([])
    const inflated = { ...quote, fees: [...quote.fees, native(request.srcChainKey, 10n ** 18n)] }
    expect(verify(inflated, request, { prices: [] })).toEqual([])
    expect(verify({ ...inflated, feeUsd: undefined }, request, { prices: catalogue })).toEqual([])
    expect(
      verify({ ...inflated, feeUsd: 'about a dollar' }, request, { prices: catalogue }),
    ).toEqual([])
  })
})

describe('verifyUserSteps: hostile quotes are refused, naming the rule', () => {
  type Mutation = (quote: Quote, request: QuoteRequest) => void
  const multicallOf = (request: QuoteRequest) =>
    metadata[request.srcChainKey]?.deployments.multicall?.address ?? ''
  const delegateOf = (request: QuoteRequest) =>
    metadata[request.srcChainKey]?.deployments.transferDelegate?.address ?? ''
  const approveStep = (quote: Quote) => quote.userSteps[0] as EvmTransactionStep
  const bridgeStep = (quote: Quote) => quote.userSteps[1] as EvmTransactionStep

  const cases: [string, Mutation, string[]][] = [
    [
      'an approve whose spender is the multicall',
      (quote, request) => {
        approveStep(quote).transaction.encoded.data = approveData(
          multicallOf(request),
          BigInt(quote.srcAmount),
        )
      },
      ['refuse:approve-spender-is-multicall'],
    ],
    [
      'an approve to another spender',
      (quote) => {
        approveStep(quote).transaction.encoded.data = approveData(
          wallets.evm2,
          BigInt(quote.srcAmount),
        )
      },
      ['refuse:approve-spender-not-delegate'],
    ],
    [
      'an increaseAllowance for the multicall',
      (quote, request) => {
        approveStep(quote).transaction.encoded.data =
          `0x39509351${approveData(multicallOf(request), 1n).slice(10)}`
      },
      ['refuse:approve-spender-is-multicall'],
    ],
    [
      'an approve on another token',
      (quote) => {
        approveStep(quote).transaction.encoded.to = '0x000000000000000000000000000000000000dEaD'
      },
      ['refuse:ledger-other-asset'],
    ],
    [
      'an approve whose data cannot be read',
      (quote) => {
        approveStep(quote).transaction.encoded.data = '0x095ea7b3ff'
      },
      ['refuse:approve-data-malformed'],
    ],
    [
      'a bridge to a foreign contract',
      (quote) => {
        bridgeStep(quote).transaction.encoded.to = '0x000000000000000000000000000000000000dEaD'
      },
      ['refuse:bridge-target-not-multicall'],
    ],
    [
      'a plain token transfer to a stranger',
      (quote, request) => {
        bridgeStep(quote).transaction.encoded.to = request.srcTokenAddress
        bridgeStep(quote).transaction.encoded.data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [wallets.evm2, 1n],
        })
      },
      ['refuse:bridge-target-not-multicall'],
    ],
    [
      'a wrong chain id',
      (quote) => {
        bridgeStep(quote).transaction.encoded.chainId = 56
      },
      // The app's pins for the chain key hold on its own chain id only.
      ['refuse:chain-id-mismatch', 'warn:deployments-unknown', 'warn:bridge-contract-unverified'],
    ],
    [
      'a chain the service does not list',
      (quote) => {
        bridgeStep(quote).chainKey = 'atlantis'
      },
      ['refuse:unknown-chain'],
    ],
    [
      'another signer',
      (quote) => {
        bridgeStep(quote).signerAddress = wallets.evm2
      },
      ['refuse:signer-mismatch'],
    ],
    [
      'another sender in `from`',
      (quote) => {
        bridgeStep(quote).transaction.encoded.from = wallets.evm2
      },
      ['refuse:signer-mismatch'],
    ],
    [
      'native value the batch does not spend, and no sweep of the native coin to take it back',
      (quote, request) => {
        const step = bridgeStep(quote)
        step.transaction.encoded.value = String(BigInt(step.transaction.encoded.value ?? '0') + 1n)
        const batch = decodeBatch(step.transaction.encoded.data)
        if (!batch) throw new Error('no batch')
        // The sweep returns the token only: the extra coin stays in the multicall.
        const calls = batch.calls.map((call) =>
          call.data.startsWith(batchSelectors.sweep)
            ? {
                ...call,
                data: encodeFunctionData({
                  abi: sweepAbi,
                  functionName: 'sweep',
                  args: [
                    [request.srcTokenAddress as `0x${string}`],
                    request.srcWalletAddress as `0x${string}`,
                  ],
                }),
              }
            : call,
        )
        step.transaction.encoded.data = encodeFunctionData({
          abi: sweepAbi,
          functionName: 'execute',
          args: [calls as never, batch.quoteId as `0x${string}`],
        })
      },
      ['refuse:batch-value', 'refuse:ledger-unaccounted'],
    ],
    [
      'native value the batch does not spend, even where its sweep would take it back',
      (quote) => {
        const step = bridgeStep(quote)
        step.transaction.encoded.value = String(BigInt(step.transaction.encoded.value ?? '0') + 1n)
      },
      ['refuse:batch-value'],
    ],
    [
      'a quote that takes more than asked',
      (quote) => {
        quote.srcAmount = String(BigInt(quote.srcAmount) + 1n)
      },
      // The batch still pulls the old amount: not what the quote says it takes.
      ['refuse:quote-amount-mismatch', 'refuse:ledger-sent-mismatch'],
    ],
    [
      'an unknown step type',
      (quote) => {
        quote.userSteps[1] = {
          type: 'PERMIT2',
          chainKey: quote.userSteps[1]?.chainKey,
          unknown: true,
        } as never
      },
      ['refuse:unknown-step-type'],
    ],
    [
      'an EVM transaction on a Solana chain',
      (quote) => {
        bridgeStep(quote).chainKey = 'solana'
      },
      ['refuse:chain-type-mismatch'],
    ],
    [
      'an unlimited approval',
      (quote) => {
        approveStep(quote).transaction.encoded.data = approveData(
          delegateOf(requestOf(quote)),
          maxUint256,
        )
      },
      ['refuse:approval-above-amount'],
    ],
    [
      'a step on another chain than the source',
      (quote) => {
        const step = bridgeStep(quote)
        const arbitrum = chains.find((chain) => chain.chainKey === 'optimism')
        step.chainKey = 'optimism'
        step.transaction.encoded.chainId = arbitrum?.chainId ?? 0
        step.transaction.encoded.to = metadata.optimism?.deployments.multicall?.address ?? ''
        step.transaction.encoded.value = '0'
      },
      // The batch names the source chain's delegate, pool and multicall: strangers there. What
      // it moves is not the token sent, on the source chain.
      [
        'warn:step-on-other-chain',
        'refuse:batch-pull',
        'refuse:batch-bridge',
        'refuse:ledger-sent-mismatch',
        'refuse:batch-opaque-call',
        'refuse:ledger-unaccounted',
        'refuse:ledger-other-asset',
      ],
    ],
  ]

  const requests = new Map<Quote, QuoteRequest>()
  const requestOf = (quote: Quote) => requests.get(quote) as QuoteRequest

  it.each(cases)('%s', async (_label, mutate, expected) => {
    const { quote, request } = await quoteFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      dstChainType: 'EVM',
      native: false,
    })
    requests.set(quote, request)
    mutate(quote, request)
    expect(rulesOf(verify(quote, request))).toEqual(expected)
  })

  it('refuses an approval when the source is the native coin', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'STARGATE_V2_TAXI',
      srcChainType: 'EVM',
      native: true,
    })
    const approve = structuredClone(quote.userSteps[0]) as EvmTransactionStep
    approve.transaction.encoded = {
      ...approve.transaction.encoded,
      to: request.srcTokenAddress,
      data: approveData(
        metadata[request.srcChainKey]?.deployments.transferDelegate?.address ?? '',
        1n,
      ),
      value: '0',
    }
    quote.userSteps.unshift(approve)
    expect(rulesOf(verify(quote, request))).toEqual(['refuse:approve-native-coin'])
  })

  it('refuses a signature for another chain id', async () => {
    const { quote, request } = await quoteFor({ routeType: 'AORI_V1' })
    ;(quote.userSteps[1] as SignatureStep).signature.typedData.domain.chainId = 1337
    expect(rulesOf(verify(quote, request))).toEqual(['refuse:chain-id-mismatch'])
  })

  it('refuses a chain without published contracts', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      native: false,
    })
    const { [request.srcChainKey]: _removed, ...withoutSource } = metadata
    expect(rulesOf(verify(quote, request, { metadata: withoutSource }))).toEqual([
      'refuse:no-deployments',
      'refuse:no-deployments',
    ])
  })

  it('refuses a chain type the app cannot sign for', async () => {
    const { quote, request } = await quoteFor({ srcChainType: 'SOLANA' })
    expect(rulesOf(verify(quote, request, { supportedChainTypes: ['EVM'] }))).toEqual([
      'refuse:no-executor',
    ])
  })

  it('refuses a Starknet or Solana step it is given no way to read, and says it once', async () => {
    const starknet = await quoteFor({ srcChainType: 'STARKNET' })
    const unread = verify(starknet.quote, starknet.request, { chainChecks: {} })
    expect(rulesOf(unread)).toEqual(['refuse:no-checks'])
    expect(unread[0]?.message).toMatch(/Starknet transaction.*no way to read it/)
    // A chain type the app cannot sign at all is refused for that alone.
    expect(
      rulesOf(
        verify(starknet.quote, starknet.request, { chainChecks: {}, supportedChainTypes: ['EVM'] }),
      ),
    ).toEqual(['refuse:no-executor'])
  })

  it('explains an unlimited approval, and lets the integrator escalate it to a refusal', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      native: false,
    })
    ;(quote.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
      metadata[request.srcChainKey]?.deployments.transferDelegate?.address ?? '',
      maxUint256,
    )
    const [warning] = verify(quote, request)
    expect(warning?.message).toMatch(/unlimited approval/)
    const escalated = verify(quote, request, {
      escalate: ['approval-above-amount' satisfies StepRule],
    })
    expect(rulesOf(escalated)).toEqual(['refuse:approval-above-amount'])
  })

  it('reports every finding, not only the first', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      native: false,
    })
    const multicall = metadata[request.srcChainKey]?.deployments.multicall?.address ?? ''
    ;(quote.userSteps[0] as EvmTransactionStep).transaction.encoded.data = approveData(
      multicall,
      BigInt(quote.srcAmount),
    )
    ;(quote.userSteps[1] as EvmTransactionStep).signerAddress = wallets.evm2
    expect(rulesOf(verify(quote, request))).toEqual([
      'refuse:approve-spender-is-multicall',
      'refuse:signer-mismatch',
    ])
    expect(verify(quote, request).map((finding) => finding.stepIndex)).toEqual([0, 1])
  })
})

describe('assertStepsSafe', () => {
  it('throws an UnsafeStepError naming the first refusal, with all findings', async () => {
    const { quote, request } = await quoteFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      native: false,
    })
    ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.to =
      '0x000000000000000000000000000000000000dEaD'
    const findings = verify(quote, request)
    let caught: unknown
    try {
      assertStepsSafe(findings)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UnsafeStepError)
    expect(caught).toMatchObject({
      name: 'UnsafeStepError',
      rule: 'bridge-target-not-multicall',
      findings,
    })
    expect((caught as UnsafeStepError).shortMessage).toBe(
      "This transfer was stopped for your safety: step 2 calls 0x000000000000000000000000000000000000dEaD, not the service's multicall contract",
    )
  })

  it('lets a confirmed warning through, and never a refusal', () => {
    const warning = {
      rule: 'approval-above-amount' as const,
      stepIndex: 0,
      severity: 'warn' as const,
      message: 'unlimited',
    }
    const refusal = {
      rule: 'signer-mismatch' as const,
      stepIndex: 1,
      severity: 'refuse' as const,
      message: 'other signer',
    }
    expect(() => assertStepsSafe([])).not.toThrow()
    expect(() => assertStepsSafe([warning])).toThrow(UnsafeStepError)
    expect(() => assertStepsSafe([warning], { confirmedWarnings: true })).not.toThrow()
    expect(() => assertStepsSafe([warning, refusal], { confirmedWarnings: true })).toThrow(
      UnsafeStepError,
    )
  })
})
