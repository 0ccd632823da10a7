import { type ReactNode, useEffect, useState } from 'react'
import { NetworkError } from '../../core/errors.js'
import { whenIdle } from '../../hooks/internal/whenIdle.js'
import type { Messages } from '../../locales/en/messages.js'
import { useLocaleTexts } from '../localeTexts.js'
import { LoadError } from '../TokenPicker/listParts.js'

export type OnDemandViews = typeof import('./onDemandViews.js')

let loaded: OnDemandViews | undefined
let loading: Promise<OnDemandViews> | undefined

/**
 * The card's views beyond its first paint, loaded once; a failed load (a lost connection) is a
 * `NetworkError`, and the next call tries again.
 */
export function loadOnDemandViews(): Promise<OnDemandViews> {
  loading ??= import('./onDemandViews.js').then(
    (views) => {
      loaded = views
      return views
    },
    (cause: unknown) => {
      loading = undefined
      throw new NetworkError({
        url: 'vtkit/components/BridgeWidget/onDemandViews.js',
        details: 'the progress, history and picker views could not be loaded',
        cause,
      })
    },
  )
  return loading
}

/** Loads the views once the browser is idle, so that the first click finds them ready. */
export function usePrefetchedViews(): void {
  useEffect(() => whenIdle(() => void loadOnDemandViews().catch(() => undefined)), [])
}

/**
 * Renders `children` with the views, at once when they are loaded (the usual case: they were
 * prefetched), else once they are, with "Loading…" meanwhile and a retry if the load fails.
 */
export function WithViews(props: {
  messages: Messages
  locale?: string | undefined
  children: (views: OnDemandViews) => ReactNode
}) {
  const texts = useLocaleTexts(props.locale)
  const [views, setViews] = useState(loaded)
  const [error, setError] = useState<NetworkError>()
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (views) return
    let current = true
    loadOnDemandViews().then(
      (next) => current && setViews(next),
      // `loadOnDemandViews` rejects with a NetworkError only.
      (cause: NetworkError) => current && setError(cause),
    )
    return () => {
      current = false
    }
  }, [views, attempt])
  if (views) return <>{props.children(views)}</>
  if (error)
    return (
      <LoadError
        message={texts.error(error)}
        retry={() => {
          setError(undefined)
          setAttempt((n) => n + 1)
        }}
        messages={props.messages}
      />
    )
  return (
    <p className="vtkit-muted vtkit-views-loading" role="status">
      {props.messages.loading}
    </p>
  )
}
