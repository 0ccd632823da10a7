// Your backend: forwards the widget's requests to the service and adds the API key there,
// so the key never ships in a browser bundle. A standard fetch handler: use it as a Next.js
// route handler, a Cloudflare Worker, or behind any Node adapter.
const allowedPaths =
  /^\/(chains|tokens|metadata|quotes|build-user-steps|submit-signature|status\/[^/]+)$/

export function createTransferProxy(options: { upstream: string; apiKey: string; prefix: string }) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const path = url.pathname.slice(options.prefix.length)
    if (!url.pathname.startsWith(options.prefix) || !allowedPaths.test(path)) {
      return new Response('Not found', { status: 404 })
    }
    const post = request.method === 'POST'
    const response = await fetch(`${options.upstream}${path}${url.search}`, {
      method: post ? 'POST' : 'GET',
      headers: {
        accept: 'application/json',
        'x-api-key': options.apiKey,
        ...(post ? { 'content-type': 'application/json' } : {}),
      },
      body: post ? await request.text() : undefined,
    })
    return new Response(response.body, {
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
    })
  }
}

// In the browser: no key at all, only your own backend's address.
// const client = createClient({ baseUrl: 'https://your.app/api/vt' })
