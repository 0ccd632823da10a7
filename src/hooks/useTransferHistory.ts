import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { isOftTransferId } from '../core/oft/executeOftTransfer.js'
import type { TransferStatus } from '../core/schemas/status.js'
import { isFinalStatus } from '../core/status.js'
import type { JournalProblem, TransferJournal, TransferRecord } from '../core/steps/types/index.js'
import { getStatusQueryOptions, statusStaleTime } from '../query/getStatus.js'
import { useVtkitClient } from './context.js'
import { defaultJournal } from './internal/defaultJournal.js'

export type UseTransferHistoryParameters = {
  /** Default: `localStorage` (memory where there is none). */
  journal?: TransferJournal
  /** Poll interval of in-flight transfers. Default 10 s. */
  pollMs?: number
}

export type TransferHistoryItem = {
  record: TransferRecord
  /**
   * `executing`: steps remain (resume with `useExecuteSteps` and the record's quote and request).
   * `inFlight`: submitted, tracked until final. `done`: `SUCCEEDED` or `FAILED`.
   */
  state: 'executing' | 'inFlight' | 'done'
  status: TransferStatus | undefined
}

/**
 * Past and in-flight transfers from the journal, newest first. In-flight ones are tracked again
 * after a reload until they are final, and their outcome is written back. Corrupt or foreign
 * journal entries are skipped and listed in `problems`, never thrown at the UI.
 */
export function useTransferHistory({
  journal: given,
  pollMs = 10_000,
}: UseTransferHistoryParameters = {}) {
  const client = useVtkitClient('useTransferHistory')
  const journal = given ?? defaultJournal()
  const [version, setVersion] = useState(0)
  const refresh = () => setVersion((value) => value + 1)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to read the journal again
  const records = useMemo(() => journal.list(), [journal, version])
  // OFT sends are not the value transfer service's: /status would never know them (their
  // delivery is followed by useOftDelivery).
  const inFlight = records.filter(
    (record) => record.phase === 'submitted' && !record.outcome && !isOftTransferId(record.quoteId),
  )

  // One poll for all of them; each status is read through its own cache entry, the one
  // `useTransferStatus` shares (a final one is never asked again).
  const queryClient = useQueryClient()
  const statusOf = (record: TransferRecord) => {
    const options = getStatusQueryOptions(client, {
      quoteId: record.quoteId,
      txHash: record.srcTxHash,
    })
    const cached = queryClient.getQueryData<TransferStatus>(options.queryKey)
    return queryClient
      .fetchQuery({ ...options, staleTime: statusStaleTime(cached) })
      .catch(() => cached)
  }
  const statuses = useQuery({
    queryKey: [
      'vtkit',
      'history',
      { baseUrl: client.baseUrl, quoteIds: inFlight.map((item) => item.quoteId) },
    ],
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(inFlight.map(async (record) => [record.quoteId, await statusOf(record)])),
      ) as Record<string, TransferStatus | undefined>,
    enabled: inFlight.length > 0,
    refetchInterval: pollMs,
    retry: false,
    // One transfer turning final changes the list: the others keep their status meanwhile.
    placeholderData: (previous) => previous,
  }).data

  // A status that turned final is written back: the transfer becomes history.
  const finals = inFlight
    .map((record) => [record, statuses?.[record.quoteId]] as const)
    .filter(([, status]) => status && isFinalStatus(status.status))
  const finalKey = finals.map(([record, status]) => `${record.quoteId}:${status?.status}`).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `finalKey` stands for `finals`
  useEffect(() => {
    if (finals.length === 0) return
    for (const [record, status] of finals)
      journal.put({ ...record, outcome: status?.status as 'SUCCEEDED' | 'FAILED' })
    refresh()
  }, [finalKey, journal])

  // Another tab wrote the journal: read it again.
  useEffect(() => {
    if (typeof window === 'undefined') return
    const onStorage = () => setVersion((value) => value + 1)
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const items: TransferHistoryItem[] = records.map((record) => ({
    record,
    state: record.phase === 'executing' ? 'executing' : record.outcome ? 'done' : 'inFlight',
    status: inFlight.includes(record) ? statuses?.[record.quoteId] : undefined,
  }))
  const problems: JournalProblem[] = journal.problems?.() ?? []
  return { items, problems, refresh }
}

export type UseTransferHistoryReturnType = ReturnType<typeof useTransferHistory>
