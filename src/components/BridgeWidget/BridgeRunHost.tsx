import { useLayoutEffect } from 'react'
import type { BridgeForm } from './useBridge/compose.js'
import type { RunStore } from './useBridge/runStore.js'
import type { UseBridgeParameters } from './useBridge/types.js'
import { useBridgeRun } from './useBridge/useBridgeRun.js'

/**
 * The widget's run (`useBridgeRun`: the execution, its checks, the status, the history), loaded
 * with the views on demand and rendered beside the card: it hands the run to the card through
 * `store` before the browser paints, and renders nothing itself.
 */
export function BridgeRunHost(props: {
  store: RunStore
  options: UseBridgeParameters
  form: BridgeForm
}) {
  const { store, options, form } = props
  const run = useBridgeRun(options, form.route, form.update, form.emit)
  useLayoutEffect(() => store.set(run))
  return null
}
