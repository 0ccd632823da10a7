// `npm start`: the demo. Two local EVM chains with our contracts, the simulator watching them, and a
// page with the BridgeWidget and a funded test wallet. No network and no configuration needed.

import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer, type ViteDevServer } from 'vite'
import { startSimulatorServer } from '../src/exports/testing-server.js'
import { startLocalChains } from '../test/chains/localChains.js'
import { localChainObserver, localChainsCatalog, mintOn } from '../test/chains/simulation.js'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

console.log('Starting two local chains and deploying the contracts…')
const chains = await startLocalChains()
const usdc = 1_000_000_000n // 1,000 USDC and USDT (6 decimals) on each chain, for the test wallet
for (const chain of chains.chains) {
  await mintOn(chain, chain.token, usdc, chains.user)
  await mintOn(chain, chain.zeroResetToken, usdc, chains.user)
}

// Keyless, as a dApp behind its own proxy: the key would live server-side.
const simulator = await startSimulatorServer({
  catalog: localChainsCatalog(chains.chains),
  chainObserver: localChainObserver(chains.chains),
  apiKeys: null,
  port: Number(process.env.SIMULATOR_PORT ?? 8787),
})

const demo = {
  baseUrl: simulator.baseUrl,
  metadataUrl: simulator.metadataUrl,
  wallet: chains.user,
  chains: chains.chains.map(({ chainKey, chainId, rpcUrl, token, zeroResetToken }) => ({
    chainKey,
    chainId,
    rpcUrl,
    token,
    zeroResetToken,
  })),
}

// The test wallet panel's "hostile quote": the next /quotes answer's first route sends its first
// step to a stranger, which the widget must refuse before the wallet sees it.
const demoControls = {
  name: 'vtkit-demo-controls',
  configureServer(server: ViteDevServer) {
    server.middlewares.use('/__demo/hostile-quote', (_request, response) => {
      simulator.simulator.faults.inject({
        path: '/quotes',
        times: 1,
        fault: {
          type: 'malform',
          path: 'quotes.0.userSteps.0.transaction.encoded.to',
          value: '0x000000000000000000000000000000000000dEaD',
        },
      })
      response.end('armed')
    })
  },
}

const vite = await createServer({
  configFile: false,
  root: source('../demo'),
  plugins: [react(), demoControls],
  define: { __VTKIT_DEMO__: JSON.stringify(demo) },
  resolve: {
    alias: {
      'vtkit/core': source('../src/exports/core.ts'),
      'vtkit/testing': source('../src/exports/testing.ts'),
      vtkit: source('../src/exports/index.ts'),
    },
  },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
  logLevel: 'warn',
})
await vite.listen()
const url = vite.resolvedUrls?.local[0] ?? ''

console.log(`vtkit demo ready: ${url}`)
console.log(`  simulator (value transfer)  ${simulator.baseUrl}`)
console.log(`  simulator (OFT metadata)    ${simulator.metadataUrl}`)
for (const chain of chains.chains)
  console.log(`  local chain ${chain.chainKey.padEnd(9)} id ${chain.chainId}  ${chain.rpcUrl}`)
console.log(`  test wallet ${chains.user}: 10,000 ETH, 1,000 USDC and 1,000 USDT on each chain`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.allSettled([vite.close(), simulator.close(), chains.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
