import { UnsupportedChainError } from '../../errors.js'
import { loadProductionRegistry } from '../../registry/loadRegistry.js'
import type {
  EngineParameters,
  ExecuteStepsParameters,
  ExecutionResult,
  Executors,
} from '../types/index.js'
import { assertStepsSafe, readChainFacts } from '../verify/index.js'
import { loadStepVerifier } from './loadVerifier.js'
import { runVerifiedSteps } from './stepEngine.js'

export type { EngineParameters } from '../types/index.js'
export { isTransferRunning, isUserRejection, runVerifiedSteps } from './stepEngine.js'

/**
 * Runs a quote's user steps, in order, one at a time, after verifying all of them. Journals the
 * transfer before and after every wallet call, never re-sends a step that has a hash, and returns
 * the record (with the source hash for status tracking). A second call for the same quote while
 * one runs returns the same promise: one transaction, never two.
 */
export function executeSteps(parameters: ExecuteStepsParameters): Promise<ExecutionResult> {
  const { deploymentMemory, onEvent } = parameters
  const engine: EngineParameters = {
    ...parameters,
    // The contracts a transfer ran with are the ones the next transfer is compared to.
    onEvent: (event) => {
      if (event.type === 'complete')
        deploymentMemory?.remember(parameters.metadata, parameters.request.srcChainKey)
      onEvent?.(event)
    },
  }
  return runVerifiedSteps(engine, async (quote) => {
    const { executors } = parameters
    // A chain type nobody can sign for is reported as such, before anything is signed.
    const sourceChainType = parameters.chains.find(
      (chain) => chain.chainKey === parameters.request.srcChainKey,
    )?.chainType
    const chainTypes = quote.userStepsPending
      ? [String(sourceChainType ?? '')]
      : quote.userSteps.map((step) =>
          step.type === 'SIGNATURE' ? 'EVM' : String(step.chainType ?? ''),
        )
    for (const chainType of chainTypes) {
      if (isKnownChainType(chainType) && !supportedChainTypes(executors).includes(chainType)) {
        throw new UnsupportedChainError(chainType)
      }
    }
    // What production is, and what the chains say of the contracts the steps name, before any
    // wallet is asked.
    const [registry, facts, verifyUserSteps] = await Promise.all([
      parameters.registry === undefined ? loadProductionRegistry() : parameters.registry,
      readChainFacts(executors.evm, {
        quote,
        request: parameters.request,
        metadata: parameters.metadata,
        chains: parameters.chains,
      }),
      loadStepVerifier(),
    ])
    const { findings } = verifyUserSteps({
      quote,
      request: parameters.request,
      prices: parameters.prices,
      ...facts,
      registry: registry ?? undefined,
      appChains: parameters.appChains,
      metadata: parameters.metadata,
      chains: parameters.chains,
      walletAddress: parameters.walletAddress,
      supportedChainTypes: supportedChainTypes(executors),
      chainChecks: { solana: executors.solana?.checks, starknet: executors.starknet?.checks },
      escalate: parameters.escalate,
      endpointIds: parameters.client.endpointIds,
      cctpDomains: parameters.client.cctpDomains,
      signatureVerifiers: parameters.signatureVerifiers,
      allowOpaqueCalls: parameters.allowOpaqueCalls,
      trustedDeployments: parameters.client.trustedDeployments,
      previousDeployments: parameters.deploymentMemory?.get(),
      now: (parameters.now ?? Date.now)(),
    })
    assertStepsSafe(findings, { confirmedWarnings: parameters.confirmedWarnings })
  })
}

function isKnownChainType(chainType: string): chainType is 'EVM' | 'SOLANA' | 'STARKNET' {
  return chainType === 'EVM' || chainType === 'SOLANA' || chainType === 'STARKNET'
}

function supportedChainTypes(executors: Executors) {
  return [
    ...(executors.evm ? ['EVM' as const] : []),
    ...(executors.solana ? ['SOLANA' as const] : []),
    ...(executors.starknet ? ['STARKNET' as const] : []),
  ]
}
