// What the card shows only after its first paint, in one module loaded on demand
// (`useOnDemandViews`, prefetched once the browser is idle): the run itself (`BridgeRunHost`: the
// execution, the status, the history), a running transfer's progress, the
// history, the picker's lists and the settings' fields (their dialogs open on a click), the
// route's fees and other routes (folded until a click), what the checks found and what must be
// accepted before a start (said once a route is checked).
//
// It also carries the step checks and runner core loads on demand: a bundler then keeps one chunk
// for both, where two lazy chunks reading the same core modules would split those into a third
// chunk the page loads as well.

export * from '../../core/steps/run/onDemand.js'
export { Fees as QuoteFees } from '../QuoteCard/Fees.js'
export { List as QuoteList } from '../QuoteCard/QuoteList.js'
export { Findings } from '../StepRunner/Findings.js'
export { ChainList } from '../TokenPicker/ChainList.js'
export { TokenList } from '../TokenPicker/TokenList.js'
export { BridgeRunHost } from './BridgeRunHost.js'
export { HistoryList } from './HistoryList.js'
export { RouteAction } from './RouteAction.js'
export { SettingsFields } from './SettingsFields.js'
export { TransferProgress } from './TransferProgress.js'
export { LossConfirm, RateConfirm, RecipientConfirm } from './ValueConfirms.js'
