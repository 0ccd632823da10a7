import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ContractRegistry } from '../../core/registry/contractRegistry.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { Metadata } from '../../core/schemas/metadata.js'
import type { Quote, QuoteRequest } from '../../core/schemas/quote.js'
import { loadOnDemand } from '../../core/steps/run/index.js'
import type { EvmExecutor } from '../../core/steps/types/index.js'
import type { ChainFacts, verifyUserSteps } from '../../core/steps/verify/index.js'
import { whenIdle } from './whenIdle.js'

export type StepCheckInputs = {
  registry: ContractRegistry | undefined
  /** The checks themselves, loaded on first use (`loadOnDemand`). */
  verify: typeof verifyUserSteps
} & Partial<ChainFacts>

/**
 * What the checks shown before a run need beyond the quote, gathered as the engine will: the
 * registry of production contracts (loaded on first use) and what the chains say of the contracts
 * the quote names, and the checks' own code. Undefined while they are read, so that what is shown
 * is what the run decides.
 */
export function useStepChecks(input: {
  quote: Quote | undefined
  request: QuoteRequest | undefined
  metadata: Metadata | undefined
  chains: readonly Chain[] | undefined
  evm: EvmExecutor | undefined
}): StepCheckInputs | undefined {
  const { quote, request, metadata, chains, evm } = input
  // Loaded once the browser is idle, so that the first route's checks (and a start) wait for the
  // chains' answers only, not for this module too; a failure here is tried again by the query.
  useEffect(() => whenIdle(() => void loadOnDemand().catch(() => undefined)), [])
  const query = useQuery({
    queryKey: ['vtkit', 'stepChecks', quote?.id, quote?.userSteps.length ?? 0],
    queryFn: async (): Promise<StepCheckInputs> => {
      const { loadProductionRegistry, readChainFacts, verifyUserSteps } = await loadOnDemand()
      const [registry, facts] = await Promise.all([
        loadProductionRegistry(),
        quote && request && metadata && chains
          ? readChainFacts(evm, { quote, request, metadata, chains })
          : undefined,
      ])
      return { registry, verify: verifyUserSteps, ...facts }
    },
    enabled: Boolean(quote && request && metadata && chains),
    staleTime: 30_000,
    retry: false,
  })
  return query.data
}
