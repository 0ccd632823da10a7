// `npm start`: the demo. By default two local EVM chains with our contracts, the simulator
// watching them, and a page with the BridgeWidget and a funded test wallet: no network and no
// configuration. With VTKIT_BASE_URL, the real service behind a key-adding proxy and the
// browser's own wallet instead (see docs/demo.md). The page is served built, as an app ships it;
// `npm run dev` serves it from the sources instead (Vite's dev server).

import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, createServer, type InlineConfig, preview } from 'vite'
import { startLocalDemo } from './demo/localDemo.js'
import { busyPortMessage } from './demo/ports.js'
import { productionDemo } from './demo/productionDemo.js'
import type { DemoSetup } from './demo/types.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 5173)
const local = !process.env.VTKIT_BASE_URL
// `npm run dev`: Vite's dev server, the kit's sources reloaded as they are edited.
const editing = process.argv.includes('--dev')
const busy = await busyPortMessage(
  [
    { port, variable: 'PORT', what: 'the demo page' },
    ...(local
      ? [
          {
            port: Number(process.env.SIMULATOR_PORT ?? 8787),
            variable: 'SIMULATOR_PORT',
            what: 'the simulator',
          },
          {
            port: Number(process.env.SOLANA_RPC_PORT ?? 8899),
            variable: 'SOLANA_RPC_PORT',
            what: 'the local Solana node',
          },
        ]
      : []),
  ],
  host,
)
if (busy) {
  console.error(busy)
  process.exit(1)
}

// Whatever fails from here on, everything already started is stopped before the one-line error.
let demo: DemoSetup | undefined
let server: { close(): Promise<void>; resolvedUrls: { local: string[] } | null } | undefined
let builtPage: string | undefined
const removeBuiltPage = () => builtPage && rm(builtPage, { recursive: true, force: true })
const fail = async (error: unknown) => {
  console.error(
    `vtkit demo could not start: ${error instanceof Error ? error.message : String(error)}`,
  )
  await Promise.allSettled([server?.close(), demo?.stop()])
  await removeBuiltPage()
  process.exit(1)
}

try {
  demo = local ? await startLocalDemo() : productionDemo(process.env)
  const config: InlineConfig = {
    configFile: false,
    root: source('../demo'),
    plugins: [react(), ...(demo.plugins ?? [])],
    define: { __VTKIT_DEMO__: JSON.stringify(demo.page) },
    resolve: {
      alias: {
        // Before `vtkit`: a language pack by its public path, `vtkit/locales/<tag>`.
        'vtkit/locales': source('../src/locales'),
        'vtkit/core': source('../src/exports/core.ts'),
        'vtkit/solana': source('../src/exports/solana.ts'),
        'vtkit/testing': source('../src/exports/testing.ts'),
        vtkit: source('../src/exports/index.ts'),
      },
    },
    logLevel: 'warn',
  }
  if (editing) {
    const dev = await createServer({ ...config, server: { host, port, strictPort: true } })
    await dev.listen()
    server = dev
  } else {
    // The page as an app ships it: built once, then each visit loads a few files, not the
    // kit's sources one by one (a fresh visit 3.5 s → 1.4 s in Chromium here).
    const outDir = await mkdtemp(join(tmpdir(), 'vtkit-demo-'))
    builtPage = outDir
    // Removed however the process ends: Vite's preview server exits on SIGTERM by itself.
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }))
    const output = {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 5_000,
    }
    await build({ ...config, build: output })
    server = await preview({ ...config, build: output, preview: { host, port, strictPort: true } })
  }
} catch (error) {
  await fail(error)
}
if (!demo || !server) process.exit(1)

console.log(`vtkit demo ready: ${server.resolvedUrls?.local[0] ?? ''}`)
for (const line of demo.describe()) console.log(line)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.allSettled([server?.close(), demo?.stop()])
  await removeBuiltPage()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
