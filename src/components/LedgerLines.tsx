import { isSameAddress } from '../core/address.js'
import type { Chain } from '../core/schemas/chain.js'
import type { Token } from '../core/schemas/token.js'
import type { LedgerAsset, LedgerEntry, ValueLedger } from '../core/steps/types/index.js'
import { type Catalogue, decimalsOf, symbolOf } from '../core/steps/verify/index.js'
import type { Messages } from '../locales/en/messages.js'
import { formatMessage } from '../locales/format.js'
import { chainName, formatTokenAmount, shortHash } from './format.js'

export type LedgerLinesProps = {
  /** What the steps move, read from their calldata (`useExecuteSteps().ledger`). */
  ledger: ValueLedger
  chains: readonly Chain[]
  /** The catalogue: each asset's symbol and decimals. */
  tokens: readonly Token[]
  /** The connected wallet: said as "you". */
  walletAddress?: string | undefined
  messages: Messages
  locale: string | undefined
}

type Line = { key: string; text: string; note?: string | undefined; tone?: 'warning' }

/**
 * What the user signs, line by line, read from the calldata rather than the service's figures:
 * what leaves the wallet, what crosses to whom (and what arrives at the least), each fee and who
 * receives it, what comes back, the approvals, and what the transaction cannot say.
 */
export function LedgerLines(props: LedgerLinesProps) {
  const lines = ledgerLines(props)
  return (
    <section className="vtkit-ledger" aria-label={props.messages.ledgerTitle}>
      <p className="vtkit-ledger-title">{props.messages.ledgerTitle}</p>
      <ul className="vtkit-list">
        {lines.map((line) => (
          <li key={line.key} className="vtkit-ledger-line" data-tone={line.tone}>
            <span>{line.text}</span>
            {line.note && <span className="vtkit-muted vtkit-ledger-note">{line.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

function ledgerLines(props: LedgerLinesProps): Line[] {
  const { ledger, chains, tokens, messages, locale } = props
  const walletAddress = props.walletAddress ?? ledger.wallet
  const catalogue = { chains, prices: tokens, tokenDecimals: ledger.decimals }
  const amount = (asset: LedgerAsset | { chainKey: string; address: string }, value: bigint) =>
    amountText(catalogue, asset, value, locale)
  const who = (address: string | undefined) =>
    address === undefined
      ? ''
      : walletAddress !== undefined && isSameAddress(address, walletAddress)
        ? messages.ledgerYou
        : shortHash(address)
  const lines: Line[] = []
  if (ledger.sent.length > 0)
    lines.push({
      key: 'sent',
      text: formatMessage(messages.ledgerSend, {
        amounts: ledger.sent.map((item) => amount(item.asset, item.amount)).join(' + '),
      }),
    })
  ledger.entries.forEach((entry, index) => {
    const line = entryLine(entry, { amount, who, chains, messages })
    lines.push({ key: `entry-${index}`, ...line })
  })
  ledger.approvals.forEach((approval, index) => {
    lines.push({
      key: `approval-${index}`,
      text: formatMessage(messages.ledgerApproval, {
        spender: who(approval.spender),
        amount: amount(approval.asset, approval.amount),
      }),
    })
  })
  return lines
}

function entryLine(
  entry: LedgerEntry,
  helpers: {
    amount: (asset: LedgerAsset | { chainKey: string; address: string }, value: bigint) => string
    who: (address: string | undefined) => string
    chains: readonly Chain[]
    messages: Messages
  },
): Omit<Line, 'key'> {
  const { amount, who, chains, messages } = helpers
  const value = amount(entry.asset, entry.amount)
  switch (entry.kind) {
    case 'bridged':
      if (entry.recipient === undefined)
        return {
          text: formatMessage(messages.ledgerDeposit, { amount: value, account: who(entry.via) }),
        }
      return {
        text: formatMessage(messages.ledgerBridged, {
          amount: value,
          recipient: who(entry.recipient),
          chain: chainName(chains, entry.dstChainKey),
        }),
        note:
          entry.minimumOut === undefined
            ? undefined
            : formatMessage(messages.ledgerAtLeast, {
                amount: amount(entry.dstToken, entry.minimumOut),
              }),
      }
    case 'fee': {
      const text =
        entry.fee === 'messaging'
          ? formatMessage(messages.ledgerMessagingFee, { amount: value })
          : entry.fee === 'relay'
            ? formatMessage(messages.ledgerRelayFee, {
                amount: value,
                receiver: entry.receiverKnown ? messages.ledgerFeeReceiver : who(entry.to),
              })
            : entry.fee === 'route'
              ? formatMessage(messages.ledgerRouteFee, { amount: value })
              : entry.fee === 'rent'
                ? formatMessage(messages.ledgerRent, { amount: value })
                : formatMessage(messages.ledgerPriorityFee, { amount: value })
      const notes = [
        entry.refund === 'returned' ? messages.ledgerRefunded : undefined,
        entry.bound === 'none' ? messages.ledgerUnchecked : undefined,
      ].filter((note) => note !== undefined)
      return {
        text,
        note: notes.length > 0 ? notes.join(' · ') : undefined,
        tone: entry.bound === 'none' ? 'warning' : undefined,
      }
    }
    case 'returned':
      return { text: formatMessage(messages.ledgerReturned, { amount: value }) }
    case 'held':
      return {
        text: formatMessage(messages.ledgerHeld, { amount: value, contract: who(entry.by) }),
        tone: 'warning',
      }
    case 'diverted':
      return {
        text: formatMessage(messages.ledgerDiverted, { amount: value, address: who(entry.to) }),
        tone: 'warning',
      }
  }
}

/**
 * "10 USDC": in the decimals the steps were read with (the token's own answer on chain), else
 * the catalogue's, and its symbol; "10000000 × 0x…" where neither says.
 */
function amountText(
  catalogue: Catalogue,
  asset: { chainKey: string; address: string },
  value: bigint,
  locale: string | undefined,
): string {
  const decimals = decimalsOf(catalogue, asset)
  const symbol = symbolOf(catalogue, asset)
  if (decimals === undefined) return `${value} × ${shortHash(asset.address)}`
  return `${formatTokenAmount(value, decimals, locale)} ${symbol || shortHash(asset.address)}`.trim()
}
