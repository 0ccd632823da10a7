// @vitest-environment jsdom
import { focusManager } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getQuotes } from '../../src/exports/core.js'
import { type UseTransferStatusParameters, useTransferStatus } from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const txHash = `0x${'5a'.repeat(32)}`

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
})
afterEach(() => {
  vi.useRealTimers()
  focusManager.setFocused(undefined)
})

async function newQuoteId(): Promise<string> {
  const { quotes } = await getQuotes(
    clientFor(server()),
    bodyOf(quoteRequestFor({ routeType: 'STARGATE_V2_BUS', symbol: 'USDC' })),
  )
  const bus = quotes.find((quote) => quote.routeSteps[0]?.type === 'STARGATE_V2_BUS')
  if (!bus) throw new Error('no bus quote')
  server().simulator.clearRequests()
  return bus.id
}

const statusRequests = () =>
  server().simulator.requests.filter((request) => request.path.startsWith('/status/'))
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const statusHook = (props: UseTransferStatusParameters) => useTransferStatus(props)

describe('useTransferStatus', () => {
  it('follows the transfer to SUCCEEDED with its history, then stops polling', async () => {
    const quoteId = await newQuoteId()
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId, txHash },
    })
    await waitFor(() => expect(result.current.status).toBe('UNKNOWN'))
    expect(result.current.phase).toBe('waiting')
    expect(result.current.isPolling).toBe(true)
    expect(new URL(statusRequests()[0]?.url ?? '').searchParams.get('txHash')).toBe(txHash)
    const phases = new Set<string>()
    for (let step = 0; step < 20 && !result.current.isFinal; step++) {
      await advance(2_000)
      phases.add(`${result.current.phase}:${result.current.status}`)
    }
    expect(result.current.status).toBe('SUCCEEDED')
    expect([...phases]).toEqual(
      expect.arrayContaining(['tracking:PENDING', 'tracking:PROCESSING', 'final:SUCCEEDED']),
    )
    expect(result.current.executionHistory.map((item) => item.event)).toEqual([
      'SENT',
      'BUS_RODE',
      'DELIVERED',
    ])
    expect(result.current.explorerUrl).toBe(`https://explorer.vtkit.test/tx/${txHash}`)
    expect(result.current.isPolling).toBe(false)
    expect(result.current.lastChangeAt).toEqual(expect.any(Number))
    const polls = statusRequests().length
    await advance(600_000)
    expect(statusRequests().length).toBe(polls)
  })

  it('serves a final status to views that mount later without asking /status again', async () => {
    const quoteId = await newQuoteId()
    const first = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId, txHash },
    })
    for (let step = 0; step < 20 && !first.result.current.isFinal; step++) await advance(2_000)
    expect(first.result.current.status).toBe('SUCCEEDED')
    const polls = statusRequests().length
    const later = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      queryClient: first.queryClient,
      initialProps: { quoteId, txHash },
    })
    expect(later.result.current.status).toBe('SUCCEEDED')
    expect(later.result.current.phase).toBe('final')
    await advance(60_000)
    expect(statusRequests().length).toBe(polls)
  })

  it('starts fast and slows down while nothing changes', async () => {
    const quoteId = await newQuoteId()
    renderVtkitHook(statusHook, { client: clientFor(server()), initialProps: { quoteId } })
    for (let step = 0; step < 160; step++) await advance(250)
    const times = statusRequests().map((request) => request.at)
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0))
    // Expected 2 s, 3 s, 4.5 s, 6.75 s, ... give or take one 250 ms step of the fake clock.
    expect(gaps[0]).toBeGreaterThanOrEqual(1_750)
    expect(gaps[0]).toBeLessThanOrEqual(3_250)
    for (let index = 1; index < gaps.length; index++)
      expect(gaps[index]).toBeGreaterThan((gaps[index - 1] ?? 0) - 300)
    expect(gaps.at(-1)).toBeGreaterThan(6_000)
    // A transfer that never changes settles at the ceiling: about 2 polls a minute, not 30.
    expect(times.length).toBeLessThan(10)
  })

  it('gives up on UNKNOWN after the grace period, without calling it a failure', async () => {
    const quoteId = await newQuoteId()
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId, polling: { unknownGraceMs: 20_000, maxMs: 5_000 } },
    })
    await waitFor(() => expect(result.current.phase).toBe('waiting'))
    for (let step = 0; step < 30 && result.current.phase === 'waiting'; step++) await advance(2_000)
    expect(result.current.phase).toBe('notFound')
    expect(result.current.status).toBe('UNKNOWN')
    expect(result.current.error).toBeNull()
    const polls = statusRequests().length
    await advance(120_000)
    expect(statusRequests().length).toBe(polls)
  })

  it('reads a quote the service does not know as UNKNOWN (404), not as an error', async () => {
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId: 'q_unknown' },
    })
    await waitFor(() => expect(result.current.status).toBe('UNKNOWN'))
    expect(result.current.error).toBeNull()
  })

  it('waits as long as a 429 asks before polling again', async () => {
    const quoteId = await newQuoteId()
    server().simulator.faults.inject({
      path: /^\/status\//,
      times: 1,
      fault: { type: 'rateLimit', retryAfter: '20' },
    })
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server(), { retry: false }),
      initialProps: { quoteId },
    })
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ name: 'RateLimitError', retryAfterMs: 20_000 }),
    )
    await advance(15_000)
    expect(statusRequests()).toHaveLength(1)
    await advance(6_000)
    expect(statusRequests()).toHaveLength(2)
    await waitFor(() => expect(result.current.error).toBeNull())
  })

  it('pauses while the page is hidden and resumes when it is back', async () => {
    const quoteId = await newQuoteId()
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId },
    })
    await waitFor(() => expect(result.current.status).toBe('UNKNOWN'))
    act(() => focusManager.setFocused(false))
    const polls = statusRequests().length
    await advance(60_000)
    expect(statusRequests().length).toBe(polls)
    act(() => focusManager.setFocused(true))
    await advance(3_000)
    expect(statusRequests().length).toBeGreaterThan(polls)
  })

  it('rides out a 30-minute outage of /status: polls thin out, it says since when, and it completes once the service is back', async () => {
    const quoteId = await newQuoteId()
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId, txHash },
    })
    await waitFor(() => expect(result.current.status).toBe('UNKNOWN'))
    expect(result.current.unreachableSince).toBeUndefined()
    const down = server().simulator.faults.inject({
      path: /^\/status\//,
      fault: { type: 'status', status: 503 },
    })
    const before = statusRequests().length
    const downAt = Date.now()
    const polls: number[] = []
    const since: (number | undefined)[] = []
    for (let minute = 1; minute <= 30; minute++) {
      await advance(60_000)
      polls.push(statusRequests().length - before)
      since.push(result.current.unreachableSince)
    }
    // Since the first failed poll (within a minute), not the last one; and still trying, not
    // "never seen", though UNKNOWN was the last answer and the grace period is long over.
    expect(since[0]).toBeGreaterThanOrEqual(downAt)
    expect(since[0]).toBeLessThan(downAt + 60_000)
    expect(new Set(since)).toEqual(new Set([since[0]]))
    expect(result.current.phase).toBe('waiting')
    expect(result.current.isPolling).toBe(true)
    // Each poll is one request and the core's 3 retries. Thinned out to one poll per 2 minutes
    // (a 1 s poller would make 1,800 polls, the 30 s ceiling 60): at most 3 polls in the last 5 minutes.
    const pollsMade = (polls.at(-1) ?? 0) / 4
    expect(pollsMade).toBeLessThanOrEqual(25)
    expect(((polls.at(-1) ?? 0) - (polls.at(-6) ?? 0)) / 4).toBeLessThanOrEqual(3)

    down()
    // Found within the 2-minute ceiling (in steps: each poll's answer needs real time to arrive).
    for (let waited = 0; waited < 130_000 && !result.current.isFinal; waited += 10_000)
      await advance(10_000)
    expect(result.current.status).toBe('SUCCEEDED')
    expect(result.current.unreachableSince).toBeUndefined()
    expect(result.current.isPolling).toBe(false)
  })

  it('says a service outage of one transfer, not of the next one it is given', async () => {
    const [first, second] = [await newQuoteId(), await newQuoteId()]
    const down = server().simulator.faults.inject({
      path: `/status/${first}`,
      fault: { type: 'status', status: 503 },
    })
    const { result, rerender } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId: first, txHash } as UseTransferStatusParameters,
    })
    await waitFor(() => expect(result.current.unreachableSince).toEqual(expect.any(Number)))
    rerender({ quoteId: second, txHash })
    expect(result.current.unreachableSince).toBeUndefined()
    await waitFor(() => expect(result.current.status).toBe('UNKNOWN'))
    expect(result.current.unreachableSince).toBeUndefined()
    down()
  })

  it('stops on unmount', async () => {
    const quoteId = await newQuoteId()
    const { result, unmount } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId },
    })
    await waitFor(() => expect(result.current.status).toBe('UNKNOWN'))
    unmount()
    const polls = statusRequests().length
    await advance(60_000)
    expect(statusRequests().length).toBe(polls)
  })

  it('is idle, with no request, until there is a quote id', async () => {
    const { result } = renderVtkitHook(statusHook, {
      client: clientFor(server()),
      initialProps: { quoteId: undefined },
    })
    await advance(10_000)
    expect(result.current.phase).toBe('idle')
    expect(result.current.isPolling).toBe(false)
    expect(server().simulator.count()).toBe(0)
  })
})
