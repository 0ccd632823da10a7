type FetchHandler = (request: Request) => Promise<Response>

/** What the middleware reads of a Node request (`http.IncomingMessage`), so no Node types are needed. */
export type NodeRequest = AsyncIterable<Uint8Array> & {
  url?: string | undefined
  /** Express keeps the full path here when the middleware is mounted under a path. */
  originalUrl?: string | undefined
  method?: string | undefined
  headers: Record<string, string | string[] | undefined>
}

/** What it writes to a Node response (`http.ServerResponse`). */
export type NodeResponse = {
  writeHead(status: number, headers: Record<string, string>): unknown
  end(body?: Uint8Array): unknown
  headersSent?: boolean
  destroy?(): unknown
}

/**
 * A fetch handler as Node middleware (`http.createServer`, Express, Connect, Vite's dev server):
 * requests under `prefix` (`'/api/vt/'`) go to the handler; others to `next` (or a 404 without
 * one). The request's URL is built on a fixed base, never from its Host header, and a failure
 * anywhere answers 500 (or drops the connection) instead of crashing the server.
 */
export function createNodeMiddleware(handler: FetchHandler, prefix: string) {
  return async (request: NodeRequest, response: NodeResponse, next?: () => void) => {
    const path = request.originalUrl ?? request.url ?? '/'
    if (!path.startsWith(prefix)) {
      if (next) return next()
      response.writeHead(404, {})
      response.end()
      return
    }
    try {
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value)
        else if (Array.isArray(value)) headers.set(name, value.join(', '))
      }
      const method = request.method ?? 'GET'
      const hasBody = method !== 'GET' && method !== 'HEAD'
      const answer = await handler(
        new Request(new URL(path.startsWith('/') ? path : '/', 'http://localhost'), {
          method,
          headers,
          ...(hasBody ? { body: streamOf(request), duplex: 'half' } : {}),
        } as RequestInit),
      )
      // The proxy's answers are small JSON: read whole, written once.
      const body = new Uint8Array(await answer.arrayBuffer())
      response.writeHead(answer.status, Object.fromEntries(answer.headers))
      response.end(body)
    } catch {
      if (response.headersSent) response.destroy?.()
      else {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(new TextEncoder().encode('{"error":"Proxy failure"}'))
      }
    }
  }
}

/** The request body as a web stream, read only as fast as the handler asks (its size limit holds). */
function streamOf(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
