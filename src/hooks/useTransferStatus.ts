import { type Query, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { GetStatusErrorType } from '../core/actions/getStatus.js'
import {
  HttpError,
  NetworkError,
  RateLimitError,
  TimeoutError,
  type UnexpectedError,
} from '../core/errors.js'
import type { TransferStatus } from '../core/schemas/status.js'
import { isFinalStatus } from '../core/status.js'
import {
  type GetStatusQueryKey,
  getStatusQueryOptions,
  statusStaleTime,
} from '../query/getStatus.js'
import { useVtkitClient } from './context.js'
import { asVtError } from './internal/asVtError.js'

export type StatusPolling = {
  /** First delay between polls. Default 2 s. */
  initialMs: number
  /** Each poll without a change multiplies the delay by this. Default 1.5. */
  factor: number
  /** Ceiling of the delay. Default 30 s. */
  maxMs: number
  /** Ceiling of the delay while the service does not answer (an outage): polls thin out to it. Default 2 min. */
  outageMaxMs: number
  /**
   * How long `UNKNOWN` reads as "not seen yet" after submission before polling gives up
   * (`phase: 'notFound'`). Default 10 minutes.
   */
  unknownGraceMs: number
}

/** How `useTransferStatus` polls unless told otherwise: 2 s, slower by 1.5× up to 30 s (2 min in an outage). */
export const defaultStatusPolling: StatusPolling = {
  initialMs: 2_000,
  factor: 1.5,
  maxMs: 30_000,
  outageMaxMs: 120_000,
  unknownGraceMs: 600_000,
}

export type UseTransferStatusParameters = {
  quoteId: string | undefined
  /** The source transaction hash: sent along for faster updates. */
  txHash?: string | undefined
  /** When the source transaction was sent (epoch ms); default: when tracking began. */
  submittedAt?: number | undefined
  polling?: Partial<StatusPolling>
  enabled?: boolean
}

/**
 * `idle`: nothing to track. `waiting`: not seen by the service yet (no answer, or `UNKNOWN`
 * within the grace period). `tracking`: in progress. `final`: `SUCCEEDED` or `FAILED`.
 * `notFound`: still `UNKNOWN` after the grace period; polling stopped.
 */
export type TransferPhase = 'idle' | 'waiting' | 'tracking' | 'final' | 'notFound'

export type UseTransferStatusReturnType = {
  data: TransferStatus | undefined
  status: TransferStatus['status'] | undefined
  phase: TransferPhase
  executionHistory: TransferStatus['executionHistory']
  explorerUrl: string | undefined
  isFinal: boolean
  isPolling: boolean
  /** When the status or its history last changed (epoch ms). */
  lastChangeAt: number | undefined
  /**
   * Since when the service has not answered (epoch ms): polls failing in a row with a network
   * error, a timeout, a 5xx or a 429. Polling goes on, slower; undefined once one succeeds.
   */
  unreachableSince: number | undefined
  /** `getStatus`' own errors, or an `UnexpectedError`. */
  error: GetStatusErrorType | UnexpectedError | null
  refetch: () => void
}

/** The service did not answer, as opposed to answering something the kit refuses. */
const isOutage = (error: unknown) =>
  error instanceof NetworkError ||
  error instanceof TimeoutError ||
  error instanceof RateLimitError ||
  (error instanceof HttpError && error.status >= 500)

const signatureOf = (status: TransferStatus | undefined) =>
  status ? `${status.status}:${status.executionHistory.map((item) => item.event).join(',')}` : ''

/**
 * Polls `/status` until the transfer is final: fast at first, slower while nothing changes,
 * waiting as long as a 429 asks. Polling pauses while the page is hidden and stops when final,
 * when `UNKNOWN` outlasts the grace period, or on unmount.
 */
export function useTransferStatus({
  quoteId,
  txHash,
  submittedAt,
  polling,
  enabled = true,
}: UseTransferStatusParameters): UseTransferStatusReturnType {
  const client = useVtkitClient('useTransferStatus')
  const settings = { ...defaultStatusPolling, ...polling }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new transfer (quote id) restarts the clock
  const startedAt = useMemo(() => submittedAt ?? Date.now(), [quoteId, submittedAt])
  const lastChange = useRef({ signature: '', atUpdate: 0 })

  // `failing`: the last poll got no answer. An UNKNOWN from before an outage is not the service
  // saying, after the grace period, that it never saw the transfer: polling goes on.
  const phaseOf = (
    status: TransferStatus | undefined,
    now: number,
    failing: boolean,
  ): TransferPhase => {
    if (!quoteId) return 'idle'
    if (!status) return 'waiting'
    if (isFinalStatus(status.status)) return 'final'
    if (status.status === 'UNKNOWN')
      return !failing && now - startedAt > settings.unknownGraceMs ? 'notFound' : 'waiting'
    return 'tracking'
  }

  const refetchInterval = (
    query: Query<TransferStatus, Error, TransferStatus, GetStatusQueryKey>,
  ) => {
    const { data, dataUpdateCount, errorUpdateCount, error, errorUpdatedAt, dataUpdatedAt } =
      query.state
    const outage = isOutage(error) && errorUpdatedAt >= dataUpdatedAt
    const phase = phaseOf(data, Date.now(), outage)
    if (phase === 'final' || phase === 'notFound' || phase === 'idle') return false
    const updates = dataUpdateCount + errorUpdateCount
    const signature = signatureOf(data)
    if (signature !== lastChange.current.signature)
      lastChange.current = { signature, atUpdate: updates }
    const unchanged = Math.max(0, updates - lastChange.current.atUpdate)
    const ceiling = outage ? settings.outageMaxMs : settings.maxMs
    const delay = Math.min(ceiling, settings.initialMs * settings.factor ** unchanged)
    const rateLimitWait = error instanceof RateLimitError ? (error.retryAfterMs ?? 5_000) : 0
    return Math.max(delay, rateLimitWait)
  }

  const options = getStatusQueryOptions(client, { quoteId, txHash })
  const cached = useQueryClient().getQueryData<TransferStatus>(options.queryKey)
  const query = useQuery({
    ...options,
    staleTime: statusStaleTime(cached),
    enabled: options.enabled && enabled,
    refetchInterval,
  })
  const data = query.data
  // The first failure of the current run of them, for this transfer: a later one does not move
  // it, nor a poll under way (TanStack clears the error of a query without data while it
  // fetches again); an answer ends it.
  const outage = useRef<{ quoteId: string | undefined; since: number } | undefined>(undefined)
  if (outage.current?.quoteId !== quoteId) outage.current = undefined
  if (isOutage(query.error)) outage.current ??= { quoteId, since: query.errorUpdatedAt }
  else if (query.status !== 'pending' || !quoteId) outage.current = undefined
  const outageStart = outage.current?.since
  const phase = phaseOf(data, Date.now(), outageStart !== undefined)
  const signature = signatureOf(data)
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when the status itself changes
  const lastChangeAt = useMemo(() => (data ? query.dataUpdatedAt : undefined), [signature])

  return {
    data,
    status: data?.status,
    phase,
    executionHistory: data?.executionHistory ?? [],
    explorerUrl: data?.explorerUrl,
    isFinal: phase === 'final',
    isPolling: enabled && (phase === 'waiting' || phase === 'tracking'),
    lastChangeAt,
    unreachableSince: outageStart,
    error: asVtError<GetStatusErrorType>(query.error),
    refetch: () => void query.refetch(),
  }
}
