export type RetryPolicy = {
  /** Further attempts after the first. Default 3. */
  retries: number
  /** First backoff delay; doubles each attempt, with jitter. Default 300 ms. */
  baseDelayMs: number
  /** Ceiling of one backoff delay. Default 5 s. */
  maxDelayMs: number
  /** A `Retry-After` longer than this is not waited for: the `RateLimitError` is thrown. Default 30 s. */
  maxRetryAfterMs: number
}

/** Exponential backoff with "equal jitter": half fixed, half random, so clients spread out. */
export function backoffDelay(
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt)
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
