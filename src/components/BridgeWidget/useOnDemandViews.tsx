import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import { NetworkError } from '../../core/errors.js'
import { whenIdle } from '../../hooks/internal/whenIdle.js'
import type { CardMessages } from '../../locales/en/messages.js'
import { LoadError } from '../TokenPicker/listParts.js'

export type OnDemandViews = typeof import('./onDemandViews.js')

/** Where the views are: loaded, loading (again, after a failure kept on screen), or failed. */
export type OnDemandViewsState = {
  views?: OnDemandViews | undefined
  error?: NetworkError | undefined
  loading: boolean
}

// One state for the page, as the module is one: every view waiting for it shows the same, and a
// retry from any of them brings them all.
let state: OnDemandViewsState = { loading: false }
const notLoaded: OnDemandViewsState = { loading: false }
const listeners = new Set<() => void>()
let loading: Promise<OnDemandViews> | undefined

function setState(next: OnDemandViewsState) {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The card's views beyond its first paint, loaded once; a failed load (a lost connection, a page
 * whose files were replaced by a new deploy) is a `NetworkError`, and the next call tries again.
 */
export function loadOnDemandViews(): Promise<OnDemandViews> {
  if (state.views) return Promise.resolve(state.views)
  loading ??= (() => {
    setState({ ...state, loading: true })
    return import('./onDemandViews.js').then(
      (views) => {
        setState({ views, loading: false })
        return views
      },
      (cause: unknown) => {
        loading = undefined
        const error = new NetworkError({
          url: 'vtkit/components/BridgeWidget/onDemandViews.js',
          details:
            'the views shown after the first paint (progress, history, lists, checks) could not be loaded',
          cause,
        })
        setState({ error, loading: false })
        throw error
      },
    )
  })()
  return loading
}

/** Loads the views once the browser is idle, so that the first click finds them ready. */
export function usePrefetchedViews(): void {
  useEffect(() => whenIdle(() => void loadOnDemandViews().catch(() => undefined)), [])
}

/**
 * The views' state, loading them now if `load` and nothing has yet (a view is asked for, or a
 * route is ready to start, before the idle prefetch). On the server, and while a page hydrates,
 * not loaded: what the server rendered is what the page first shows.
 */
export function useOnDemandViews(load = true): OnDemandViewsState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => notLoaded,
  )
  const idle = load && !current.views && !current.error && !current.loading
  useEffect(() => {
    if (idle) void loadOnDemandViews().catch(() => undefined)
  }, [idle])
  return current
}

/**
 * Renders `children` with the views, at once when they are loaded (the usual case: they were
 * prefetched), else once they are, with "Loading…" meanwhile; if the load fails, what happened
 * and "Try again", kept on screen (and its button focused) while it tries.
 */
export function WithViews(props: {
  messages: CardMessages
  children: (views: OnDemandViews) => ReactNode
}) {
  const { views, error, loading } = useOnDemandViews()
  if (views) return <>{props.children(views)}</>
  if (error)
    return (
      <div className="vtkit-views-loading" aria-busy={loading}>
        <LoadError
          message={props.messages.viewsUnavailable}
          retry={() => {
            if (!loading) void loadOnDemandViews().catch(() => undefined)
          }}
          messages={props.messages}
        />
      </div>
    )
  return (
    <p className="vtkit-muted vtkit-views-loading" role="status">
      {props.messages.loading}
    </p>
  )
}
