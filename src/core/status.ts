import type { TransferStatusValue } from './schemas/status.js'

const finalStatuses: ReadonlySet<string> = new Set<TransferStatusValue>(['SUCCEEDED', 'FAILED'])

/**
 * Whether a transfer status will not change any more. `UNKNOWN` is documented as final but is also
 * what a transfer reads as before the service has seen it, so it is not final here: a poller
 * decides how long to wait for it (see `useTransferStatus`).
 */
export function isFinalStatus(
  status: TransferStatusValue | (string & {}) | { status: string },
): boolean {
  const value = typeof status === 'string' ? status : status?.status
  return finalStatuses.has(value)
}
