import { describe, expect, it } from 'vitest'
import {
  type Chain,
  featuredTokens,
  isChainInScope,
  isTokenInScope,
  type Token,
  type TransferScope,
} from '../../src/exports/core.js'

const chains = [
  { chainKey: 'ethereum', chainId: 1, chainType: 'EVM', name: 'Ethereum' },
  { chainKey: 'base', chainId: 8453, chainType: 'EVM', name: 'Base' },
  { chainKey: 'solana', chainType: 'SOLANA', name: 'Solana' },
] as Chain[]
const token = (chainKey: string, symbol: string, address: string) =>
  ({ chainKey, symbol, address, decimals: 6, name: symbol }) as Token
const baseUsdc = token('base', 'USDC', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')
const baseUsdt = token('base', 'USDT', '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2')
const ethUsdc = token('ethereum', 'USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')

describe('TransferScope', () => {
  it('allows everything when no scope is given', () => {
    expect(chains.every((chain) => isChainInScope(chain, undefined, 'from'))).toBe(true)
    expect(isTokenInScope(baseUsdt, undefined, 'to', chains)).toBe(true)
  })

  it('takes chains by key or by EVM chain id, allow then deny, each side narrowing both', () => {
    const scope: TransferScope = {
      chains: { allow: [8453, 'ethereum', 'solana'], to: { deny: ['solana'] } },
    }
    const keys = (side: 'from' | 'to') =>
      chains.filter((chain) => isChainInScope(chain, scope, side)).map((chain) => chain.chainKey)
    expect(keys('from')).toEqual(['ethereum', 'base', 'solana'])
    expect(keys('to')).toEqual(['ethereum', 'base'])
  })

  it('takes tokens by symbol (any case) or exactly, on a chain in scope', () => {
    const scope: TransferScope = {
      chains: { deny: ['ethereum'] },
      tokens: {
        allow: ['usdc'],
        from: { deny: [{ chain: 8453, address: baseUsdc.address.toLowerCase() }] },
      },
    }
    expect(isTokenInScope(baseUsdc, scope, 'to', chains)).toBe(true)
    expect(isTokenInScope(baseUsdc, scope, 'from', chains)).toBe(false)
    expect(isTokenInScope(baseUsdt, scope, 'to', chains)).toBe(false)
    // USDC, but on a denied chain.
    expect(isTokenInScope(ethUsdc, scope, 'to', chains)).toBe(false)
  })

  it('gives the featured tokens in the scope’s order, or undefined when none are featured', () => {
    const scope: TransferScope = {
      tokens: { featured: ['USDT', { chain: 'base', address: baseUsdc.address }] },
    }
    expect(featuredTokens([baseUsdc, ethUsdc, baseUsdt], scope, chains)).toEqual([
      baseUsdt,
      baseUsdc,
    ])
    expect(featuredTokens([baseUsdc], {}, chains)).toBeUndefined()
  })
})
