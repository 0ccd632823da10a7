import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Chain,
  checkFunds,
  type EvmTransactionStep,
  getChains,
  getQuotes,
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
