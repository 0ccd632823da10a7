// vtkit/internal: the decoders, selectors and constants vtkit's own checks are built from. They
// are exported for tests, tools and the curious, and are NOT part of vtkit's stable API: any of
// them may change or go in any release. Build on vtkit/core instead.

/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { addressToBytes32 } from '../core/address.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { cctpDomainOf, knownCctpDomains } from '../core/cctpDomains.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { defaultRetryPolicy } from '../core/config.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { INTENT_ORDER_FIELDS } from '../core/intent/order.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export type { ExecutorOptionsRead } from '../core/oft/executorOptions.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { readExecutorOptions } from '../core/oft/executorOptions.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { OFT_RECEIVED_TOPIC, OFT_SENT_TOPIC } from '../core/oft/oftDelivery.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { OFT_SEND_SELECTOR } from '../core/oft/oftSendCall.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { asPartialList } from '../core/partialList.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { describeKnown, registryRows } from '../core/registry/contractRegistry.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { checkQuoteRequest } from '../core/schemas/quote.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export type { SolanaInstruction, SolanaMessage } from '../core/solana/message.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { decodeSolanaTransaction } from '../core/solana/message.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export { isUserRejection } from '../core/steps/run/index.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export type { AllowanceCall, DecodedCall } from '../core/steps/verify/index.js'
/** @experimental Not part of vtkit's stable API: may change or go in any release. */
export {
  batchSelectors,
  DANGEROUS_PRIMARY_TYPES,
  decodeBatch,
  decodeCall,
  MAX_GAS_LIMIT,
  MAX_UINT256,
  primaryTypeOf,
  sameSolanaTransaction,
  solanaPrograms,
  toTypedDataToSign,
} from '../core/steps/verify/index.js'
