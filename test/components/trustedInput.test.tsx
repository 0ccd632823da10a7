// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { type Config, WagmiProvider } from 'wagmi'
import { BridgeWidget, type BridgeWidgetProps } from '../../src/components/BridgeWidget/index.js'
import { createMemoryJournal, getQuotes, sortByReturn } from '../../src/exports/core.js'
import { VtkitProvider } from '../../src/exports/index.js'
import de from '../../src/locales/de.js'
import { axeViolations } from '../helpers/axe.js'
import {
  localChain,
  localUsdc,
  localUsdcRequest,
  mintTo,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'

// What the user's hands meet: a mistyped address, a decimal comma, someone else's address, a
// route the checks block, and where the result appears. Each written first and seen failing.
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const nextAccount = accountRange(166, 175)

afterEach(() => localStorage.clear())

const usdc = localUsdc

async function connected(funds = 5_000_000n) {
  const account = await nextAccount()
  if (funds > 0n) await mintTo('ethereum', localChain('ethereum').token, funds, account)
  return { account, config: await connectedMockWallet(localChains, account) }
}

function renderWidget(config: Config, props: Partial<BridgeWidgetProps> = {}) {
  return render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())} locales={[de]}>
          <BridgeWidget
            journal={createMemoryJournal()}
            locale="en-US"
            defaultValues={{ source: usdc('ethereum'), destination: usdc('optimism') }}
            {...props}
          />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

/** The widget's wallet requests: none may be a transaction before the user confirms. */
const quotesAsked = () => server().simulator.count('/quotes')

describe('a recipient mistyped', () => {
  it('refuses an address whose EIP-55 checksum is wrong, saying so, and asks for no quote', async () => {
    const { config } = await connected(0n)
    renderWidget(config, { defaultValues: { ...defaults(), amount: '1' } })
    const user = userEvent.setup()
    // The route for the user's own wallet first: what is asked after is the typed recipient's.
    await screen.findByRole('article', { name: 'Route' }, { timeout: 10_000 })
    await user.click(await screen.findByRole('button', { name: 'Send to another address' }))
    const before = quotesAsked()
    // The issue's own case: Hardhat's account 1 with its last capital right and others lowered.
    await user.type(
      screen.getByRole('textbox', { name: 'Recipient' }),
      '0x70997970c51812dc3a010c7d01b50e0d17dc79C8',
    )
    expect(await screen.findByText(/capital letters do not match its checksum/)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Recipient' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.getByRole('button', { name: 'Enter a valid recipient' })).toBeTruthy()
    expect(quotesAsked()).toBe(before)
    // All lowercase carries no checksum: valid, and quoted.
    await user.clear(screen.getByRole('textbox', { name: 'Recipient' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Recipient' }),
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    )
    await waitFor(() => expect(quotesAsked()).toBeGreaterThan(before), { timeout: 5_000 })
    expect(screen.queryByText(/checksum/)).toBeNull()
  })

  it('refuses a locked or default recipient with a wrong checksum too', async () => {
    const { config } = await connected(0n)
    renderWidget(config, {
      lock: { recipient: true },
      defaultValues: {
        ...defaults(),
        amount: '1',
        recipient: '0x70997970c51812dc3a010c7d01b50e0d17dc79C8',
      },
    })
    expect(
      await screen.findByRole('button', { name: 'Enter a valid recipient' }, { timeout: 5_000 }),
    ).toBeTruthy()
  })
})

describe('amounts in the user’s language', () => {
  it('reads "1,5" in German as one and a half, and quotes it', async () => {
    const { config } = await connected()
    renderWidget(config, { locale: 'de' })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Betrag' }), '1,5')
    await waitFor(() => expect(lastQuoteRequest()).toMatchObject({ amount: '1500000' }), {
      timeout: 5_000,
    })
    expect(screen.queryByText(/nicht lesbar/)).toBeNull()
  })

  it('keeps letters out of the field and says a too-long fraction in words, not the core’s', async () => {
    const { config } = await connected()
    renderWidget(config)
    const user = userEvent.setup()
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    await user.type(field, 'abc')
    expect(field.value).toBe('')
    await user.type(field, '1.1234567')
    expect(await screen.findByText('This token has at most 6 decimal places.')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/Invalid amount|parseAmount/)
  })

  it('fills MAX in the locale’s form, which reads back as the same amount', async () => {
    const { config } = await connected(1_234_000n)
    renderWidget(config, { locale: 'de' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Max/ }, { timeout: 5_000 }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Betrag' }).value).toBe('1,234')
    await waitFor(() => expect(lastQuoteRequest()).toMatchObject({ amount: '1234000' }), {
      timeout: 5_000,
    })
  })
})

describe('someone else’s address', () => {
  it('is confirmed once, in full with its chain, before the wallet is asked; then it is a recent one', {
    timeout: 40_000,
  }, async () => {
    const { config } = await connected()
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const view = renderWidget(config, { defaultValues: { ...defaults(), amount: '1' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Send to another address' }))
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), other)
    const check = await screen.findByRole(
      'button',
      { name: 'Check the recipient' },
      { timeout: 10_000 },
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Send to this address on OP Mainnet?')
    expect(alert.textContent).toContain(other)
    expect(screen.queryByRole('button', { name: 'Approve and send' })).toBeNull()
    // The button only leads to the tick: nothing is signed from it.
    await user.click(check)
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'I have checked this address' }),
    )
    expect(await axeViolations(view.container)).toEqual([])
    await user.click(screen.getByRole('checkbox', { name: 'I have checked this address' }))
    const start = await screen.findByRole('button', { name: 'Approve and send' })
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false), { timeout: 10_000 })
    await user.click(start)
    // The result's heading takes the focus: a screen reader says where the user is now.
    const heading = await screen.findByRole(
      'heading',
      { name: /^Sending 1 USDC/ },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const done = await screen.findByRole(
      'heading',
      { name: 'Transfer complete' },
      { timeout: 15_000 },
    )
    await waitFor(() => expect(document.activeElement).toBe(done))
    view.unmount()

    // Sent to once from this browser: offered in the field, and no second confirmation.
    renderWidget(config, { defaultValues: { ...defaults(), amount: '1' } })
    await user.click(await screen.findByRole('button', { name: 'Send to another address' }))
    // With addresses to offer, the field is a combobox (an input with a list).
    const field = screen.getByRole('combobox', { name: 'Recipient' })
    const offered = document.getElementById(field.getAttribute('list') ?? '')
    expect([...(offered?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      other,
    ])
    await user.type(field, other)
    await screen.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: 'Check the recipient' })).toBeNull()
    // Forgotten on request: asked again.
    await user.click(screen.getByRole('button', { name: 'Forget recent addresses' }))
    expect(
      await screen.findByRole('button', { name: 'Check the recipient' }, { timeout: 5_000 }),
    ).toBeTruthy()
    expect(field.getAttribute('list')).toBeNull()
  })

  it('is not asked about for the user’s own wallet typed in, nor for a recipient the app locked', async () => {
    const { account, config } = await connected()
    renderWidget(config, { defaultValues: { ...defaults(), amount: '1', recipient: account } })
    await screen.findByRole('button', { name: 'Approve and send' }, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: 'Check the recipient' })).toBeNull()
  })
})

describe('a recipient checked like the steps', () => {
  it('says on the recipient line that a token contract keeps nothing, and never starts', async () => {
    const { config } = await connected()
    const token = localChain('optimism').token
    renderWidget(config, { defaultValues: { ...defaults(), amount: '1', recipient: token } })
    // Every route would send to it: no route is chosen in its place, and none can start.
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: 'Stopped for your safety' }).hasAttribute('disabled'),
        ).toBe(true),
      { timeout: 15_000 },
    )
    expect(screen.queryByText(/chosen instead/)).toBeNull()
    // Said on the recipient line itself, the field marked by it.
    const field = screen.getByRole('textbox', { name: 'Recipient' })
    const line = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(line?.textContent).toMatch(
      /^The recipient .* is a token contract: funds sent there are lost\.$/,
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Approve and send' })).toBeNull()
    // No other route would help: the refusal does not send the user to look for one.
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Nothing was sent.')
    expect(alert.textContent).not.toContain('Choose another route')
  }, 30_000)
})

describe('a blocked route', () => {
  it('hands over to the next safe route, says so, and keeps the blocked one listed with its mark', {
    timeout: 40_000,
  }, async () => {
    const { config } = await connected()
    // The best route asks another signer: the checks refuse it before anything is signed.
    const best = await bestRouteIndex()
    server().simulator.faults.inject({
      path: '/quotes',
      fault: {
        type: 'malform',
        path: `quotes.${best}.userSteps.0.signerAddress`,
        value: '0x000000000000000000000000000000000000bEEF',
      },
    })
    renderWidget(config, { defaultValues: { ...defaults(), amount: '1' } })
    const said = await screen.findByText(
      /was blocked for your safety; .+ chosen instead\./,
      undefined,
      {
        timeout: 15_000,
      },
    )
    expect(said.closest('[role="status"]')?.textContent).toMatch(/signer|sign/i)
    const chosen = screen.getByRole('radio', { checked: true })
    expect(chosen.textContent).not.toContain('Blocked')
    const blocked = screen
      .getAllByRole('radio')
      .filter((radio) => radio.hasAttribute('data-refused'))
    expect(blocked.length).toBeGreaterThan(0)
    for (const radio of blocked) {
      expect(radio.textContent).toContain('Blocked')
      expect(radio.textContent).not.toContain('Best return')
    }
    const start = await screen.findByRole(
      'button',
      { name: 'Approve and send' },
      { timeout: 10_000 },
    )
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false), { timeout: 10_000 })
    expect(
      within(screen.getByRole('region', { name: 'Bridge' })).queryByText('Stopped for your safety'),
    ).toBeNull()
  })
})

function defaults() {
  return { source: usdc('ethereum'), destination: usdc('optimism') }
}

/** Where the best route (by return) is in the simulator's answer for 1 USDC to OP Mainnet. */
async function bestRouteIndex(): Promise<number> {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const answer = await getQuotes(clientFor(server()), localUsdcRequest(account, 1_000_000n))
  server().simulator.reset()
  const best = sortByReturn(answer.quotes, answer.tokens)[0]
  return answer.quotes.findIndex((quote) => quote.routeSteps[0]?.type === best?.routeSteps[0]?.type)
}

/** The body of the last quote request the widget made. */
function lastQuoteRequest(): unknown {
  const body = server()
    .simulator.requests.filter((request) => request.path === '/quotes')
    .at(-1)?.body
  return body === undefined ? undefined : JSON.parse(body)
}
