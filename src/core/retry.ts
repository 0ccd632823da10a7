import type { RetryPolicy } from './config.js'

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
