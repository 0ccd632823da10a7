import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  decodeFunctionData,
  erc20Abi,
  hexToString,
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
  type SignatureStep,
  type SolanaTransactionStep,
  type StarknetTransactionStep,
  submitSignature,
} from '../../src/exports/core.js'
import { createManualClock, selectors } from '../../src/exports/testing.js'
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
  outcome: (quote) => (quote.request.amount.endsWith('7') ? 'FAILED' : 'SUCCEEDED'),
})
const bridgeAbi = parseAbi([
  'function bridge(bytes32 quoteId, address token, uint256 amount, address refundAddress)',
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
  it('ERC20: approve of the transfer delegate on the token, then the bridge on the multicall', async () => {
    const { quotes, request } = await quotesFor({
      routeType: 'CCTP',
      srcChainType: 'EVM',
      dstChainType: 'EVM',
      native: false,
    })
    const quote = quotes.find((item) => routeOf(item) === 'CCTP')
    const [approve, bridge] = (quote?.userSteps ?? []) as EvmTransactionStep[]
    const chain = sharedCatalog.chain(request.srcChainKey)
    if (!quote || !approve || !bridge || !chain) throw new Error('missing steps')

    expect(approve.transaction.encoded.to).toBe(request.srcTokenAddress)
    const approval = decodeFunctionData({
      abi: erc20Abi,
      data: approve.transaction.encoded.data as `0x${string}`,
    })
    expect(approval.functionName).toBe('approve')
    expect(approval.args).toEqual([
      expect.stringMatching(new RegExp(chain.deployments.transferDelegate, 'i')),
      BigInt(quote.srcAmount),
    ])
    expect(String(approval.args?.[0]).toLowerCase()).not.toBe(
      chain.deployments.multicall.toLowerCase(),
    )

    expect(bridge.transaction.encoded.to).toBe(chain.deployments.multicall)
    const call = decodeFunctionData({
      abi: bridgeAbi,
      data: bridge.transaction.encoded.data as `0x${string}`,
    })
    expect(hexToString(call.args[0], { size: 32 })).toBe(quote.id)
    expect(call.args.slice(1)).toEqual([
      expect.stringMatching(new RegExp(request.srcTokenAddress, 'i')),
      BigInt(quote.srcAmount),
      expect.stringMatching(new RegExp(wallets.evm, 'i')),
    ])
    const messageFee = quote.fees
      .filter((fee) => fee.type === 'MESSAGE')
      .reduce((sum, fee) => sum + BigInt(fee.amount), 0n)
    expect(BigInt(bridge.transaction.encoded.value ?? '0')).toBe(messageFee)
    for (const step of [approve, bridge]) {
      expect(step.transaction.encoded.chainId).toBe(chain.chainId)
      expect(step.signerAddress).toBe(wallets.evm)
      expect(step.chainKey).toBe(request.srcChainKey)
    }
  })

  it('native coin: one bridge step whose value is the amount plus the native fees', async () => {
    const { quotes } = await quotesFor(
      { routeType: 'BRIDGEA_V2_TAXI', srcChainType: 'EVM', native: true },
      { options: { dstNativeDropAmount: '10000000000000000' } },
    )
    const quote = quotes.find((item) => routeOf(item) === 'BRIDGEA_V2_TAXI')
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
    expect(selectors.bridge).toBe(
      toFunctionSelector('function bridge(bytes32,address,uint256,address)'),
    )
    expect(selectors.oftSend).toBe(
      toFunctionSelector('function send(uint32,bytes32,uint256,uint256,address)'),
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

  it('are real transactions: fee payer is the wallet, a System transfer, a recent blockhash', async () => {
    const { quotes } = await quotesFor({ srcChainType: 'SOLANA', native: true })
    const step = quotes[0]?.userSteps[0] as SolanaTransactionStep
    expect(step).toMatchObject({
      type: 'TRANSACTION',
      chainType: 'SOLANA',
      transaction: { encoded: { encoding: 'base64' } },
    })
    const { transaction, message } = decodeStep(step)
    expect(Object.keys(transaction.signatures)).toEqual([wallets.solana])
    expect(message.staticAccounts[0]).toBe(wallets.solana)
    expect(message.staticAccounts[2]).toBe('11111111111111111111111111111111')
    expect(message.lifetimeToken).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    if (!('instructions' in message)) throw new Error('not a legacy transaction message')
    const data = message.instructions[0]?.data ?? new Uint8Array()
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    expect(view.getUint32(0, true)).toBe(2)
    const fee = quotes[0]?.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0'
    expect(view.getBigUint64(4, true)).toBe(BigInt(quotes[0]?.srcAmount ?? 0) + BigInt(fee))
  })

  it('are rebuilt by /build-user-steps with a fresh blockhash', async () => {
    const { quotes } = await quotesFor({ srcChainType: 'SOLANA', native: true })
    const quote = quotes[0]
    if (!quote) throw new Error('no quote')
    const before = decodeStep(quote.userSteps[0] as SolanaTransactionStep).message.lifetimeToken
    const [fresh] = (await buildUserSteps(clientFor(server()), {
      quoteId: quote.id,
    })) as SolanaTransactionStep[]
    if (!fresh) throw new Error('no fresh step')
    const after = decodeStep(fresh).message.lifetimeToken
    expect(after).not.toBe(before)
    expect(decodeStep(fresh).message.staticAccounts[0]).toBe(wallets.solana)
  })

  it('use the blockhash a local runtime provides', async () => {
    const blockhash = getBase58Decoder().decode(new Uint8Array(32).fill(7))
    const { startSimulatorServer } = await import('../../src/exports/testing-server.js')
    const local = await startSimulatorServer({
      catalog: sharedCatalog,
      recentBlockhash: () => blockhash,
    })
    try {
      const { quotes } = await getQuotes(
        clientFor(local),
        bodyOf(quoteRequestFor({ srcChainType: 'SOLANA' })),
      )
      expect(
        decodeStep(quotes[0]?.userSteps[0] as SolanaTransactionStep).message.lifetimeToken,
      ).toBe(blockhash)
    } finally {
      await local.close()
    }
  })
})

describe('intent (INTENTA) user steps', () => {
  it('carry EIP-712 typed data a wallet signs, and /submit-signature accepts the signature', async () => {
    const account = privateKeyToAccount(`0x${'42'.repeat(32)}`)
    const { quotes } = await quotesFor(
      { routeType: 'INTENTA' },
      { srcWalletAddress: account.address },
    )
    const quote = quotes.find((item) => routeOf(item) === 'INTENTA')
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
    const { quotes } = await quotesFor({ routeType: 'CCTP' })
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
  it('offer several routes for one request, each expiring in 60 s (OFT quotes carry no expiresAt)', async () => {
    const { quotes } = await quotesFor({
      routeType: 'CCTP',
      srcChainType: 'EVM',
      dstChainType: 'EVM',
    })
    expect(quotes.length).toBeGreaterThanOrEqual(2)
    expect(new Set(quotes.map((quote) => quote.id)).size).toBe(quotes.length)
    for (const quote of quotes)
      expect(quote.expiresAt).toBe(new Date(clock.now() + 60_000).toISOString())
    const oft = await quotesFor({ routeType: 'OFT' })
    expect(oft.quotes[0]?.expiresAt).toBeUndefined()
  })

  it('carry fees of all four types across routes, in USD where priced', async () => {
    const cctp = await quotesFor(
      { routeType: 'CCTP', native: false },
      { options: { dstNativeDropAmount: '1000000000000000' } },
    )
    const types = new Set(cctp.quotes.flatMap((quote) => quote.fees.map((fee) => fee.type)))
    expect([...types].sort()).toEqual(['CCTP_RECEIVE', 'DST_NATIVE_DROP', 'GENERAL', 'MESSAGE'])
    const taxi = cctp.quotes.find((quote) => routeOf(quote) === 'BRIDGEA_V2_TAXI')
    expect(Number(taxi?.feeUsd)).toBeGreaterThan(0)
    expect(Number(taxi?.feePercent)).toBeGreaterThan(0)
    expect(taxi?.srcAmountUsd).toBe('10.00')
  })

  it('protect the minimum received by the fee tolerance', async () => {
    const { quotes } = await quotesFor(
      { routeType: 'BRIDGEA_V2_TAXI', symbol: 'USDC' },
      { options: { feeTolerance: { type: 'PERCENT', amount: 2 } } },
    )
    const quote = quotes.find((item) => routeOf(item) === 'BRIDGEA_V2_TAXI')
    expect(BigInt(quote?.dstAmountMin ?? 0)).toBe((BigInt(quote?.dstAmount ?? 0) * 98n) / 100n)
    expect(quote?.duration?.estimated).toBe('60000')
  })

  it('report a null duration where the estimate is unknown', async () => {
    const { quotes } = await quotesFor({ routeType: 'BRIDGEA_V2_BUS', srcChainType: 'SOLANA' })
    expect(
      quotes.find((quote) => routeOf(quote) === 'BRIDGEA_V2_BUS')?.duration?.estimated,
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
      quoteRequestFor({ routeType: 'BRIDGEA_V2_TAXI', srcChainType: 'EVM', dstChainType: 'EVM' }),
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
      routeType: 'BRIDGEA_V2_BUS',
      srcChainType: 'EVM',
      symbol: 'USDC',
    })
    const bus = quotes.find((quote) => routeOf(quote) === 'BRIDGEA_V2_BUS')
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
      { routeType: 'BRIDGEA_V2_TAXI', symbol: 'USDC' },
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
