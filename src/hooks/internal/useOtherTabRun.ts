import { useEffect, useRef } from 'react'
import { webTransferLocks } from '../../core/steps/run/index.js'
import { listen, type TransferNews } from './transferChannel.js'

/**
 * While another tab of the browser drives this transfer (`watching`): what it says of it goes to
 * `onNews` (its record, the step under way), and once it lets the transfer go, `onReleased` is
 * told how its run ended: `submitted`, `paused` for the user, or undefined when its page closed
 * in the middle of it.
 */
export function useOtherTabRun(
  runId: string | undefined,
  watching: boolean,
  onNews: (news: TransferNews) => void,
  onReleased: (ended: TransferNews['ended']) => void,
): void {
  const latest = useRef({ onNews, onReleased })
  latest.current = { onNews, onReleased }
  useEffect(() => {
    const locks = webTransferLocks()
    if (!watching || !runId || !locks) return
    let ended: TransferNews['ended']
    const stop = listen(runId, (news) => {
      ended = news.ended ?? ended
      latest.current.onNews(news)
    })
    const controller = new AbortController()
    locks
      .released(runId, controller.signal)
      // Its last news is sent before it lets go, by another road: a moment to hear it.
      .then(() => new Promise((resolve) => setTimeout(resolve, 250)))
      .then(() => {
        if (!controller.signal.aborted) latest.current.onReleased(ended)
      })
      .catch(() => {
        // Aborted: the transfer is no longer watched here.
      })
    return () => {
      stop()
      controller.abort()
    }
  }, [runId, watching])
}
