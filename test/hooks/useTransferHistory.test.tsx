// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  createStorageJournal,
  getQuotes,
  type Quote,
  type QuoteRequest,
  type TransferRecord,
} from '../../src/exports/core.js'
import { useTransferHistory } from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

// A transfer is seen and delivered at once, so a reloaded page finds it final on its first poll.
const server = withSimulatorServer({
  statusTimeline: { seenAfterMs: 0, processingAfterMs: 0, finalAfterMs: 0 },
})

const record = (
  quote: Quote,
  request: QuoteRequest,
  changes: Partial<TransferRecord>,
): TransferRecord => ({
  version: 1,
  quoteId: quote.id,
  createdAt: 1,
  updatedAt: 1,
  quote,
  request,
  steps: quote.userSteps.map(() => ({
    state: 'confirmed',
    hash: `0x${'ab'.repeat(32)}`,
    updatedAt: 1,
  })),
  phase: 'submitted',
  ...changes,
})

describe('useTransferHistory', () => {
  it('lists past and in-flight transfers, tracks the in-flight ones to the end, and reports corrupt entries', async () => {
    const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
    const { quotes } = await getQuotes(clientFor(server()), request)
    const [inFlight, executing, done] = await Promise.all(
      [0, 1, 2].map(async () => (await getQuotes(clientFor(server()), request)).quotes[0] as Quote),
    )
    if (!inFlight || !executing || !done || !quotes[0]) throw new Error('no quotes')
    localStorage.clear()
    const journal = createStorageJournal({ storage: localStorage })
    journal.put(record(inFlight, request, { updatedAt: 30, srcTxHash: `0x${'cd'.repeat(32)}` }))
    journal.put(record(executing, request, { updatedAt: 20, phase: 'executing' }))
    journal.put(record(done, request, { updatedAt: 10, outcome: 'FAILED' }))
    localStorage.setItem('vtkit:transfer:q_garbage', '{"version":1')

    const { result } = renderVtkitHook(() => useTransferHistory({ journal }), {
      client: clientFor(server()),
    })
    expect(result.current.items.map((item) => [item.record.quoteId, item.state])).toEqual([
      [inFlight.id, 'inFlight'],
      [executing.id, 'executing'],
      [done.id, 'done'],
    ])
    expect(result.current.problems).toEqual([
      { key: 'vtkit:transfer:q_garbage', problem: 'not JSON' },
    ])
    // Only the in-flight transfer is polled, with its source hash.
    await waitFor(() => expect(result.current.items[0]?.state).toBe('done'))
    const polled = server().simulator.requests.filter((item) => item.path.startsWith('/status/'))
    expect(polled.every((item) => item.path === `/status/${inFlight.id}`)).toBe(true)
    expect(new URL(polled[0]?.url ?? '').searchParams.get('txHash')).toBe(`0x${'cd'.repeat(32)}`)
    expect(journal.get(inFlight.id)?.outcome).toBe('SUCCEEDED')
  })

  it('lists OFT sends without asking /status about them (the value transfer service knows none)', async () => {
    const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
    const quote = (await getQuotes(clientFor(server()), request)).quotes[0] as Quote
    const oftSend = { ...quote, id: 'oft_ethereum_1700000000000_0badc0de' }
    localStorage.clear()
    const journal = createStorageJournal({ storage: localStorage })
    journal.put(record(oftSend, request, { srcTxHash: `0x${'ef'.repeat(32)}` }))
    const before = server().simulator.count((item) => item.path.startsWith('/status/'))
    const { result } = renderVtkitHook(() => useTransferHistory({ journal }), {
      client: clientFor(server()),
    })
    expect(result.current.items.map((item) => [item.record.quoteId, item.state])).toEqual([
      [oftSend.id, 'inFlight'],
    ])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server().simulator.count((item) => item.path.startsWith('/status/'))).toBe(before)
  })

  it('is empty, without errors, when nothing was journaled', () => {
    localStorage.clear()
    const { result } = renderVtkitHook(
      () => useTransferHistory({ journal: createStorageJournal({ storage: localStorage }) }),
      { client: clientFor(server()) },
    )
    expect(result.current.items).toEqual([])
    expect(result.current.problems).toEqual([])
  })
})
