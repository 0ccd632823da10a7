// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { LedgerLines } from '../../src/components/LedgerLines.js'
import {
  type ContractRegistry,
  loadProductionRegistry,
  readOftTransferLedger,
  solanaChecks,
  type ValueLedger,
  verifyUserSteps,
} from '../../src/exports/core.js'
import de from '../../src/locales/de.js'
import { defaultMessages } from '../../src/locales/en/messages.js'
import { axeViolations } from '../helpers/axe.js'
import {
  type Capture,
  cctpCapture,
  oftCaptures,
  chains as productionChains,
  metadata as productionMetadata,
  solanaCapture,
  solanaFacts,
  taxiCapture,
} from '../helpers/productionCaptures.js'

let registry: ContractRegistry

beforeAll(async () => {
  const loaded = await loadProductionRegistry()
  if (!loaded) throw new Error('no registry')
  registry = loaded
})

const ledgerOf = (capture: Capture) =>
  verifyUserSteps({
    quote: capture.quote,
    request: capture.request,
    metadata: productionMetadata,
    chains: productionChains,
    walletAddress: capture.request.srcWalletAddress,
    prices: capture.prices,
    bridgeFees: capture.chainFees,
    chainChecks: { solana: solanaChecks },
    registry,
  }).ledger

function show(ledger: ValueLedger, capture: Capture, messages = defaultMessages) {
  render(
    <LedgerLines
      ledger={ledger}
      chains={productionChains}
      tokens={capture.prices}
      walletAddress={capture.request.srcWalletAddress}
      messages={messages}
      locale="en-US"
    />,
  )
  return screen.getByRole('region', { name: messages.ledgerTitle })
}

const lines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('LedgerLines', () => {
  it('says what the live taxi moves: sent, across to you, the messaging fee refunded, the approval', async () => {
    const capture = taxiCapture('base')
    const region = show(ledgerOf(capture), capture)
    expect(lines(region)).toEqual([
      'You send 10 USDC + 0.00011 ETH',
      '10 USDC across to you on Arbitrumat least 9.893989 USDC arrives',
      '0.00011 ETH messaging feewhat it does not use comes back to you',
      'Lets 0x8eca03…dcb4f8 spend 10 USDC',
    ])
    expect(await axeViolations(region)).toEqual([])
  })

  it('names the relay fee’s receiver as the service’s when vtkit knows it', () => {
    const capture = cctpCapture()
    const region = show(ledgerOf(capture), capture)
    expect(lines(region)).toContain('0.02 USDC relay fee to the service’s fee receiver')
  })

  it('says a fee nothing bounds is not checked, and marks it', () => {
    const capture = taxiCapture('base')
    const ledger = verifyUserSteps({
      quote: capture.quote,
      request: capture.request,
      metadata: productionMetadata,
      chains: productionChains,
      prices: capture.prices,
      registry,
    }).ledger
    const region = show(ledger, capture)
    const fee = within(region)
      .getByText(/messaging fee/)
      .closest('li')
    expect(fee?.getAttribute('data-tone')).toBe('warning')
    expect(fee?.textContent).toMatch(/not checked against the chain/)
  })

  it('says where a Solana deposit goes is not in the transaction, and the rent it pays', () => {
    const capture = solanaCapture()
    const usdc = {
      chainKey: 'solana',
      address: solanaFacts.usdc,
      decimals: 6,
      symbol: 'USDC',
      name: 'USD Coin',
    }
    const region = show(ledgerOf(capture), { ...capture, prices: [usdc] })
    expect(lines(region)).toEqual([
      'You send 0.002039 SOL + 10 USDC',
      'up to 0.002039 SOL to open the service’s token account',
      '10 USDC paid to the service’s account 5Kfdg62n…gEUbEC: where it goes next is not in the transaction',
    ])
  })

  it('shows what a refused batch would leave behind or hand a stranger, in the warning tone', () => {
    const capture = taxiCapture('base')
    const ledger: ValueLedger = {
      sent: [],
      approvals: [],
      unread: [],
      entries: [
        {
          kind: 'held',
          stepIndex: 1,
          asset: { chainKey: 'base', address: capture.request.srcTokenAddress, native: false },
          amount: 9_990_000n,
          by: '0x7e07A9148E9149e430C6412b79A675028595Ff1f',
        },
        {
          kind: 'diverted',
          stepIndex: 1,
          asset: { chainKey: 'base', address: capture.request.srcTokenAddress, native: false },
          amount: 10_000n,
          to: '0x000000000000000000000000000000000000dEaD',
        },
      ],
    }
    const region = show(ledger, capture)
    expect(lines(region)).toEqual([
      '9.99 USDC left in 0x7e07A9…95Ff1f',
      '0.01 USDC to 0x000000…00dEaD',
    ])
    for (const item of within(region).getAllByRole('listitem'))
      expect(item.getAttribute('data-tone')).toBe('warning')
  })

  it('speaks the user’s language', () => {
    const capture = taxiCapture('base')
    const region = show(ledgerOf(capture), capture, {
      ...defaultMessages,
      ...de.messages,
    } as typeof defaultMessages)
    expect(lines(region)[0]).toBe('Sie senden 10 USDC + 0.00011 ETH')
  })

  it('never breaks on an asset the catalogue does not know: its units and address', () => {
    const capture = taxiCapture('base')
    const ledger: ValueLedger = {
      sent: [{ asset: { chainKey: 'nowhere', address: '0x1234', native: false }, amount: 5n }],
      approvals: [],
      unread: [],
      entries: [],
    }
    const region = show(ledger, capture)
    expect(lines(region)).toEqual(['You send 5 × 0x1234'])
  })

  it('shows an OFT send’s ledger: the adapter’s approval, what crosses, the fee', () => {
    const [, usdg] = oftCaptures()
    if (!usdg) throw new Error('no USDG capture')
    const ledger = readOftTransferLedger({
      transfer: usdg.transfer,
      request: usdg.request,
      list: usdg.list,
      walletAddress: usdg.wallet,
      dstChainType: usdg.dstChainType,
      quotedFee: usdg.quotedFee,
    })
    expect(ledger?.entries).toMatchObject([
      { kind: 'bridged', protocol: 'oft', amount: 10_000_000n, minimumOut: 10_000_000n },
      { kind: 'fee', fee: 'messaging', amount: usdg.quotedFee, bound: 'chain', refund: 'returned' },
    ])
    expect(ledger?.approvals).toMatchObject([{ amount: 10_000_000n }])
    // A send of an OFT /list does not list, or calldata that is no OFT send: nothing to read.
    expect(readOftTransferLedger({ ...usdg, walletAddress: usdg.wallet, list: {} })).toBeUndefined()
    const broken = structuredClone(usdg.transfer)
    broken.transactionData.populatedTransaction.data = '0xdeadbeef'
    expect(
      readOftTransferLedger({ ...usdg, walletAddress: usdg.wallet, transfer: broken }),
    ).toBeUndefined()
  })
})
