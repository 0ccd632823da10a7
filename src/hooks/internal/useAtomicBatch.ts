import { useQuery } from '@tanstack/react-query'
import type { UserStep } from '../../core/schemas/userStep.js'
import { leadingTransactions } from '../../core/steps/run/index.js'
import type { EvmExecutor } from '../../core/steps/types/index.js'

/**
 * Whether the wallet will take these steps as one prompt (EIP-5792): two or more EVM
 * transactions on one chain, and a wallet that runs batches atomically there. Asked of the
 * wallet once per account and chain; `false` while unknown, or when `enabled` is false.
 */
export function useAtomicBatch({
  evm,
  steps,
  account,
  enabled = true,
}: {
  evm: EvmExecutor | undefined
  steps: readonly UserStep[] | undefined
  account: string | undefined
  enabled?: boolean | undefined
}): boolean {
  // As the engine will batch them: the EVM transactions at the head, on one chain.
  const transactions = leadingTransactions((steps ?? []).map((step, index) => ({ index, step })))
  const chainId = transactions[0]?.step.transaction.encoded.chainId
  const oneChain = transactions.length >= 2
  const supports = evm?.supportsAtomicBatch
  return (
    useQuery({
      queryKey: ['vtkit', 'atomicBatch', { account, chainId }],
      queryFn: async () =>
        supports && chainId !== undefined && account !== undefined
          ? supports({ chainId, account })
          : false,
      enabled: enabled && oneChain && supports !== undefined && account !== undefined,
      staleTime: 5 * 60_000,
      retry: false,
    }).data === true && oneChain
  )
}
