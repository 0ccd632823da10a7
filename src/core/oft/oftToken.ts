import type { EvmExecutor } from '../steps/types/index.js'

/** `token()` of LayerZero's IOFT: what the OFT moves (address(0) for the native coin). */
export const OFT_TOKEN_SELECTOR = '0xfc0c546a'

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`

/**
 * What an OFT says it moves, read from the chain through the wallet's read path: an OFT itself,
 * an adapter its inner token, LayerZero's NativeOFTAdapter the zero address. Undefined when it
 * cannot be read (no read path, a revert, an answer that is not an address).
 */
export async function readOftToken(
  evm: Pick<EvmExecutor, 'call'> | undefined,
  { chainId, oft }: { chainId: number; oft: string },
): Promise<string | undefined> {
  if (!evm?.call) return undefined
  try {
    const result = await evm.call({ chainId, to: oft, data: OFT_TOKEN_SELECTOR })
    return /^0x0{24}[0-9a-fA-F]{40}$/.test(result) ? `0x${result.slice(26)}` : undefined
  } catch {
    return undefined
  }
}

/** The token `/list` says a deployment moves, as `token()` would answer it. */
export function listedOftToken(deployment: {
  type: string
  address: string
  innerToken?: string | undefined
}): string {
  if (deployment.type === 'NATIVE_OFT_ADAPTER') return ZERO_ADDRESS
  return deployment.innerToken ?? deployment.address
}
