import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  decodeFunctionData,
  erc20Abi,
  pad,
  parseAbi,
  toFunctionSelector,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  buildUserSteps,
  type EvmTransactionStep,
  getQuotes,
  getStatus,
  type Quote,
  quoteExpiryTime,
  type SignatureStep,
  type SolanaTransactionStep,
  type StarknetTransactionStep,
  submitSignature,
} from '../../src/exports/core.js'
import { createManualClock, selectors } from '../../src/exports/testing.js'
import { routeContract } from '../../src/testing/catalogBuild.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import {
  API_KEY,
  clientFor,
  sharedCatalog,
  wallets,
  withSimulatorServer,
} from '../helpers/simulatorServer.js'

const clock = createManualClock(Date.UTC(2026, 10, 21, 12))
const server = withSimulatorServer({
  clock,
  expiresAt: 'iso',
  outcome: (quote) => (quote.request.amount.endsWith('7') ? 'FAILED' : 'SUCCEEDED'),
})
// The calls of a live multicall batch (public-facts.md), as LayerZero, Circle and the service publish them.
const batchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function delegateTransferFrom(address token, address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
  'function sweep(address[] tokens, address to)',
])

async function quotesFor(
  query: Parameters<typeof quoteRequestFor>[0],
  change: Record<string, unknown> = {},
) {
  const request = { ...bodyOf(quoteRequestFor(query)), ...change }
  const result = await getQuotes(clientFor(server()), request)
  return { ...result, request }
}

function routeOf(quote: Quote | undefined) {
  return quote?.routeSteps[0]?.type
}

describe('EVM user steps', () => {
  /** Decodes a multicall `execute` batch with viem, from the ABI production's calldata has. */
  function decodeBatch(step: EvmTransactionStep) {
    const { args } = decodeFunctionData({
      abi: batchAbi,
      data: step.transaction.encoded.data as `0x${string}`,
    })
    const [calls, quoteId] = args as unknown as [
      { target: string; value: bigint; data: `0x${string}` }[],
      `0x${string}`,
    ]
    return {
      quoteId,
      calls: calls.map((call) => ({
        ...call,
        decoded: decodeFunctionData({ abi: batchAbi, data: call.data }),
      })),
    }
  }

  it.each([
    ['CCTP_V2', 'depositForBurn'],
    ['STARGATE_V2_TAXI', 'send'],
  ])(
    'ERC20 via %s: approve of the transfer delegate, then the multicall batch production sends',
    async (routeType, bridgeCall) => {
      const { quotes, request } = await quotesFor({
        routeType,
        srcChainType: 'EVM',
        dstChainType: 'EVM',
        native: false,
      })
      const quote = quotes.find((item) => routeOf(item) === routeType)
      const [approve, bridge] = (quote?.userSteps ?? []) as EvmTransactionStep[]
      const chain = sharedCatalog.chain(request.srcChainKey)
      const destination = sharedCatalog.chain(request.dstChainKey)
      if (!quote || !approve || !bridge || !chain || !destination) throw new Error('missing steps')
      const sameAddress = (address: string) => new RegExp(`^${address}$`, 'i')

      expect(approve.transaction.encoded.to).toBe(request.srcTokenAddress)
      const approval = decodeFunctionData({
        abi: erc20Abi,
        data: approve.transaction.encoded.data as `0x${string}`,
      })
      expect(approval.functionName).toBe('approve')
      expect(approval.args).toEqual([
        expect.stringMatching(sameAddress(chain.deployments.transferDelegate)),
        BigInt(quote.srcAmount),
      ])

      expect(bridge.transaction.encoded.to).toBe(chain.deployments.multicall)
      const batch = decodeBatch(bridge)
      expect(batch.quoteId).toBe(quote.id)
      expect(quote.id).toMatch(/^0x[0-9a-f]{64}$/)
      const [pull, approvePool, send, sweep] = batch.calls
      // 1. The delegate pulls exactly srcAmount from the wallet into the multicall.
      expect(pull?.target).toMatch(sameAddress(chain.deployments.transferDelegate))
      expect(pull?.decoded).toMatchObject({ functionName: 'delegateTransferFrom' })
      expect(pull?.decoded.args).toEqual([
        expect.stringMatching(sameAddress(request.srcTokenAddress)),
        expect.stringMatching(sameAddress(wallets.evm)),
        expect.stringMatching(sameAddress(chain.deployments.multicall)),
        BigInt(quote.srcAmount),
      ])
      // 2. The token approves the pool (or Circle's messenger) for srcAmount.
      const spender =
        routeType === 'CCTP_V2'
          ? routeContract(chain, 'tokenMessenger')
          : routeContract(chain, { pool: request.srcTokenAddress })
      expect(approvePool?.target).toMatch(sameAddress(request.srcTokenAddress))
      expect(approvePool?.decoded.args).toEqual([
        expect.stringMatching(sameAddress(spender)),
        BigInt(quote.srcAmount),
      ])
      // 3. The bridge call, to the recipient on the destination.
      expect(send?.target).toMatch(sameAddress(spender))
      expect(send?.decoded.functionName).toBe(bridgeCall)
      if (send?.decoded.functionName === 'send') {
        const [sendParam, fee, refund] = send.decoded.args
        expect(sendParam).toMatchObject({
          dstEid: destination.eid,
          to: pad(wallets.evm2 as `0x${string}`),
          amountLD: BigInt(quote.srcAmount),
          minAmountLD: BigInt(quote.dstAmountMin ?? -1),
          composeMsg: '0x',
        })
        expect(fee.nativeFee).toBe(send.value)
        expect(refund).toMatch(sameAddress(chain.deployments.multicall))
      }
      if (send?.decoded.functionName === 'depositForBurn') {
        const [amount, domain, mintRecipient, burnToken] = send.decoded.args
        expect([amount, domain, mintRecipient]).toEqual([
          BigInt(quote.srcAmount),
          destination.cctpDomain,
          pad(wallets.evm2 as `0x${string}`),
        ])
        expect(burnToken).toMatch(sameAddress(request.srcTokenAddress))
      }
      // 4. What is left goes back to the wallet.
      expect(sweep?.target).toMatch(sameAddress(chain.deployments.multicall))
      // The token and the native coin (the zero address), as in the live capture.
      expect(sweep?.decoded.args).toEqual([
        [
          expect.stringMatching(sameAddress(request.srcTokenAddress)),
          '0x0000000000000000000000000000000000000000',
        ],
        expect.stringMatching(sameAddress(wallets.evm)),
      ])
      const nativeFees = quote.fees
        .filter((fee) => fee.type === 'MESSAGE' || fee.type === 'DST_NATIVE_DROP')
        .reduce((sum, fee) => sum + BigInt(fee.amount), 0n)
      expect(BigInt(bridge.transaction.encoded.value ?? '0')).toBe(nativeFees)
      for (const step of [approve, bridge]) {
        expect(step.transaction.encoded.chainId).toBe(chain.chainId)
        expect(step.signerAddress).toBe(wallets.evm)
        expect(step.chainKey).toBe(request.srcChainKey)
      }
    },
  )

  it('native coin: one bridge step whose value is the amount plus the native fees', async () => {
    const { quotes } = await quotesFor(
      { routeType: 'STARGATE_V2_TAXI', srcChainType: 'EVM', native: true },
      { options: { dstNativeDropAmount: '10000000000000000' } },
    )
    const quote = quotes.find((item) => routeOf(item) === 'STARGATE_V2_TAXI')
    const steps = (quote?.userSteps ?? []) as EvmTransactionStep[]
    expect(steps).toHaveLength(1)
    const nativeFees = (quote?.fees ?? []).filter(
      (fee) => fee.type === 'MESSAGE' || fee.type === 'DST_NATIVE_DROP',
    )
    expect(nativeFees.map((fee) => fee.type)).toEqual(['MESSAGE', 'DST_NATIVE_DROP'])
    const total = nativeFees.reduce(
      (sum, fee) => sum + BigInt(fee.amount),
      BigInt(quote?.srcAmount ?? 0),
    )
    expect(steps[0]?.transaction.encoded.value).toBe(String(total))
  })

  it('encodes with selectors that match the Solidity signatures', () => {
    expect(selectors.approve).toBe(toFunctionSelector('function approve(address,uint256)'))
    expect(selectors.execute).toBe(
      toFunctionSelector('function execute((address,uint256,bytes)[],bytes32)'),
    )
    expect(selectors.delegateTransferFrom).toBe(
      toFunctionSelector('function delegateTransferFrom(address,address,address,uint256)'),
    )
    expect(selectors.sweep).toBe(toFunctionSelector('function sweep(address[],address)'))
    expect(selectors.oftSend).toBe(
      toFunctionSelector(
        'function send((uint32,bytes32,uint256,uint256,bytes,bytes,bytes),(uint256,uint256),address)',
      ),
    )
    expect(selectors.depositForBurn).toBe(
      toFunctionSelector(
        'function depositForBurn(uint256,uint32,bytes32,address,bytes32,uint256,uint32)',
      ),
    )
  })
})

describe('Solana user steps', () => {
  const decodeStep = (step: SolanaTransactionStep) => {
    const bytes = Uint8Array.from(atob(step.transaction.encoded.data), (char) => char.charCodeAt(0))
    const transaction = getTransactionDecoder().decode(bytes)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return { transaction, message }
  }

  async function solanaQuote(server: Parameters<typeof clientFor>[0]) {
    const { quotes } = await getQuotes(
      clientFor(server),
      bodyOf(quoteRequestFor({ srcChainType: 'SOLANA', native: true })),
    )
    const quote = quotes[0]
    if (!quote) throw new Error('no Solana quote')
    return quote
  }

  const stepsOf = async (server: Parameters<typeof clientFor>[0], quoteId: string) =>
    (await buildUserSteps(clientFor(server), { quoteId })) as SolanaTransactionStep[]

  it('come without steps, as live quotes from Solana do: the kit marks them pending', async () => {
    const quote = await solanaQuote(server())
    expect(quote.userSteps).toEqual([])
    expect(quote.userStepsPending).toBe(true)
  })

  it('are real transactions from /build-user-steps: fee payer is the wallet, a System transfer, a recent blockhash', async () => {
    const quote = await solanaQuote(server())
    const [step] = await stepsOf(server(), quote.id)
    expect(step).toMatchObject({
      type: 'TRANSACTION',
      chainType: 'SOLANA',
      transaction: { encoded: { encoding: 'base64' } },
    })
    const { transaction, message } = decodeStep(step as SolanaTransactionStep)
    expect(Object.keys(transaction.signatures)).toEqual([wallets.solana])
    expect(message.staticAccounts[0]).toBe(wallets.solana)
    expect(message.staticAccounts[2]).toBe('11111111111111111111111111111111')
    expect(message.lifetimeToken).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    if (!('instructions' in message)) throw new Error('not a legacy transaction message')
    const data = message.instructions[0]?.data ?? new Uint8Array()
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    expect(view.getUint32(0, true)).toBe(2)
    const fee = quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0'
    expect(view.getBigUint64(4, true)).toBe(BigInt(quote.srcAmount) + BigInt(fee))
  })

  it('are rebuilt with a fresh blockhash on every /build-user-steps', async () => {
    const quote = await solanaQuote(server())
    const [first] = await stepsOf(server(), quote.id)
    const [again] = await stepsOf(server(), quote.id)
    if (!first || !again) throw new Error('no step')
    expect(decodeStep(again).message.lifetimeToken).not.toBe(
      decodeStep(first).message.lifetimeToken,
    )
    expect(decodeStep(again).message.staticAccounts[0]).toBe(wallets.solana)
  })

  it('use the blockhash a local runtime provides', async () => {
    const blockhash = getBase58Decoder().decode(new Uint8Array(32).fill(7))
    const { startSimulatorServer } = await import('../../src/exports/testing-server.js')
    const local = await startSimulatorServer({
      catalog: sharedCatalog,
      recentBlockhash: () => blockhash,
    })
    try {
      const quote = await solanaQuote(local)
      const [step] = await stepsOf(local, quote.id)
      expect(decodeStep(step as SolanaTransactionStep).message.lifetimeToken).toBe(blockhash)
    } finally {
      await local.close()
    }
  })
})

describe('intent (AORI_V1) user steps', () => {
  it('carry EIP-712 typed data a wallet signs, and /submit-signature accepts the signature', async () => {
    const account = privateKeyToAccount(`0x${'42'.repeat(32)}`)
    const { quotes } = await quotesFor(
      { routeType: 'AORI_V1' },
      { srcWalletAddress: account.address },
    )
    const quote = quotes.find((item) => routeOf(item) === 'AORI_V1')
    const [approve, sign] = quote?.userSteps ?? []
    expect(approve?.type).toBe('TRANSACTION')
    const { typedData } = (sign as SignatureStep).signature
    const primaryType = Object.keys(typedData.types).find((name) => name !== 'EIP712Domain') ?? ''
    expect(primaryType).toBe('Order')
    // Large integers arrive as decimal strings; they are signed as integers.
    const uintFields = new Set(
      typedData.types.Order?.filter((field) => field.type === 'uint256').map((field) => field.name),
    )
    const message = Object.fromEntries(
      Object.entries(typedData.message).map(([key, value]) => [
        key,
        uintFields.has(key) ? BigInt(String(value)) : value,
      ]),
    )
    const { EIP712Domain: _domain, ...types } = typedData.types
    const typed = { domain: typedData.domain, types, primaryType, message } as Parameters<
      typeof account.signTypedData
    >[0]
    const signature = await account.signTypedData(typed)
    expect(
      await verifyTypedData({ ...typed, address: account.address, signature } as Parameters<
        typeof verifyTypedData
      >[0]),
    ).toBe(true)
    await submitSignature(clientFor(server()), {
      quoteId: quote?.id ?? '',
      signatures: [signature],
    })
    clock.advance(20_000)
    expect((await getStatus(clientFor(server()), { quoteId: quote?.id ?? '' })).status).toBe(
      'SUCCEEDED',
    )
  })

  it('refuse a signature for a quote that has no signature step', async () => {
    const { quotes } = await quotesFor({ routeType: 'CCTP_V2' })
    const error = await submitSignature(clientFor(server()), {
      quoteId: quotes[0]?.id ?? '',
      signatures: [`0x${'11'.repeat(65)}`],
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'ApiError',
      issues: [{ message: 'This quote has no signature step' }],
    })
  })
})

describe('Starknet user steps', () => {
  it('are starknet.js calls: approve of the delegate, then bridge on the multicall', async () => {
    const { quotes, request } = await quotesFor({ srcChainType: 'STARKNET' })
    const step = quotes[0]?.userSteps[0] as StarknetTransactionStep
    const chain = sharedCatalog.chain(request.srcChainKey)
    expect(step.chainType).toBe('STARKNET')
    const [approve, bridge] = step.transaction.encoded.calls
    expect(approve).toMatchObject({
      contractAddress: request.srcTokenAddress,
      entrypoint: 'approve',
    })
    expect(approve?.calldata[0]).toBe(chain?.deployments.transferDelegate)
    expect(bridge).toMatchObject({
      contractAddress: chain?.deployments.multicall,
      entrypoint: 'bridge',
    })
  })
})

describe('quotes', () => {
  it('offer several routes for one request, each expiring in 60 s (intent orders at their endTime)', async () => {
    const { quotes } = await quotesFor({
      routeType: 'CCTP_V2',
      srcChainType: 'EVM',
      dstChainType: 'EVM',
    })
    expect(quotes.length).toBeGreaterThanOrEqual(2)
    expect(new Set(quotes.map((quote) => quote.id)).size).toBe(quotes.length)
    for (const quote of quotes) {
      // Intent quotes carry no expiresAt, as live ones: their order's endTime (90 s) says it.
      if (routeOf(quote) === 'AORI_V1') {
        expect(quote.expiresAt).toBeUndefined()
        expect(quoteExpiryTime(quote)).toBe(Math.floor(clock.now() / 1000) * 1000 + 90_000)
      } else expect(quote.expiresAt).toBe(new Date(clock.now() + 60_000).toISOString())
    }
  })

  it('carry fees of all four types across routes, in USD where priced', async () => {
    const cctp = await quotesFor(
      { routeType: 'CCTP_V2', native: false },
      { options: { dstNativeDropAmount: '1000000000000000' } },
    )
    const types = new Set(cctp.quotes.flatMap((quote) => quote.fees.map((fee) => fee.type)))
    expect([...types].sort()).toEqual(['CCTP_RECEIVE', 'DST_NATIVE_DROP', 'GENERAL', 'MESSAGE'])
    const taxi = cctp.quotes.find((quote) => routeOf(quote) === 'STARGATE_V2_TAXI')
    expect(Number(taxi?.feeUsd)).toBeGreaterThan(0)
    expect(Number(taxi?.feePercent)).toBeGreaterThan(0)
    expect(taxi?.srcAmountUsd).toBe('10.00')
  })

  it('protect the minimum received by the fee tolerance', async () => {
    const { quotes } = await quotesFor(
      { routeType: 'STARGATE_V2_TAXI', symbol: 'USDC' },
      { options: { feeTolerance: { type: 'PERCENT', amount: 2 } } },
    )
    const quote = quotes.find((item) => routeOf(item) === 'STARGATE_V2_TAXI')
    expect(BigInt(quote?.dstAmountMin ?? 0)).toBe((BigInt(quote?.dstAmount ?? 0) * 98n) / 100n)
    expect(quote?.duration?.estimated).toBe('60000')
  })

  it('report a null duration where the estimate is unknown', async () => {
    const { quotes } = await quotesFor({ routeType: 'STARGATE_V2_BUS', srcChainType: 'SOLANA' })
    expect(
      quotes.find((quote) => routeOf(quote) === 'STARGATE_V2_BUS')?.duration?.estimated,
    ).toBeNull()
  })
})

describe('quote validation, as the spec describes it', () => {
  const post = async (body: unknown, key: string | null = API_KEY) => {
    const response = await fetch(`${server().baseUrl}/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as {
        error: { status: number; message: string; issues?: { message: string }[] } | string
      },
    }
  }
  const valid = () =>
    bodyOf(
      quoteRequestFor({ routeType: 'STARGATE_V2_TAXI', srcChainType: 'EVM', dstChainType: 'EVM' }),
    )
  const usdtOnBase = sharedCatalog.tokens.find(
    (token) => token.chainKey === 'base' && token.symbol === 'USDT',
  )

  it.each([
    ['no amount', { amount: undefined }, '"amount" is required and must be a string'],
    ['a decimal amount', { amount: '1.5' }, '"amount" must be an integer string in smallest units'],
    ['a zero amount', { amount: '000' }, '"amount" must be greater than 0'],
    ['an unknown chain', { dstChainKey: 'atlantis' }, 'Unknown chain "atlantis" (dstChainKey)'],
    [
      'an unknown token',
      { srcTokenAddress: '0x0000000000000000000000000000000000000001' },
      'Unknown token 0x0000000000000000000000000000000000000001',
    ],
    [
      'a Solana wallet for an EVM chain',
      { srcWalletAddress: wallets.solana },
      '"srcWalletAddress" is not a valid EVM address',
    ],
    [
      'a fee tolerance over 100',
      { options: { feeTolerance: { type: 'PERCENT', amount: 101 } } },
      '"options.feeTolerance.amount" must be a number from 0 to 100',
    ],
  ])('refuses %s with status 4000 and an issue', async (_label, change, issue) => {
    const { status, body } = await post({ ...valid(), ...change })
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ status: 4000 })
    expect(
      typeof body.error === 'object' && body.error.issues?.map((item) => item.message).join('\n'),
    ).toContain(issue)
  })

  it('answers a request without a route with HTTP 200 and an error object', async () => {
    const { status, body } = await post({
      ...valid(),
      dstTokenAddress: usdtOnBase?.address,
      dstChainKey: 'base',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ error: { status: 4000 }, quotes: [] })
  })

  it('answers without a valid key with the Unauthorized body', async () => {
    expect(await post(valid(), null)).toEqual({ status: 401, body: { error: 'Unauthorized' } })
    expect(await post(valid(), 'nope')).toEqual({ status: 401, body: { error: 'Unauthorized' } })
  })

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await post('{not json')
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: { status: 4000, issues: [{ message: 'Request body must be JSON' }] },
    })
  })
})

describe('status over simulated time', () => {
  it('goes UNKNOWN → PENDING → PROCESSING (SENT) → BUS_RODE → SUCCEEDED (DELIVERED)', async () => {
    const { quotes } = await quotesFor({
      routeType: 'STARGATE_V2_BUS',
      srcChainType: 'EVM',
      symbol: 'USDC',
    })
    const bus = quotes.find((quote) => routeOf(quote) === 'STARGATE_V2_BUS')
    const client = clientFor(server())
    const read = async (txHash?: string) => getStatus(client, { quoteId: bus?.id ?? '', txHash })
    const hash = `0x${'ab'.repeat(32)}`
    expect((await read()).status).toBe('UNKNOWN')
    expect((await read(hash)).status).toBe('UNKNOWN')
    const seen: string[] = []
    for (let step = 0; step < 10; step++) {
      clock.advance(2_000)
      const status = await read()
      seen.push(`${status.status}:${status.executionHistory.map((item) => item.event).join('+')}`)
    }
    // Seen after 2 s, in transit from 5 s, the bus rides at 10 s, final from 15 s.
    expect(seen).toEqual([
      'PENDING:',
      'PENDING:',
      'PROCESSING:SENT',
      'PROCESSING:SENT',
      'PROCESSING:SENT+BUS_RODE',
      'PROCESSING:SENT+BUS_RODE',
      'PROCESSING:SENT+BUS_RODE',
      'SUCCEEDED:SENT+BUS_RODE+DELIVERED',
      'SUCCEEDED:SENT+BUS_RODE+DELIVERED',
      'SUCCEEDED:SENT+BUS_RODE+DELIVERED',
    ])
    const final = await read()
    expect(final.executionHistory[0]?.transaction).toEqual({
      chainKey: bus?.routeSteps[0]?.srcChainKey,
      hash,
      timestamp: expect.any(Number),
    })
    expect(final.executionHistory[2]?.transaction?.chainKey).not.toBe(
      bus?.routeSteps[0]?.srcChainKey,
    )
    expect(final.explorerUrl).toBe(`https://explorer.vtkit.test/tx/${hash}`)
  })

  it('ends FAILED where the configured outcome says so, without a DELIVERED event', async () => {
    const { quotes } = await quotesFor(
      { routeType: 'STARGATE_V2_TAXI', symbol: 'USDC' },
      { amount: '10000007' },
    )
    const client = clientFor(server())
    await getStatus(client, { quoteId: quotes[0]?.id ?? '', txHash: `0x${'cd'.repeat(32)}` })
    clock.advance(60_000)
    const status = await getStatus(client, { quoteId: quotes[0]?.id ?? '' })
    expect(status.status).toBe('FAILED')
    expect(status.executionHistory.map((item) => item.event)).toEqual(['SENT'])
  })

  it('answers 404 for a quote it never issued', async () => {
    const response = await fetch(`${server().baseUrl}/status/q_nope`, {
      headers: { 'x-api-key': API_KEY },
    })
    expect(response.status).toBe(404)
  })
})
