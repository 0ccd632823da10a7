import { useQuery } from '@tanstack/react-query'
import type { OftTransferRequest } from '../core/actions/buildOftTransfer.js'
import type { OftTransfer } from '../core/schemas/oft.js'
import {
  type BuildOftTransferQueryKey,
  buildOftTransferQueryOptions,
} from '../query/buildOftTransfer.js'
import { useVtkitClient } from './context.js'
import type { QueryParameter } from './types.js'

export type UseOftTransferParameters = {
  /** The send to build; `undefined` while the form is incomplete (no request is made). */
  request: OftTransferRequest | undefined
  query?: QueryParameter<OftTransfer, OftTransfer, BuildOftTransferQueryKey>
}
export type UseOftTransferReturnType = ReturnType<typeof useOftTransfer>

/**
 * Builds an OFT send with the metadata service's `/transfer`. `populatedTransaction` and, for an
 * adapter, `approvalTransaction` are ready for the execution hook.
 */
export function useOftTransfer({ request, query }: UseOftTransferParameters) {
  const client = useVtkitClient('useOftTransfer')
  const options = buildOftTransferQueryOptions(client, request)
  const result = useQuery({
    ...options,
    ...query,
    enabled: options.enabled && query?.enabled !== false,
  })
  return {
    ...result,
    populatedTransaction: result.data?.transactionData.populatedTransaction,
    approvalTransaction: result.data?.transactionData.approvalTransaction,
  }
}
