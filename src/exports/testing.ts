// vtkit/testing: a deterministic simulator of both services, for tests, Storybook and demos.
// Its HTTP server is in `vtkit/testing/server` (Node), its MSW handlers in `vtkit/testing/msw`.

export { generateCatalog } from '../testing/catalog.js'
export type {
  Catalog,
  CatalogOptions,
  ChainInfo,
  ChainOverride,
  Deployments,
  Route,
  RouteContracts,
  TokenInfo,
} from '../testing/catalogTypes.js'
export type { ChainObserver } from '../testing/chainObserver.js'
export { type Clock, createManualClock, type ManualClock, systemClock } from '../testing/clock.js'
export { selectors } from '../testing/evmCalls.js'
export type { Fault, FaultController, FaultRule } from '../testing/faults.js'
export { findRoute, type RouteQuery } from '../testing/findRoute.js'
export {
  createLocalTestWallet,
  type LocalTestWallet,
  type LocalWalletChain,
  type PromptMethod,
  promptMethods,
} from '../testing/localWallet.js'
export type { ExpiresAtForm, StoredQuote } from '../testing/quotes.js'
export {
  type RouteNames,
  routeTypeName,
  type SimRouteKind,
  simRouteKind,
} from '../testing/routeNames.js'
export { createSimulator } from '../testing/simulator.js'
export {
  type RecordedRequest,
  SimulatedNetworkError,
  type Simulator,
  type SimulatorOptions,
} from '../testing/simulatorTypes.js'
export { defaultStatusTimeline, type StatusTimeline } from '../testing/transfers.js'
