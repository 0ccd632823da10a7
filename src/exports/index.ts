// vtkit: the React layer. Provider, hooks and components, the executors for wagmi and viem, and the
// TanStack Query option builders and keys behind the hooks, for prefetching on a server or invalidating.

export {
  type BridgeEvent,
  type BridgeEventType,
  type BridgeValues,
  BridgeWidget,
  type BridgeWidgetProps,
  type UseBridgeOptions,
  type UseBridgeParameters,
  type UseBridgeReturnType,
  useBridge,
} from '../components/BridgeWidget/index.js'
export { LedgerLines, type LedgerLinesProps } from '../components/LedgerLines.js'
export {
  OftTransfer,
  type OftTransferProps,
  type OftTransferRootProps,
  type OftTransferValues,
} from '../components/OftTransfer/index.js'
export {
  QuoteCard,
  type QuoteCardExpiryProps,
  type QuoteCardProps,
  type QuoteCardRootProps,
  type QuotedPair,
  type QuoteListProps,
} from '../components/QuoteCard/index.js'
export {
  StatusTimeline,
  type StatusTimelineProps,
  type StatusTimelineRootProps,
} from '../components/StatusTimeline/index.js'
export {
  type StepExecution,
  StepRunner,
  type StepRunnerProps,
  type StepRunnerRootProps,
} from '../components/StepRunner/index.js'
export { isSafeLogoUrl, TokenLogo, type TokenLogoProps } from '../components/TokenLogo.js'
export {
  type PickerBalances,
  type PickerSearch,
  TokenPicker,
  type TokenPickerBodyProps,
  type TokenPickerContentProps,
  type TokenPickerProps,
  type TokenPickerRootProps,
  type TokenPickerTriggerProps,
  type TokenSelection,
} from '../components/TokenPicker/index.js'
export {
  applyTheme,
  type Theme,
  themeKeys,
  themeVariableName,
  themeVariables,
} from '../components/theme.js'
export { type ThemePreset, themePresets } from '../components/themePresets.js'
export { type ThemeToCssOptions, themeToCss } from '../components/themeToCss.js'
export type { UiProps } from '../components/ui.js'
export { type CreateViemEvmExecutorParameters, createViemEvmExecutor } from '../executors/viem.js'
export { createWagmiEvmExecutor } from '../executors/wagmi.js'
export { useVtkitClient } from '../hooks/context.js'
export { ProviderNotFoundError } from '../hooks/errors.js'
export type { QueryParameter } from '../hooks/types.js'
export {
  type UseChainsParameters,
  type UseChainsReturnType,
  useChains,
} from '../hooks/useChains.js'
export { useDebouncedValue } from '../hooks/useDebouncedValue.js'
export {
  type UseExecuteOftTransferParameters,
  type UseExecuteOftTransferReturnType,
  useExecuteOftTransfer,
} from '../hooks/useExecuteOftTransfer.js'
export {
  type ExecutionPhase,
  type UseExecuteStepsParameters,
  type UseExecuteStepsReturnType,
  useExecuteSteps,
} from '../hooks/useExecuteSteps.js'
export {
  type UseMetadataParameters,
  type UseMetadataReturnType,
  useMetadata,
} from '../hooks/useMetadata.js'
export { useNow } from '../hooks/useNow.js'
export {
  type OftDeliveryState,
  type UseOftDeliveryParameters,
  useOftDelivery,
} from '../hooks/useOftDelivery.js'
export {
  type OftCatalog,
  type OftDeploymentOf,
  type UseOftListParameters,
  type UseOftListReturnType,
  useOftList,
} from '../hooks/useOftList.js'
export {
  type OftAmountCheck,
  type UseOftTransferParameters,
  type UseOftTransferReturnType,
  useOftTransfer,
} from '../hooks/useOftTransfer.js'
export {
  cheapestQuote,
  type UseQuoteCountdownReturnType,
  type UseQuoteParameters,
  type UseQuoteReturnType,
  useQuote,
  useQuoteCountdown,
} from '../hooks/useQuote.js'
export {
  type UseRoutesParameters,
  type UseRoutesReturnType,
  useRoutes,
} from '../hooks/useRoutes.js'
export {
  type UseTokensParameters,
  type UseTokensReturnType,
  useTokens,
} from '../hooks/useTokens.js'
export {
  type TransferHistoryItem,
  type UseTransferHistoryParameters,
  type UseTransferHistoryReturnType,
  useTransferHistory,
} from '../hooks/useTransferHistory.js'
export {
  defaultStatusPolling,
  type StatusPolling,
  type TransferPhase,
  type UseTransferStatusParameters,
  type UseTransferStatusReturnType,
  useTransferStatus,
} from '../hooks/useTransferStatus.js'
export { VtkitProvider, type VtkitProviderProps } from '../hooks/VtkitProvider.js'
export { defaultMessages, type Messages } from '../locales/en/messages.js'
export { type OftMessages, oftDefaultMessages } from '../locales/en/oftMessages.js'
export { formatMessage } from '../locales/format.js'
export {
  type BuildOftTransferQueryKey,
  buildOftTransferQueryKey,
  buildOftTransferQueryOptions,
} from '../query/buildOftTransfer.js'
export {
  type GetChainsQueryKey,
  getChainsQueryKey,
  getChainsQueryOptions,
} from '../query/getChains.js'
export {
  type GetMetadataQueryKey,
  getMetadataQueryKey,
  getMetadataQueryOptions,
} from '../query/getMetadata.js'
export {
  type GetQuotesQueryKey,
  getQuotesQueryKey,
  getQuotesQueryOptions,
} from '../query/getQuotes.js'
export {
  type GetRoutesParameters,
  type GetRoutesQueryKey,
  getRoutesQueryKey,
  getRoutesQueryOptions,
} from '../query/getRoutes.js'
export {
  type GetStatusParameters,
  type GetStatusQueryKey,
  getStatusQueryKey,
  getStatusQueryOptions,
} from '../query/getStatus.js'
export {
  type GetTokensQueryKey,
  getTokensQueryKey,
  getTokensQueryOptions,
} from '../query/getTokens.js'
export { type ListOftsQueryKey, listOftsQueryKey, listOftsQueryOptions } from '../query/listOfts.js'
