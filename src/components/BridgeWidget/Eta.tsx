import { useNow } from '../../hooks/useNow.js'
import type { Messages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { formatDuration } from '../format.js'

/**
 * The route's duration until the source transaction is sent, then counting down from it (the only
 * part of the view that re-renders each second); past it, that it should arrive any moment.
 */
export function Eta(props: {
  durationMs: number
  submittedAt: number | undefined
  locale: string | undefined
  messages: Messages
}) {
  const { durationMs, submittedAt, locale, messages } = props
  const now = useNow(1_000, submittedAt !== undefined)
  const left = submittedAt === undefined ? durationMs : submittedAt + durationMs - now
  return (
    <p className="vtkit-muted vtkit-eta" aria-live="off">
      {left > 0
        ? formatMessage(messages.eta, { time: formatDuration(left, locale) })
        : messages.etaDue}
    </p>
  )
}
