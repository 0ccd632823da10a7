import { UnsupportedChainError } from '../../errors.js'
import { loadProductionRegistry } from '../../registry/loadRegistry.js'
import type { Quote } from '../../schemas/quote.js'
import type { ExecuteStepsParameters, Executors } from '../types/index.js'
import { assertStepsSafe, readChainFacts, verifyUserSteps } from '../verify/index.js'

/**
 * What `executeSteps` checks of the quote about to run, before any wallet is asked: a chain type
 * someone can sign for, what production is (the registry) and what the chains say of the
 * contracts the steps name, then every step read. Throws to refuse.
 */
export async function verifyBeforeRun(parameters: ExecuteStepsParameters, quote: Quote) {
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
  const [registry, facts] = await Promise.all([
    parameters.registry === undefined ? loadProductionRegistry() : parameters.registry,
    readChainFacts(executors.evm, {
      quote,
      request: parameters.request,
      metadata: parameters.metadata,
      chains: parameters.chains,
    }),
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
