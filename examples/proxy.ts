// app/api/vt/[...path]/route.ts in Next.js (any fetch-handler host works: Workers, Deno, Bun, or
// Node through createNodeMiddleware): the widget's requests go through your server, which adds
// the API key on the way out, so the key never ships in a browser bundle.
import { createTransferProxy } from 'vtkit/server'

const proxy = createTransferProxy({
  upstream: process.env.VTKIT_BASE_URL ?? 'https://service.example/v1',
  apiKey: process.env.VTKIT_API_KEY,
  prefix: '/api/vt',
})

export { proxy as GET, proxy as POST }

// In the browser: no key at all, only the path of your own backend.
// <VtkitProvider config={{ baseUrl: '/api/vt' }}>
