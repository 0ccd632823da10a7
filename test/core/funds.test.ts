import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Chain,
  checkFunds,
  type EvmTransactionStep,
  getChains,
  getQuotes,
  maxSendable,
  type Quote,
  type QuoteRequest,
} from '../../src/exports/core.js'
import type { RouteQuery } from '../../src/exports/testing.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
let chains: Chain[]

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
})

async function quoteFor(query: RouteQuery): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = bodyOf(quoteRequestFor(query))
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find(
    (item) => query.routeType === undefined || item.routeSteps[0]?.type === query.routeType,
  )
  if (!quote) throw new Error(`no ${query.routeType} quote`)
  return { quote, request }
}

/** What the source chain's steps send in native coin, and their gas limits. */
function nativeOf(quote: Quote) {
  let value = 0n
  let gas = 0n
  for (const step of quote.userSteps as EvmTransactionStep[]) {
    value += BigInt(step.transaction.encoded.value ?? '0')
    gas += BigInt(step.transaction.encoded.gasLimit ?? '0')
  }
  return { value, gas }
}

describe('checkFunds', () => {
  it('passes a wallet that holds the amount and the value plus gas', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: false })
    const { value, gas } = nativeOf(quote)
    expect(value).toBeGreaterThan(0n)
    const parameters = { quote, request, chains, gasPrice: 2n }
    expect(
      checkFunds({
        ...parameters,
        tokenBalance: BigInt(quote.srcAmount),
        nativeBalance: value + gas * 2n,
      }),
    ).toBeUndefined()
  })

  it('names the token when the wallet holds less than the amount', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: false })
    const amount = BigInt(quote.srcAmount)
    expect(
      checkFunds({ quote, request, chains, tokenBalance: amount - 1n, nativeBalance: 10n ** 20n }),
    ).toEqual({ kind: 'token', needed: amount, available: amount - 1n })
  })

  it('names the native coin when the value and gas are more than the wallet holds', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: false })
    const { value, gas } = nativeOf(quote)
    const tokenBalance = BigInt(quote.srcAmount)
    // The value alone fits; with gas at 3 wei it does not.
    expect(
      checkFunds({ quote, request, chains, tokenBalance, nativeBalance: value }),
    ).toBeUndefined()
    if (gas > 0n)
      expect(
        checkFunds({ quote, request, chains, tokenBalance, nativeBalance: value, gasPrice: 3n }),
      ).toEqual({ kind: 'native', needed: value + gas * 3n, available: value })
    expect(
      checkFunds({ quote, request, chains, tokenBalance, nativeBalance: value - 1n }),
    ).toMatchObject({ kind: 'native', available: value - 1n })
  })

  it('on a native source, the coin itself: the amount first, then its fees', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: true })
    const amount = BigInt(quote.srcAmount)
    const { value } = nativeOf(quote)
    expect(value).toBeGreaterThan(amount)
    expect(
      checkFunds({ quote, request, chains, tokenBalance: amount - 1n, nativeBalance: undefined }),
    ).toMatchObject({ kind: 'token', needed: amount })
    expect(
      checkFunds({ quote, request, chains, tokenBalance: amount, nativeBalance: undefined }),
    ).toEqual({ kind: 'native', needed: value, available: amount })
    expect(
      checkFunds({ quote, request, chains, tokenBalance: value, nativeBalance: undefined }),
    ).toBeUndefined()
  })

  it('says nothing while a balance is unknown', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: false })
    expect(
      checkFunds({ quote, request, chains, tokenBalance: undefined, nativeBalance: undefined }),
    ).toBeUndefined()
  })

  it('on Solana, counts the quoted SOL fees, the signature fee and the rent the account keeps (the steps come later)', async () => {
    const solana = await quoteFor({ routeType: 'STARGATE_V2_TAXI', srcChainType: 'SOLANA' })
    expect(solana.quote.userSteps).toEqual([])
    const fees = solana.quote.fees
      .filter((fee) => fee.chainKey === 'solana' && fee.address.startsWith('So1111'))
      .reduce((sum, fee) => sum + BigInt(fee.amount), 0n)
    expect(fees).toBeGreaterThan(0n)
    // The fees, the signature fee, and the rent-exempt minimum the account keeps.
    const needed = fees + 5_000n + 890_880n
    const tokenBalance = BigInt(solana.quote.srcAmount)
    const parameters = { ...solana, chains, tokenBalance }
    expect(checkFunds({ ...parameters, nativeBalance: needed })).toBeUndefined()
    expect(checkFunds({ ...parameters, nativeBalance: needed - 1n })).toEqual({
      kind: 'native',
      needed,
      available: needed - 1n,
    })
    expect(
      checkFunds({ ...parameters, tokenBalance: tokenBalance - 1n, nativeBalance: needed }),
    ).toMatchObject({ kind: 'token', needed: tokenBalance })
  })

  it('on Solana, a SOL source needs the amount plus the fees in SOL', async () => {
    const sol = await quoteFor({ srcChainType: 'SOLANA', native: true })
    const amount = BigInt(sol.quote.srcAmount)
    const fees = sol.quote.fees
      .filter((fee) => fee.chainKey === sol.request.srcChainKey && fee.address.startsWith('So1111'))
      .reduce((sum, fee) => sum + BigInt(fee.amount), 0n)
    const needed = amount + fees + 5_000n + 890_880n
    const parameters = { ...sol, chains, nativeBalance: undefined }
    expect(checkFunds({ ...parameters, tokenBalance: needed })).toBeUndefined()
    expect(checkFunds({ ...parameters, tokenBalance: needed - 1n })).toEqual({
      kind: 'native',
      needed,
      available: needed - 1n,
    })
    expect(checkFunds({ ...parameters, tokenBalance: amount - 1n })).toMatchObject({
      kind: 'token',
    })
  })
})

describe('maxSendable: what MAX fills in', () => {
  const sourceOf = (request: QuoteRequest) => ({
    srcChainKey: request.srcChainKey,
    chainType: chains.find((chain) => chain.chainKey === request.srcChainKey)?.chainType,
    srcTokenAddress: request.srcTokenAddress,
  })

  it('is the whole balance of a token, quoted or not', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: false })
    expect(maxSendable({ available: 123n, ...sourceOf(request) })).toBe(123n)
    expect(maxSendable({ available: 123n, ...sourceOf(request), quote, gasPrice: 5n })).toBe(123n)
  })

  it('keeps the fees and twice the gas of a native EVM coin, and the amount it gives quotes with no shortfall', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: true })
    const amount = BigInt(quote.srcAmount)
    const { value, gas } = nativeOf(quote)
    expect(gas).toBeGreaterThan(0n)
    const available = 10n ** 18n
    const gasPrice = 1_000_000_000n
    // Unquoted, its gas is unknown: the whole balance.
    expect(maxSendable({ available, ...sourceOf(request) })).toBe(available)
    const max = maxSendable({ available, ...sourceOf(request), quote, gasPrice })
    expect(max).toBe(available - (value - amount) - 2n * gas * gasPrice)
    // What MAX filled in is quoted again: the wallet pays it, its fee and its gas.
    const again = await getQuotes(clientFor(server()), { ...request, amount: max.toString() })
    const next = again.quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
    if (!next) throw new Error('no quote for the MAX amount')
    expect(
      checkFunds({
        quote: next,
        request: { ...request, amount: max.toString() },
        chains,
        tokenBalance: available,
        nativeBalance: undefined,
        gasPrice,
      }),
    ).toBeUndefined()
    // A wallet with less than the fees and gas: nothing, never below zero.
    expect(maxSendable({ available: 1n, ...sourceOf(request), quote, gasPrice })).toBe(0n)
  })

  it('counts a native value below the amount (an OFT adapter takes it less its dust) once', async () => {
    const { quote, request } = await quoteFor({ routeType: 'STARGATE_V2_TAXI', native: true })
    const amount = BigInt(quote.srcAmount)
    const below = structuredClone(quote)
    let gas = 0n
    for (const step of below.userSteps as EvmTransactionStep[]) {
      gas += BigInt(step.transaction.encoded.gasLimit ?? '0')
      if (BigInt(step.transaction.encoded.value ?? '0') > 0n)
        step.transaction.encoded.value = String(amount - 1_000n)
    }
    const gasPrice = 2n
    const parameters = { quote: below, request, chains, nativeBalance: undefined, gasPrice }
    expect(checkFunds({ ...parameters, tokenBalance: amount + gas * gasPrice })).toBeUndefined()
    expect(checkFunds({ ...parameters, tokenBalance: amount + gas * gasPrice - 1n })).toMatchObject(
      { kind: 'native', needed: amount + gas * gasPrice },
    )
    const available = 2n * amount
    expect(maxSendable({ available, ...sourceOf(request), quote: below, gasPrice })).toBe(
      available - 2n * gas * gasPrice,
    )
  })

  it('keeps SOL for the account, the quoted SOL fees and two signature fees', async () => {
    const sol = await quoteFor({ srcChainType: 'SOLANA', native: true })
    const fees = sol.quote.fees
      .filter((fee) => fee.chainKey === sol.request.srcChainKey && fee.address.startsWith('So1111'))
      .reduce((sum, fee) => sum + BigInt(fee.amount), 0n)
    expect(fees).toBeGreaterThan(0n)
    const available = 5_000_000_000n
    const source = sourceOf(sol.request)
    const reserve = 890_880n + 2n * 5_000n
    expect(maxSendable({ available, ...source })).toBe(available - reserve)
    expect(maxSendable({ available, ...source, quote: sol.quote })).toBe(available - reserve - fees)
    // Another chain's fee and a malformed amount are not the wallet's SOL.
    const hostile = {
      ...sol.quote,
      fees: [
        ...sol.quote.fees,
        {
          chainKey: 'ethereum',
          address: sol.quote.fees[0]?.address ?? '',
          amount: '999',
          type: 'MESSAGE',
          description: '',
        },
        {
          chainKey: source.srcChainKey,
          address: 'So11111111111111111111111111111111111111112',
          amount: '-5',
          type: 'MESSAGE',
          description: '',
        },
      ],
    } as Quote
    expect(maxSendable({ available, ...source, quote: hostile })).toBe(available - reserve - fees)
    expect(maxSendable({ available: reserve, ...source })).toBe(0n)
  })
})
