import { Collapsible } from 'radix-ui'
import { submittedAtOf } from '../../core/steps/store/index.js'
import { useChains } from '../../hooks/useChains.js'
import { useTokens } from '../../hooks/useTokens.js'
import type { TransferHistoryItem } from '../../hooks/useTransferHistory.js'
import type { Messages } from '../../locales/en/messages.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { statusText } from '../../locales/format.js'
import { useExplorerTxUrl } from '../explorer.js'
import { chainName, whenText } from '../format.js'
import { StatusTimeline } from '../StatusTimeline/StatusTimeline.js'
import { type UiProps, useMessages } from '../ui.js'
import { describeTokenAmount } from './tokenAmount.js'

export type HistoryListProps = Omit<UiProps, 'className'> & {
  items: readonly TransferHistoryItem[]
  /** The transfer this widget is running now: not offered for resuming. */
  activeQuoteId: string | undefined
  onResume: (item: TransferHistoryItem) => void
}

/** Past and unfinished transfers: what moved where, when, how it ended; each opens to its timeline. */
export function HistoryList(props: HistoryListProps) {
  const { items, locale, colorScheme, theme } = props
  const messages = withViewMessages(useMessages(props.messages, props.locale))
  const chains = useChains().data ?? []
  const tokens = useTokens().data
  const explorerTxUrl = useExplorerTxUrl()
  if (items.length === 0) return <p className="vtkit-empty">{messages.historyEmpty}</p>
  return (
    <ul className="vtkit-list vtkit-history-list">
      {items.slice(0, 20).map((item) => {
        const { record } = item
        const { request } = record
        const sent = describeTokenAmount(
          request.amount,
          request.srcChainKey,
          request.srcTokenAddress,
          { tokens, chains, locale },
        )
        // What the transfer's own quote promised to arrive (what arrived, once it succeeded).
        const received = describeTokenAmount(
          record.quote.dstAmount,
          request.dstChainKey,
          request.dstTokenAddress,
          { tokens, chains, locale },
        )
        const at = submittedAtOf(record)
        const explorerUrl = item.status?.explorerUrl
        const sourceUrl = record.srcTxHash
          ? explorerTxUrl(
              chains.find((chain) => chain.chainKey === request.srcChainKey),
              record.srcTxHash,
            )
          : undefined
        return (
          <li key={record.quoteId} className="vtkit-history-item" data-state={item.state}>
            <Collapsible.Root>
              <div className="vtkit-history-row">
                <Collapsible.Trigger className="vtkit-history-trigger">
                  <span className="vtkit-history-main">
                    <strong>
                      {sent ? `${sent.amount} ${sent.symbol}` : '—'}
                      {received && (
                        <span className="vtkit-history-received">
                          {' → '}
                          {`${received.amount} ${received.symbol}`}
                        </span>
                      )}
                    </strong>
                    <span className="vtkit-muted">
                      {chainName(chains, request.srcChainKey)} →{' '}
                      {chainName(chains, request.dstChainKey)}
                    </span>
                  </span>
                  <span className="vtkit-history-side">
                    <span className="vtkit-history-state">{historyStateLabel(item, messages)}</span>
                    <time className="vtkit-muted" dateTime={new Date(at).toISOString()}>
                      {whenText(at, locale)}
                    </time>
                  </span>
                </Collapsible.Trigger>
                {item.state === 'executing' && record.quoteId !== props.activeQuoteId && (
                  <button
                    type="button"
                    className="vtkit-button"
                    onClick={() => props.onResume(item)}
                  >
                    {messages.resume}
                  </button>
                )}
              </div>
              <Collapsible.Content>
                {(sourceUrl || (explorerUrl && /^https:\/\//.test(explorerUrl))) && (
                  <p className="vtkit-history-links">
                    {sourceUrl && (
                      <a
                        className="vtkit-link"
                        href={sourceUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {messages.sourceTransaction}
                      </a>
                    )}
                    {explorerUrl && /^https:\/\//.test(explorerUrl) && (
                      <a
                        className="vtkit-link"
                        href={explorerUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {messages.viewOnExplorer}
                      </a>
                    )}
                  </p>
                )}
                {/* An intent order is signed, not sent: followed by its quote id alone. */}
                {record.srcTxHash || record.phase === 'submitted' ? (
                  <StatusTimeline
                    quoteId={record.quoteId}
                    txHash={record.srcTxHash}
                    submittedAt={at}
                    className="vtkit-flat"
                    locale={locale}
                    messages={props.messages}
                    colorScheme={colorScheme}
                    theme={theme}
                  />
                ) : (
                  <p className="vtkit-muted">{messages.historyExecuting}</p>
                )}
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
        )
      })}
    </ul>
  )
}

/** A history row's state for people: the outcome, the live status, or where the run stopped. */
function historyStateLabel(item: TransferHistoryItem, messages: Messages): string {
  if (item.record.outcome) return statusText(messages, item.record.outcome)
  if (item.status?.status) return statusText(messages, item.status.status)
  if (item.state !== 'executing') return messages.historyInFlight
  return item.record.cancelledAt === undefined
    ? messages.historyExecuting
    : messages.historyCancelled
}
