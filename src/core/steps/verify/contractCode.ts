import { isNativeTokenAddress } from '../../address.js'
import type { Chain } from '../../schemas/chain.js'
import type { Metadata } from '../../schemas/metadata.js'
import type { Quote, QuoteRequest } from '../../schemas/quote.js'
import type { EvmExecutor } from '../types/index.js'

/** Contracts already read to have code, by `chainId:address`: each is read once per page. */
const hasCode = new Set<string>()

/**
 * Reads, through the wallet's read path, whether the contracts `/metadata` names on the chains the
 * EVM steps run on (multicall, transfer delegate, and the token sent) have code. Returns the ones
 * that have none, by chain key. Addresses that cannot be read (no `getCode`, a failing node) are
 * left out: that check is then skipped, as docs/execution.md says.
 */
export async function findCodelessContracts(
  evm: Pick<EvmExecutor, 'getCode'> | undefined,
  input: { quote: Quote; request: QuoteRequest; metadata: Metadata; chains: readonly Chain[] },
): Promise<Record<string, string[]>> {
  const getCode = evm?.getCode?.bind(evm)
  if (!getCode) return {}
  const { quote, request, metadata, chains } = input
  const chainKeys = new Set<string>()
  for (const step of quote.userSteps) {
    if (step.type === 'TRANSACTION' && step.chainType === 'EVM' && step.chainKey)
      chainKeys.add(step.chainKey)
  }
  const reads: Promise<[string, string] | undefined>[] = []
  for (const chainKey of chainKeys) {
    const chainId = chains.find((chain) => chain.chainKey === chainKey)?.chainId
    if (chainId === undefined) continue
    const deployments = metadata[chainKey]?.deployments
    const addresses = [deployments?.multicall?.address, deployments?.transferDelegate?.address]
    if (chainKey === request.srcChainKey && !isNativeTokenAddress(request.srcTokenAddress))
      addresses.push(request.srcTokenAddress)
    for (const address of addresses) {
      if (!address || !/^0x[0-9a-fA-F]{40}$/.test(address)) continue
      const key = `${chainId}:${address.toLowerCase()}`
      if (hasCode.has(key)) continue
      reads.push(
        getCode({ chainId, address }).then(
          (code) => {
            if (code && code !== '0x') {
              hasCode.add(key)
              return undefined
            }
            return [chainKey, address] as [string, string]
          },
          () => undefined,
        ),
      )
    }
  }
  const codeless: Record<string, string[]> = {}
  for (const found of await Promise.all(reads)) {
    if (!found) continue
    const [chainKey, address] = found
    codeless[chainKey] = [...(codeless[chainKey] ?? []), address]
  }
  return codeless
}
