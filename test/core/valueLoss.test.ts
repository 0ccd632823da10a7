import { describe, expect, it } from 'vitest'
import {
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  quoteValueLoss,
  rateDrop,
  readValueLossThresholds,
  type Token,
} from '../../src/exports/core.js'

const quote = (fields: Partial<Quote>): Quote =>
  ({
    id: 'q',
    routeSteps: [{ type: 'CCTP_V2', srcChainKey: 'base', description: '' }],
    fees: [],
    srcAmount: '100000000',
    dstAmount: '99000000',
    srcAmountUsd: '100',
    dstAmountUsd: '99',
    userSteps: [],
    ...fields,
  }) as Quote
const eth = { chainKey: 'base', address: NATIVE_TOKEN_ADDRESS, decimals: 18, price: { usd: 3000 } }

describe('quoteValueLoss', () => {
  it('counts what does not arrive and the native fees paid on top, against the value sent', () => {
    const messaging = {
      chainKey: 'base',
      type: 'MESSAGE' as const,
      description: '',
      amount: String(10n ** 15n),
      address: NATIVE_TOKEN_ADDRESS,
    }
    // 1 USD less arrives, and 0.001 ETH (3 USD) rides on top: 4 % of 100 USD.
    expect(quoteValueLoss(quote({ fees: [messaging] }), [eth as Token])).toEqual({
      usd: 4,
      fraction: 0.04,
      level: 'none',
    })
    expect(quoteValueLoss(quote({ dstAmountUsd: '94' }), [])?.level).toBe('warn')
    expect(quoteValueLoss(quote({ dstAmountUsd: '90' }), [])?.level).toBe('confirm')
    expect(
      quoteValueLoss(quote({ dstAmountUsd: '90' }), [], { warn: 0.2, confirm: 0.5 })?.level,
    ).toBe('none')
    // More arrives than left (a promotion): no loss, not a negative one.
    expect(quoteValueLoss(quote({ dstAmountUsd: '101' }), [])).toEqual({
      usd: 0,
      fraction: 0,
      level: 'none',
    })
  })

  it('says nothing it cannot know: missing or nonsense USD values, an unpriced native fee', () => {
    for (const fields of [
      { srcAmountUsd: undefined },
      { dstAmountUsd: undefined },
      { srcAmountUsd: '0' },
      { srcAmountUsd: '-5' },
      { dstAmountUsd: 'NaN' },
    ])
      expect(quoteValueLoss(quote(fields), []), JSON.stringify(fields)).toBeUndefined()
    const unpriced = {
      chainKey: 'base',
      type: 'MESSAGE' as const,
      description: '',
      amount: '1',
      address: NATIVE_TOKEN_ADDRESS,
    }
    expect(quoteValueLoss(quote({ fees: [unpriced] }), [])).toBeUndefined()
  })
})

describe('readValueLossThresholds', () => {
  it('fills what the app leaves out with the defaults', () => {
    expect(readValueLossThresholds(undefined)).toEqual({ warn: 0.05, confirm: 0.1 })
    expect(readValueLossThresholds({ confirm: 0.3 })).toEqual({ warn: 0.05, confirm: 0.3 })
  })

  it('names each mistake in one InvalidInputError', () => {
    for (const [given, paths] of [
      [{ warn: 5 }, ['warn']],
      [{ warn: -0.1, confirm: Number.NaN }, ['warn', 'confirm']],
      [{ confirm: '0.1' as unknown as number }, ['confirm']],
      [{ warn: 0.3, confirm: 0.2 }, ['warn']],
    ] as const) {
      try {
        readValueLossThresholds(given)
        expect.unreachable(JSON.stringify(given))
      } catch (error) {
        expect(error).toMatchObject({ name: 'InvalidInputError' })
        expect((error as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(
          paths,
        )
      }
    }
  })
})

describe('rateDrop', () => {
  const change = (before: string, after: string) => ({
    receive: { before, after, delta: BigInt(after) - BigInt(before) },
  })
  it('is what a new quote pays less than the one shown, beyond the tolerance', () => {
    expect(rateDrop(change('1000000', '990000'), 0.001)).toEqual({
      before: '1000000',
      after: '990000',
      less: '10000',
    })
    // 0.1 % of 1 USDC is 1,000 units: exactly that is within the tolerance.
    expect(rateDrop(change('1000000', '999000'), 0.001)).toBeUndefined()
    expect(rateDrop(change('1000000', '998999'), 0.001)?.less).toBe('1001')
  })

  it('is nothing when the new quote pays the same or more, or when nothing changed', () => {
    expect(rateDrop(change('1000000', '1000000'), 0)).toBeUndefined()
    expect(rateDrop(change('1000000', '1200000'), 0)).toBeUndefined()
    expect(rateDrop(undefined, 0.001)).toBeUndefined()
    expect(rateDrop(change('0', '0'), 0.001)).toBeUndefined()
    // A tolerance that is not a fraction is read as none: the drop is asked about.
    for (const tolerance of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2])
      expect(rateDrop(change('1000000', '999999'), tolerance)?.less).toBe('1')
  })
})
