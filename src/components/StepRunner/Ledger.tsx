import { useTokens } from '../../hooks/useTokens.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { LedgerLines } from '../LedgerLines.js'
import { useRunner } from './context.js'

/**
 * What the steps move, read from their calldata (the execution's `ledger`): what leaves the
 * wallet, what crosses to whom, each fee and who receives it, what comes back. Steps still to be
 * built (a Solana source) say when it is shown.
 */
export function Ledger() {
  const runner = useRunner('Ledger')
  const { execution, quote, chains, locale } = runner
  const messages = withViewMessages(runner.messages)
  // The catalogue names what is signed ("10 USDC"): loaded here if nothing else has.
  const tokens = useTokens().data?.tokens ?? noTokens
  const built = execution.record?.quoteId === quote?.id ? execution.record?.quote : undefined
  const ledger = execution.ledger
  if (!quote) return null
  if (!ledger || ledger.entries.length === 0)
    return quote.userStepsPending && !built?.userSteps.length ? (
      <p className="vtkit-muted vtkit-ledger-pending">{messages.ledgerPending}</p>
    ) : null
  return (
    <LedgerLines
      ledger={ledger}
      chains={chains}
      tokens={tokens}
      walletAddress={execution.record?.request.srcWalletAddress}
      messages={messages}
      locale={locale}
    />
  )
}

const noTokens: never[] = []
