// vtkit/core: framework-agnostic client for the value transfer and OFT metadata services.

export {
  type BuildOftTransferErrorType,
  type BuildOftTransferParameters,
  type BuildOftTransferReturnType,
  buildOftTransfer,
  type OftExecutionOptions,
  type OftTransferRequest,
} from '../core/actions/buildOftTransfer.js'
export {
  type BuildUserStepsErrorType,
  type BuildUserStepsParameters,
  type BuildUserStepsReturnType,
  buildUserSteps,
} from '../core/actions/buildUserSteps.js'
export {
  type GetChainsErrorType,
  type GetChainsPageParameters,
  type GetChainsPageReturnType,
  type GetChainsParameters,
  type GetChainsReturnType,
  type GetListErrorType,
  getChains,
  getChainsPage,
} from '../core/actions/getChains.js'
export {
  type GetMetadataErrorType,
  type GetMetadataParameters,
  type GetMetadataReturnType,
  getMetadata,
} from '../core/actions/getMetadata.js'
export {
  type GetOftOpenApiErrorType,
  type GetOftOpenApiParameters,
  type GetOftOpenApiReturnType,
  getOftOpenApi,
} from '../core/actions/getOftOpenApi.js'
export {
  type GetQuotesErrorType,
  type GetQuotesParameters,
  type GetQuotesReturnType,
  getQuotes,
} from '../core/actions/getQuotes.js'
export {
  type GetStatusErrorType,
  type GetStatusParameters,
  type GetStatusReturnType,
  getStatus,
} from '../core/actions/getStatus.js'
export {
  type GetTokensErrorType,
  type GetTokensPageParameters,
  type GetTokensPageReturnType,
  type GetTokensParameters,
  type GetTokensReturnType,
  getTokens,
  getTokensPage,
  type TransferrableFrom,
} from '../core/actions/getTokens.js'
export {
  type ListOftsErrorType,
  type ListOftsFilters,
  type ListOftsParameters,
  type ListOftsReturnType,
  listOfts,
} from '../core/actions/listOfts.js'
export {
  type SubmitSignatureErrorType,
  type SubmitSignatureParameters,
  type SubmitSignatureReturnType,
  submitSignature,
} from '../core/actions/submitSignature.js'
export {
  addressProblem,
  isAddressOfChainType,
  isNativeTokenAddress,
  isSameAddress,
  NATIVE_TOKEN_ADDRESS,
  toChecksumAddress,
} from '../core/address.js'
export { formatAmount, parseAmount } from '../core/amounts.js'
export { type Client, type ClientConfig, createClient } from '../core/config.js'
export { endpointIdOf, knownEndpointIds } from '../core/endpointIds.js'
export {
  AbortedError,
  ApiError,
  ConfigError,
  HttpError,
  InvalidAmountError,
  InvalidInputError,
  isVtError,
  NetworkError,
  PaginationError,
  QuoteExpiredError,
  QuoteNotFoundError,
  RateLimitError,
  ResponseShapeError,
  type StepFinding,
  StepInterruptedError,
  SwitchChainError,
  TimeoutError,
  TransactionPendingError,
  TransactionReplacedError,
  TransactionRevertedError,
  TransferElsewhereError,
  UnauthorizedError,
  UnexpectedError,
  UnsafeStepError,
  UnsupportedChainError,
  UserRejectedError,
  type ValidationIssue,
  VtError,
  type VtErrorName,
  WrongAccountError,
} from '../core/errors.js'
export {
  type CheckFundsParameters,
  checkFunds,
  type FundsShortfall,
  type MaxSendableParameters,
  maxSendable,
} from '../core/funds.js'
export { type FoundIntentOrder, findIntentOrder, type IntentOrder } from '../core/intent/order.js'
export {
  chainTypeLabel,
  executionEventLabel,
  quoteRouteLabel,
  type RouteKind,
  readable,
  routeKind,
  routeLabel,
  statusLabel,
} from '../core/labels.js'
export {
  type ExecuteOftTransferParameters,
  executeOftTransfer,
  isOftTransferId,
  oftTransferAsQuote,
  oftTransferId,
} from '../core/oft/executeOftTransfer.js'
export { splitOftDust } from '../core/oft/oftAmount.js'
export { type ChainRequest, findOftDelivery, findOftGuid } from '../core/oft/oftDelivery.js'
export {
  createMemoryOftDeploymentMemory,
  createStorageOftDeploymentMemory,
  type OftDeploymentMemory,
  type SeenOftDeployment,
} from '../core/oft/oftDeploymentMemory.js'
export {
  type ReadOftTransferLedgerParameters,
  readOftTransferLedger,
} from '../core/oft/oftLedger.js'
export {
  type OftCheck,
  type OftRule,
  oftRules,
  type VerifyOftTransferParameters,
} from '../core/oft/oftRules.js'
export { decodeOftSend, type OftSendCall, type OftSendParam } from '../core/oft/oftSendCall.js'
export { verifyOftTransfer } from '../core/oft/verifyOftTransfer.js'
export { isPartialList } from '../core/partialList.js'
export { assertQuoteFresh, isQuoteExpired, quoteExpiryTime } from '../core/quote.js'
export { type AmountChange, compareQuotes, type QuoteChange } from '../core/quoteChange.js'
export {
  type QuoteInput,
  type QuoteInputValidation,
  validateQuoteInput,
} from '../core/quoteInput.js'
export {
  bestReturnQuote,
  fastestQuote,
  onTopCostUsd,
  quoteDurationMs,
  sortByReturn,
} from '../core/quoteRanking.js'
export {
  type ContractRegistry,
  createContractRegistry,
  type KnownContract,
  type RegistryRole,
} from '../core/registry/contractRegistry.js'
export { loadProductionRegistry } from '../core/registry/loadRegistry.js'
export type { Confidence, RegistryData, TrustedDeployments } from '../core/registry/types.js'
export { describeRejectedQuote } from '../core/rejectedQuote.js'
export type { RetryPolicy } from '../core/retry.js'
export { createRouteIndex, type RouteIndex } from '../core/routeIndex.js'
export {
  type Chain,
  type ChainType,
  isSignableChainType,
  type KnownChainType,
  type NativeCurrency,
  type ReceiveOnlyChainType,
} from '../core/schemas/chain.js'
export type { OpenEnum } from '../core/schemas/common.js'
export type { SkippedItem, SkippedItemKind } from '../core/schemas/items.js'
export type { ChainDeployments, Metadata } from '../core/schemas/metadata.js'
export type {
  OftDeployment,
  OftDeploymentType,
  OftList,
  OftListEntry,
  OftTransfer,
  OpenApiDocument,
} from '../core/schemas/oft.js'
export type {
  Fee,
  FeeType,
  Quote,
  RejectedQuote,
  RouteStep,
  RouteType,
} from '../core/schemas/quote.js'
export { parseQuote, type QuoteOptions, type QuoteRequest } from '../core/schemas/quote.js'
export type {
  ExecutionEvent,
  ExecutionHistoryItem,
  TransferStatus,
  TransferStatusValue,
} from '../core/schemas/status.js'
export type { Token } from '../core/schemas/token.js'
export {
  type EvmTransactionStep,
  isUnknownStep,
  type SignatureStep,
  type SolanaTransactionStep,
  type StarknetCall,
  type StarknetTransactionStep,
  type UnknownStep,
  type UserStep,
} from '../core/schemas/userStep.js'
export {
  type ChainRef,
  featuredTokens,
  isChainInScope,
  isTokenInScope,
  type ScopeSide,
  type TokenRef,
  type TransferScope,
} from '../core/scope.js'
export { isFinalStatus } from '../core/status.js'
export {
  executeSteps,
  solanaChecks,
  starknetChecks,
  webTransferLocks,
} from '../core/steps/run/index.js'
export {
  createMemoryDeploymentMemory,
  createMemoryJournal,
  createStorageDeploymentMemory,
  createStorageJournal,
  type StorageJournalOptions,
  type StorageLike,
} from '../core/steps/store/index.js'
export type {
  AllowanceOptions,
  DeploymentMemory,
  EvmBatchStatus,
  EvmCall,
  EvmExecutor,
  EvmReceipt,
  ExecuteStepsParameters,
  ExecutionResult,
  Executors,
  JournalProblem,
  LedgerApproval,
  LedgerAsset,
  LedgerBridged,
  LedgerDiverted,
  LedgerEntry,
  LedgerFee,
  LedgerHeld,
  LedgerRecorder,
  LedgerReturned,
  LedgerUnread,
  SolanaChecks,
  SolanaExecutor,
  SolanaWallet,
  StarknetChecks,
  StarknetExecutor,
  StepCheckContext,
  StepEvent,
  StepRecord,
  StepSender,
  StepState,
  StepVerifier,
  TransferJournal,
  TransferLocks,
  TransferRecord,
  TypedDataToSign,
  ValueLedger,
} from '../core/steps/types/index.js'
export {
  type SignatureVerifier,
  type SignatureVerifierInput,
  type StepRule,
  stepRules,
} from '../core/steps/types/index.js'
export {
  assertStepsSafe,
  type ChainFacts,
  ledgerArrival,
  ledgerValueLoss,
  readChainFacts,
  type StepCheck,
  type VerifyUserStepsParameters,
  type VerifyUserStepsReturnType,
  verifyUserSteps,
} from '../core/steps/verify/index.js'
export { createTokenIndex, type TokenIndex, type TokenSearchOptions } from '../core/tokenIndex.js'
export {
  defaultValueLossThresholds,
  quoteValueLoss,
  rateDrop,
  readValueLossThresholds,
  type ValueLoss,
  type ValueLossThresholds,
} from '../core/valueLoss.js'
