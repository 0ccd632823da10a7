// `npm start`: the demo. By default two local EVM chains with our contracts, the simulator
// watching them, and a page with the BridgeWidget and a funded test wallet: no network and no
// configuration. With VTKIT_BASE_URL, the real service behind a key-adding proxy and the
// browser's own wallet instead (see README).

import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'
import { startLocalDemo } from './demo/localDemo.js'
import { productionDemo } from './demo/productionDemo.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const demo = process.env.VTKIT_BASE_URL ? productionDemo(process.env) : await startLocalDemo()

const vite = await createServer({
  configFile: false,
  root: source('../demo'),
  plugins: [react(), ...(demo.plugins ?? [])],
  define: { __VTKIT_DEMO__: JSON.stringify(demo.page) },
  resolve: {
    alias: {
      'vtkit/core': source('../src/exports/core.ts'),
      'vtkit/testing': source('../src/exports/testing.ts'),
      vtkit: source('../src/exports/index.ts'),
    },
  },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
  },
  logLevel: 'warn',
})
await vite.listen()

console.log(`vtkit demo ready: ${vite.resolvedUrls?.local[0] ?? ''}`)
for (const line of demo.describe()) console.log(line)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.allSettled([vite.close(), demo.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
