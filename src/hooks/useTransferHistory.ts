import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { isOftTransferId } from '../core/oft/executeOftTransfer.js'
import type { TransferStatus } from '../core/schemas/status.js'
import { isFinalStatus } from '../core/status.js'
import type { JournalProblem, TransferJournal, TransferRecord } from '../core/steps/journal.js'
import { getStatusQueryOptions, statusStaleTime } from '../query/getStatus.js'
import { useVtkitClient } from './context.js'
import { defaultJournal } from './defaultJournal.js'

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

  const queryClient = useQueryClient()
  const statuses = useQueries({
    queries: inFlight.map((record) => {
      const options = getStatusQueryOptions(client, {
        quoteId: record.quoteId,
        txHash: record.srcTxHash,
      })
      return {
        ...options,
        staleTime: statusStaleTime(queryClient.getQueryData<TransferStatus>(options.queryKey)),
        refetchInterval: (query: { state: { data?: TransferStatus } }) =>
          query.state.data && isFinalStatus(query.state.data.status) ? false : pollMs,
      }
    }),
  })

  // A status that turned final is written back: the transfer becomes history.
  const finals = inFlight
    .map((record, index) => [record, statuses[index]?.data] as const)
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

  const items: TransferHistoryItem[] = records.map((record) => {
    const index = inFlight.indexOf(record)
    return {
      record,
      state: record.phase === 'executing' ? 'executing' : record.outcome ? 'done' : 'inFlight',
      status: index === -1 ? undefined : statuses[index]?.data,
    }
  })
  const problems: JournalProblem[] = journal.problems?.() ?? []
  return { items, problems, refresh }
}

export type UseTransferHistoryReturnType = ReturnType<typeof useTransferHistory>
