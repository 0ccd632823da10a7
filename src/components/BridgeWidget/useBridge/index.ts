import { useBridgeForm, useBridgeOverRun } from './compose.js'
import type { UseBridgeParameters, UseBridgeReturnType } from './types.js'
import { useBridgeRun } from './useBridgeRun.js'

/**
 * Everything `BridgeWidget` does, without its markup: the values and their setter, the quotes and
 * the route that may run, the balances and the funds check, the one next action, the run (start,
 * resume, start over) and the history. A layout of one's own renders from it; `BridgeWidget` is
 * one such layout (which loads the run once the browser is idle). Composed of four hooks, each
 * with one job: the values (no network), the route (quotes and balances), the run (execution and
 * history) and the checks before the wallet.
 */
export function useBridge(options: UseBridgeParameters = {}): UseBridgeReturnType {
  const form = useBridgeForm(options)
  const run = useBridgeRun(options, form.route, form.update, form.emit)
  return useBridgeOverRun(options, form, run)
}
