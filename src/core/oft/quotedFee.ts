import { AbiReadError, readCall } from '../abi.js'
import type { EvmExecutor } from '../steps/types/index.js'
import { OFT_SEND_SELECTOR } from './oftSendCall.js'

/** `quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes),bool)`. */
export const QUOTE_SEND_SELECTOR = '0x3b6f743b'

/**
 * What the OFT itself charges for a send, read from the chain through the wallet's read path:
 * `quoteSend(sendParam, false)` with the very `sendParam` of the send. Undefined when it cannot be
 * read (no read path, a revert, data that is not a send).
 */
export async function readOftQuotedFee(
  evm: Pick<EvmExecutor, 'call'> | undefined,
  { chainId, oft, sendData }: { chainId: number; oft: string; sendData: string },
): Promise<bigint | undefined> {
  if (!evm?.call) return undefined
  let data: string
  try {
    const { selector, args } = readCall(sendData)
    if (selector !== OFT_SEND_SELECTOR) return undefined
    // The send's head is (offset of sendParam, fee, fee, refund); quoteSend's is (offset, bool):
    // the same sendParam bytes follow, now 0x40 from the start.
    const offset = Number(args.uint(0))
    const sendParam = sendData.slice(10 + offset * 2)
    data = `${QUOTE_SEND_SELECTOR}${(0x40).toString(16).padStart(64, '0')}${'0'.repeat(64)}${sendParam}`
  } catch (error) {
    if (error instanceof AbiReadError) return undefined
    throw error
  }
  try {
    const result = await evm.call({ chainId, to: oft, data })
    return /^0x[0-9a-fA-F]{128,}$/.test(result) ? BigInt(result.slice(0, 66)) : undefined
  } catch {
    return undefined
  }
}
