import { describe, expect, it } from 'vitest'
import { compareQuotes, type Quote } from '../../src/exports/core.js'

const quote = (changes: Partial<Quote> = {}): Quote => ({
  id: 'q',
  routeSteps: [{ type: 'CCTP_V2', description: '' }],
  fees: [],
  srcAmount: '1000000',
  dstAmount: '990000',
  dstAmountMin: '980000',
  feeUsd: '0.50',
  userSteps: [],
  ...changes,
})

describe('compareQuotes', () => {
  it('says when nothing changed', () => {
    expect(compareQuotes(quote(), quote({ id: 'q2' }))).toMatchObject({
      isUnchanged: true,
      isWorse: false,
      routeChanged: false,
      receive: { delta: 0n },
    })
  })

  it('flags less received, a lower minimum, or a higher fee as worse', () => {
    expect(compareQuotes(quote(), quote({ dstAmount: '985000' }))).toMatchObject({
      isWorse: true,
      receive: { before: '990000', after: '985000', delta: -5000n },
    })
    expect(compareQuotes(quote(), quote({ dstAmountMin: '970000' })).isWorse).toBe(true)
    const fee = compareQuotes(quote(), quote({ feeUsd: '0.75' }))
    expect(fee.isWorse).toBe(true)
    expect(fee.feeUsd?.delta).toBeCloseTo(0.25)
  })

  it('calls a better quote better, and notices a new route', () => {
    expect(compareQuotes(quote(), quote({ dstAmount: '995000', feeUsd: '0.40' }))).toMatchObject({
      isWorse: false,
      isUnchanged: false,
    })
    expect(
      compareQuotes(quote(), quote({ routeSteps: [{ type: 'STARGATE_V2_TAXI', description: '' }] }))
        .routeChanged,
    ).toBe(true)
  })

  it('leaves out what one of the quotes does not give', () => {
    const change = compareQuotes(quote({ feeUsd: undefined, dstAmountMin: undefined }), quote())
    expect(change.feeUsd).toBeUndefined()
    expect(change.minimum).toBeUndefined()
  })
})
