import type { Ref } from 'react'
import { quoteDurationMs } from '../../core/quoteRanking.js'
import type { Quote, QuoteRequest } from '../../core/schemas/quote.js'
import { submittedAtOf } from '../../core/steps/store/index.js'
import { useChains } from '../../hooks/useChains.js'
import type { UseExecuteStepsReturnType } from '../../hooks/useExecuteSteps.js'
import { useTokens } from '../../hooks/useTokens.js'
import type { Messages } from '../../locales/en/messages.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { formatMessage, statusText } from '../../locales/format.js'
import { CopyableId } from '../CopyableId.js'
import { Disclosure } from '../Disclosure.js'
import { useExplorerTxUrl } from '../explorer.js'
import { chainName, formatDuration } from '../format.js'
import { StatusTimeline } from '../StatusTimeline/StatusTimeline.js'
import * as StepRunner from '../StepRunner/StepRunner.js'
import { TokenLogo } from '../TokenLogo.js'
import { type UiProps, useMessages } from '../ui.js'
import { Eta } from './Eta.js'
import { describeTokenAmount } from './tokenAmount.js'

export type TransferProgressProps = Omit<UiProps, 'className'> & {
  execution: UseExecuteStepsReturnType
  /** The transfer's own quote and request: the form's, or a resumed record's. */
  quote: Quote
  request: QuoteRequest
  onRefreshQuote?: (() => void) | undefined
  onNewTransfer: () => void
  /** On the view's heading (what it is doing, or its outcome): where the focus goes on a change. */
  headingRef?: Ref<HTMLHeadingElement> | undefined
}

/**
 * What replaces the form once a transfer starts: what is sent where, each step with its state and
 * explorer link, the live status, then the outcome with the one way forward.
 */
export function TransferProgress(props: TransferProgressProps) {
  const { execution, quote, request, locale, colorScheme, theme } = props
  const messages = withViewMessages(useMessages(props.messages, props.locale))
  const ui = { locale, messages: props.messages, colorScheme, theme }
  const chains = useChains().data ?? []
  const tokens = useTokens().data
  const context = { tokens, chains, locale }
  const sent = describeTokenAmount(
    request.amount,
    request.srcChainKey,
    request.srcTokenAddress,
    context,
  )
  const received = describeTokenAmount(
    quote.dstAmount,
    request.dstChainKey,
    request.dstTokenAddress,
    context,
  )
  const from = chainName(chains, request.srcChainKey)
  const to = chainName(chains, request.dstChainKey)
  const { transfer, record } = execution
  const explorerTxUrl = useExplorerTxUrl()
  const chainOf = (chainKey: string) => chains.find((chain) => chain.chainKey === chainKey)
  const delivered = transfer.executionHistory.find((item) => item.event === 'DELIVERED')
  // Both ends as the user reads them: the tokens with their logos, the chains, each side's
  // transaction on its explorer where the app's wallet config names one.
  const summary: OutcomeSummary = {
    sent: sent && {
      ...sent,
      chain: from,
      logo: tokens?.get(request.srcChainKey, request.srcTokenAddress)?.logoUrl ?? undefined,
      url: record?.srcTxHash
        ? explorerTxUrl(chainOf(request.srcChainKey), record.srcTxHash)
        : undefined,
    },
    received: received && {
      ...received,
      chain: to,
      logo: tokens?.get(request.dstChainKey, request.dstTokenAddress)?.logoUrl ?? undefined,
      url: delivered?.transaction?.hash
        ? explorerTxUrl(chainOf(request.dstChainKey), delivered.transaction.hash)
        : undefined,
    },
  }
  // Counted from the source transaction, or from the signed order of an intent: not while the
  // wallet is still asked.
  const submittedAt =
    record && (record.srcTxHash || execution.phase === 'submitted')
      ? submittedAtOf(record)
      : undefined
  const outcome = transfer.isFinal
    ? transfer.status === 'SUCCEEDED'
      ? 'succeeded'
      : 'failed'
    : 'running'
  const duration = quoteDurationMs(quote)
  const final = outcome !== 'running'
  const inTransit = !final && execution.phase === 'submitted'
  const heading = props.headingRef
  return (
    <div className="vtkit-progress" data-outcome={outcome}>
      {final ? (
        <Outcome
          heading={heading}
          summary={summary}
          succeeded={outcome === 'succeeded'}
          messages={messages}
          received={received ? `${received.amount} ${received.symbol}` : undefined}
          chain={to}
          took={
            submittedAt !== undefined && transfer.lastChangeAt !== undefined
              ? tookText(transfer.lastChangeAt - submittedAt, messages, locale)
              : undefined
          }
          transferId={record?.quoteId ?? quote.id}
          explorerUrl={transfer.explorerUrl}
        />
      ) : (
        <div className="vtkit-progress-head">
          <h3 className="vtkit-progress-title" ref={heading} tabIndex={-1}>
            {formatMessage(messages.sending, {
              amount: sent ? `${sent.amount} ${sent.symbol}` : '',
              from,
              to,
            })}
          </h3>
          {duration !== Number.POSITIVE_INFINITY && (
            <Eta
              durationMs={duration}
              submittedAt={submittedAt}
              locale={locale}
              messages={messages}
            />
          )}
        </div>
      )}
      {!final && (
        <StepRunner.Root
          execution={execution}
          quote={quote}
          onRefreshQuote={props.onRefreshQuote}
          className="vtkit-flat"
          {...ui}
        >
          <StepRunner.Findings />
          <StepRunner.Steps />
          {execution.phase === 'submitted' ? (
            <ArrivalStep chain={to} status={transfer.status} messages={messages} />
          ) : (
            <StepRunner.Action />
          )}
        </StepRunner.Root>
      )}
      {execution.phase === 'submitted' && record && (
        // Mounted from start to end, so that screen readers hear the outcome from its live line.
        <StatusTimeline.Root
          quoteId={record.quoteId}
          txHash={record.srcTxHash}
          submittedAt={submittedAt}
          className="vtkit-flat"
          {...ui}
        >
          <StatusTimeline.Live />
          {final ? (
            // Once it is over, the outcome says what matters: the steps and the journey fold away.
            <Disclosure className="vtkit-fold" summary={messages.transferDetails}>
              <StepRunner.Root execution={execution} quote={quote} className="vtkit-flat" {...ui}>
                <StepRunner.Steps />
              </StepRunner.Root>
              <StatusTimeline.Steps />
            </Disclosure>
          ) : (
            <StatusTimeline.Steps />
          )}
        </StatusTimeline.Root>
      )}
      {inTransit && <p className="vtkit-muted">{messages.keepsGoing}</p>}
      {inTransit && execution.isUnsaved && (
        <p className="vtkit-warning" role="status">
          {messages.journalUnsaved}
        </p>
      )}
      {(transfer.isFinal || !execution.isRunning) && (
        <button
          type="button"
          className="vtkit-button vtkit-wide"
          data-variant={transfer.isFinal ? 'primary' : undefined}
          onClick={props.onNewTransfer}
        >
          {/* While this one travels, a new one does not stop it: the words say so. */}
          {inTransit ? messages.anotherTransfer : messages.newTransfer}
        </button>
      )}
    </div>
  )
}

/** The last leg is the service's: shown as one more step, live, until it arrives. */
function ArrivalStep(props: { chain: string; status: string | undefined; messages: Messages }) {
  const { messages } = props
  return (
    <ol className="vtkit-list vtkit-steps" aria-label={messages.arrival}>
      <li className="vtkit-step" data-state="submitted">
        <span className="vtkit-step-icon" aria-hidden="true" />
        <span className="vtkit-step-description">
          {formatMessage(messages.arriveOn, { chain: props.chain })}
        </span>
        <span className="vtkit-step-state">
          {props.status ? statusText(messages, props.status) : messages.arrivalWaiting}
        </span>
      </li>
    </ol>
  )
}

type OutcomeSide = {
  amount: string
  symbol: string
  chain: string
  logo: string | undefined
  url: string | undefined
}
type OutcomeSummary = { sent: OutcomeSide | undefined; received: OutcomeSide | undefined }

/** Sent → received: each side's amount, token logo and chain, and its transaction's page. */
function Summary({ summary, messages }: { summary: OutcomeSummary; messages: Messages }) {
  const side = (item: OutcomeSide | undefined, label: string, link: string) =>
    item && (
      <div className="vtkit-outcome-side">
        <span className="vtkit-muted">{label}</span>
        <span className="vtkit-outcome-amount">
          <TokenLogo src={item.logo} symbol={item.symbol} />
          <strong>
            {item.amount} {item.symbol}
          </strong>
        </span>
        <span className="vtkit-muted">{item.chain}</span>
        {item.url && (
          <a className="vtkit-link" href={item.url} target="_blank" rel="noopener noreferrer">
            {link}
          </a>
        )}
      </div>
    )
  if (!summary.sent && !summary.received) return null
  return (
    <div className="vtkit-outcome-summary">
      {side(summary.sent, messages.outcomeSent, messages.sourceTransaction)}
      <span className="vtkit-outcome-arrow" aria-hidden="true">
        →
      </span>
      {side(summary.received, messages.outcomeReceived, messages.destinationTransaction)}
    </div>
  )
}

function Outcome(props: {
  summary: OutcomeSummary
  heading: Ref<HTMLHeadingElement> | undefined
  succeeded: boolean
  messages: Messages
  received: string | undefined
  chain: string
  took: string | undefined
  transferId: string
  explorerUrl: string | undefined
}) {
  const { succeeded, messages } = props
  return (
    <div className="vtkit-outcome" data-outcome={succeeded ? 'succeeded' : 'failed'}>
      <span className="vtkit-outcome-icon" aria-hidden="true">
        {succeeded ? '✓' : '!'}
      </span>
      <h3 className="vtkit-outcome-title" ref={props.heading} tabIndex={-1}>
        {succeeded ? messages.successTitle : messages.failureTitle}
      </h3>
      {succeeded && props.received && (
        <p>
          {formatMessage(messages.successReceived, { amount: props.received, chain: props.chain })}
        </p>
      )}
      {succeeded && props.took && <p className="vtkit-muted">{props.took}</p>}
      {succeeded && <Summary summary={props.summary} messages={messages} />}
      {!succeeded && <p>{formatMessage(messages.failureHelp, { chain: props.chain })}</p>}
      <div className="vtkit-outcome-id">
        <span className="vtkit-muted">{messages.transferIdLabel}</span>
        <CopyableId value={props.transferId} label={messages.transferIdLabel} messages={messages} />
      </div>
      {props.explorerUrl && /^https:\/\//.test(props.explorerUrl) && (
        <a
          className="vtkit-link"
          href={props.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {messages.viewOnExplorer}
        </a>
      )}
    </div>
  )
}

/** "Took 2 min"; a transfer done within the second it was sent "took under a second", not "0 sec". */
function tookText(ms: number, messages: Messages, locale: string | undefined): string {
  return ms < 1000
    ? messages.successUnderASecond
    : formatMessage(messages.successTime, { time: formatDuration(ms, locale) })
}
