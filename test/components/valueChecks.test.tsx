// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import type { Config } from 'wagmi'
import {
  type BridgeEvent,
  BridgeWidget,
  type BridgeWidgetProps,
  type UseBridgeReturnType,
  useBridge,
} from '../../src/components/BridgeWidget/index.js'
import { createMemoryJournal, type Quote, quoteExpiryTime } from '../../src/exports/core.js'
import { localChain, mintTo, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

const server = withChainSimulator()
// Its own account, funded below (nothing here sends a transaction): useBridge.test's accounts
// must hold no USDC.
const nextAccount = accountRange(165, 165)
let config: Config | undefined

/** 25 USDC from the local Ethereum to the local Optimism, a journal of its own. */
const routeProps = () =>
  ({
    locale: 'en-US',
    journal: createMemoryJournal(),
    defaultValues: {
      source: { chain: 'ethereum', token: 'USDC' },
      destination: { chain: 'optimism', token: localChain('optimism').token },
      amount: '25',
    },
  }) satisfies Partial<BridgeWidgetProps>

async function widget(props: Partial<BridgeWidgetProps> = {}) {
  if (!config) {
    const account = await nextAccount()
    config = await connectedMockWallet(inject('localChains').chains, account)
    // Enough USDC that the funds check lets the route's own action show.
    await mintTo('ethereum', localChain('ethereum').token, 1_000_000_000n, account)
  }
  const events: BridgeEvent[] = []
  render(<BridgeWidget {...routeProps()} onEvent={(event) => events.push(event)} {...props} />, {
    wrapper: wagmiWrapper(config, clientFor(server())),
  })
  const card = screen.getByRole('region', { name: 'Bridge' })
  await within(card).findByRole('article', { name: 'Route' }, { timeout: 10_000 })
  return {
    card,
    events,
    user: userEvent.setup({
      advanceTimers: (ms) => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(ms)
      },
    }),
  }
}

/** Every quote of the next answers says this of itself (what a service may well answer). */
const everyQuote = (field: string, value: string) => {
  const removers = Array.from({ length: 10 }, (_, index) =>
    server().simulator.faults.inject({
      path: '/quotes',
      fault: { type: 'malform', path: `quotes.${index}.${field}`, value },
    }),
  )
  return () => {
    for (const remove of removers) remove()
  }
}

/**
 * The quote answers price what arrives at `usd` a token: the loss the widget figures from what the
 * steps send across and what arrives (the simulator lists the destination token second).
 */
const destinationPriced = (usd: number) => {
  const remove = server().simulator.faults.inject({
    path: '/quotes',
    fault: { type: 'malform', path: 'tokens.1.price.usd', value: usd },
  })
  return () => remove()
}

/** The start (or the network switch before it): what would reach the wallet. */
const walletAction = (card: HTMLElement) =>
  within(card).queryByRole('button', {
    name: /^(Approve and send|Sign and send|Start transfer|Review transfer|Switch to .+)$/,
  })

afterEach(() => vi.useRealTimers())

describe('value loss', () => {
  it('asks for a tick above confirm (20 % here), and nothing reaches the wallet before it', async () => {
    const restore = destinationPriced(0.8)
    const { card, events, user } = await widget()
    const review = await within(card).findByRole('button', {
      name: /^Review: you lose 20(\.\d)?% \(\$5\.\d\d\)$/,
    })
    expect(walletAction(card)).toBeNull()
    expect(within(card).getByRole('alert').textContent).toMatch(
      /You lose 20(\.\d)?% of the value sent \(\$5\.\d\d\)/,
    )
    // The button takes the reader to the tick.
    await user.click(review)
    const tick = within(card).getByRole('checkbox', {
      name: /I accept losing 20(\.\d)?% \(\$5\.\d\d\)/,
    })
    expect(document.activeElement).toBe(tick)
    await user.click(tick)
    await waitFor(() => expect(walletAction(card)).not.toBeNull())
    const told = events.filter((event) => event.type === 'valueLoss')
    expect(told).toEqual([
      expect.objectContaining({
        level: 'confirm',
        accepted: false,
        usd: expect.closeTo(5, 0),
        fraction: expect.closeTo(0.2, 1),
      }),
      expect.objectContaining({ level: 'confirm', accepted: true }),
    ])
    restore()
  })

  it('keeps the gate in a layout of one’s own: useBridge’s execute asks nothing until accepted', async () => {
    const restore = destinationPriced(0.8)
    config ??= await connectedMockWallet(inject('localChains').chains, await nextAccount())
    let bridge: UseBridgeReturnType | undefined
    function OwnLayout() {
      bridge = useBridge({
        journal: createMemoryJournal(),
        defaultValues: {
          source: { chain: 'ethereum', token: 'USDC' },
          destination: { chain: 'optimism', token: localChain('optimism').token },
          amount: '25',
        },
      })
      return <p data-testid="phase">{bridge.execution.phase}</p>
    }
    render(<OwnLayout />, { wrapper: wagmiWrapper(config, clientFor(server())) })
    await waitFor(() => expect(bridge?.lossToAccept).toBe(true), { timeout: 10_000 })
    await act(async () => {
      expect(await bridge?.execution.execute()).toBeUndefined()
    })
    expect(screen.getByTestId('phase').textContent).toBe('idle')
    act(() => bridge?.acceptLoss())
    expect(bridge?.lossToAccept).toBe(false)
    restore()
  })

  it('says a loss between warn and confirm under the route, and asks nothing', async () => {
    const restore = destinationPriced(0.94)
    const { card, events } = await widget()
    await within(card).findByText(/^You lose 6% of the value sent \(\$1\.5\d\)/)
    await waitFor(() => expect(walletAction(card)).not.toBeNull())
    expect(within(card).queryByRole('checkbox')).toBeNull()
    expect(events.filter((event) => event.type === 'valueLoss')).toEqual([
      expect.objectContaining({ level: 'warn', accepted: false }),
    ])
    restore()
  })

  it('follows the app’s thresholds, and a mistake in them is a typed error with the defaults kept', async () => {
    const restore = destinationPriced(0.94)
    const onError = vi.fn()
    const { card } = await widget({ valueLoss: { warn: 0.01, confirm: 0.05 } })
    await within(card).findByRole('button', { name: /^Review: you lose 6% / })
    restore()
    document.body.innerHTML = ''
    const restoreAgain = destinationPriced(0.94)
    const second = await widget({ valueLoss: { warn: 0.2, confirm: 0.1 }, onError })
    // The defaults: 6 % is said, not asked.
    await within(second.card).findByText(/^You lose 6% /)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'InvalidInputError',
        issues: [{ path: 'warn', message: 'must not be above confirm' }],
      }),
    )
    restoreAgain()
  })

  it('figures the loss from what the steps move, not from the service’s own dollar figures', async () => {
    // The service says a fifth is lost; the steps send across what the quote says arrives.
    const restore = everyQuote('dstAmountUsd', '20')
    const { card } = await widget()
    await waitFor(() => expect(walletAction(card)).not.toBeNull())
    expect(within(card).queryByText(/You lose/)).toBeNull()
    restore()
  })

  it('says it cannot tell the loss where another currency arrives without a price, and asks nothing', async () => {
    const restore = destinationPriced(Number.NaN)
    const renamed = server().simulator.faults.inject({
      path: '/quotes',
      fault: { type: 'malform', path: 'tokens.1.symbol', value: 'EURC' },
    })
    const { card } = await widget()
    await within(card).findByText(/cannot be told: some amounts have no price/)
    await waitFor(() => expect(walletAction(card)).not.toBeNull())
    expect(within(card).queryByRole('checkbox')).toBeNull()
    renamed()
    restore()
  })

  it('counts the loss in units where one currency crosses without a price: nothing to say of a small one', async () => {
    const restore = destinationPriced(Number.NaN)
    const { card, events } = await widget()
    await waitFor(() => expect(walletAction(card)).not.toBeNull())
    expect(within(card).queryByText(/cannot be told/)).toBeNull()
    expect(within(card).queryByText(/You lose/)).toBeNull()
    expect(events.filter((event) => event.type === 'valueLoss')).toEqual([])
    restore()
  })
})

describe('rate change', () => {
  it('stops for a confirm when the new quote pays less than the one shown, before any prompt', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    // The first answer's quotes expire in 5 s (which quotes carry an expiry depends on the
    // simulator's count of quotes asked before).
    for (let index = 0; index < 10; index++)
      server().simulator.faults.inject({
        path: '/quotes',
        times: 1,
        fault: {
          type: 'malform',
          path: `quotes.${index}.expiresAt`,
          value: () => String(Date.now() + 5_000),
        },
      })
    const quotes: Quote[] = []
    const { card, events, user } = await widget({ onQuote: (quote) => quotes.push(quote) })
    await waitFor(() => expect(walletAction(card)).not.toBeNull(), { timeout: 10_000 })
    const shown = quotes.at(-1)
    const expiry = shown ? quoteExpiryTime(shown) : undefined
    if (!shown || expiry === undefined) throw new Error('the route shown has no expiry to wait for')
    // Its replacement, asked once it expires, pays 0.51 USDC less (6 decimals on the local chains).
    const restore = everyQuote('dstAmount', String(BigInt(shown.dstAmount) - 510_000n))
    await act(() => vi.advanceTimersByTimeAsync(expiry - Date.now() + 500))
    const accept = await within(card).findByRole(
      'button',
      { name: 'I accept the new amount' },
      { timeout: 10_000 },
    )
    expect(walletAction(card)).toBeNull()
    expect(within(card).getByRole('alert').textContent).toMatch(
      /The route now pays [\d.]+ USDC, 0\.51 USDC less than shown\./,
    )
    await user.click(accept)
    await waitFor(() => expect(walletAction(card)).not.toBeNull())
    expect(events.filter((event) => event.type === 'rateChanged')).toEqual([
      expect.objectContaining({ less: '510000', accepted: false }),
      expect.objectContaining({ less: '510000', accepted: true }),
    ])
    restore()
  })
})

describe('the views loaded on demand', () => {
  it('offers no start while they cannot be loaded, says so, and starts once "Try again" brings them', async () => {
    await widget() // the account funded and connected, as for the others
    cleanup()
    // A page whose views' file cannot be had (a lost connection at its idle prefetch): a fresh
    // copy of the kit, its views' module failing to load.
    const views = '../../src/components/BridgeWidget/onDemandViews.js'
    vi.resetModules()
    vi.doMock(views, () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    try {
      const fresh = await import('../../src/components/BridgeWidget/index.js')
      const { wagmiWrapper: freshWrapper } = await import('../helpers/wagmiWrapper.js')
      const { clientFor: freshClient } = await import('../helpers/simulatorServer.js')
      if (!config) throw new Error('no wallet')
      render(<fresh.BridgeWidget {...routeProps()} />, {
        wrapper: freshWrapper(config, freshClient(server())),
      })
      const card = screen.getByRole('region', { name: 'Bridge' })
      await within(card).findByRole('article', { name: 'Route' }, { timeout: 10_000 })
      const alert = await within(card).findByRole('alert', undefined, { timeout: 10_000 })
      expect(alert.textContent).toContain('Part of this widget could not be loaded.')
      expect(walletAction(card)).toBeNull()
      vi.doUnmock(views)
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(walletAction(card)).not.toBeNull(), { timeout: 10_000 })
      expect(within(card).queryByText('Part of this widget could not be loaded.')).toBeNull()
    } finally {
      vi.doUnmock(views)
      vi.resetModules()
    }
  })

  it('paints the card and quotes before the run is in (held here), starts nothing meanwhile, and hands over the run once it is', async () => {
    await widget()
    cleanup()
    // The run loads with the views (BridgeRunHost): a page whose idle prefetch has not ended.
    const views = '../../src/components/BridgeWidget/onDemandViews.js'
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    vi.resetModules()
    vi.doMock(views, async (importOriginal) => {
      await held
      return importOriginal()
    })
    try {
      const fresh = await import('../../src/components/BridgeWidget/index.js')
      const { wagmiWrapper: freshWrapper } = await import('../helpers/wagmiWrapper.js')
      const { clientFor: freshClient } = await import('../helpers/simulatorServer.js')
      if (!config) throw new Error('no wallet')
      const journal = createMemoryJournal()
      render(<fresh.BridgeWidget {...routeProps()} journal={journal} />, {
        wrapper: freshWrapper(config, freshClient(server())),
      })
      const card = screen.getByRole('region', { name: 'Bridge' })
      await within(card).findByRole('article', { name: 'Route' }, { timeout: 10_000 })
      const waiting = within(card).getByRole('button', { name: 'Loading…' })
      expect((waiting as HTMLButtonElement).disabled).toBe(true)
      expect(walletAction(card)).toBeNull()
      await userEvent.click(waiting)
      // Nothing started: a run writes its journal before the wallet is asked anything.
      expect(journal.list()).toEqual([])
      release()
      const start = await waitFor(
        () => {
          const action = walletAction(card)
          expect(action).not.toBeNull()
          return action as HTMLButtonElement
        },
        { timeout: 10_000 },
      )
      expect(start.disabled).toBe(false)
      expect(within(card).queryByRole('button', { name: 'Loading…' })).toBeNull()
    } finally {
      release()
      vi.doUnmock(views)
      vi.resetModules()
    }
  })
})
