import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createRouteIndex,
  createTokenIndex,
  NATIVE_TOKEN_ADDRESS,
  type Token,
  validateQuoteInput,
} from '../../src/exports/core.js'
import { sharedCatalog, wallets } from '../helpers/simulatorServer.js'

const token = (
  chainKey: string,
  symbol: string,
  address: string,
  name = `${symbol} Token`,
): Token => ({ chainKey, symbol, address, name, decimals: 18 })

describe('createTokenIndex', () => {
  const tokens = [
    token('base', 'USDC', '0xAAAA000000000000000000000000000000000001', 'USD Coin'),
    token('base', 'ETH', NATIVE_TOKEN_ADDRESS, 'Ether'),
    token('base', 'USDCX', '0xAAAA000000000000000000000000000000000002'),
    token('base', 'XUSDC', '0xAAAA000000000000000000000000000000000003'),
    token('solana', 'SOL', 'So11111111111111111111111111111111111111112', 'Solana'),
  ]
  const index = createTokenIndex(tokens)

  it('puts the native coin first on its chain', () => {
    expect(index.byChain('base').map((item) => item.symbol)).toEqual([
      'ETH',
      'USDC',
      'USDCX',
      'XUSDC',
    ])
    expect(index.byChain('solana')[0]?.symbol).toBe('SOL')
    expect(index.byChain('nowhere')).toEqual([])
  })

  it('ranks an exact symbol, then prefixes, then substrings', () => {
    expect(index.search('USDC').map((item) => item.symbol)).toEqual(['USDC', 'USDCX', 'XUSDC'])
    expect(index.search('coin').map((item) => item.symbol)).toEqual(['USDC'])
  })

  it('matches pasted hex addresses in any case, base58 exactly', () => {
    expect(
      index.search('0xaaaa000000000000000000000000000000000002').map((item) => item.symbol),
    ).toEqual(['USDCX'])
    expect(index.search('so11111111111111111111111111111111111111112')).toEqual([])
    expect(index.get('solana', 'So11111111111111111111111111111111111111112')?.symbol).toBe('SOL')
  })

  it('searches 5,000 tokens in well under a frame', () => {
    const catalog = createTokenIndex(sharedCatalog.tokens)
    const started = performance.now()
    for (const text of ['u', 'us', 'usd', 'usdc']) catalog.search(text)
    expect((performance.now() - started) / 4).toBeLessThan(16)
  })
})

describe('createTokenIndex while someone types', () => {
  // The index narrows each search to the last one's matches when the text grows: it must give
  // exactly what a fresh index gives, for any sequence of edits, chains and pasted addresses.
  it('answers every keystroke as a fresh search would', () => {
    const catalog = sharedCatalog.tokens
    const pasted = catalog[7]?.address ?? ''
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            text: fc.oneof(
              fc.constantFrom('u', 'us', 'usd', 'usdc', 'e', 'et', 'eth', '0x', pasted, ' us', ''),
              fc.string({ maxLength: 4 }),
            ),
            chainKey: fc.constantFrom(undefined, 'base', 'ethereum', 'solana'),
          }),
          { maxLength: 12 },
        ),
        (steps) => {
          const typing = createTokenIndex(catalog)
          for (const { text, chainKey } of steps) {
            const expected = createTokenIndex(catalog).search(text, { chainKey })
            expect(typing.search(text, { chainKey })).toEqual(expected)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('finds a pasted address after a text search it begins like', () => {
    const typing = createTokenIndex(sharedCatalog.tokens)
    const target = sharedCatalog.tokens.find((item) => item.address.startsWith('0x')) as Token
    expect(typing.search('0x', { chainKey: target.chainKey })).toEqual([])
    expect(typing.search(target.address, { chainKey: target.chainKey })).toEqual([target])
  })
})

describe('createRouteIndex', () => {
  it('groups by chain and compares addresses as the service does', () => {
    const index = createRouteIndex([
      token('arbitrum', 'USDC', '0xBBBB000000000000000000000000000000000001'),
      token('optimism', 'USDC', '0xCCCC000000000000000000000000000000000001'),
    ])
    expect([...index.byChain.keys()]).toEqual(['arbitrum', 'optimism'])
    expect(index.isRoute('arbitrum', '0xbbbb000000000000000000000000000000000001')).toBe(true)
    expect(index.isRoute('optimism', '0xbbbb000000000000000000000000000000000001')).toBe(false)
  })
})

describe('validateQuoteInput', () => {
  const chains = sharedCatalog.chains
  const valid = {
    amount: '1000',
    srcChainKey: 'base',
    srcTokenAddress: NATIVE_TOKEN_ADDRESS,
    srcWalletAddress: wallets.evm,
    dstChainKey: 'solana',
    dstTokenAddress: 'So11111111111111111111111111111111111111112',
    dstWalletAddress: wallets.solana,
  }

  it('accepts a complete, well-formed request', () => {
    expect(validateQuoteInput(valid, chains)).toEqual({ state: 'valid', request: valid })
  })

  it('lists what is missing', () => {
    expect(validateQuoteInput({ amount: '1', srcChainKey: 'base' }, chains)).toEqual({
      state: 'incomplete',
      missing: [
        'srcTokenAddress',
        'srcWalletAddress',
        'dstChainKey',
        'dstTokenAddress',
        'dstWalletAddress',
      ],
    })
  })

  it('waits for the chain list before judging chains and addresses', () => {
    expect(validateQuoteInput(valid, undefined)).toEqual({ state: 'pending' })
  })

  it('checks wallet addresses against each side’s chain type', () => {
    const result = validateQuoteInput({ ...valid, dstWalletAddress: wallets.evm }, chains)
    expect(result).toEqual({
      state: 'invalid',
      issues: [{ path: 'dstWalletAddress', message: 'is not a valid Solana address for Solana' }],
    })
  })
})
