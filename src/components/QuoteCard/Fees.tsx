import { readable } from '../../core/labels.js'
import type { Fee } from '../../core/schemas/quote.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { chainName, formatPercent, formatTokenAmount, formatUsd } from '../format.js'
import { LedgerLines } from '../LedgerLines.js'
import { type CardContext, tokenInfo, useCard } from './context.js'

/**
 * Fees grouped by type and chain: each in its token with its dollar value under it (when the
 * catalogue prices it) and its description under its name; the total in USD and percent.
 */
export function Fees() {
  const context = useCard('Fees')
  const { quote, chains, locale, ledger } = context
  const messages = withViewMessages(context.messages)
  // The steps' own account of what they move, once read: not the service's fee list.
  if (ledger && ledger.entries.length > 0)
    return (
      <LedgerLines
        ledger={ledger}
        chains={chains}
        tokens={context.tokens}
        walletAddress={context.walletAddress}
        messages={messages}
        locale={locale}
      />
    )
  const groups = new Map<string, Fee[]>()
  for (const fee of quote.fees) {
    const key = `${fee.type}:${fee.chainKey}`
    groups.set(key, [...(groups.get(key) ?? []), fee])
  }
  const total = formatUsd(quote.feeUsd, locale)
  const percent = formatPercent(quote.feePercent, locale)
  return (
    <section className="vtkit-fees" aria-label={messages.fees}>
      <ul className="vtkit-list">
        {[...groups.values()].map((fees) => {
          const [first] = fees
          if (!first) return null
          const label =
            (messages as Record<string, string>)[`feeType${first.type}`] ?? readable(first.type)
          const description = fees
            .map((fee) => fee.description)
            .filter(Boolean)
            .join('; ')
          const usd = feesUsd(context, fees)
          return (
            <li
              key={`${first.type}:${first.chainKey}`}
              className="vtkit-fee"
              data-fee-type={first.type}
            >
              <span>
                {label} <span className="vtkit-muted">({chainName(chains, first.chainKey)})</span>
              </span>
              <span>{fees.map((fee) => feeAmount(context, fee)).join(' + ')}</span>
              {/* Read after its amount; shown under it, beside the description. */}
              {usd && <span className="vtkit-muted vtkit-fee-usd">{usd}</span>}
              {description && <span className="vtkit-muted vtkit-fee-note">{description}</span>}
            </li>
          )
        })}
      </ul>
      {total && (
        <div className="vtkit-row vtkit-total-fee">
          <span>{messages.totalFee}</span>
          <span>
            {total}
            {percent && <span className="vtkit-muted"> ({percent})</span>}
          </span>
        </div>
      )}
    </section>
  )
}

function feeAmount(context: CardContext, fee: Fee): string {
  const info = tokenInfo(context, fee.chainKey, fee.address)
  return info
    ? `${formatTokenAmount(fee.amount, info.decimals, context.locale)} ${info.symbol}`
    : fee.amount
}

/** What a group of fees is worth in dollars, or undefined unless every one of them is priced. */
function feesUsd(context: CardContext, fees: Fee[]): string | undefined {
  let sum = 0
  for (const fee of fees) {
    const info = tokenInfo(context, fee.chainKey, fee.address)
    const price = info?.priceUsd
    const worth =
      info && price !== undefined ? (Number(fee.amount) / 10 ** info.decimals) * price : Number.NaN
    if (!Number.isFinite(worth)) return undefined
    sum += worth
  }
  return formatUsd(sum, context.locale)
}
