import { createContext, forwardRef, type ReactNode, useContext } from 'react'
import { executionEventLabel } from '../../core/labels.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { ExecutionHistoryItem } from '../../core/schemas/status.js'
import { useChains } from '../../hooks/useChains.js'
import { useNow } from '../../hooks/useNow.js'
import {
  type UseTransferStatusParameters,
  type UseTransferStatusReturnType,
  useTransferStatus,
} from '../../hooks/useTransferStatus.js'
import type { Messages } from '../../locales/en/messages.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { formatMessage, statusText } from '../../locales/format.js'
import { formatDuration, shortHash } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'

type TimelineContext = {
  transfer: UseTransferStatusReturnType
  quoteId: string | undefined
  submittedAt: number | undefined
  txHash: string | undefined
  chains: readonly Chain[]
  messages: Messages
  locale: string | undefined
}

const Context = createContext<TimelineContext | undefined>(undefined)

function useTimeline(part: string): TimelineContext {
  const context = useContext(Context)
  if (!context) throw new Error(`StatusTimeline.${part} must be inside StatusTimeline.Root`)
  return context
}

export type StatusTimelineRootProps = UiProps &
  Pick<UseTransferStatusParameters, 'quoteId' | 'txHash' | 'submittedAt' | 'polling'> & {
    children?: ReactNode
  }

const Root = forwardRef<HTMLElement, StatusTimelineRootProps>(function Root(props, ref) {
  const {
    quoteId,
    txHash,
    submittedAt,
    polling,
    children,
    className,
    locale,
    messages: overrides,
    theme,
    colorScheme,
  } = props
  const messages = withViewMessages(useMessages(overrides, locale))
  const chains = useChains().data ?? []
  const transfer = useTransferStatus({ quoteId, txHash, submittedAt, polling })
  const themeRef = useThemeRef(theme, ref)
  return (
    <Context.Provider value={{ transfer, quoteId, submittedAt, txHash, chains, messages, locale }}>
      <section
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-status-timeline', className)}
        data-theme={colorScheme}
        data-phase={transfer.phase}
        data-status={transfer.status}
        aria-label={messages.transferStatus}
      >
        {children}
      </section>
    </Context.Provider>
  )
})

/** The journey: submitted, then each event of the service's execution history. */
function Steps() {
  const { transfer, txHash, submittedAt, chains, messages, locale } = useTimeline('Steps')
  const time = (timestamp: number | undefined) =>
    timestamp === undefined
      ? undefined
      : new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(timestamp)
  const label = (item: ExecutionHistoryItem) => {
    const chain =
      chains.find((entry) => entry.chainKey === item.transaction?.chainKey)?.name ??
      item.transaction?.chainKey ??
      '?'
    const template = (messages as Record<string, string>)[`event${item.event}`]
    return template
      ? formatMessage(template, { chain })
      : `${executionEventLabel(item.event)} (${chain})`
  }
  const history = transfer.executionHistory
  // The service's own event for the source transaction (or, for a transfer without a hash, such
  // as a signed order, its first event) says what "Submitted" says, in the chain's time: the kit's
  // row goes (two clocks side by side put them out of order). An event without a time leaves it,
  // so that the submission's time is still on screen.
  const standIn = txHash
    ? history.find((item) => isSameHash(item.transaction?.hash, txHash))
    : history[0]
  const seen = standIn?.transaction?.timestamp !== undefined
  // A hash is shown where it first appears, not again on each event of the same transaction.
  let shown = seen ? undefined : txHash
  return (
    <ol className="vtkit-list vtkit-timeline">
      {!seen && (
        <li data-event="SUBMITTED" data-done="">
          <span>{messages.eventSubmitted}</span>
          {txHash && <code className="vtkit-muted">{shortHash(txHash)}</code>}
          {submittedAt !== undefined && <time className="vtkit-muted">{time(submittedAt)}</time>}
        </li>
      )}
      {history.map((item, index) => {
        const hash = item.transaction?.hash
        const fresh = hash && !isSameHash(hash, shown)
        shown = hash ?? shown
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the history only grows
          <li key={index} data-event={item.event} data-done="">
            <span>{label(item)}</span>
            {fresh && <code className="vtkit-muted">{shortHash(hash)}</code>}
            {item.transaction?.timestamp !== undefined && (
              <time className="vtkit-muted">{time(item.transaction.timestamp)}</time>
            )}
          </li>
        )
      })}
    </ol>
  )
}

const isSameHash = (a: string | undefined, b: string | undefined) =>
  a !== undefined && a.toLowerCase() === b?.toLowerCase()

/**
 * The live state in words, announced to screen readers when it changes. While the service does
 * not answer, it says so (since when, and that the transfer goes on) with a way to ask again now.
 */
function Live() {
  const { transfer, messages, locale } = useTimeline('Live')
  const texts = useLocaleTexts(locale)
  const since = transfer.unreachableSince
  const text = {
    idle: messages.phaseIdle,
    waiting: messages.phaseWaiting,
    tracking: formatMessage(messages.phaseTracking, {
      status: statusText(messages, transfer.status),
    }),
    final: transfer.status === 'SUCCEEDED' ? messages.phaseSucceeded : messages.phaseFailed,
    notFound: messages.phaseNotFound,
  }[transfer.phase]
  const failed = transfer.phase === 'final' && transfer.status !== 'SUCCEEDED'
  return (
    <>
      <p
        className={classNames(
          'vtkit-live',
          failed && 'vtkit-error',
          (transfer.phase === 'notFound' || since !== undefined) && 'vtkit-warning',
        )}
        role="status"
        aria-live="polite"
      >
        {since === undefined
          ? text
          : formatMessage(messages.statusUnreachable, {
              time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(since),
            })}
        {transfer.error && since === undefined && (
          <span className="vtkit-muted"> ({texts.error(transfer.error)})</span>
        )}
      </p>
      {since !== undefined && (
        <button type="button" className="vtkit-disclosure" onClick={transfer.refetch}>
          {messages.checkNow}
        </button>
      )}
    </>
  )
}

/** Time since submission, while the transfer is under way: the only part that ticks. */
function Elapsed() {
  const { transfer, submittedAt, messages, locale } = useTimeline('Elapsed')
  const running = transfer.phase === 'waiting' || transfer.phase === 'tracking'
  const now = useNow(1_000, running && submittedAt !== undefined)
  if (!running || submittedAt === undefined) return null
  return (
    <p className="vtkit-muted">
      {formatMessage(messages.elapsed, {
        time: formatDuration(Math.max(0, now - submittedAt), locale),
      })}
    </p>
  )
}

function Explorer() {
  const { transfer, messages } = useTimeline('Explorer')
  if (!transfer.explorerUrl || !/^https:\/\//.test(transfer.explorerUrl)) return null
  return (
    <a className="vtkit-link" href={transfer.explorerUrl} target="_blank" rel="noopener noreferrer">
      {messages.viewOnExplorer}
    </a>
  )
}

export type StatusTimelineProps = Omit<StatusTimelineRootProps, 'children'>

/** A transfer's journey from submission to delivery, live. */
const StatusTimelineDefault = forwardRef<HTMLElement, StatusTimelineProps>(
  function StatusTimeline(props, ref) {
    return (
      <Root ref={ref} {...props}>
        <Live />
        <Steps />
        <Elapsed />
        <Explorer />
      </Root>
    )
  },
)

/**
 * A transfer on its way: the service's status and events as steps in time, polled until final.
 * Its parts compose a timeline of your own.
 */
export const StatusTimeline = Object.assign(StatusTimelineDefault, {
  Root,
  Steps,
  Live,
  Elapsed,
  Explorer,
})
