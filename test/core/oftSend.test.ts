import { pad } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  addressToBytes32,
  buildOftTransfer,
  decodeOftSend,
  listOfts,
  OFT_SEND_SELECTOR,
  splitOftDust,
  verifyOftTransfer,
} from '../../src/exports/core.js'
import { addressWord, base58Decode } from '../../src/testing/encoding.js'
import { oftSendData } from '../../src/testing/evmCalls.js'
import { oftTransferRequestFor } from '../helpers/oftRoutes.js'
import { clientFor, wallets, withSimulatorServer } from '../helpers/simulatorServer.js'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

describe('addressToBytes32', () => {
  it('pads an EVM address and decodes a Solana one, as the simulator encodes them', () => {
    expect(addressToBytes32(wallets.evm, 'EVM')).toBe(pad(wallets.evm).slice(2))
    expect(addressToBytes32(wallets.evm, 'EVM')).toBe(addressWord(wallets.evm))
    expect(addressToBytes32(wallets.solana, 'SOLANA')).toBe(hex(base58Decode(wallets.solana)))
    // Leading "1"s are zero bytes.
    expect(addressToBytes32('11111111111111111111111111111111', 'SOLANA')).toBe('0'.repeat(64))
  })

  it('refuses an address of another chain type, or none', () => {
    expect(() => addressToBytes32(wallets.solana, 'EVM')).toThrow(TypeError)
    expect(() => addressToBytes32(wallets.evm, 'SOLANA')).toThrow(/not a SOLANA address/)
    expect(() => addressToBytes32('', 'EVM')).toThrow(TypeError)
  })
})

describe('splitOftDust', () => {
  it('keeps what the shared decimals carry and returns the rest as dust', () => {
    expect(splitOftDust(1_000_000_000_000_000_123n, 18, 6)).toEqual({
      sendable: 1_000_000_000_000_000_000n,
      dust: 123n,
    })
    expect(splitOftDust(1_234_567n, 6, 6)).toEqual({ sendable: 1_234_567n, dust: 0n })
    // Local decimals below the shared ones: nothing is dust.
    expect(splitOftDust(5n, 4, 6)).toEqual({ sendable: 5n, dust: 0n })
  })
})

describe('decodeOftSend', () => {
  const data = oftSendData({
    dstEid: 30_184,
    recipientWord: addressWord(wallets.evm2),
    amount: 10n ** 18n,
    minAmount: 10n ** 18n - 5n,
    refundAddress: wallets.evm,
  })

  it('reads the recipient, the amounts and the refund address of the send the service builds', () => {
    expect(data.startsWith(OFT_SEND_SELECTOR)).toBe(true)
    expect(decodeOftSend(data)).toEqual({
      dstEid: 30_184,
      to: addressWord(wallets.evm2),
      amountLD: 10n ** 18n,
      minAmountLD: 10n ** 18n - 5n,
      refundAddress: wallets.evm.toLowerCase(),
    })
  })

  it('reads nothing it cannot read exactly', () => {
    const refundWord = 4 * 64 + 10
    for (const bad of [
      '',
      '0x',
      'not hex',
      `0x095ea7b3${data.slice(10)}`, // another function
      data.slice(0, -2), // a byte short
      `${data}00`, // a byte long
      `${data.slice(0, refundWord)}${'f'.repeat(64)}`, // a refund word that is no address
    ])
      expect(decodeOftSend(bad), bad.slice(0, 20)).toBeUndefined()
  })
})

describe('verifyOftTransfer with a Solana recipient', () => {
  const server = withSimulatorServer()

  it('reads the base58 recipient as the 32-byte word the service encoded, and refuses another one', async () => {
    const request = oftTransferRequestFor('OFT_ADAPTER', 'SOLANA')
    const client = clientFor(server())
    const [transfer, list] = await Promise.all([
      buildOftTransfer(client, request),
      listOfts(client),
    ])
    const verify = (to: string) =>
      verifyOftTransfer({
        transfer,
        request: { ...request, to },
        list,
        walletAddress: wallets.evm,
        dstChainType: 'SOLANA',
      }).map((finding) => finding.rule)
    expect(verify(wallets.solana)).toEqual([])
    expect(verify('So11111111111111111111111111111111111111112')).toEqual([
      'oft-recipient-mismatch',
    ])
    // An EVM address where a Solana one belongs is no recipient at all.
    expect(verify(wallets.evm)).toEqual(['oft-recipient-mismatch'])
  })
})
