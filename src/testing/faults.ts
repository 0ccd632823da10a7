export type Fault =
  /** Delay the answer (the request's abort still ends it). */
  | { type: 'latency'; ms: number }
  /** Answer with this status (5xx by default body `{ "message": "..." }`). */
  | { type: 'status'; status: number; body?: string; retryAfter?: string }
  /** HTTP 429 with an optional `Retry-After` header value (seconds or an HTTP date). */
  | { type: 'rateLimit'; retryAfter?: string }
  /** The connection drops before any answer (a network error for the client). */
  | { type: 'drop' }
  /** The real body, cut in half. */
  | { type: 'truncate' }
  /** A body that is not JSON (a proxy's HTML error page), with status 200. */
  | { type: 'nonJson' }
  /** Replace the raw body text, keeping the real status unless one is given. */
  | { type: 'body'; body: string; status?: number }
  /** Set (or, with `value: undefined`, delete) one field of the real JSON body: `path` like `quotes.0.id`. */
  | { type: 'malform'; path: string; value: unknown | ((requestNumber: number) => unknown) }

export type FaultRule = {
  /** `transfer` (the value transfer service) or `oft`; both when absent. */
  service?: 'transfer' | 'oft'
  method?: string
  /** Matched against the path under the service's `/v1`, e.g. `/quotes` or /^\/status\//. */
  path?: string | RegExp
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number
  fault: Fault
}

type ActiveRule = FaultRule & { hits: number }

export type FaultController = {
  inject(rule: FaultRule): () => void
  clear(): void
  /** The faults for one request, in the order injected, counting their use. */
  take(service: 'transfer' | 'oft', method: string, path: string): { fault: Fault; hit: number }[]
}

export function createFaultController(): FaultController {
  let rules: ActiveRule[] = []
  const matches = (rule: ActiveRule, service: string, method: string, path: string) =>
    (rule.service === undefined || rule.service === service) &&
    (rule.method === undefined || rule.method.toUpperCase() === method) &&
    (rule.path === undefined ||
      (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path))) &&
    (rule.times === undefined || rule.hits < rule.times)
  return {
    inject(rule) {
      const active: ActiveRule = { ...rule, hits: 0 }
      rules.push(active)
      return () => {
        rules = rules.filter((item) => item !== active)
      }
    },
    clear() {
      rules = []
    },
    take(service, method, path) {
      const taken: { fault: Fault; hit: number }[] = []
      for (const rule of rules) {
        if (!matches(rule, service, method, path)) continue
        rule.hits++
        taken.push({ fault: rule.fault, hit: rule.hits })
      }
      return taken
    },
  }
}

/** Sets or deletes a field at a dotted path (`quotes.0.userSteps.1.transaction`) of parsed JSON. */
export function setAtPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop()
  let node: unknown = target
  for (const key of keys) {
    if (typeof node !== 'object' || node === null) return
    node = (node as Record<string, unknown>)[key]
  }
  if (typeof node !== 'object' || node === null || last === undefined) return
  if (value === undefined) delete (node as Record<string, unknown>)[last]
  else (node as Record<string, unknown>)[last] = value
}
