// @vitest-environment jsdom
// A service that does not answer the chains, the tokens or the OFT list is said on the card, with
// a retry (the picker says it too, but a user may never open it); once it answers, the form fills.
import { onlineManager } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, inject, it, onTestFinished } from 'vitest'
import type { Config } from 'wagmi'
import { createMemoryJournal } from '../../src/exports/core.js'
import { BridgeWidget, OftTransfer } from '../../src/exports/index.js'
import { withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

const server = withChainSimulator()
// useBridge.test's first account: nothing here sends a transaction.
const account = accountRange(129, 129)
let config: Config | undefined

async function renderWidget() {
  config ??= await connectedMockWallet(inject('localChains').chains, await account())
  render(
    <BridgeWidget
      journal={createMemoryJournal()}
      defaultValues={{
        source: { chain: 'ethereum', token: 'USDC' },
        destination: { chain: 'optimism', token: 'USDC' },
      }}
    />,
    { wrapper: wagmiWrapper(config, clientFor(server())) },
  )
}

describe('BridgeWidget when the service does not answer its lists', () => {
  for (const path of ['/chains', '/tokens'])
    it(`says so on the card for ${path}, and fills the form once a retry is answered`, async () => {
      const remove = server().simulator.faults.inject({
        path,
        fault: { type: 'status', status: 503 },
      })
      await renderWidget()
      const card = screen.getByRole('region', { name: 'Bridge' })
      const alert = await within(card).findByRole('alert', {}, { timeout: 15_000 })
      // The error said in words (its paragraph, not the button's label).
      expect(alert.querySelector('p')?.textContent).toBe(
        'The service could not handle the request (HTTP 503).',
      )
      remove()
      await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
      // The app's defaults resolve now that the lists are in.
      expect(
        await within(card).findByRole('button', { name: /USDC.*Ethereum/ }, { timeout: 15_000 }),
      ).toBeTruthy()
      expect(within(card).queryByRole('alert')).toBeNull()
    }, 40_000)
})

describe('BridgeWidget offline', () => {
  it('says the service cannot be reached, instead of waiting silently for the connection', async () => {
    // The browser offline: TanStack's online manager says so, and every request fails.
    onlineManager.setOnline(false)
    onTestFinished(() => onlineManager.setOnline(true))
    const remove = server().simulator.faults.inject({ path: '/chains', fault: { type: 'drop' } })
    await renderWidget()
    const card = screen.getByRole('region', { name: 'Bridge' })
    const alert = await within(card).findByRole('alert', {}, { timeout: 15_000 })
    expect(alert.querySelector('p')?.textContent).toBe(
      'Could not reach the service (network error).',
    )
    onlineManager.setOnline(true)
    remove()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await within(card).findByRole('button', { name: /USDC.*Ethereum/ }, { timeout: 15_000 }),
    ).toBeTruthy()
  }, 40_000)
})

describe('OftTransfer when the service does not answer its list', () => {
  it('says so on the card, and offers the tokens once a retry is answered', async () => {
    const remove = server().simulator.faults.inject({
      path: '/list',
      fault: { type: 'status', status: 503 },
    })
    config ??= await connectedMockWallet(inject('localChains').chains, await account())
    render(<OftTransfer journal={createMemoryJournal()} />, {
      wrapper: wagmiWrapper(config, clientFor(server())),
    })
    const card = screen.getByRole('region', { name: 'Send an OFT' })
    const alert = await within(card).findByRole('alert', {}, { timeout: 15_000 })
    expect(alert.querySelector('p')?.textContent).toBe(
      'The service could not handle the request (HTTP 503).',
    )
    remove()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull(), { timeout: 15_000 })
    expect(within(card).getByRole('textbox', { name: 'Amount' })).toBeTruthy()
  }, 40_000)
})
