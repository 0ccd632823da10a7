import { findIntentOrder } from '../../../intent/order.js'
import type { SignatureStep } from '../../../schemas/userStep.js'
import type { LedgerRecorder, StepCheckContext } from '../../types/index.js'
import { assetOf } from './assets.js'

/**
 * An intent order moves `inputAmount` of `inputToken` to the intent contract (through the
 * approval), for `outputAmount` of `outputToken` to `recipient` on the destination: all of it
 * is in the signed message, so all of it is in the ledger.
 */
export function readIntentOrder(
  step: SignatureStep,
  index: number,
  context: StepCheckContext,
  ledger: LedgerRecorder,
): void {
  const found = findIntentOrder([step])
  const order = found?.order
  if (!order || !found.verifyingContract) return
  ledger.entry({
    kind: 'bridged',
    stepIndex: index,
    asset: assetOf(context.chains, step.chainKey, order.inputToken),
    amount: order.inputAmount,
    via: found.verifyingContract,
    protocol: 'intent',
    dstChainKey: context.request.dstChainKey,
    recipient: order.recipient,
    minimumOut: order.outputAmount,
    maximumOut: order.outputAmount,
    dstToken: { chainKey: context.request.dstChainKey, address: order.outputToken },
  })
}
