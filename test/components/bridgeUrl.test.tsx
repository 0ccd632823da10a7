// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import type { Config } from 'wagmi'
import { type UseBridgeOptions, useBridge } from '../../src/components/BridgeWidget/index.js'
import { readUrlValues, urlWithValues } from '../../src/components/BridgeWidget/urlValues.js'
import { createMemoryJournal } from '../../src/exports/core.js'
import { localChain, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor, sharedCatalog } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

const server = withChainSimulator()
// The first of useBridge.test's accounts: nothing here sends a transaction.
const nextAccount = accountRange(129, 129)
let config: Config | undefined

async function renderIn(children: ReactNode) {
  config ??= await connectedMockWallet(inject('localChains').chains, await nextAccount())
  return render(children, { wrapper: wagmiWrapper(config, clientFor(server())) })
}

function Flow(options: UseBridgeOptions) {
  const bridge = useBridge({ journal: createMemoryJournal(), syncWithUrl: true, ...options })
  return (
    <form aria-label="Bridge">
      <p data-testid="pair">
        {bridge.values.source?.token.symbol ?? '-'} on {bridge.sourceChain?.name ?? '-'} to{' '}
        {bridge.values.destination?.token.symbol ?? '-'} on {bridge.destinationChain?.name ?? '-'}
      </p>
      <p data-testid="recipient">{bridge.recipient}</p>
      <label>
        Send
        <input
          value={bridge.values.amount}
          onChange={(event) => bridge.update({ amount: event.target.value })}
        />
      </label>
      {bridge.defaultsError && <p role="alert">{bridge.defaultsError.shortMessage}</p>}
    </form>
  )
}

const goTo = (search: string) => window.history.replaceState(null, '', `/app${search}#widget`)
const params = () => new URLSearchParams(window.location.search)

afterEach(() => goTo(''))

describe('syncWithUrl', () => {
  it('opens the form a link describes, and never takes who receives from it', async () => {
    const ethereum = localChain('ethereum')
    goTo(
      `?fromChain=${ethereum.chainId}&fromToken=${ethereum.token}&toChain=optimism&toToken=${localChain('optimism').token}&fromAmount=12.5&toAddress=0x000000000000000000000000000000000000dEaD`,
    )
    await renderIn(<Flow />)
    await waitFor(
      () =>
        expect(screen.getByTestId('pair').textContent).toBe(
          'USDC on Ethereum to USDC on OP Mainnet',
        ),
      { timeout: 10_000 },
    )
    expect(screen.getByRole('textbox', { name: 'Send' })).toHaveProperty('value', '12.5')
    expect(screen.getByTestId('recipient').textContent).not.toMatch(/dead/i)
    expect(screen.getByTestId('recipient').textContent).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // What it wrote back: EVM chains by id, tokens by address, the other parameters and the hash kept.
    await waitFor(() => expect(params().get('fromToken')).toBe(ethereum.token))
    expect(params().get('fromChain')).toBe(String(ethereum.chainId))
    expect(params().get('toChain')).toBe(String(localChain('optimism').chainId))
    expect(params().get('toAddress')).toBe('0x000000000000000000000000000000000000dEaD')
    expect(window.location.hash).toBe('#widget')
  })

  it('writes each change with replaceState (no history entry per keystroke)', async () => {
    goTo('?ref=partner')
    const push = vi.spyOn(window.history, 'pushState')
    const length = window.history.length
    const user = userEvent.setup()
    await renderIn(
      <Flow
        defaultValues={{
          source: { chain: 'ethereum', token: 'USDC' },
          destination: { chain: 'optimism', token: 'USDC' },
        }}
      />,
    )
    await waitFor(
      () => expect(params().get('toChain')).toBe(String(localChain('optimism').chainId)),
      {
        timeout: 10_000,
      },
    )
    expect(params().get('fromAmount')).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Send' }), '7')
    await waitFor(() => expect(params().get('fromAmount')).toBe('7'))
    await user.clear(screen.getByRole('textbox', { name: 'Send' }))
    await waitFor(() => expect(params().get('fromAmount')).toBeNull())
    expect(params().get('ref')).toBe('partner')
    expect(push).not.toHaveBeenCalled()
    expect(window.history.length).toBe(length)
    push.mockRestore()
  })

  it('lets a link that names nothing the app offers give way to its defaults, with no error', async () => {
    goTo('?fromChain=999999&fromToken=USDC&toChain=optimism&toToken=NOPE&fromAmount=1e9')
    await renderIn(
      <Flow
        scope={{ chains: { from: { deny: ['base'] } } }}
        defaultValues={{
          source: { chain: 'ethereum', token: 'USDC' },
          destination: { chain: 'optimism', token: 'USDC' },
          amount: '3',
        }}
      />,
    )
    await waitFor(
      () =>
        expect(screen.getByTestId('pair').textContent).toBe(
          'USDC on Ethereum to USDC on OP Mainnet',
        ),
      { timeout: 10_000 },
    )
    expect(screen.getByRole('textbox', { name: 'Send' })).toHaveProperty('value', '3')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('leaves a part the app locked to the app, whatever the link says', async () => {
    goTo(
      `?toChain=ethereum&toToken=${localChain('ethereum').token}&fromChain=optimism&fromToken=${localChain('optimism').token}`,
    )
    await renderIn(
      <Flow
        lock={{ destination: true, recipient: true }}
        defaultValues={{
          destination: { chain: 'optimism', token: 'USDC' },
          recipient: '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe',
        }}
      />,
    )
    await waitFor(
      () =>
        expect(screen.getByTestId('pair').textContent).toBe(
          'USDC on OP Mainnet to USDC on OP Mainnet',
        ),
      { timeout: 10_000 },
    )
    expect(screen.getByTestId('recipient').textContent).toBe(
      '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe',
    )
    // The locked side is not written either: it is the app's, not the link's.
    await waitFor(() =>
      expect(params().get('fromChain')).toBe(String(localChain('optimism').chainId)),
    )
    expect(params().get('toChain')).toBeNull()
  })
})

describe('readUrlValues and urlWithValues', () => {
  it('read chains by id or key, tokens by address only, and refuse what is not an amount', () => {
    const usdcOnBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
    const solanaUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    expect(
      readUrlValues(
        `?fromChain=8453&fromToken=${usdcOnBase}&toChain=solana&toToken=${solanaUsdc}&fromAmount=1,5`,
      ),
    ).toEqual({
      source: { chain: 8453, token: usdcOnBase },
      destination: { chain: 'solana', token: solanaUsdc },
      amount: '1.5',
    })
    // Links carry a plain decimal; the field shows it as the user's language writes it.
    expect(readUrlValues('?fromAmount=1.5', {}, 'de').amount).toBe('1,5')
    expect(readUrlValues('?fromAmount=1234.5', {}, 'en').amount).toBe('1234.5')
    // A symbol names whichever token of that symbol comes first (a lookalike too): not taken.
    expect(readUrlValues('?fromChain=8453&fromToken=USDC').source).toBeUndefined()
    for (const amount of ['1e9', '-1', '0x10', '1.2.3', '9'.repeat(41)])
      expect(readUrlValues(`?fromAmount=${amount}`).amount).toBeUndefined()
    expect(readUrlValues('?fromChain=&fromToken=USDC')).toEqual({
      source: undefined,
      destination: undefined,
      amount: undefined,
    })
    expect(readUrlValues(`?fromChain=base&fromToken=${'a'.repeat(81)}`).source).toBeUndefined()
    expect(
      readUrlValues('?fromChain=base&fromToken=USDC&fromAmount=2', { source: true, amount: true }),
    ).toEqual({
      source: undefined,
      destination: undefined,
      amount: undefined,
    })
  })

  it('write EVM chains by id and the others by key, and clear what the form no longer has', () => {
    const usdc = sharedCatalog.tokens.find(
      (token) => token.chainKey === 'base' && token.symbol === 'USDC',
    )
    const solanaUsdc = sharedCatalog.tokens.find(
      (token) => token.chainKey === 'solana' && token.symbol === 'USDC',
    )
    if (!usdc || !solanaUsdc) throw new Error('catalogue without USDC')
    const href = urlWithValues(
      'https://app.example/bridge?fromAmount=9&keep=1#top',
      {
        source: { chainKey: 'base', token: usdc },
        destination: { chainKey: 'solana', token: solanaUsdc },
        amount: '',
      },
      sharedCatalog.chains,
    )
    const url = new URL(href)
    expect(url.searchParams.get('fromChain')).toBe('8453')
    expect(url.searchParams.get('fromToken')).toBe(usdc.address)
    expect(url.searchParams.get('toChain')).toBe('solana')
    expect(url.searchParams.get('toToken')).toBe(solanaUsdc.address)
    expect(url.searchParams.has('fromAmount')).toBe(false)
    // What is typed in the user's language is written as a plain decimal: a link reads the same
    // in every language ("1.234,5" typed in German is 1234.5 for an English reader too).
    const typed = (amount: string, locale: string) =>
      new URL(
        urlWithValues(
          'https://app.example/',
          { source: undefined, destination: undefined, amount },
          [],
          {},
          locale,
        ),
      ).searchParams.get('fromAmount')
    expect(typed('1.234,5', 'de')).toBe('1234.5')
    expect(typed('0,25', 'de')).toBe('0.25')
    expect(typed('1,234,567', 'en')).toBe('1234567')
    // Read two ways ("1,500": one and a half, or fifteen hundred): not written at all.
    expect(typed('1,500', 'en')).toBeNull()
    expect(typed('abc', 'en')).toBeNull()
    expect(url.searchParams.get('keep')).toBe('1')
    expect(url.hash).toBe('#top')
  })
})
