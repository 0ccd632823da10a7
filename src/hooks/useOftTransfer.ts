import { useQuery } from '@tanstack/react-query'
import type { OftTransferRequest } from '../core/actions/buildOftTransfer.js'
import { isSameAddress } from '../core/address.js'
import { splitOftDust } from '../core/oft/oftAmount.js'
import type { OftList, OftTransfer } from '../core/schemas/oft.js'
import {
  type BuildOftTransferQueryKey,
  buildOftTransferQueryOptions,
} from '../query/buildOftTransfer.js'
import { useVtkitClient } from './context.js'
import type { QueryParameter } from './types.js'
import { useOftList } from './useOftList.js'

export type UseOftTransferParameters = {
  /** The send to build; `undefined` while the form is incomplete (no request is made). */
  request: OftTransferRequest | undefined
  /**
   * Build even when the amount has dust (digits the token's shared decimals cannot carry, which
   * stay in the wallet). Default false: `amountCheck` explains it and nothing is built.
   */
  allowDust?: boolean
  query?: QueryParameter<OftTransfer, OftTransfer, BuildOftTransferQueryKey>
}
export type UseOftTransferReturnType = ReturnType<typeof useOftTransfer>

/** What the amount becomes once it crosses: checked against `/list` before anything is built. */
export type OftAmountCheck =
  /** No amount in smallest units to check: the build itself reports bad input. */
  | { state: 'unchecked' }
  | { state: 'pending' }
  /** The OFT is not in `/list` (or the list failed): the send's verification will say more. */
  | { state: 'unlisted' }
  | { state: 'exact'; sharedDecimals: number; localDecimals: number }
  | { state: 'dust'; dust: bigint; sendable: bigint; sharedDecimals: number; localDecimals: number }

/**
 * Builds an OFT send with the metadata service's `/transfer`, once the amount is known to cross
 * whole: an amount with dust is explained in `amountCheck`, not discovered after signing.
 * `populatedTransaction` and, for an adapter, `approvalTransaction` are ready for
 * `useExecuteOftTransfer`.
 */
export function useOftTransfer({ request, allowDust = false, query }: UseOftTransferParameters) {
  const client = useVtkitClient('useOftTransfer')
  const list = useOftList()
  const amountCheck = checkAmount(request, list.data?.list, list.isError)
  const options = buildOftTransferQueryOptions(client, request)
  const amountOk =
    amountCheck.state === 'unchecked' ||
    amountCheck.state === 'exact' ||
    amountCheck.state === 'unlisted' ||
    (amountCheck.state === 'dust' && allowDust)
  const result = useQuery({
    ...options,
    ...query,
    enabled: options.enabled && amountOk && query?.enabled !== false,
  })
  return {
    ...result,
    amountCheck,
    populatedTransaction: result.data?.transactionData.populatedTransaction,
    approvalTransaction: result.data?.transactionData.approvalTransaction,
  }
}

function checkAmount(
  request: OftTransferRequest | undefined,
  list: OftList | undefined,
  listFailed: boolean,
): OftAmountCheck {
  if (!request || !/^\d+$/.test(request.amount)) return { state: 'unchecked' }
  if (!list) return listFailed ? { state: 'unlisted' } : { state: 'pending' }
  const entry = Object.values(list)
    .flat()
    .find((item) =>
      isSameAddress(item.deployments[request.srcChainName]?.address, request.oftAddress),
    )
  const source = entry?.deployments[request.srcChainName]
  if (!entry || !source) return { state: 'unlisted' }
  const { sharedDecimals } = entry
  const { localDecimals } = source
  const { dust, sendable } = splitOftDust(BigInt(request.amount), localDecimals, sharedDecimals)
  return dust === 0n
    ? { state: 'exact', sharedDecimals, localDecimals }
    : { state: 'dust', dust, sendable, sharedDecimals, localDecimals }
}
