// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  onTopCostUsd,
  type Quote,
  type QuoteInput,
  quoteExpiryTime,
} from '../../src/exports/core.js'
import { useQuote, useQuoteCountdown } from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { renderVtkitHook, wrapperFor } from '../helpers/render.js'
import { clientFor, wallets, withSimulatorServer } from '../helpers/simulatorServer.js'

// Quotes state expiresAt as ISO text, so that the expiry this file tests is there to read.
const server = withSimulatorServer({ quoteTtlMs: 30_000, expiresAt: 'iso' })
const cctp = bodyOf(
  quoteRequestFor({
    routeType: 'CCTP_V2',
    srcChainType: 'EVM',
    dstChainType: 'EVM',
    native: false,
  }),
)

afterEach(() => {
  vi.useRealTimers()
})

const quoteHook = (props: { request: QuoteInput | undefined; debounceMs?: number }) =>
  useQuote(props)

describe('useQuote: input checked without a network call', () => {
  it.each([
    ['nothing yet', 'incomplete', undefined],
    ['no amount', 'incomplete', { ...cctp, amount: '' }],
    ['no recipient', 'incomplete', { ...cctp, dstWalletAddress: undefined }],
    ['a decimal amount', 'invalid', { ...cctp, amount: '1.5' }],
    ['a zero amount', 'invalid', { ...cctp, amount: '0' }],
    ['an unknown chain', 'invalid', { ...cctp, dstChainKey: 'atlantis' }],
    ['a Solana wallet on an EVM chain', 'invalid', { ...cctp, srcWalletAddress: wallets.solana }],
    [
      'the same token on both sides',
      'invalid',
      { ...cctp, dstChainKey: cctp.srcChainKey, dstTokenAddress: cctp.srcTokenAddress },
    ],
  ])('%s: %s, and no /quotes request', async (_label, state, request) => {
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: request as QuoteInput | undefined, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.validation.state).toBe(state))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server().simulator.count('/quotes')).toBe(0)
    expect(result.current.quotes).toEqual([])
  })

  it('names the problem', async () => {
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: { ...cctp, srcWalletAddress: wallets.solana } },
    })
    await waitFor(() => expect(result.current.validation.state).toBe('invalid'))
    expect(result.current.validation).toEqual({
      state: 'invalid',
      issues: [
        {
          path: 'srcWalletAddress',
          message: expect.stringMatching(/^is not a valid EVM address for /),
        },
      ],
    })
  })
})

describe('useQuote: quotes', () => {
  it('makes one request for a typed amount, after the debounce', async () => {
    const { result, rerender } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: { ...cctp, amount: '1' }, debounceMs: 150 },
    })
    for (const amount of ['10', '100', '1000', '10000000']) {
      rerender({ request: { ...cctp, amount }, debounceMs: 150 })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(result.current.isDebouncing).toBe(true)
    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(0))
    expect(server().simulator.count('/quotes')).toBe(1)
    const sent = server().simulator.requests.find((request) => request.path === '/quotes')
    expect(JSON.parse(sent?.body ?? '{}').amount).toBe('10000000')
    expect(result.current.isDebouncing).toBe(false)
  })

  it('selects the best return (what the recipient gets), and lets the caller choose another', async () => {
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(1))
    // What arrives less the native coin paid on top, priced with the response's tokens.
    const { quotes, tokens } = result.current
    const net = (quote: Quote) => Number(quote.dstAmountUsd) - (onTopCostUsd(quote, tokens) ?? 0)
    const most = Math.max(...quotes.map(net))
    expect(result.current.selectedQuote && net(result.current.selectedQuote)).toBe(most)
    const other = result.current.quotes.find(
      (quote) => quote.id !== result.current.selectedQuote?.id,
    ) as Quote
    act(() => result.current.selectQuote(other.id))
    expect(result.current.selectedQuote?.id).toBe(other.id)
    // The tokens involved: what is sent and received, and the native coin of the messaging fees.
    expect(result.current.tokens.map((token) => token.symbol)).toEqual(['USDC', 'USDC', 'ETH'])
    expect(result.current.tokens.every((token) => typeof token.price?.usd === 'number')).toBe(true)
  })

  it('keeps the route the user picked when another amount brings new quotes, and the default when that route is gone', async () => {
    const { result, rerender } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(1))
    const routeTypes = (quote: Quote | undefined) => quote?.routeSteps.map((step) => step.type)
    const defaultRoute = routeTypes(result.current.selectedQuote)
    const other = result.current.quotes.find(
      (quote) => JSON.stringify(routeTypes(quote)) !== JSON.stringify(defaultRoute),
    ) as Quote
    act(() => result.current.selectQuote(other.id))
    rerender({ request: { ...cctp, amount: String(BigInt(cctp.amount) * 2n) }, debounceMs: 0 })
    await waitFor(() => expect(server().simulator.count('/quotes')).toBe(2))
    await waitFor(() => expect(result.current.quotedRequest?.amount).not.toBe(cctp.amount))
    expect(result.current.selectedQuote?.id).not.toBe(other.id)
    expect(routeTypes(result.current.selectedQuote)).toEqual(routeTypes(other))
    // A pick by an id no answer holds (a stale id) falls back to the default.
    act(() => result.current.selectQuote('no-such-quote'))
    expect(routeTypes(result.current.selectedQuote)).toEqual(defaultRoute)
  })

  it('exposes rejected quotes', async () => {
    const request = bodyOf(
      quoteRequestFor({ routeType: 'STARGATE_V2_BUS', symbol: 'USDC', srcChainType: 'EVM' }),
    )
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: { ...request, amount: '500000' }, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.rejectedQuotes.length).toBeGreaterThan(0))
    expect(result.current.rejectedQuotes).toContainEqual({
      routeType: 'STARGATE_V2_BUS',
      error: 'Amount below the bus minimum of 1 USDC',
    })
  })

  it('reports the service refusal as a typed ApiError with issues', async () => {
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: {
        request: { ...cctp, srcTokenAddress: '0x000000000000000000000000000000000000dEaD' },
        debounceMs: 0,
      },
    })
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 4000 })
    expect(result.current.quotes).toEqual([])
  })

  it('asks at once for an input that only waited for the chain list, without the typing debounce', async () => {
    server().simulator.faults.inject({ path: '/chains', fault: { type: 'latency', ms: 200 } })
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      // A debounce far longer than the wait: a quote within 3 s can only come without it.
      initialProps: { request: cctp, debounceMs: 10_000 },
    })
    expect(result.current.validation.state).toBe('pending')
    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(0), {
      timeout: 3_000,
    })
    expect(server().simulator.count('/quotes')).toBe(1)
  })

  it('sends options (fee tolerance, native drop) through', async () => {
    const options = {
      feeTolerance: { type: 'PERCENT' as const, amount: 0.5 },
      dstNativeDropAmount: '1000',
    }
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: { ...cctp, options }, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(0))
    // (Not the last request: the chain list's later pages may come after the quote.)
    const sent = server().simulator.requests.find((request) => request.path === '/quotes')
    expect(JSON.parse(sent?.body ?? '{}').options).toEqual(options)
  })

  it('reports a failing chain list (it cannot validate without it), and tries it again on refetch', async () => {
    server().simulator.faults.inject({
      path: '/chains',
      times: 1,
      fault: { type: 'status', status: 503 },
    })
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server(), { retry: false }),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.error?.name).toBe('HttpError'))
    expect(result.current.validation.state).toBe('pending')
    expect(result.current.quotes).toEqual([])
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.selectedQuote).toBeDefined())
    expect(result.current.error).toBeNull()
  })

  it('makes no request while disabled', async () => {
    renderVtkitHook(() => useQuote({ request: cctp, debounceMs: 0, enabled: false }), {
      client: clientFor(server()),
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server().simulator.count('/quotes')).toBe(0)
  })
})

/** Timers and Date under the test's hand; real time still passes, for the HTTP round trips. */
const fakeClock = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })

describe('useQuote: expiry', () => {
  it('marks the selected quote expired when expiresAt passes, and fetches a new one', async () => {
    fakeClock()
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.selectedQuote).toBeDefined())
    const first = result.current.selectedQuote as Quote
    // The quote's own expiresAt, or its intent order's endTime (90 s) when that comes first.
    const expiry = quoteExpiryTime(first) ?? Number.NaN
    expect(result.current.expiresAt).toBe(expiry)
    expect(result.current.isExpired).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(expiry - Date.now() + 500))
    await waitFor(() => expect(result.current.selectedQuote?.id).not.toBe(first.id))
    expect(result.current.isExpired).toBe(false)
    expect(server().simulator.count('/quotes')).toBe(2)
    // What changed is kept for the user to see, until acknowledged.
    expect(result.current.replacedQuote?.id).toBe(first.id)
    expect(result.current.change).toMatchObject({ isUnchanged: true, isWorse: false })
    act(() => result.current.acknowledgeChange())
    expect(result.current.replacedQuote).toBeUndefined()
    expect(result.current.change).toBeUndefined()
  })

  it('compares a second expiry with the quote shown, and forgets it when the input changes', async () => {
    fakeClock()
    const { result, rerender } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: cctp as QuoteInput | undefined, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.selectedQuote).toBeDefined())
    const shown = result.current.selectedQuote as Quote
    await act(() => vi.advanceTimersByTimeAsync((quoteExpiryTime(shown) ?? 0) - Date.now() + 500))
    await waitFor(() => expect(result.current.selectedQuote?.id).not.toBe(shown.id))
    const unseen = result.current.selectedQuote as Quote
    // Not acknowledged: its replacement expires too; the change is still against what was shown.
    await act(() => vi.advanceTimersByTimeAsync((quoteExpiryTime(unseen) ?? 0) - Date.now() + 500))
    await waitFor(() => expect(result.current.selectedQuote?.id).not.toBe(unseen.id))
    expect(result.current.replacedQuote?.id).toBe(shown.id)
    // Another amount is another request, not a change of rate.
    rerender({ request: { ...cctp, amount: String(BigInt(cctp.amount) * 2n) }, debounceMs: 0 })
    await waitFor(() =>
      expect(result.current.quotedRequest?.amount).toBe(String(BigInt(cctp.amount) * 2n)),
    )
    expect(result.current.change).toBeUndefined()
    expect(result.current.replacedQuote).toBeUndefined()
  })

  it('refreshes the route the user picked, not the default', async () => {
    fakeClock()
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(1))
    const other = result.current.quotes.find(
      (quote) => quote.id !== result.current.selectedQuote?.id,
    ) as Quote
    act(() => result.current.selectQuote(other.id))
    const expiry = quoteExpiryTime(other) ?? Number.NaN
    await act(() => vi.advanceTimersByTimeAsync(expiry - Date.now() + 500))
    await waitFor(() => expect(result.current.replacedQuote?.id).toBe(other.id))
    expect(result.current.selectedQuote?.routeSteps).toEqual(other.routeSteps)
    expect(result.current.change).toMatchObject({ isUnchanged: true })
  })

  it('stays expired (and says so) while the new quote cannot be had', async () => {
    fakeClock()
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server(), { retry: false }),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.selectedQuote).toBeDefined())
    const expiry = quoteExpiryTime(result.current.selectedQuote as Quote) ?? Number.NaN
    server().simulator.faults.inject({ path: '/quotes', fault: { type: 'status', status: 503 } })
    await act(() => vi.advanceTimersByTimeAsync(expiry - Date.now() + 1_000))
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current.isExpired).toBe(true)
    expect(result.current.error).toMatchObject({ name: 'HttpError', status: 503 })
  })

  it('re-renders the consumer at expiry only; the countdown component every second', async () => {
    fakeClock()
    const renders = { card: 0, countdown: 0 }
    function Countdown({ quote }: { quote: Quote }) {
      renders.countdown++
      const { secondsLeft } = useQuoteCountdown(quote)
      return <span>{`${secondsLeft}s`}</span>
    }
    function Card() {
      renders.card++
      const { selectedQuote } = useQuote({ request: cctp, debounceMs: 0 })
      return selectedQuote ? <Countdown quote={selectedQuote} /> : <span>loading</span>
    }
    const Wrapper = wrapperFor(clientFor(server()))
    render(
      <Wrapper>
        <Card />
      </Wrapper>,
    )
    const first = Number.parseInt((await screen.findByText(/^\d+s$/)).textContent ?? '', 10)
    expect(first).toBeGreaterThan(20)
    const before = { ...renders }
    for (let second = 0; second < 5; second++) await act(() => vi.advanceTimersByTimeAsync(1_000))
    await screen.findByText(`${first - 5}s`)
    expect(renders.countdown - before.countdown).toBeGreaterThanOrEqual(5)
    expect(renders.card - before.card).toBe(0)
  })
})

describe('useQuote: refetch rules', () => {
  it('does not replace the quote under review when the window regains focus', async () => {
    const { focusManager } = await import('@tanstack/react-query')
    const { result } = renderVtkitHook(quoteHook, {
      client: clientFor(server()),
      initialProps: { request: cctp, debounceMs: 0 },
    })
    await waitFor(() => expect(result.current.selectedQuote).toBeDefined())
    const id = result.current.selectedQuote?.id
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.selectedQuote?.id).toBe(id)
    expect(server().simulator.count('/quotes')).toBe(1)
    focusManager.setFocused(undefined)
  })
})
