import { decodeFunctionData, erc20Abi, pad, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildOftTransfer, listOfts } from '../../src/exports/core.js'
import { oftRouteFor } from '../helpers/oftRoutes.js'
import {
  clientFor,
  OFT_API_KEY,
  sharedCatalog,
  wallets,
  withSimulatorServer,
} from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
// LayerZero's OFT V2 send, as production OFTs have it.
const sendAbi = parseAbi([
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
])

describe('OFT /list', () => {
  it('filters by chain names, symbols, protocols and contract addresses (all must match)', async () => {
    const client = clientFor(server())
    const { symbol, source } = oftRouteFor('OFT')
    expect(Object.keys(await listOfts(client, { symbols: [symbol.toLowerCase()] }))).toEqual([
      symbol,
    ])
    const onChain = await listOfts(client, { chainNames: [source[0]] })
    for (const [, entries] of Object.entries(onChain))
      expect(Object.keys(entries[0]?.deployments ?? {})).toContain(source[0])
    const adapters = await listOfts(client, { protocols: ['OFT_ADAPTER'] })
    expect(Object.keys(adapters).length).toBeGreaterThan(0)
    const byAddress = await listOfts(client, {
      contractAddresses: [source[1].address.toUpperCase().replace('0X', '0x')],
    })
    expect(Object.keys(byAddress)).toEqual([symbol])
    expect(await listOfts(client, { symbols: [symbol], chainNames: ['atlantis'] })).toEqual({})
  })

  it('needs no key', async () => {
    await listOfts(clientFor(server(), { oftApiKey: undefined }))
    expect(server().simulator.requests[0]?.headers['x-layerzero-api-key']).toBeUndefined()
  })
})

describe('OFT /transfer', () => {
  it('builds a send, plus the approval of the inner token for an adapter', async () => {
    const { source, destination, entry } = oftRouteFor('OFT_ADAPTER')
    const transfer = await buildOftTransfer(clientFor(server()), {
      srcChainName: source[0],
      dstChainName: destination[0],
      oftAddress: source[1].address,
      amount: '1234567890123456789',
      from: wallets.evm,
      to: wallets.evm2,
      options: { executor: { nativeDrops: [{ amount: '5', receiver: wallets.evm2 }] } },
    })
    const { populatedTransaction, approvalTransaction } = transfer.transactionData
    expect(populatedTransaction.to).toBe(source[1].address)
    const send = decodeFunctionData({
      abi: sendAbi,
      data: populatedTransaction.data as `0x${string}`,
    })
    const [sendParam, fee, refundAddress] = send.args
    expect(sendParam.dstEid).toBe(sharedCatalog.chain(destination[0])?.eid)
    expect(sendParam.to).toBe(pad(wallets.evm2))
    expect(sendParam.amountLD).toBe(1234567890123456789n)
    // Shared decimals (6) of an 18-decimal token: the last 12 digits are dust.
    expect(sendParam.minAmountLD).toBe(1234567000000000000n)
    // A type-3 executor option asking for the native drop; no compose message.
    expect(sendParam.extraOptions.startsWith('0x0003')).toBe(true)
    expect(sendParam.composeMsg).toBe('0x')
    expect(fee).toEqual({ nativeFee: BigInt(populatedTransaction.value ?? '0'), lzTokenFee: 0n })
    expect(refundAddress.toLowerCase()).toBe(wallets.evm)
    expect(approvalTransaction?.to).toBe(source[1].innerToken)
    const approve = decodeFunctionData({
      abi: erc20Abi,
      data: approvalTransaction?.data as `0x${string}`,
    })
    expect(approve.args).toEqual([
      expect.stringMatching(new RegExp(source[1].address, 'i')),
      1234567890123456789n,
    ])
    expect(transfer.metadata?.properties).toMatchObject({
      dstChainName: destination[0],
      dstOftAddress: destination[1].address,
      approvalRequired: true,
      amount: '1234567890123456789',
      sharedDecimals: entry.sharedDecimals,
    })
    expect(BigInt(populatedTransaction.value ?? '0')).toBe(30_000_000_000_000n + 5n)
    expect(transfer.transactionType).toBe('OFT_SEND')
  })

  it('builds no approval for a plain OFT, and sends to a Solana recipient', async () => {
    const { source, destination } = oftRouteFor('OFT', 'SOLANA')
    const transfer = await buildOftTransfer(clientFor(server()), {
      srcChainName: source[0],
      dstChainName: destination[0],
      oftAddress: source[1].address,
      amount: '1000000000000000000',
      from: wallets.evm,
      to: wallets.solana,
    })
    expect(transfer.transactionData.approvalTransaction).toBeUndefined()
    expect(transfer.metadata?.properties?.approvalRequired).toBe(false)
  })

  it('requires its key, and refuses bad input with issues', async () => {
    const { source, destination } = oftRouteFor('OFT')
    const params = {
      srcChainName: source[0],
      dstChainName: destination[0],
      oftAddress: source[1].address,
      amount: '1',
      from: wallets.evm,
      to: wallets.evm2,
    }
    const noKey = await buildOftTransfer(
      clientFor(server(), { oftApiKey: undefined }),
      params,
    ).catch((caught: unknown) => caught)
    expect(noKey).toMatchObject({ name: 'UnauthorizedError' })
    const badRecipient = await buildOftTransfer(clientFor(server()), {
      ...params,
      to: wallets.solana,
    }).catch((caught: unknown) => caught)
    expect(badRecipient).toMatchObject({
      name: 'ApiError',
      issues: [{ message: '"to" is not a valid EVM address' }],
    })
    const url = new URL(`${server().metadataUrl}/transfer`)
    url.searchParams.set('srcChainName', source[0])
    const raw = await fetch(url, { headers: { 'x-layerzero-api-key': OFT_API_KEY } })
    expect(raw.status).toBe(400)
    expect(await raw.json()).toMatchObject({
      error: { issues: expect.arrayContaining([{ message: '"amount" is required' }]) },
    })
  })
})
