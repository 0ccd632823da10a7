import { type Fault, setAtPath } from './faults.js'
import { SimulatedNetworkError } from './simulatorTypes.js'

export type Reply = { status: number; body: unknown; headers?: Record<string, string> }

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'retry-after',
}

// How the simulator answers: faults before and after the reply, JSON, waits, lenient decoding.

export function earlyFault(fault: Fault): Response {
  if (fault.type === 'drop') throw new SimulatedNetworkError('connection dropped (injected fault)')
  if (fault.type === 'rateLimit') {
    // Production's 429s come with an empty body.
    return new Response(null, {
      status: 429,
      headers: {
        ...corsHeaders,
        ...(fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter }),
      },
    })
  }
  if (fault.type !== 'status') throw new TypeError(`not an early fault: ${fault.type}`)
  return new Response(fault.body ?? JSON.stringify({ message: `Injected HTTP ${fault.status}` }), {
    status: fault.status,
    headers: {
      ...corsHeaders,
      'content-type': 'application/json',
      ...(fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter }),
    },
  })
}

export function respond(reply: Reply, taken: { fault: Fault; hit: number }[]): Response {
  let status = reply.status
  let text: string | undefined
  const body = structuredClone(reply.body)
  for (const { fault, hit } of taken) {
    if (fault.type === 'malform')
      setAtPath(
        body,
        fault.path,
        typeof fault.value === 'function' ? fault.value(hit) : fault.value,
      )
  }
  for (const { fault } of taken) {
    if (fault.type === 'body') {
      text = fault.body
      status = fault.status ?? status
    } else if (fault.type === 'nonJson') {
      text = '<html><body><h1>502 Bad Gateway</h1></body></html>'
    } else if (fault.type === 'truncate') {
      const full = JSON.stringify(body)
      text = full.slice(0, Math.floor(full.length / 2))
    }
  }
  return new Response(text ?? (body === undefined ? null : JSON.stringify(body)), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json', ...reply.headers },
  })
}

export function json(reply: Reply): Response {
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status,
    headers: { ...corsHeaders, 'content-type': 'application/json', ...reply.headers },
  })
}

export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export function safeAtob(text: string): string {
  try {
    return atob(text)
  } catch {
    return ''
  }
}

/** The services' error body: `{ error: { status, message, issues } }`. */
export const errorReply = (
  status: number,
  message: string,
  issues: string[] = [],
  code = status === 400 ? 4000 : status,
): Reply => ({
  status,
  body: {
    error: {
      status: code,
      message,
      ...(issues.length > 0 ? { issues: issues.map((text) => ({ message: text })) } : {}),
    },
  },
})
