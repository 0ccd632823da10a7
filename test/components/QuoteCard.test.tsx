// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QuoteCard } from '../../src/components/QuoteCard/index.js'
import {
  fastestQuote,
  getQuotes,
  onTopCostUsd,
  type Quote,
  type QuoteRequest,
  sortByReturn,
} from '../../src/exports/core.js'
import { axeViolations } from '../helpers/axe.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { wrapperFor } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

// Quotes state expiresAt as ISO text: this file tests the countdown.
const server = withSimulatorServer({ expiresAt: 'iso' })

afterEach(() => {
  vi.useRealTimers()
})

async function quotesFor(extra: Partial<QuoteRequest> = {}) {
  const request = {
    ...bodyOf(quoteRequestFor({ routeType: 'CCTP_V2', srcChainKey: 'ethereum', native: false })),
    ...extra,
  }
  const result = await getQuotes(clientFor(server()), request)
  return { ...result, request }
}

function renderWithProvider(ui: ReactNode) {
  const Wrapper = wrapperFor(clientFor(server()))
  return render(<Wrapper>{ui}</Wrapper>)
}

const byRoute = (quotes: Quote[], type: string) =>
  quotes.find((quote) => quote.routeSteps[0]?.type === type) as Quote

describe('QuoteCard', () => {
  it('shows amounts, minimum, fees by type and chain, total, duration, route and expiry', async () => {
    const { quotes, tokens, request } = await quotesFor({
      options: { dstNativeDropAmount: '1000000000000000' },
    })
    const quote = byRoute(quotes, 'CCTP_V2')
    renderWithProvider(<QuoteCard quote={quote} pair={request} tokens={tokens} locale="en-US" />)
    const card = await screen.findByRole('article', { name: 'Route' })
    expect(card.getAttribute('data-state')).toBe('active')
    expect(await within(card).findByText(/^10 USDC · Ethereum/)).toBeTruthy()
    expect(within(card).getByText(/^9\.99 USDC · /)).toBeTruthy()
    expect(within(card).getByText('Minimum received').nextSibling?.textContent).toBe('9.8901 USDC')
    const fees = within(card).getByRole('region', { name: 'Fees' })
    const rows = within(fees)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-fee-type'))
    // CCTP charges no messaging fee: its fee is the burn's maxFee, shown as CCTP_RECEIVE.
    expect(rows).toEqual(['DST_NATIVE_DROP', 'CCTP_RECEIVE'])
    expect(within(fees).getByText(/^Gas on destination/).textContent).toContain('(Ethereum)')
    const cctpFee = fees.querySelector('[data-fee-type="CCTP_RECEIVE"]')
    // Each fee in its own token, its dollar value under it: the total's unit, row by row.
    expect(cctpFee?.children[1]?.textContent).toBe('0.01 USDC')
    expect(cctpFee?.querySelector('.vtkit-fee-usd')?.textContent).toBe('$0.01')
    // Read in order: what, how much, its dollars, then why.
    expect(Array.from(cctpFee?.children ?? [], (child) => child.className)).toEqual([
      '',
      '',
      'vtkit-muted vtkit-fee-usd',
      'vtkit-muted vtkit-fee-note',
    ])
    // The native coin's fee is priced too.
    const drop = fees.querySelector('[data-fee-type="DST_NATIVE_DROP"]')
    expect(drop?.querySelector('.vtkit-fee-usd')?.textContent).toMatch(/^\$\d/)
    expect(within(fees).getByText('Total fee').nextSibling?.textContent).toMatch(
      /^\$\d+\.\d+ \(\d+(\.\d+)?%\)$/,
    )
    expect(within(card).getByText('Estimated time').nextSibling?.textContent).toBe('15 min')
    expect(within(card).getByText('Circle CCTP')).toBeTruthy()
    expect(within(card).getByText('Quote expires in 60 s')).toBeTruthy()
    expect(await axeViolations(card)).toEqual([])
  })

  it('prices the native coin’s fee where /chains spells its address otherwise than the token list', async () => {
    const { quotes, tokens, request } = await quotesFor({
      options: { dstNativeDropAmount: '1000000000000000' },
    })
    const zero = `0x${'0'.repeat(40)}`
    const index = server().simulator.catalog.chains.findIndex(
      (chain) => chain.chainKey === request.srcChainKey,
    )
    server().simulator.faults.inject({
      path: '/chains',
      fault: { type: 'malform', path: `chains.${index}.nativeCurrency.address`, value: zero },
    })
    const quote = byRoute(quotes, 'CCTP_V2')
    const spelledOtherwise: Quote = {
      ...quote,
      fees: quote.fees.map((fee) =>
        fee.type === 'DST_NATIVE_DROP' ? { ...fee, address: zero } : fee,
      ),
    }
    renderWithProvider(
      <QuoteCard quote={spelledOtherwise} pair={request} tokens={tokens} locale="en-US" />,
    )
    const card = await screen.findByRole('article', { name: 'Route' })
    const fees = within(card).getByRole('region', { name: 'Fees' })
    await waitFor(() =>
      expect(
        fees.querySelector('[data-fee-type="DST_NATIVE_DROP"] .vtkit-fee-usd')?.textContent,
      ).toMatch(/^\$\d/),
    )
  })

  it('gives no dollar value to a fee whose token has no price, and still its amount', async () => {
    const { quotes, tokens, request } = await quotesFor()
    const unpriced = tokens.map((token) => ({ ...token, price: undefined }))
    const quote = byRoute(quotes, 'CCTP_V2')
    renderWithProvider(<QuoteCard quote={quote} pair={request} tokens={unpriced} locale="en-US" />)
    const card = await screen.findByRole('article', { name: 'Route' })
    const fees = within(card).getByRole('region', { name: 'Fees' })
    const cctpFee = fees.querySelector('[data-fee-type="CCTP_RECEIVE"]')
    expect(cctpFee?.children[1]?.textContent).toBe('0.01 USDC')
    expect(fees.querySelector('.vtkit-fee-usd')).toBeNull()
  })

  it('says "unknown" for a null duration and shows unknown route and fee types made readable', async () => {
    const { quotes, tokens, request } = await quotesFor()
    const quote: Quote = {
      ...byRoute(quotes, 'CCTP_V2'),
      duration: { estimated: null },
      routeSteps: [{ type: 'MULTIHOP_V9', description: 'Hops around' }],
      fees: [
        {
          chainKey: 'ethereum',
          type: 'LP_FEE',
          description: 'Pool fee',
          amount: '5',
          address: request.srcTokenAddress,
        },
      ],
    }
    renderWithProvider(<QuoteCard quote={quote} pair={request} tokens={tokens} />)
    expect((await screen.findByText('Estimated time')).nextSibling?.textContent).toBe('unknown')
    expect(screen.getByText('Multihop V9')).toBeTruthy()
    expect(screen.getByText(/^Lp fee/)).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/MULTIHOP_V9|LP_FEE/)
    // Folded to one line, the time it does not know is said as such, not "≈ unknown".
    renderWithProvider(
      <QuoteCard.Root quote={quote} pair={request} tokens={tokens}>
        <QuoteCard.Summary />
      </QuoteCard.Root>,
    )
    expect(await screen.findByText('Time unknown')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/≈\s*unknown/)
  })

  it('turns into an "expired, refresh" state when the quote expires, re-rendering only the countdown', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const { quotes, tokens, request } = await quotesFor()
    const quote = byRoute(quotes, 'CCTP_V2')
    const onRefresh = vi.fn()
    let probeRenders = 0
    function Probe() {
      probeRenders++
      return null
    }
    renderWithProvider(
      <QuoteCard.Root quote={quote} pair={request} tokens={tokens}>
        <Probe />
        <QuoteCard.Expiry onRefresh={onRefresh} />
      </QuoteCard.Root>,
    )
    await screen.findByText('Quote expires in 60 s')
    const before = probeRenders
    for (let second = 0; second < 3; second++) await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByText('Quote expires in 57 s')).toBeTruthy()
    expect(probeRenders).toBe(before)
    await act(() => vi.advanceTimersByTimeAsync(58_000))
    expect(screen.getByRole('alert').textContent).toContain('This quote has expired.')
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Get a new quote' }))
    expect(onRefresh).toHaveBeenCalledOnce()
  })

  it('formats numbers for the given locale and takes other texts', async () => {
    const { quotes, tokens, request } = await quotesFor({ amount: '1234500000' })
    renderWithProvider(
      <QuoteCard
        quote={byRoute(quotes, 'CCTP_V2')}
        pair={request}
        tokens={tokens}
        locale="de-DE"
        messages={{ youSend: 'Sie senden' }}
      />,
    )
    const sent = await screen.findByText('Sie senden')
    await waitFor(() =>
      expect(sent.nextSibling?.textContent).toMatch(/^1\.234,5 USDC · Ethereum ≈ 1\.234,50\s\$/),
    )
  })
})

describe('QuoteCard.List', () => {
  it('lists quotes by what the recipient gets, marks the best return and the fastest, and lets people choose by mouse or arrow keys', async () => {
    const { quotes, tokens, request, rejectedQuotes } = await quotesFor()
    const order = sortByReturn(quotes, tokens)
    const chosen: string[] = []
    function Choice() {
      const [selected, setSelected] = useState(order[0]?.id)
      return (
        <QuoteCard.List
          quotes={quotes}
          pair={request}
          tokens={tokens}
          selectedId={selected}
          onSelect={(id) => {
            chosen.push(id)
            setSelected(id)
          }}
          rejectedQuotes={rejectedQuotes}
        />
      )
    }
    renderWithProvider(<Choice />)
    const group = screen.getByRole('radiogroup', { name: 'Routes' })
    const options = within(group).getAllByRole('radio')
    expect(options).toHaveLength(quotes.length)
    // What arrives less the native coin paid on top (the response lists its price): most first.
    const net = order.map(
      (quote) => Number(quote.dstAmountUsd) - (onTopCostUsd(quote, tokens) ?? Number.NaN),
    )
    expect(net.every(Number.isFinite)).toBe(true)
    expect(net).toEqual([...net].sort((a, b) => b - a))
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual(
      order.map((quote) => quote.id),
    )
    const best = within(group).getAllByRole('radio', { name: /Best return/ })
    expect(best).toHaveLength(1)
    expect(options.indexOf(best[0] as HTMLElement)).toBe(0)
    const fastest = within(group).getAllByRole('radio', { name: /Fastest/ })
    expect(fastest).toHaveLength(1)
    expect((fastest[0] as HTMLButtonElement).value).toBe(fastestQuote(quotes)?.id)
    // Each route says how long it takes.
    expect(group.textContent).toMatch(/\d+ (s|sec|min|h)/)
    const user = userEvent.setup()
    const checked = () => options.map((option) => option.getAttribute('aria-checked') === 'true')
    await user.click(options[1] as HTMLElement)
    expect(checked()).toEqual(order.map((_, index) => index === 1))
    // Radix RadioGroup: an arrow key moves to the next route and picks it.
    // Radix moves the focus on the next task and checks what it lands on while the key is down
    // (as a person's key is for tens of milliseconds).
    await user.keyboard('{ArrowDown>}')
    await waitFor(() => expect(document.activeElement).toBe(options[2]))
    await user.keyboard('{/ArrowDown}')
    expect(chosen.at(-1)).toBe(order[2]?.id)
    expect(checked()).toEqual(order.map((_, index) => index === 2))
    expect(await axeViolations(group)).toEqual([])
  })

  it('keeps rejected routes and their reasons behind a disclosure', async () => {
    const request = {
      ...bodyOf(
        quoteRequestFor({ routeType: 'STARGATE_V2_BUS', symbol: 'USDC', srcChainType: 'EVM' }),
      ),
      amount: '500000',
    }
    const { quotes, tokens, rejectedQuotes } = await getQuotes(clientFor(server()), request)
    expect(rejectedQuotes.length).toBeGreaterThan(0)
    renderWithProvider(
      <QuoteCard.List
        quotes={quotes}
        pair={request}
        tokens={tokens}
        selectedId={undefined}
        onSelect={() => {}}
        rejectedQuotes={rejectedQuotes}
      />,
    )
    // Said in the plural its count takes.
    const disclosure = screen.getByRole('button', {
      name: `${rejectedQuotes.length} ${rejectedQuotes.length === 1 ? 'route' : 'routes'} not available`,
    })
    expect(disclosure.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText(/below the bus minimum/)).toBeNull()
    await userEvent.setup().click(disclosure)
    expect(
      screen.getByText('Stargate (economy): Amount below the bus minimum of 1 USDC'),
    ).toBeTruthy()
  })
})
