import { bytesToHex, getAddress, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { keccak256 } from '../../src/core/keccak.js'
import {
  addressProblem,
  assertQuoteFresh,
  describeRejectedQuote,
  isAddressOfChainType,
  isFinalStatus,
  isNativeTokenAddress,
  isQuoteExpired,
  isSameAddress,
  NATIVE_TOKEN_ADDRESS,
  QuoteExpiredError,
  quoteExpiryTime,
  toChecksumAddress,
} from '../../src/exports/core.js'

describe('addresses', () => {
  it('compares hex addresses case-insensitively', () => {
    expect(
      isSameAddress(
        '0xAbCd000000000000000000000000000000000001',
        '0xabcd000000000000000000000000000000000001',
      ),
    ).toBe(true)
    expect(
      isSameAddress(
        '0xabcd000000000000000000000000000000000001',
        '0xabcd000000000000000000000000000000000002',
      ),
    ).toBe(false)
  })

  it('treats Starknet felts with and without leading zeros as one address', () => {
    expect(isSameAddress('0x04A1', '0x4a1')).toBe(true)
  })

  it('compares base58 exactly: its case carries meaning', () => {
    expect(
      isSameAddress(
        '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      ),
    ).toBe(true)
    expect(
      isSameAddress(
        '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        '4nd1mbqtrmjvyvfkf2pjy9nzuzdtasp7d4xwls4gdb4t',
      ),
    ).toBe(false)
  })

  it.each([
    [undefined, '0x1'],
    ['', ''],
    [null, null],
  ])('is false for missing values (%j, %j)', (a, b) => {
    expect(isSameAddress(a as unknown as string, b as unknown as string)).toBe(false)
  })

  it('recognises the native coin address in any case', () => {
    expect(isNativeTokenAddress(NATIVE_TOKEN_ADDRESS.toLowerCase())).toBe(true)
    expect(isNativeTokenAddress('0x0000000000000000000000000000000000000000')).toBe(false)
  })

  it.each([
    ['0x1111111111111111111111111111111111111111', 'EVM', true],
    ['0x111', 'EVM', false],
    ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', 'SOLANA', true],
    ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4', 'SOLANA', false],
    ['0OIl', 'SOLANA', false],
    ['0x1111111111111111111111111111111111111111', 'SOLANA', false],
    ['0x04a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f', 'STARKNET', true],
    ['0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', 'STARKNET', false],
    ['0x1111111111111111111111111111111111111111', 'COSMOS', false],
  ])('%s fits %s: %s', (address, chainType, expected) => {
    expect(isAddressOfChainType(address, chainType)).toBe(expected)
  })

  // EIP-55: a mixed-case address carries a checksum in its capitals; one mistyped character
  // (or one capital changed) breaks it. All-lowercase or all-uppercase carries none and stays valid.
  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', undefined],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', undefined],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79C8', 'checksum'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C9', 'checksum'],
    ['0x70997970C51812DC3A010C7D01B50E0D17DC79C8', undefined],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79', 'form'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ', 'form'],
  ])('%s as an EVM address: %s', (address, problem) => {
    expect(addressProblem(address, 'EVM')).toBe(problem)
    expect(isAddressOfChainType(address, 'EVM')).toBe(problem === undefined)
  })

  it('writes the EIP-55 form as viem does, for any address', () => {
    for (let index = 0; index < 50; index++) {
      const address = bytesToHex(crypto.getRandomValues(new Uint8Array(20)))
      expect(toChecksumAddress(address)).toBe(getAddress(address))
      expect(addressProblem(getAddress(address), 'EVM')).toBeUndefined()
    }
  })

  it('hashes with Keccak-256 as viem does, across block boundaries', () => {
    for (const length of [0, 1, 40, 135, 136, 137, 272, 500]) {
      const bytes = crypto.getRandomValues(new Uint8Array(length))
      expect(bytesToHex(keccak256(bytes))).toBe(viemKeccak256(bytes))
    }
  })

  it('refuses to write the EIP-55 form of what is not an address', () => {
    expect(() => toChecksumAddress('0x1234')).toThrow(TypeError)
    expect(() => toChecksumAddress(7 as unknown as string)).toThrow(TypeError)
  })

  it('is false, never a throw, for what is not text', () => {
    expect(addressProblem(42 as unknown as string, 'EVM')).toBe('form')
    expect(isAddressOfChainType(undefined as unknown as string, 'SOLANA')).toBe(false)
  })
})

describe('quote expiry', () => {
  const now = Date.UTC(2026, 0, 1, 12)
  it.each([
    [new Date(now - 1).toISOString(), true],
    [new Date(now + 1_000).toISOString(), false],
    [String(Math.floor(now / 1000) - 1), true],
    [String(now + 5_000), false],
  ])('expiresAt %s is expired: %s', (expiresAt, expected) => {
    expect(isQuoteExpired({ expiresAt }, now)).toBe(expected)
  })

  it('never expires a quote without (readable) expiresAt', () => {
    expect(isQuoteExpired({}, now)).toBe(false)
    expect(isQuoteExpired({ expiresAt: 'soon' }, now)).toBe(false)
    expect(quoteExpiryTime({ expiresAt: '' })).toBeUndefined()
  })

  it('assertQuoteFresh throws a QuoteExpiredError naming the quote', () => {
    expect(() =>
      assertQuoteFresh({ id: 'q_1', expiresAt: new Date(now + 1).toISOString() }, now),
    ).not.toThrow()
    try {
      assertQuoteFresh({ id: 'q_1', expiresAt: new Date(now - 1).toISOString() }, now)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(QuoteExpiredError)
      expect((error as QuoteExpiredError).quoteId).toBe('q_1')
      expect((error as QuoteExpiredError).shortMessage).toBe(
        'This quote has expired: request a new quote.',
      )
    }
  })
})

describe('describeRejectedQuote', () => {
  it.each([
    [{ error: 'Amount too low' }, 'Amount too low'],
    [{ reason: 'No liquidity' }, 'No liquidity'],
    [{ error: { message: 'Paused' } }, 'Paused'],
    ['Plain text', 'Plain text'],
    [{ routeType: 'CCTP_V2' }, 'Rejected (no reason given)'],
    [null, 'Rejected (no reason given)'],
    [42, 'Rejected (no reason given)'],
  ])('%j reads as %j', (item, expected) => {
    expect(describeRejectedQuote(item)).toBe(expected)
  })
})

describe('isFinalStatus', () => {
  it.each([
    ['SUCCEEDED', true],
    ['FAILED', true],
    ['PENDING', false],
    ['PROCESSING', false],
    ['UNKNOWN', false],
    ['SOMETHING_NEW', false],
  ])('%s is final: %s', (status, expected) => {
    expect(isFinalStatus(status)).toBe(expected)
    expect(isFinalStatus({ status })).toBe(expected)
  })
})
