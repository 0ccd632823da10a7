import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { GetStatusErrorType } from '../core/actions/getStatus.js'
import { getStatus } from '../core/actions/getStatus.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import type { TransferStatus } from '../core/schemas/status.js'
import { isFinalStatus } from '../core/status.js'
import { baseQueryOptions, withVtErrors } from './shared.js'

export type GetStatusParameters = { quoteId?: string | undefined; txHash?: string | undefined }
type GetStatusQueryKeyParts = readonly [
  'vtkit',
  'status',
  { baseUrl: string | undefined; quoteId: string | undefined; txHash: string | undefined },
]

/** The key, tagged with the data and error types it holds. */
export type GetStatusQueryKey = DataTag<
  GetStatusQueryKeyParts,
  TransferStatus,
  GetStatusErrorType | UnexpectedError
>

/** `getStatus`' query key for a transfer, tagged with its data and error types. */
export function getStatusQueryKey(
  client: Client,
  { quoteId, txHash }: GetStatusParameters,
): GetStatusQueryKey {
  return [
    'vtkit',
    'status',
    { baseUrl: client.baseUrl, quoteId: quoteId || undefined, txHash: txHash || undefined },
  ] as GetStatusQueryKeyParts as GetStatusQueryKey
}

/** One status read; `useTransferStatus` adds the polling. */
export function getStatusQueryOptions(client: Client, parameters: GetStatusParameters) {
  const queryKey = getStatusQueryKey(client, parameters)
  return withVtErrors({
    ...baseQueryOptions,
    queryKey,
    enabled: Boolean(queryKey[2].quoteId),
    staleTime: 0,
    queryFn: ({
      queryKey: [, , { quoteId, txHash }],
      signal,
    }: QueryFunctionContext<GetStatusQueryKey>) =>
      getStatus(client, { quoteId: quoteId ?? '', txHash, signal }),
  })
}

/** A final status never changes: an observer mounting later (an outcome view, the history) reads the cache. */
export const statusStaleTime = (cached: TransferStatus | undefined) =>
  cached && isFinalStatus(cached.status) ? Number.POSITIVE_INFINITY : 0
