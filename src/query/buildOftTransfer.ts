import type { DataTag, QueryFunctionContext } from '@tanstack/react-query'
import type { BuildOftTransferErrorType } from '../core/actions/buildOftTransfer.js'
import { buildOftTransfer, type OftTransferRequest } from '../core/actions/buildOftTransfer.js'
import type { Client } from '../core/config.js'
import type { UnexpectedError } from '../core/errors.js'
import { baseQueryOptions, withVtErrors } from './shared.js'

type BuildOftTransferQueryKeyParts = readonly [
  'vtkit',
  'oftTransfer',
  { metadataUrl: string | undefined; request: OftTransferRequest | undefined },
]

/** The key, tagged with the data and error types it holds. */
export type BuildOftTransferQueryKey = DataTag<
  BuildOftTransferQueryKeyParts,
  Awaited<ReturnType<typeof buildOftTransfer>>,
  BuildOftTransferErrorType | UnexpectedError
>

/** `buildOftTransfer`'s query key for a request, tagged with its data and error types. */
export function buildOftTransferQueryKey(
  client: Client,
  request: OftTransferRequest | undefined,
): BuildOftTransferQueryKey {
  return [
    'vtkit',
    'oftTransfer',
    { metadataUrl: client.metadataUrl, request },
  ] as BuildOftTransferQueryKeyParts as BuildOftTransferQueryKey
}

/** Building a send is a read (GET): a query, enabled once the request is complete, fresh for 30 s. */
export function buildOftTransferQueryOptions(
  client: Client,
  request: OftTransferRequest | undefined,
) {
  return withVtErrors({
    ...baseQueryOptions,
    queryKey: buildOftTransferQueryKey(client, request),
    enabled: request !== undefined,
    staleTime: 30_000,
    gcTime: 30_000,
    refetchOnWindowFocus: false,
    queryFn: ({
      queryKey: [, , { request: sent }],
      signal,
    }: QueryFunctionContext<BuildOftTransferQueryKey>) => {
      if (!sent)
        throw new TypeError('buildOftTransfer query ran without a request (it should be disabled)')
      return buildOftTransfer(client, { ...sent, signal })
    },
  })
}
