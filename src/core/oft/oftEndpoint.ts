import type { EvmExecutor } from '../steps/types/index.js'

/** `endpoint()` of a LayerZero OApp (every OFT and adapter): the EndpointV2 it sends through. */
export const OAPP_ENDPOINT_SELECTOR = '0x5e280f11'

/**
 * The LayerZero endpoint an OFT sends through, read from the chain through the wallet's read path;
 * undefined when it cannot be read (no read path, a revert, an answer that is not an address).
 */
export async function readOftEndpoint(
  evm: Pick<EvmExecutor, 'call'> | undefined,
  { chainId, oft }: { chainId: number; oft: string },
): Promise<string | undefined> {
  if (!evm?.call) return undefined
  try {
    const result = await evm.call({ chainId, to: oft, data: OAPP_ENDPOINT_SELECTOR })
    return /^0x0{24}[0-9a-fA-F]{40}$/.test(result) ? `0x${result.slice(26)}` : undefined
  } catch {
    return undefined
  }
}
