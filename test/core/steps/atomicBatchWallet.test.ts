import { describe, expect, it } from 'vitest'
import { readCallsStatus } from '../../../src/core/steps/run/atomicBatchCalls.js'
import { atomicBatchMethods } from '../../../src/executors/atomicBatch.js'

// How vtkit reads a wallet's EIP-5792 answers: a batch is taken for confirmed or failed only when
// the answer says so plainly; anything odd is "unknown", for the user to check, never a failure
// that could be sent again.

const account = '0x1111111111111111111111111111111111111111'
const hash = `0x${'ab'.repeat(32)}`
const batchId = `0x${'cd'.repeat(32)}`

/** A wallet (EIP-1193) answering each method from `answers`; a function answer may throw. */
function walletAnswering(answers: Record<string, unknown>) {
  const asked: { method: string; params?: unknown; retryCount?: number | undefined }[] = []
  const methods = atomicBatchMethods(async () => async ({ method, params }, options) => {
    asked.push({ method, params, retryCount: options?.retryCount })
    const answer = answers[method]
    return typeof answer === 'function' ? answer(params) : answer
  })
  return { ...methods, asked }
}

const send = { chainId: 10, from: account, id: batchId }

describe('EIP-5792 with the wallet', () => {
  it.each([
    ['supported', { '0x1': { atomic: { status: 'supported' } } }, true],
    [
      'ready (the account upgraded within the prompt)',
      { '0x1': { atomic: { status: 'ready' } } },
      true,
    ],
    ['supported on every chain (0x0)', { '0x0': { atomic: { status: 'supported' } } }, true],
    ['unsupported', { '0x1': { atomic: { status: 'unsupported' } } }, false],
    [
      'the first version’s atomicBatch (sent 2.0.0 requests it may refuse)',
      { '0x1': { atomicBatch: { supported: true } } },
      false,
    ],
    ['another chain only', { '0xa': { atomic: { status: 'supported' } } }, false],
    ['nothing', {}, false],
    ['null', null, false],
    ['a string', 'yes', false],
  ])('reads capabilities: %s', async (_label, capabilities, expected) => {
    const wallet = walletAnswering({ wallet_getCapabilities: capabilities })
    expect(await wallet.supportsAtomicBatch({ chainId: 1, account })).toBe(expected)
    expect(wallet.asked[0]).toMatchObject({ params: [account, ['0x1']] })
  })

  it('a wallet without EIP-5792 (the method unknown) batches nothing, and says no error', async () => {
    const wallet = walletAnswering({
      wallet_getCapabilities: () => {
        throw Object.assign(new Error('Method not supported'), { code: -32601 })
      },
    })
    expect(await wallet.supportsAtomicBatch({ chainId: 1, account })).toBe(false)
  })

  it('sends the calls from the checked account, atomic required, with vtkit’s id, never retried', async () => {
    const wallet = walletAnswering({ wallet_sendCalls: { id: batchId } })
    expect(
      await wallet.sendCalls({
        ...send,
        calls: [{ chainId: 10, to: account, data: '0x1234', value: 5n }],
      }),
    ).toBe(batchId)
    expect(wallet.asked[0]).toEqual({
      method: 'wallet_sendCalls',
      retryCount: 0,
      params: [
        {
          version: '2.0.0',
          id: batchId,
          chainId: '0xa',
          from: account,
          atomicRequired: true,
          calls: [{ to: account, data: '0x1234', value: '0x5' }],
        },
      ],
    })
  })

  it.each([[{}], [{ id: '' }], [{ id: 7 }], [null], ['batch-1']])(
    'an answer without a batch id is an error, not a batch to follow: %j',
    async (answer) => {
      const wallet = walletAnswering({ wallet_sendCalls: answer })
      await expect(wallet.sendCalls({ ...send, calls: [] })).rejects.toThrow(
        'the wallet answered wallet_sendCalls without a batch id',
      )
    },
  )

  it('asks the status by id; an id the wallet does not know is "notFound"', async () => {
    const wallet = walletAnswering({
      wallet_getCallsStatus: (params: unknown[]) => {
        if (params[0] !== 'batch-1')
          throw Object.assign(new Error('Unknown bundle id'), { code: 5730 })
        return { status: 200, chainId: '0xa', receipts: [{ status: '0x1', transactionHash: hash }] }
      },
    })
    expect(await wallet.getCallsStatus('batch-1')).toEqual({
      status: 'success',
      hashes: [hash],
      chainId: 10,
    })
    expect(wallet.asked[0]).toMatchObject({ method: 'wallet_getCallsStatus', params: ['batch-1'] })
    expect((await wallet.getCallsStatus('batch-2')).status).toBe('notFound')
  })

  it('any other error from the status is the wallet’s, thrown (the engine asks again)', async () => {
    const wallet = walletAnswering({
      wallet_getCallsStatus: () => {
        throw Object.assign(new Error('disconnected'), { code: 4900 })
      },
    })
    await expect(wallet.getCallsStatus('batch-1')).rejects.toThrow('disconnected')
  })
})

describe('readCallsStatus', () => {
  const mined = { status: '0x1', transactionHash: hash }
  it.each([
    ['pending', { status: 100 }, 'pending'],
    ['another 1xx', { status: 101 }, 'pending'],
    ['confirmed', { status: 200, receipts: [mined] }, 'success'],
    ['confirmed, another 2xx', { status: 201, receipts: [mined] }, 'success'],
    [
      'confirmed, the status padded (0x01)',
      { status: 200, receipts: [{ ...mined, status: '0x01' }] },
      'success',
    ],
    ['confirmed without receipts', { status: 200 }, 'unknown'],
    [
      'confirmed with a reverted receipt',
      { status: 200, receipts: [mined, { ...mined, status: '0x0' }] },
      'unknown',
    ],
    [
      'confirmed with a receipt without a hash',
      { status: 200, receipts: [mined, { status: '0x1' }] },
      'unknown',
    ],
    ['not included (offchain failure)', { status: 400 }, 'failure'],
    ['reverted as a whole', { status: 500, receipts: [{ ...mined, status: '0x0' }] }, 'failure'],
    ['partly reverted: something may have moved', { status: 600, receipts: [mined] }, 'unknown'],
    ['the first version’s words', { status: 'CONFIRMED', receipts: [mined] }, 'unknown'],
    ['nothing', undefined, 'unknown'],
    ['null', null, 'unknown'],
    ['receipts not a list', { status: 200, receipts: 'yes' }, 'unknown'],
  ])('%s', (_label, body, expected) => {
    expect(readCallsStatus(body as never).status).toBe(expected)
  })

  it('reads the chain it ran on, and keeps only hashes that are strings', () => {
    expect(
      readCallsStatus({
        status: 200,
        chainId: '0x2105',
        receipts: [mined, { status: '0x1', transactionHash: 5 }],
      }),
    ).toEqual({ status: 'unknown', hashes: [hash], chainId: 8453 })
  })
})
