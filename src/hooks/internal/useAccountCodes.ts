import { useQuery } from '@tanstack/react-query'
import type { Chain } from '../../core/schemas/chain.js'
import type { EvmExecutor, RecipientCode } from '../../core/steps/types/index.js'
import { readRecipientCode, readSenderCode } from '../../core/steps/verify/index.js'

export type AccountCodes = { recipientCode?: RecipientCode; senderCode?: RecipientCode }

/**
 * What is at the recipient on the destination, and at the sender on the source where it sends to
 * itself (see `readChainFacts`), read once per pair through the executor: the checks shown before
 * a send warn of them as the run itself does. `ready` is false until both reads are settled.
 */
export function useAccountCodes(
  evm: EvmExecutor | undefined,
  accounts:
    | {
        srcChainKey: string
        dstChainKey: string
        srcWalletAddress: string
        dstWalletAddress: string
      }
    | undefined,
  chains: readonly Chain[] | undefined,
): { ready: boolean; codes: AccountCodes } {
  const query = useQuery({
    queryKey: ['vtkit', 'accountCodes', accounts],
    queryFn: async (): Promise<AccountCodes> => {
      if (!accounts || !chains) return {}
      const input = { request: accounts, chains }
      const [recipientCode, senderCode] = await Promise.all([
        readRecipientCode(evm, input),
        readSenderCode(evm, input),
      ])
      return { ...(recipientCode && { recipientCode }), ...(senderCode && { senderCode }) }
    },
    enabled: accounts !== undefined && chains !== undefined,
    staleTime: 60_000,
    retry: false,
  })
  return { ready: accounts === undefined || query.isFetched, codes: query.data ?? {} }
}
