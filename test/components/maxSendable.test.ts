import { describe, expect, it } from 'vitest'
import { maxSendable, SOLANA_MAX_RESERVE } from '../../src/components/BridgeWidget/tokenAmount.js'
import type { Quote } from '../../src/exports/core.js'

const SOL = 'So11111111111111111111111111111111111111112'
const quoteWithFees = (fees: { chainKey: string; address: string; amount: string }[]) =>
  ({
    routeSteps: [{ srcChainKey: 'solana' }],
    fees: fees.map((fee) => ({ ...fee, type: 'MESSAGE' })),
  }) as unknown as Quote

describe('maxSendable: what MAX fills in', () => {
  it('is the whole balance of a token, and of an EVM native coin', () => {
    expect(maxSendable(123n, { chainType: 'SOLANA', native: false }, undefined)).toBe(123n)
    expect(maxSendable(10n ** 18n, { chainType: 'EVM', native: true }, undefined)).toBe(10n ** 18n)
  })

  it('keeps SOL for the account and the quoted SOL fees on top, never below zero', () => {
    const balance = 5_000_000_000n
    const source = { chainType: 'SOLANA', native: true }
    expect(maxSendable(balance, source, undefined)).toBe(balance - SOLANA_MAX_RESERVE)
    const quote = quoteWithFees([
      { chainKey: 'solana', address: SOL, amount: '2000000' },
      // Another chain's fee, and a malformed amount, are not the wallet's SOL.
      { chainKey: 'ethereum', address: SOL, amount: '999' },
      { chainKey: 'solana', address: SOL, amount: '-5' },
    ])
    expect(maxSendable(balance, source, quote)).toBe(balance - SOLANA_MAX_RESERVE - 2_000_000n)
    expect(maxSendable(SOLANA_MAX_RESERVE, source, undefined)).toBe(0n)
    expect(maxSendable(0n, source, quote)).toBe(0n)
  })
})
