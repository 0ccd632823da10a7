import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { useBridgeForm, useBridgeOverRun } from './useBridge/compose.js'
import { idleRun } from './useBridge/idleRun.js'
import { createRunStore } from './useBridge/runStore.js'
import type { UseBridgeParameters, UseBridgeReturnType } from './useBridge/types.js'
import { useOnDemandViews } from './useOnDemandViews.js'

/**
 * `useBridge` for the widget: the same form and checks, with the run taken from `BridgeRunHost`,
 * which loads with the views (prefetched once the browser is idle), so the card paints without
 * the engine, the status and the history. Until it is in, the run is idle (`idleRun`) and the
 * start button waits for it. `runHost` is to be rendered beside the card, wherever it is.
 */
export function useBridgeOnDemand(options: UseBridgeParameters): {
  bridge: UseBridgeReturnType
  runHost: ReactNode
} {
  const form = useBridgeForm(options)
  const [store] = useState(createRunStore)
  const run = useSyncExternalStore(store.subscribe, store.get, store.get)
  const bridge = useBridgeOverRun(options, form, run ?? idleRun(form.route))
  const { views } = useOnDemandViews(false)
  const runHost = views ? <views.BridgeRunHost store={store} options={options} form={form} /> : null
  return { bridge, runHost }
}
