// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StatusTimeline } from '../../src/components/StatusTimeline/index.js'
import { getQuotes, submitSignature } from '../../src/exports/core.js'
import { axeViolations } from '../helpers/axe.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { wrapperFor } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer({
  outcome: (quote) => (quote.request.amount === '7000000' ? 'FAILED' : 'SUCCEEDED'),
})
const txHash = `0x${'9a'.repeat(32)}`

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

async function busQuote(amount = '25000000') {
  const request = {
    ...bodyOf(
      quoteRequestFor({ routeType: 'STARGATE_V2_BUS', symbol: 'USDC', srcChainType: 'EVM' }),
    ),
    amount,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_BUS') ?? quotes[0]
  if (!quote) throw new Error('no quote')
  return quote
}

function renderTimeline(ui: ReactNode) {
  const Wrapper = wrapperFor(clientFor(server()))
  return render(<Wrapper>{ui}</Wrapper>)
}

const advance = async (ms: number, step = 1_000) => {
  for (let spent = 0; spent < ms; spent += step) await act(() => vi.advanceTimersByTimeAsync(step))
}

describe('StatusTimeline', () => {
  it('says plainly when the service stops answering, offers "Check now", and goes on when it is back', async () => {
    const quote = await busQuote()
    const down = server().simulator.faults.inject({
      path: /^\/status\//,
      fault: { type: 'status', status: 503 },
    })
    renderTimeline(
      <StatusTimeline quoteId={quote.id} txHash={txHash} submittedAt={Date.now()} locale="en-US" />,
    )
    const region = screen.getByRole('region', { name: 'Transfer status' })
    const outage =
      /^The transfer service has not answered since \d{1,2}:\d{2}\s?[AP]M\. Your transfer goes on; we keep checking\.$/
    const live = () => within(region).getByRole('status').textContent
    await waitFor(() => expect(live()).toMatch(outage))
    // Said through the polls that follow too, not only between them.
    for (let second = 1; second <= 20; second++) {
      await advance(1_000)
      expect(live()).toMatch(outage)
    }
    expect(await axeViolations(region)).toEqual([])
    // Back: one click asks at once instead of waiting for the next, thinned-out poll.
    await advance(10 * 60_000, 10_000)
    down()
    await act(async () => {
      within(region).getByRole('button', { name: 'Check now' }).click()
    })
    await waitFor(() => expect(live()).not.toMatch(/has not answered/))
    expect(within(region).queryByRole('button', { name: 'Check now' })).toBeNull()
  })

  it('follows the journey live: waiting, in progress, sent, batch, delivered', async () => {
    const quote = await busQuote()
    renderTimeline(
      <StatusTimeline quoteId={quote.id} txHash={txHash} submittedAt={Date.now()} locale="en-US" />,
    )
    const region = screen.getByRole('region', { name: 'Transfer status' })
    expect((await within(region).findByRole('status')).textContent).toBe(
      'Waiting for the network to see your transaction…',
    )
    // Until the service has an event for it, the kit's own record of the sent transaction.
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-event')),
    ).toEqual(['SUBMITTED'])
    await advance(6_000)
    expect(within(region).getByRole('status').textContent).toMatch(/^Status: (Pending|In transit)$/)
    expect(within(region).getByText(/^\d+ sec elapsed$/)).toBeTruthy()
    await advance(20_000, 2_000)
    expect(within(region).getByRole('status').textContent).toBe('Transfer complete.')
    const events = within(region)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-event'))
    // The service's event for the source transaction stands for the kit's "Submitted", in the
    // chain's time; each hash is shown once, where it first appears.
    expect(events).toEqual(['SENT', 'BUS_RODE', 'DELIVERED'])
    expect(within(region).getAllByRole('listitem')[0]?.textContent).toMatch(/^Sent on /)
    const hashes = within(region)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent ?? '')
      .filter(Boolean)
    expect(new Set(hashes).size).toBe(hashes.length)
    expect(hashes[0]).toBe(`${txHash.slice(0, 8)}…${txHash.slice(-6)}`)
    expect(
      within(region).getByRole('link', { name: 'View on explorer' }).getAttribute('href'),
    ).toBe(`https://explorer.vtkit.test/tx/${txHash}`)
    expect(region.getAttribute('data-phase')).toBe('final')
    expect(within(region).queryByText(/elapsed$/)).toBeNull()
    expect(await axeViolations(region)).toEqual([])
  })

  it('gives a signed order’s "Submitted" way to the service’s events: it has no transaction of its own', async () => {
    const client = clientFor(server())
    const { quotes } = await getQuotes(client, bodyOf(quoteRequestFor({ routeType: 'AORI_V1' })))
    const intent = quotes.find((quote) => quote.routeSteps[0]?.type === 'AORI_V1')
    if (!intent) throw new Error('no intent quote')
    await submitSignature(client, { quoteId: intent.id, signatures: [`0x${'ab'.repeat(65)}`] })
    renderTimeline(<StatusTimeline quoteId={intent.id} submittedAt={Date.now()} locale="en-US" />)
    const region = screen.getByRole('region', { name: 'Transfer status' })
    const events = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-event'))
    await waitFor(() => expect(events()).toEqual(['SUBMITTED']))
    await advance(30_000, 2_000)
    expect(within(region).getByRole('status').textContent).toBe('Transfer complete.')
    // The order's own time (the browser's clock) never sits above the chain's earlier one.
    expect(events()).toEqual(['SENT', 'DELIVERED'])
  })

  it.each([
    ['without a hash', undefined],
    ['with its hash', txHash],
  ])(
    'keeps "Submitted" with its time while the service’s event for it has none (%s)',
    async (_label, hash) => {
      const quote = await busQuote()
      server().simulator.faults.inject({
        path: /^\/status\//,
        fault: {
          type: 'malform',
          path: 'executionHistory',
          value: [
            {
              event: 'SENT',
              transaction: {
                chainKey: quote.routeSteps[0]?.srcChainKey,
                ...(hash ? { hash } : {}),
              },
            },
          ],
        },
      })
      renderTimeline(
        <StatusTimeline
          quoteId={quote.id}
          txHash={hash}
          submittedAt={Date.UTC(2026, 0, 2, 9, 5)}
          locale="en-US"
        />,
      )
      const region = screen.getByRole('region', { name: 'Transfer status' })
      await advance(6_000)
      const items = within(region).getAllByRole('listitem')
      expect(items.map((item) => item.getAttribute('data-event'))).toEqual(['SUBMITTED', 'SENT'])
      expect(items[0]?.querySelector('time')).not.toBeNull()
    },
  )

  it('says what the user can do when the transfer failed', async () => {
    const quote = await busQuote('7000000')
    renderTimeline(<StatusTimeline quoteId={quote.id} txHash={txHash} submittedAt={Date.now()} />)
    await advance(30_000, 2_000)
    const status = screen.getByRole('status')
    expect(status.textContent).toMatch(
      /^The transfer failed\. Nothing was received; check the explorer/,
    )
    expect(status.className).toContain('vtkit-error')
  })

  it('explains a transfer the service has not seen, after the grace period', async () => {
    const quote = await busQuote()
    renderTimeline(
      <StatusTimeline
        quoteId={quote.id}
        submittedAt={Date.now()}
        polling={{ unknownGraceMs: 10_000, maxMs: 4_000 }}
      />,
    )
    await advance(20_000, 2_000)
    expect(screen.getByRole('status').textContent).toMatch(
      /^This transfer has not been seen yet\. Check your wallet/,
    )
  })

  it('never links to an explorer URL that is not https', async () => {
    const quote = await busQuote()
    server().simulator.faults.inject({
      path: /^\/status\//,
      fault: { type: 'malform', path: 'explorerUrl', value: 'javascript:alert(1)' },
    })
    renderTimeline(<StatusTimeline quoteId={quote.id} txHash={txHash} submittedAt={Date.now()} />)
    await advance(8_000)
    expect(screen.getByRole('status').textContent).toMatch(/^Status: /)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
