import { describe, expect, it } from 'vitest'
import {
  bestReturnQuote,
  NATIVE_TOKEN_ADDRESS,
  onTopCostUsd,
  type Quote,
  sortByReturn,
  type Token,
} from '../../src/exports/core.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const eth: Token = {
  chainKey: 'ethereum',
  address: NATIVE_TOKEN_ADDRESS,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  price: { usd: 3000 },
}
const usdcToken: Token = {
  ...eth,
  address: usdc,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  price: { usd: 1 },
}

/** A quote receiving `dstUsd` dollars of USDC, paying `fees` (address, amount, type) on Ethereum. */
function quote(id: string, dstUsd: number, fees: [string, string, string?][] = []): Quote {
  return {
    id,
    routeSteps: [{ type: 'X', srcChainKey: 'ethereum', description: '' }],
    fees: fees.map(([address, amount, type = 'MESSAGE']) => ({
      chainKey: 'ethereum',
      type,
      description: '',
      amount,
      address,
    })),
    duration: { estimated: '60000' },
    feeUsd: '0',
    srcAmount: '25000000',
    dstAmount: String(Math.round(dstUsd * 1e6)),
    dstAmountMin: '0',
    dstAmountUsd: String(dstUsd),
    userSteps: [],
  } as unknown as Quote
}

// 0.0002 ETH at $3,000: $0.60 paid on top of the amount.
const withMessagingFee = quote('a', 24.99, [[NATIVE_TOKEN_ADDRESS, '200000000000000']])
const withoutFee = quote('b', 24.98)

describe('sortByReturn: what arrives, less the native coin paid on top', () => {
  it('ranks 1 cent more that costs 60 cents of ETH below the route without it', () => {
    expect(onTopCostUsd(withMessagingFee, [eth])).toBeCloseTo(0.6)
    expect(sortByReturn([withMessagingFee, withoutFee], [eth]).map((item) => item.id)).toEqual([
      'b',
      'a',
    ])
    expect(bestReturnQuote([withMessagingFee, withoutFee], [eth])?.id).toBe('b')
  })

  it('without prices, compares what arrives, as before', () => {
    expect(sortByReturn([withoutFee, withMessagingFee]).map((item) => item.id)).toEqual(['a', 'b'])
  })

  it('counts neither a fee taken from the amount nor gas delivered on the destination', () => {
    const tokenFee = quote('c', 24.99, [[usdc, '10000', 'GENERAL']])
    const drop = quote('d', 24.99, [[NATIVE_TOKEN_ADDRESS, '200000000000000', 'DST_NATIVE_DROP']])
    expect(onTopCostUsd(tokenFee, [eth, usdcToken])).toBe(0)
    expect(onTopCostUsd(drop, [eth])).toBe(0)
  })

  it('falls back to what arrives for every quote when one native fee has no price', () => {
    expect(onTopCostUsd(withMessagingFee, [])).toBeUndefined()
    // Ranked by net value, "b" would win; one quote unpriced, none is ranked by it.
    const unpriced = quote('e', 24.995, [[NATIVE_TOKEN_ADDRESS, '1']])
    const { price: _none, ...ethWithoutPrice } = eth
    expect(
      sortByReturn([withoutFee, unpriced, withMessagingFee], [ethWithoutPrice]).map(
        (item) => item.id,
      ),
    ).toEqual(['e', 'a', 'b'])
  })

  it('reads a malformed fee amount as unknown, not as zero', () => {
    const malformed = quote('f', 25, [[NATIVE_TOKEN_ADDRESS, '1e18']])
    expect(onTopCostUsd(malformed, [eth])).toBeUndefined()
    expect(sortByReturn([withoutFee, malformed], [eth]).map((item) => item.id)).toEqual(['f', 'b'])
  })
})
