/** Runs `task` once the browser is idle (within 5 s), or after a second where it cannot say. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5_000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 1_000)
  return () => clearTimeout(timer)
}
