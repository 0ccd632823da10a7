// The verify room's door: everything that reads a quote's steps before a wallet sees them (what
// they call, sign and move, added up in the ledger), as the rest of vtkit uses it. The page loads
// `verifyUserSteps` on demand (run/'s `loadOnDemand`): a bundler reads through this door to the
// modules a name comes from (vtkit's build leaves no door in dist/, and the bundle test holds the
// checks in a chunk of their own); only Vite's dev server loads the door whole.
export { assertStepsSafe, confirmationKey } from './assertStepsSafe.js'
export { batchSelectors, decodeBatch } from './batchCalls.js'
export { allowanceCallData, balanceOfCallData, readUint256 } from './calldata.js'
export { type ChainFacts, readChainFacts, readRecipientCode, readSenderCode } from './chainFacts.js'
export { chainIdConflict } from './chainIdentity.js'
export { type AllowanceCall, type DecodedCall, decodeCall, MAX_UINT256 } from './decodeCall.js'
export { isPinned } from './deployments.js'
export {
  keepsNothing,
  smartAccountMissing,
  smartAccountMissingMessage,
} from './destinationChecks.js'
export { gasLimitProblem, MAX_GAS_LIMIT } from './gasLimit.js'
export { type Catalogue, convertUnits, decimalsOf } from './ledger/assets.js'
export { recipientOf } from './ledger/bridgedAmounts.js'
export { symbolOf } from './ledger/describe.js'
export { createLedgerRecorder } from './ledger/recorder.js'
export { ledgerArrival, ledgerValueLoss } from './ledger/value.js'
export { DANGEROUS_PRIMARY_TYPES } from './signaturePolicy.js'
export { sameSolanaTransaction, solanaPrograms, tokenAccountRent } from './solanaInstructions.js'
export { verifySolanaTransaction } from './solanaLedger.js'
export { verifyStarknetCalls } from './starknetCalls.js'
export { primaryTypeOf, toTypedDataToSign } from './typedData.js'
export {
  type StepCheck,
  type VerifyUserStepsParameters,
  type VerifyUserStepsReturnType,
  verifyUserSteps,
} from './verifyUserSteps.js'
