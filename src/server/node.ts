import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

type FetchHandler = (request: Request) => Promise<Response>

/**
 * A fetch handler as Node middleware (`http.createServer`, Express, Connect, Vite's dev server):
 * requests under `prefix` go to the handler; others to `next` (or a 404 without one).
 */
export function createNodeMiddleware(handler: FetchHandler, prefix = '/') {
  return async (request: IncomingMessage, response: ServerResponse, next?: () => void) => {
    const path = request.url ?? '/'
    if (!path.startsWith(prefix)) {
      if (next) return next()
      response.writeHead(404).end()
      return
    }
    const host = request.headers.host ?? 'localhost'
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) headers.set(name, value.join(', '))
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    const answer = await handler(
      new Request(`http://${host}${path}`, {
        method: request.method ?? 'GET',
        headers,
        ...(hasBody
          ? { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: 'half' }
          : {}),
      } as RequestInit),
    )
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    if (answer.body) {
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>)
        response.write(chunk)
    }
    response.end()
  }
}
