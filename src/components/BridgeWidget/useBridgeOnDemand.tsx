import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import { holdsStoredTransfers } from '../../core/steps/store/index.js'
import type { TransferJournal } from '../../core/steps/types/index.js'
import { useBridgeForm, useBridgeOverRun } from './useBridge/compose.js'
import { idleRun } from './useBridge/idleRun.js'
import { createRunStore } from './useBridge/runStore.js'
import type { BridgeRun, UseBridgeParameters, UseBridgeReturnType } from './useBridge/types.js'
import { loadOnDemandViews, useOnDemandViews } from './useOnDemandViews.js'

// Before the browser paints, on the client; nothing on the server (no warning there either).
const useLayoutEffectOnClient = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * `useBridge` for the widget: the same form and checks, with the run taken from `BridgeRunHost`,
 * which loads with the views (prefetched once the browser is idle; at once where the browser
 * holds transfers, whose history is then followed from the start), so the card paints without
 * the engine, the status and the history. Until it is in, the run is idle (`idleRun`) and the
 * start button waits for it. `runHost` is to be rendered beside the card, wherever it is.
 */
export function useBridgeOnDemand(options: UseBridgeParameters): {
  bridge: UseBridgeReturnType
  runHost: ReactNode
} {
  const form = useBridgeForm(options)
  const [store] = useState(createRunStore)
  // Read in a layout effect, not through useSyncExternalStore (which subscribes after the paint):
  // the host reports in its own layout effect, which runs first, so a card mounted beside views
  // already loaded (a second widget, a remount) never paints the idle run.
  const [run, setRun] = useState<BridgeRun | undefined>(undefined)
  useLayoutEffectOnClient(() => {
    const read = () => setRun(store.get())
    read()
    return store.subscribe(read)
  }, [store])
  const bridge = useBridgeOverRun(options, form, run ?? idleRun(form.route))
  const { views } = useOnDemandViews(false)
  const journal = options.journal
  useEffect(() => {
    if (holdsTransfers(journal)) void loadOnDemandViews().catch(() => undefined)
  }, [journal])
  const runHost = views ? <views.BridgeRunHost store={store} options={options} form={form} /> : null
  return { bridge, runHost }
}

/** The app's journal, or the browser's storage, has transfers (their history to follow). */
function holdsTransfers(journal: TransferJournal | undefined): boolean {
  try {
    return journal ? journal.list().length > 0 : holdsStoredTransfers(globalThis.localStorage)
  } catch {
    // Storage can throw when it is disabled (private modes, sandboxed frames).
    return false
  }
}
