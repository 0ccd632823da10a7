// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { isSafeLogoUrl, TokenLogo } from '../../src/components/TokenLogo.js'
import { TokenPicker, type TokenSelection } from '../../src/components/TokenPicker/index.js'
import { NATIVE_TOKEN_ADDRESS, type Token } from '../../src/exports/core.js'
import { axeViolations } from '../helpers/axe.js'
import { wrapperFor } from '../helpers/render.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const usdcOnBase = sharedCatalog.tokens.find(
  (token) => token.chainKey === 'base' && token.symbol === 'USDC',
) as Token
const baseEth = sharedCatalog.token('base', NATIVE_TOKEN_ADDRESS)?.token as Token

function renderPicker(props: Partial<Parameters<typeof TokenPicker>[0]> = {}) {
  const onChange = vi.fn<(selection: TokenSelection) => void>()
  const Wrapper = wrapperFor(clientFor(server()))
  render(
    <Wrapper>
      <TokenPicker
        label="From"
        onChange={onChange}
        defaultValue={{ chainKey: 'base', token: baseEth }}
        {...props}
      />
    </Wrapper>,
  )
  return { onChange, user: userEvent.setup() }
}

const tokenList = () => screen.getByRole('listbox', { name: 'Tokens' })
/** Until the catalogue's last page is in (the list says "Loading more…" before). */
const whole = (timeout = 5_000) =>
  waitFor(
    () => {
      expect(within(tokenList()).getAllByRole('option').length).toBeGreaterThan(0)
      expect(screen.queryByText('Loading more…')).toBeNull()
    },
    { timeout },
  )
const tokenSearch = () =>
  screen.getByRole('combobox', { name: 'Search by name, symbol or address' })

describe('TokenPicker', () => {
  it('opens on the selected chain with the native coin first, and picks a token by click', async () => {
    const { onChange, user } = renderPicker()
    const trigger = await screen.findByRole('button', { name: 'From: ETH on Base' })
    await user.click(trigger)
    const options = await within(
      await screen.findByRole('listbox', { name: 'Tokens' }),
    ).findAllByRole('option')
    expect(options[0]?.textContent).toContain('ETH')
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    await user.click(within(tokenList()).getByText('USDC'))
    expect(onChange).toHaveBeenCalledWith({ chainKey: 'base', token: usdcOnBase })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'From: USDC on Base' }))
  })

  it('is controlled whenever value is given: a host that clears it shows none, not the last pick', async () => {
    const Wrapper = wrapperFor(clientFor(server()))
    const view = (value: TokenSelection | undefined) => (
      <Wrapper>
        <TokenPicker label="To" value={value} onChange={() => {}} />
      </Wrapper>
    )
    const { rerender } = render(view({ chainKey: 'base', token: usdcOnBase }))
    expect(await screen.findByRole('button', { name: 'To: USDC on Base' })).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'To: USDC on Base' }))
    await screen.findByRole('listbox', { name: 'Tokens' })
    await user.click(await within(tokenList()).findByText('ETH'))
    // The host kept its value: the picker still shows it, then nothing once the host clears it.
    expect(screen.getByRole('button', { name: 'To: USDC on Base' })).toBeTruthy()
    rerender(view(undefined))
    expect(screen.getByRole('button', { name: 'To: Select a token' })).toBeTruthy()
  })

  it("shows the catalogue's logo for a value given without one (a host's default)", async () => {
    const { logoUrl, ...bare } = usdcOnBase
    expect(logoUrl).toBeTruthy()
    renderPicker({ value: { chainKey: 'base', token: bare }, defaultValue: undefined })
    const trigger = await screen.findByRole('button', { name: 'From: USDC on Base' })
    await waitFor(() => expect(trigger.querySelector('img')?.getAttribute('src')).toBe(logoUrl))
  })

  it("lists the wallet's tokens first, the most valuable first, with the amount and its value", async () => {
    const reads: string[] = []
    const { user } = renderPicker({
      balances: {
        key: '0xowner',
        read: async (chainKey) => {
          reads.push(chainKey)
          return new Map([
            [usdcOnBase.address.toLowerCase(), 25_000_000n],
            // Keys as the reader names them: any case in, lower case compared.
            [baseEth.address.toLowerCase(), 10n ** 16n],
          ])
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'From: ETH on Base' }))
    await waitFor(() => expect(tokenList().querySelectorAll('.vtkit-held')).toHaveLength(2))
    const [first, second, third] = within(tokenList()).getAllByRole('option')
    // 0.01 ETH (~$31 at 3,120) before 25 USDC ($25): by value, not by amount.
    expect(first?.textContent).toMatch(/^ETH.*0\.01\$31/)
    expect(second?.textContent).toMatch(/^USDC.*25\$25\.00/)
    // A token not held shows its price, not an amount.
    expect(third?.querySelector('.vtkit-held')).toBeNull()
    expect(reads).toEqual(['base'])
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('keeps the catalogue order where the wallet has nothing to read or the read fails', async () => {
    for (const read of [() => undefined, () => Promise.reject(new Error('node down'))]) {
      const { user } = renderPicker({ balances: { key: String(read), read } })
      await user.click(await screen.findByRole('button', { name: 'From: ETH on Base' }))
      const options = await within(tokenList()).findAllByRole('option')
      expect(options[0]?.textContent).toContain('ETH')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(tokenList().querySelector('.vtkit-held')).toBeNull()
      cleanup()
    }
  })

  it('works from the keyboard: focus in search, arrows, Enter, Escape', async () => {
    const { onChange, user } = renderPicker()
    ;(await screen.findByRole('button', { name: 'From: ETH on Base' })).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(tokenSearch()))
    await user.keyboard('usd')
    await waitFor(() =>
      expect(within(tokenList()).getAllByRole('option')[0]?.textContent).toContain('USDC'),
    )
    await user.keyboard('{ArrowDown}')
    const active = tokenSearch().getAttribute('aria-activedescendant')
    expect(document.getElementById(active ?? '')?.textContent).toContain('USDT')
    await user.keyboard('{Enter}')
    expect(onChange.mock.calls[0]?.[0].token.symbol).toBe('USDT')
    await user.click(screen.getByRole('button', { name: 'From: USDT on Base' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'From: USDT on Base' }))
  })

  it('names the chain shown, offers its popular tokens, and highlights one row: the selected one', async () => {
    const usdc = { chainKey: 'base', token: usdcOnBase }
    const { onChange, user } = renderPicker({ defaultValue: usdc })
    await user.click(await screen.findByRole('button', { name: 'From: USDC on Base' }))
    expect(await screen.findByRole('heading', { name: 'Tokens on Base' })).toBeTruthy()
    const popular = await screen.findByRole('group', { name: 'Popular tokens' })
    const chips = within(popular).getAllByRole('button')
    // The native coin first, then the stablecoins; the selected one pressed.
    expect(chips[0]).toBe(within(popular).getByRole('button', { name: 'ETH' }))
    expect(chips.length).toBeLessThanOrEqual(4)
    expect(within(popular).getByRole('button', { name: 'USDC' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(within(popular).getByRole('button', { name: 'ETH' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    // The active row is the selected row until the user moves: one row stands out.
    const options = await within(tokenList()).findAllByRole('option')
    const active = options.filter((option) => option.hasAttribute('data-active'))
    expect(active).toHaveLength(1)
    expect(active[0]?.getAttribute('aria-selected')).toBe('true')
    expect(tokenSearch().getAttribute('aria-activedescendant')).toBe(active[0]?.id)
    // Searching hides the shortcuts; a chip picks at once.
    await user.type(tokenSearch(), 'us')
    expect(screen.queryByRole('group', { name: 'Popular tokens' })).toBeNull()
    await user.clear(tokenSearch())
    await user.click(
      within(await screen.findByRole('group', { name: 'Popular tokens' })).getByRole('button', {
        name: 'ETH',
      }),
    )
    expect(onChange).toHaveBeenCalledWith({ chainKey: 'base', token: baseEth })
  })

  it('marks only the chains that are not EVM, with a logo or initials for each', async () => {
    const { user } = renderPicker({ chainLogos: { base: 'https://logos.example/base.svg' } })
    await user.click(await screen.findByRole('button', { name: /^From/ }))
    const chains = screen.getByRole('listbox', { name: 'Chains' })
    const base = await within(chains).findByRole('option', { name: /^Base/ })
    expect(base.querySelector('img')?.getAttribute('src')).toBe('https://logos.example/base.svg')
    expect(base.querySelector('.vtkit-badge')).toBeNull()
    const search = screen.getByRole('combobox', { name: 'Search chains' })
    await user.type(search, 'soon')
    const soon = await within(chains).findByRole('option', { name: /^SOON/ })
    expect(soon.querySelector('.vtkit-badge')?.textContent).toBe('Solana')
    expect(soon.querySelector('.vtkit-logo-fallback')?.textContent).toBe('SO')
    // "Solana Solana" would say it twice.
    await user.clear(search)
    await user.type(search, 'solana')
    const solana = await within(chains).findByRole('option', { name: /^Solana$/ })
    expect(solana.querySelector('.vtkit-badge')).toBeNull()
  })

  it('puts the chain’s logo in the corner of the token’s on the button, only a safe one', async () => {
    renderPicker({ chainLogos: { base: 'https://logos.example/base.svg' } })
    const trigger = await screen.findByRole('button', { name: 'From: ETH on Base' })
    expect(trigger.querySelector('.vtkit-chain-badge')?.getAttribute('src')).toBe(
      'https://logos.example/base.svg',
    )
    cleanup()
    renderPicker({ chainLogos: { base: 'javascript:alert(1)' } })
    const unsafe = await screen.findByRole('button', { name: 'From: ETH on Base' })
    expect(unsafe.querySelector('.vtkit-chain-badge')).toBeNull()
    expect(unsafe.innerHTML).not.toContain('javascript:')
  })

  it('names the chains that have a token the chosen chain does not, and looks there on a click', async () => {
    const { onChange, user } = renderPicker()
    await user.click(await screen.findByRole('button', { name: 'From: ETH on Base' }))
    await whole()
    // A symbol only Solana lists, searched for on Base.
    const onBase = new Set(
      sharedCatalog.tokens.filter((token) => token.chainKey === 'base').map((t) => t.symbol),
    )
    const solanaOnly = sharedCatalog.tokens.find(
      (token) =>
        token.chainKey === 'solana' &&
        /^[A-Z]{3,6}$/.test(token.symbol) &&
        !onBase.has(token.symbol) &&
        !sharedCatalog.tokens.some(
          (other) =>
            other.chainKey !== 'solana' &&
            `${other.symbol} ${other.name}`.toLowerCase().includes(token.symbol.toLowerCase()),
        ),
    ) as Token
    await user.type(tokenSearch(), solanaOnly.symbol)
    expect(await screen.findByText('No token matches your search.')).toBeTruthy()
    const elsewhere = screen.getByRole('group', { name: 'Found on other chains' })
    expect(
      within(elsewhere)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Solana'])
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([])
    await user.click(within(elsewhere).getByRole('button', { name: 'Solana' }))
    // Solana's match listed, the search kept, the focus back in it; picked from there.
    expect(document.activeElement).toBe(tokenSearch())
    expect(tokenSearch()).toHaveProperty('value', solanaOnly.symbol)
    await user.click(
      await within(tokenList()).findByRole('option', { name: new RegExp(`^${solanaOnly.symbol}`) }),
    )
    expect(onChange).toHaveBeenCalledWith({ chainKey: 'solana', token: solanaOnly })
    // A search nothing matches anywhere names no chain.
    await user.click(await screen.findByRole('button', { name: /^From: / }))
    await user.type(tokenSearch(), 'zzzqqq')
    expect(await screen.findByText('No token matches your search.')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Found on other chains' })).toBeNull()
  })

  it('finds a pasted address in any case', async () => {
    const { user } = renderPicker()
    await user.click(screen.getByRole('button', { name: /^From/ }))
    await user.type(tokenSearch(), usdcOnBase.address.toUpperCase().replace('0X', '0x'))
    await waitFor(() => expect(within(tokenList()).getAllByRole('option')).toHaveLength(1))
    expect(within(tokenList()).getByRole('option').textContent).toContain('USDC')
  })

  it('on a touch screen, keeps the keyboard down: the close button takes the focus, not a search field', async () => {
    // What a phone's browser answers: its pointer is coarse.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    try {
      const { user } = renderPicker()
      await user.click(await screen.findByRole('button', { name: 'From: ETH on Base' }))
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
      )
      const chains = screen.getByRole('listbox', { name: 'Chains' })
      await user.click(await within(chains).findByText('Arbitrum One'))
      expect(document.activeElement).not.toBe(tokenSearch())
      expect(await within(tokenList()).findAllByRole('option')).not.toHaveLength(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('switches chain from the searchable chain list, then lists that chain', async () => {
    const { user } = renderPicker()
    await user.click(screen.getByRole('button', { name: /^From/ }))
    await within(screen.getByRole('listbox', { name: 'Chains' })).findAllByRole('option')
    await user.type(screen.getByRole('combobox', { name: 'Search chains' }), 'arbitrum')
    await within(screen.getByRole('listbox', { name: 'Chains' })).findByText('Arbitrum One')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(tokenSearch()))
    const options = await within(tokenList()).findAllByRole('option')
    expect(options[0]?.textContent).toContain('ETH')
    expect(
      within(screen.getByRole('listbox', { name: 'Chains' })).getByRole('option', {
        selected: true,
      }).textContent,
    ).toContain('Arbitrum One')
    expect(options.some((option) => option.textContent?.includes('USDC'))).toBe(true)
  })

  it('offers only the reachable destinations in destination mode', async () => {
    const { user } = renderPicker({
      label: 'To',
      defaultValue: undefined,
      source: { chainKey: 'base', tokenAddress: usdcOnBase.address },
    })
    await user.click(screen.getByRole('button', { name: 'To: Select a token' }))
    const chains = await within(screen.getByRole('listbox', { name: 'Chains' })).findAllByRole(
      'option',
    )
    expect(chains.some((option) => option.textContent?.includes('Base'))).toBe(false)
    await user.type(tokenSearch(), 'usd')
    await waitFor(() =>
      expect(within(tokenList()).getAllByRole('option').length).toBeGreaterThan(0),
    )
    for (const option of within(tokenList()).getAllByRole('option'))
      expect(option.textContent).toContain('USDC')
  })

  it('is usable from the first page of the catalogue: searches what has arrived and says more is coming', async () => {
    // Every page of /tokens takes 200 ms: the first is in long before the last.
    server().simulator.faults.inject({ path: '/tokens', fault: { type: 'latency', ms: 200 } })
    const { user } = renderPicker({ defaultValue: undefined })
    await user.click(screen.getByRole('button', { name: 'From: Select a token' }))
    await within(tokenList()).findAllByRole('option', {}, { timeout: 3_000 })
    const status = screen.getByText('Loading more…')
    expect(status.getAttribute('role')).toBe('status')
    const loaded = Number(
      within(tokenList()).getAllByRole('option')[0]?.getAttribute('aria-setsize'),
    )
    expect(loaded).toBeLessThan(4_900)
    // A search of what is in so far; one with no match yet says more is coming, not "no token".
    await user.type(tokenSearch(), 'zzzz')
    expect(screen.getByText('No match yet: more are still loading.')).toBeTruthy()
    await user.clear(tokenSearch())
    await user.type(tokenSearch(), 'usdc')
    await waitFor(() =>
      expect(within(tokenList()).getAllByRole('option')[0]?.textContent).toContain('USDC'),
    )
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([])
    await user.clear(tokenSearch())
    await whole(10_000)
    expect(
      Number(within(tokenList()).getAllByRole('option')[0]?.getAttribute('aria-setsize')),
    ).toBeGreaterThanOrEqual(4_900)
  }, 20_000)

  it('keeps the DOM small whatever the list length (virtualized)', async () => {
    const { user } = renderPicker({ defaultValue: undefined })
    await user.click(screen.getByRole('button', { name: 'From: Select a token' }))
    await whole()
    const options = await within(
      await screen.findByRole('listbox', { name: 'Tokens' }),
    ).findAllByRole('option')
    expect(Number(options[0]?.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(4_900)
    expect(options.length).toBeLessThan(60)
  })

  it('shows a typed error with a way to try again', async () => {
    server().simulator.faults.inject({
      path: '/tokens',
      times: 1,
      fault: { type: 'status', status: 503 },
    })
    const Wrapper = wrapperFor(clientFor(server(), { retry: false }))
    render(
      <Wrapper>
        <TokenPicker label="From" />
      </Wrapper>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'From: Select a token' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The service could not handle the request (HTTP 503).',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('listbox', { name: 'Tokens' })).toBeTruthy()
  })

  it('has no axe violations, closed and open', async () => {
    const { user } = renderPicker()
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: /^From/ }))
    await screen.findByRole('listbox', { name: 'Tokens' })
    expect(await axeViolations()).toEqual([])
  })
})

describe('TokenLogo', () => {
  it.each([
    ['https://logos.example/usdc.png', true],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', true],
    ['javascript:alert(1)', false],
    ['http://logos.example/usdc.png', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//logos.example/x.png', false],
    [undefined, false],
  ])('loads %s: %s', (url, safe) => {
    expect(isSafeLogoUrl(url)).toBe(safe)
    const { container } = render(<TokenLogo src={url} symbol="usdc" />)
    expect(container.querySelector('img') !== null).toBe(safe)
    if (!safe) expect(container.textContent).toBe('US')
  })
})

describe('TokenPicker rows', () => {
  it('are placed through CSS variables set in the CSSOM, one row height apart, with no style attribute in the markup', async () => {
    const { user } = renderPicker()
    await user.click(await screen.findByRole('button', { name: /^From/ }))
    const options = await within(
      await screen.findByRole('listbox', { name: 'Tokens' }),
    ).findAllByRole('option')
    const starts = options
      .slice(0, 3)
      .map((option) => option.style.getPropertyValue('--vtkit-row-start'))
    expect(starts).toEqual(['0px', '52px', '104px'])
    expect(tokenList().style.getPropertyValue('--vtkit-list-size')).toMatch(/^\d+px$/)
  })
})

describe('TokenPicker at 20,000 tokens', () => {
  it('still renders a bounded number of rows', async () => {
    const { startSimulatorServer } = await import('../../src/exports/testing-server.js')
    const big = await startSimulatorServer({ tokenCount: 20_000, pageSize: { tokens: 2_000 } })
    try {
      const Wrapper = wrapperFor(clientFor(big))
      render(
        <Wrapper>
          <TokenPicker label="From" />
        </Wrapper>,
      )
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: 'From: Select a token' }))
      await within(screen.getByRole('listbox', { name: 'Tokens' })).findAllByRole(
        'option',
        {},
        { timeout: 10_000 },
      )
      await whole(10_000)
      const options = within(tokenList()).getAllByRole('option')
      expect(Number(options[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(19_000)
      expect(options.length).toBeLessThan(60)
      await user.type(tokenSearch(), 'usdc')
      await waitFor(() =>
        expect(within(tokenList()).getAllByRole('option')[0]?.textContent).toContain('USDC'),
      )
      expect(within(tokenList()).getAllByRole('option').length).toBeLessThan(60)
    } finally {
      await big.close()
    }
  }, 30_000)

  it('renders its lists in a host’s own dialog (Body): a pick closes it through onOpenChange', async () => {
    const onChange = vi.fn<(selection: TokenSelection) => void>()
    const onOpenChange = vi.fn<(open: boolean) => void>()
    const Wrapper = wrapperFor(clientFor(server()))
    render(
      <Wrapper>
        <TokenPicker.Root open onOpenChange={onOpenChange} onChange={onChange}>
          <div role="dialog" aria-label="Pay with">
            <TokenPicker.Body />
          </div>
        </TokenPicker.Root>
      </Wrapper>,
    )
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Pay with' })
    // No dialog of its own inside the host's.
    expect(dialog.querySelector('dialog')).toBeNull()
    await whole()
    await user.type(tokenSearch(), 'usdc')
    await waitFor(() =>
      expect(within(tokenList()).getAllByRole('option')[0]?.textContent).toMatch(/USDC/),
    )
    // With no chain chosen, each row names its chain.
    expect(within(tokenList()).getAllByRole('option')[0]?.textContent).toMatch(/USD Coin · /)
    await user.click(within(tokenList()).getAllByRole('option')[0] as HTMLElement)
    expect(onChange).toHaveBeenCalledOnce()
    expect(onChange.mock.calls[0]?.[0].token.symbol).toBe('USDC')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('says clearly that Body belongs inside Root', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<TokenPicker.Body />)).toThrow(
      'TokenPicker.Body must be inside TokenPicker.Root',
    )
    error.mockRestore()
  })
})
