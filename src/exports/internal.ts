// vtkit/internal: the decoders, selectors and constants vtkit's own checks are built from. They
// are exported for tests, tools and the curious, and are NOT part of vtkit's stable API: any of
// them may change or go in any release. Build on vtkit/core instead.

export { addressToBytes32 } from '../core/address.js'
export { cctpDomainOf } from '../core/cctpDomains.js'
export { defaultRetryPolicy } from '../core/config.js'
export { INTENT_ORDER_FIELDS } from '../core/intent/order.js'
export { readExecutorOptions } from '../core/oft/executorOptions.js'
export { OFT_RECEIVED_TOPIC, OFT_SENT_TOPIC } from '../core/oft/oftDelivery.js'
export { OFT_SEND_SELECTOR } from '../core/oft/oftSendCall.js'
export { describeKnown, registryRows } from '../core/registry/contractRegistry.js'
export { checkQuoteRequest } from '../core/schemas/quote.js'
export { decodeSolanaTransaction } from '../core/solana/message.js'
export { isUserRejection } from '../core/steps/run/executeSteps.js'
export { batchSelectors, decodeBatch } from '../core/steps/verify/batchCalls.js'
export { decodeCall, MAX_UINT256 } from '../core/steps/verify/calldata.js'
export { MAX_GAS_LIMIT } from '../core/steps/verify/gasLimit.js'
export { DANGEROUS_PRIMARY_TYPES } from '../core/steps/verify/signaturePolicy.js'
export { sameSolanaTransaction, solanaPrograms } from '../core/steps/verify/solanaInstructions.js'
export { primaryTypeOf, toTypedDataToSign } from '../core/steps/verify/typedData.js'
