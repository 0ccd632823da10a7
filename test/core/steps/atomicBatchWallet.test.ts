import { describe, expect, it } from 'vitest'
import { atomicBatchMethods } from '../../../src/executors/atomicBatch.js'
import { readCallsStatus } from '../../../src/executors/atomicBatchCalls.js'

// How vtkit reads a wallet's EIP-5792 answers: every shape wallets give (2.0.0 and the first
// version), and the odd ones, never taken for a batch that succeeded.

const account = '0x1111111111111111111111111111111111111111'
const hash = `0x${'ab'.repeat(32)}`

/** A wallet (EIP-1193) answering each method from `answers`; a function answer may throw. */
function walletAnswering(answers: Record<string, unknown>) {
  const asked: { method: string; params?: unknown; retryCount?: number }[] = []
  const methods = atomicBatchMethods(async () => ({
    address: account,
    request: async ({ method, params }, options) => {
      asked.push({ method, params, retryCount: options?.retryCount })
      const answer = answers[method]
      return typeof answer === 'function' ? answer(params) : answer
    },
  }))
  return { ...methods, asked }
}

describe('EIP-5792 with the wallet', () => {
  it.each([
    ['2.0.0 supported', { '0x1': { atomic: { status: 'supported' } } }, true],
    ['2.0.0 ready (upgraded within the prompt)', { '0x1': { atomic: { status: 'ready' } } }, true],
    ['the first version', { '0x1': { atomicBatch: { supported: true } } }, true],
    ['unsupported', { '0x1': { atomic: { status: 'unsupported' } } }, false],
    ['another chain only', { '0xa': { atomic: { status: 'supported' } } }, false],
    ['nothing', {}, false],
    ['null', null, false],
    ['a string', 'yes', false],
  ])('reads capabilities: %s', async (_label, capabilities, expected) => {
    const wallet = walletAnswering({ wallet_getCapabilities: capabilities })
    expect(await wallet.supportsAtomicBatch(1)).toBe(expected)
    expect(wallet.asked[0]).toMatchObject({ params: [account, ['0x1']] })
  })

  it('a wallet without EIP-5792 (the method unknown) batches nothing, and says no error', async () => {
    const wallet = walletAnswering({
      wallet_getCapabilities: () => {
        throw Object.assign(new Error('Method not supported'), { code: -32601 })
      },
    })
    expect(await wallet.supportsAtomicBatch(1)).toBe(false)
  })

  it('sends the calls atomically required, never retried, and returns the id (either form)', async () => {
    for (const answer of [{ id: 'batch-1' }, 'batch-1']) {
      const wallet = walletAnswering({ wallet_sendCalls: answer })
      expect(
        await wallet.sendCalls({
          chainId: 10,
          calls: [{ chainId: 10, to: account, data: '0x1234', value: 5n }],
        }),
      ).toBe('batch-1')
      expect(wallet.asked[0]).toEqual({
        method: 'wallet_sendCalls',
        retryCount: 0,
        params: [
          {
            version: '2.0.0',
            chainId: '0xa',
            from: account,
            atomicRequired: true,
            calls: [{ to: account, data: '0x1234', value: '0x5' }],
          },
        ],
      })
    }
  })

  it.each([[{}], [{ id: '' }], [{ id: 7 }], [null]])(
    'an answer without a batch id is an error, not a batch to follow: %j',
    async (answer) => {
      const wallet = walletAnswering({ wallet_sendCalls: answer })
      await expect(wallet.sendCalls({ chainId: 1, calls: [] })).rejects.toThrow(
        'the wallet answered wallet_sendCalls without a batch id',
      )
    },
  )

  it('asks the status by id', async () => {
    const wallet = walletAnswering({
      wallet_getCallsStatus: { status: 200, receipts: [{ status: '0x1', transactionHash: hash }] },
    })
    expect(await wallet.getCallsStatus('batch-1')).toEqual({ status: 'success', hashes: [hash] })
    expect(wallet.asked[0]).toMatchObject({ method: 'wallet_getCallsStatus', params: ['batch-1'] })
  })
})

describe('readCallsStatus', () => {
  const mined = { status: '0x1', transactionHash: hash }
  it.each([
    ['pending', { status: 100 }, 'pending'],
    ['pending, first version', { status: 'PENDING' }, 'pending'],
    ['confirmed', { status: 200, receipts: [mined] }, 'success'],
    ['confirmed, first version', { status: 'CONFIRMED', receipts: [mined] }, 'success'],
    ['confirmed without receipts', { status: 200 }, 'failure'],
    [
      'confirmed with a reverted receipt',
      { status: 200, receipts: [mined, { ...mined, status: '0x0' }] },
      'failure',
    ],
    ['not sent (offchain failure)', { status: 400 }, 'failure'],
    ['reverted', { status: 500, receipts: [{ ...mined, status: '0x0' }] }, 'failure'],
    ['partly reverted', { status: 600, receipts: [mined] }, 'failure'],
    ['an unknown code below 200', { status: 101 }, 'pending'],
    ['nothing', undefined, 'failure'],
  ])('%s', (_label, body, expected) => {
    expect(readCallsStatus(body as never).status).toBe(expected)
  })

  it('keeps only hashes that are strings', () => {
    expect(
      readCallsStatus({
        status: 200,
        receipts: [mined, { status: '0x1', transactionHash: 5 } as never],
      }).hashes,
    ).toEqual([hash])
  })
})
