type FetchHandler = (request: Request) => Promise<Response>

/** What the middleware reads of a Node request (`http.IncomingMessage`), so no Node types are needed. */
export type NodeRequest = AsyncIterable<Uint8Array> & {
  url?: string | undefined
  method?: string | undefined
  headers: Record<string, string | string[] | undefined>
}

/** What it writes to a Node response (`http.ServerResponse`). */
export type NodeResponse = {
  writeHead(status: number, headers: Record<string, string>): unknown
  write(chunk: Uint8Array): unknown
  end(): unknown
}

/**
 * A fetch handler as Node middleware (`http.createServer`, Express, Connect, Vite's dev server):
 * requests under `prefix` go to the handler; others to `next` (or a 404 without one).
 */
export function createNodeMiddleware(handler: FetchHandler, prefix = '/') {
  return async (request: NodeRequest, response: NodeResponse, next?: () => void) => {
    const path = request.url ?? '/'
    if (!path.startsWith(prefix)) {
      if (next) return next()
      response.writeHead(404, {})
      response.end()
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) headers.set(name, value.join(', '))
    }
    const method = request.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const answer = await handler(
      new Request(`http://${headers.get('host') ?? 'localhost'}${path}`, {
        method,
        headers,
        ...(hasBody ? { body: streamOf(request), duplex: 'half' } : {}),
      } as RequestInit),
    )
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    if (answer.body) {
      const reader = answer.body.getReader()
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        response.write(chunk.value)
    }
    response.end()
  }
}

/** The request body as a web stream, read only as fast as the handler asks (its size limit holds). */
function streamOf(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
