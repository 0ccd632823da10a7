// @vitest-environment jsdom

import { readFile } from 'node:fs/promises'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CustomFlow } from '../examples/CustomFlow.js'
import { TransferStatusLine } from '../examples/TransferStatusLine.js'
import { getQuotes } from '../src/exports/core.js'
import { bodyOf, quoteRequestFor } from './helpers/quoteRequests.js'
import { wrapperFor } from './helpers/render.js'
import { clientFor, wallets, withSimulatorServer } from './helpers/simulatorServer.js'

const server = withSimulatorServer()

afterEach(() => {
  vi.useRealTimers()
})

describe('examples/CustomFlow.tsx', () => {
  it('finds the route and shows live quotes from the hooks alone', async () => {
    const Wrapper = wrapperFor(clientFor(server()))
    render(
      <Wrapper>
        <CustomFlow wallet={wallets.evm} />
      </Wrapper>,
    )
    expect(
      await screen.findByText(/^Stargate \(fast\): receive 24\.98\d* USDC, fee \$/, undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy()
    // The best return is selected: what arrives less the native messaging fee paid on top, so
    // CCTP (no such fee) rather than Stargate's 0.005 USDC more; its quote states an expiry, and
    // shows its countdown. Another route is one click away.
    expect(screen.getByRole('button', { pressed: true }).textContent).toMatch(/^Circle CCTP/)
    expect(await screen.findByText(/^Quote valid for \d+ s$/)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: /^Stargate \(economy\)/ }))
    expect(screen.getByRole('button', { pressed: true }).textContent).toMatch(
      /^Stargate \(economy\)/,
    )
    expect(server().simulator.count('/quotes')).toBe(1)
  })
})

describe('examples/TransferStatusLine.tsx', () => {
  it('follows a submitted transfer to SUCCEEDED', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const { quotes } = await getQuotes(
      clientFor(server()),
      bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })),
    )
    const Wrapper = wrapperFor(clientFor(server()))
    render(
      <Wrapper>
        <TransferStatusLine quoteId={quotes[0]?.id ?? ''} txHash={`0x${'77'.repeat(32)}`} />
      </Wrapper>,
    )
    expect(await screen.findByText('Waiting for the network to see your transaction…')).toBeTruthy()
    for (let step = 0; step < 12; step++) await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(await screen.findByText('Complete: Sent → Delivered')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toBe(
      `https://explorer.vtkit.test/tx/0x${'77'.repeat(32)}`,
    )
  })
})

describe('docs/hooks.md', () => {
  it('quotes both examples verbatim', async () => {
    // The tests run from the repository root (jsdom gives import.meta.url another scheme).
    const docs = await readFile('docs/hooks.md', 'utf8')
    for (const file of ['CustomFlow.tsx', 'TransferStatusLine.tsx']) {
      expect(docs, file).toContain((await readFile(`examples/${file}`, 'utf8')).trim())
    }
  })
})
