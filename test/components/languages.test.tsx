// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, inject, it } from 'vitest'
import type { Config } from 'wagmi'
import { createMemoryJournal } from '../../src/exports/core.js'
import { BridgeWidget, OftTransfer } from '../../src/exports/index.js'
import de from '../../src/locales/de.js'
import ja from '../../src/locales/ja.js'
import type { LocalePack } from '../../src/locales/types.js'
import { axeViolations } from '../helpers/axe.js'
import { localChain, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { connectedMockWallet } from '../helpers/wagmi.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

const server = withChainSimulator()
// useBridge.test's first account: nothing here sends a transaction.
const nextAccount = accountRange(129, 129)
let config: Config | undefined

async function renderWith(locales: readonly LocalePack[] | undefined, children: ReactNode) {
  config ??= await connectedMockWallet(inject('localChains').chains, await nextAccount())
  return render(children, { wrapper: wagmiWrapper(config, clientFor(server()), locales) })
}

const values = {
  source: { chain: 'ethereum', token: 'USDC' },
  destination: { chain: 'optimism', token: localChain('optimism').token },
  amount: '25',
}

describe('the components in the app’s languages', () => {
  it('speak the pack whose language the locale names (de-AT → de), plurals included', async () => {
    await renderWith(
      [ja, de],
      <BridgeWidget locale="de-AT" defaultValues={values} journal={createMemoryJournal()} />,
    )
    const card = screen.getByRole('region', { name: 'Bridge' })
    expect(within(card).getByRole('tab', { name: 'Übertragung' })).toBeTruthy()
    expect(within(card).getByRole('tab', { name: 'Verlauf' })).toBeTruthy()
    await within(card).findByRole(
      'button',
      { name: /^\d+ Routen vergleichen$/ },
      { timeout: 10_000 },
    )
    expect(await axeViolations(card)).toEqual([])
  })

  it('speak Japanese for ja, and English for a language the app did not give', async () => {
    const { unmount } = await renderWith(
      [de, ja],
      <BridgeWidget locale="ja-JP" journal={createMemoryJournal()} />,
    )
    expect(screen.getByRole('region', { name: 'ブリッジ' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '送金' })).toBeTruthy()
    unmount()
    await renderWith([de, ja], <BridgeWidget locale="fr" journal={createMemoryJournal()} />)
    expect(screen.getByRole('tab', { name: 'Transfer' })).toBeTruthy()
  })

  it('let the host’s own texts win over the pack’s, and need no pack for English', async () => {
    const { unmount } = await renderWith(
      [de],
      <BridgeWidget
        locale="de"
        messages={{ transferTab: 'Einzahlen' }}
        journal={createMemoryJournal()}
      />,
    )
    expect(screen.getByRole('tab', { name: 'Einzahlen' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Verlauf' })).toBeTruthy()
    unmount()
    await renderWith(undefined, <BridgeWidget locale="de" journal={createMemoryJournal()} />)
    expect(screen.getByRole('tab', { name: 'Transfer' })).toBeTruthy()
  })

  it('speak the same language in OftTransfer, its own texts included', async () => {
    await renderWith([de], <OftTransfer locale="de" journal={createMemoryJournal()} />)
    expect(screen.getByRole('region', { name: 'OFT senden' })).toBeTruthy()
  })
})
