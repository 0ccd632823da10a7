import { useQuery } from '@tanstack/react-query'
import type { UserStep } from '../core/schemas/userStep.js'
import type { EvmExecutor } from '../core/steps/executors.js'
import { isEvmTransaction } from '../core/steps/stepRun.js'

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
  const transactions = (steps ?? []).filter(isEvmTransaction)
  const chainId = transactions[0]?.transaction.encoded.chainId
  const oneChain =
    transactions.length >= 2 &&
    transactions.every((step) => step.transaction.encoded.chainId === chainId)
  const supports = evm?.supportsAtomicBatch
  return (
    useQuery({
      queryKey: ['vtkit', 'atomicBatch', { account, chainId }],
      queryFn: async () => (supports && chainId !== undefined ? supports(chainId) : false),
      enabled: enabled && oneChain && supports !== undefined && account !== undefined,
      staleTime: 5 * 60_000,
      retry: false,
    }).data === true && oneChain
  )
}
