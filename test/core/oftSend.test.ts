import { encodeFunctionData, getAbiItem, pad, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildOftTransfer,
  decodeOftSend,
  getChains,
  listOfts,
  splitOftDust,
  verifyOftTransfer,
} from '../../src/exports/core.js'
import {
  addressToBytes32,
  OFT_SEND_SELECTOR,
  readExecutorOptions,
} from '../../src/exports/internal.js'
import { addressWord, base58Decode } from '../../src/testing/encoding.js'
import { executorOptions, oftSendData } from '../../src/testing/evmCalls.js'
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
  // Encoded by viem from LayerZero's published ABI, not by the simulator: an independent encoder.
  const sendAbi = parseAbi([
    'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
    'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
    'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  ])
  const sendParam = {
    dstEid: 30_184,
    to: `0x${addressWord(wallets.evm2)}` as const,
    amountLD: 10n ** 18n,
    minAmountLD: 10n ** 18n - 5n,
    extraOptions: '0x00030100110100000000000000000000000000030d40' as const,
    composeMsg: '0x' as const,
    oftCmd: '0x00' as const,
  }
  const data = encodeFunctionData({
    abi: sendAbi,
    functionName: 'send',
    args: [sendParam, { nativeFee: 123n, lzTokenFee: 0n }, wallets.evm],
  })

  it('reads an OFT V2 send (selector 0xc7c7f5b3): where, to whom, how much, the fee and the refund', () => {
    expect(OFT_SEND_SELECTOR).toBe(toFunctionSelector(getAbiItem({ abi: sendAbi, name: 'send' })))
    expect(data.startsWith(OFT_SEND_SELECTOR)).toBe(true)
    expect(decodeOftSend(data)).toEqual({
      dstEid: 30_184,
      to: addressWord(wallets.evm2),
      amountLD: 10n ** 18n,
      minAmountLD: 10n ** 18n - 5n,
      extraOptions: sendParam.extraOptions,
      composeMsg: '0x',
      oftCmd: '0x00',
      nativeFee: 123n,
      lzTokenFee: 0n,
      refundAddress: wallets.evm.toLowerCase(),
    })
  })

  it('reads the simulator’s sends the same way viem encodes them', () => {
    const simulated = oftSendData({
      dstEid: sendParam.dstEid,
      recipientWord: addressWord(wallets.evm2),
      amountLD: sendParam.amountLD,
      minAmountLD: sendParam.minAmountLD,
      extraOptions: sendParam.extraOptions,
      oftCmd: '0x00',
      nativeFee: 123n,
      refundAddress: wallets.evm,
    })
    expect(simulated).toBe(data)
  })

  it('reads nothing it cannot read exactly', () => {
    const refundWord = 10 + 3 * 64
    const legacy = `0xa7611cd3${'0'.repeat(5 * 64)}`
    for (const bad of [
      '',
      '0x',
      'not hex',
      legacy, // the simplified send no production OFT has
      `0x095ea7b3${data.slice(10)}`, // another function
      data.slice(0, -66), // the last bytes payload cut
      `${data.slice(0, refundWord)}${'f'.repeat(64)}${data.slice(refundWord + 64)}`, // refund word no address
      `${data.slice(0, 10)}${'f'.repeat(64)}${data.slice(74)}`, // an offset beyond the data
      `${data.slice(0, 10 + 4 * 64)}${'f'.repeat(64)}${data.slice(10 + 5 * 64)}`, // dstEid beyond uint32
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
        endpointIds: client.endpointIds,
        trustedDeployments: client.trustedDeployments,
      }).map((finding) => finding.rule)
    expect(verify(wallets.solana)).toEqual([])
    // Another person's Solana wallet (not a program nor a mint, which keep nothing).
    expect(verify('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toEqual([
      'oft-recipient-mismatch',
    ])
    // An EVM address where a Solana one belongs is no recipient at all.
    expect(verify(wallets.evm)).toEqual(['oft-recipient-mismatch'])
  })
})

describe('verifyOftTransfer against the app’s own chains', () => {
  const server = withSimulatorServer()

  it('refuses a source chain whose /chains id the app’s chains contradict, and passes one they agree with', async () => {
    const request = oftTransferRequestFor('OFT_ADAPTER', 'SOLANA')
    const client = clientFor(server())
    const [transfer, list, chains] = await Promise.all([
      buildOftTransfer(client, request),
      listOfts(client),
      getChains(client),
    ])
    const source = chains.find((chain) => chain.chainKey === request.srcChainName)
    if (!source?.chainId) throw new Error('the source chain has no id')
    // The app's OFT pins, without the chain ids they carry (which would decide first).
    const pins = Object.fromEntries(
      Object.entries(client.trustedDeployments ?? {}).map(([key, { chainId: _, ...rest }]) => [
        key,
        rest,
      ]),
    )
    const verify = (appChains: { id: number; name: string }[]) =>
      verifyOftTransfer({
        transfer,
        request,
        list,
        walletAddress: wallets.evm,
        dstChainType: 'SOLANA',
        endpointIds: client.endpointIds,
        trustedDeployments: pins,
        sourceChain: source,
        appChains,
      }).map((finding) => finding.rule)
    expect(verify([{ id: source.chainId, name: source.name }])).toEqual([])
    // The app's wallet knows a chain of that name by another id: the send would go elsewhere.
    expect(verify([{ id: source.chainId + 1, name: source.name }])).toEqual([
      'oft-chain-id-conflict',
    ])
  })
})

describe('readExecutorOptions', () => {
  it('reads the native coin LayerZero type-3 options deliver, and nothing it cannot read exactly', () => {
    const word = addressWord(wallets.evm2)
    const options = executorOptions({
      lzReceiveGas: 200_000n,
      lzReceiveValue: 7n,
      nativeDrops: [{ amount: 5n, receiverWord: word }],
    })
    expect(readExecutorOptions(options)).toEqual({
      nativeDrops: [{ amount: 5n, receiverWord: word }],
      lzReceiveValue: 7n,
      composes: 0,
    })
    expect(readExecutorOptions('0x')).toEqual({ nativeDrops: [], lzReceiveValue: 0n, composes: 0 })
    for (const bad of ['0x0001', '0x00030100', `${options}ff`, '0x0003090001ff', 'nope'])
      expect(readExecutorOptions(bad), bad).toBeUndefined()
  })
})
