// The demo against the embedded simulator: two local chains with our contracts, a funded test
// wallet, and the simulator watching the chains. No network and no configuration.

import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { startSimulatorServer } from '../../src/exports/testing-server.js'
import { LOCAL_ENS_NAMES, startLocalChains } from '../../test/chains/localChains.js'
import { associatedTokenAddress, createLocalSolana } from '../../test/chains/localSolana.js'
import {
  localChainObserver,
  localChainsCatalog,
  localSolanaObserver,
  mintOn,
  observerByChain,
  startOftRelayer,
} from '../../test/chains/simulation.js'
import { startSolanaRpcServer } from '../../test/chains/solanaRpcServer.js'
import type { DemoSetup } from './types.js'

export async function startLocalDemo(): Promise<DemoSetup> {
  console.log('Starting two local chains and deploying the contracts…')
  const chains = await startLocalChains()
  const solana = createLocalSolana()
  let simulator: Awaited<ReturnType<typeof startSimulatorServer>>
  let solanaRpc: Awaited<ReturnType<typeof startSolanaRpcServer>> | undefined
  try {
    solanaRpc = await startSolanaRpcServer(solana, {
      port: Number(process.env.SOLANA_RPC_PORT ?? 8899),
    })
    const usdc = 1_000_000_000n // 1,000 USDC and USDT (6 decimals) on each chain, for the test wallet
    for (const chain of chains.chains) {
      await mintOn(chain, chain.token, usdc, chains.user)
      await mintOn(chain, chain.zeroResetToken, usdc, chains.user)
      // TOFT where it is native (behind its adapter): what the OFT page sends.
      if (chain.oft.type === 'OFT_ADAPTER')
        await mintOn(chain, chain.oft.innerToken, 1_000n * 10n ** 18n, chains.user)
    }
    // Keyless, as a dApp behind its own proxy: the key would live server-side.
    simulator = await startSimulatorServer({
      catalog: localChainsCatalog(chains.chains, solana),
      chainObserver: observerByChain([
        {
          chainKeys: chains.chains.map((chain) => chain.chainKey),
          observer: localChainObserver(chains.chains),
        },
        { chainKeys: ['solana'], observer: localSolanaObserver(solana) },
      ]),
      recentBlockhash: () => solana.latestBlockhash(),
      // In transit for a while, so that a transfer shows its way (0 in the tests' demo).
      deliveryDelayMs: Number(process.env.VTKIT_DEMO_DELIVERY_MS ?? 20_000),
      solanaTokenAccount: (owner, mint) => associatedTokenAddress(owner, mint),
      apiKeys: null,
      oftApiKeys: null,
      port: Number(process.env.SIMULATOR_PORT ?? 8787),
    })
  } catch (error) {
    // No Hardhat node or RPC server outlives a failed start.
    await Promise.allSettled([chains.stop(), solanaRpc?.close()])
    throw error
  }
  const solanaRpcUrl = solanaRpc.url
  // LayerZero's part for the demo's OFT sends: each is delivered on its destination.
  const stopRelayer = startOftRelayer(chains.chains, simulator.simulator.catalog, solana)

  // The test wallet panel's "hostile quote": the next /quotes answer's first route sends its
  // first step to a stranger, which the widget must refuse before the wallet sees it.
  const controls: Plugin = {
    name: 'vtkit-demo-controls',
    configureServer: (server: ViteDevServer) => addControls(server),
    configurePreviewServer: (server: PreviewServer) => addControls(server),
  }
  function addControls(server: ViteDevServer | PreviewServer) {
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
    // The Solana test wallet's "keep the wallet open too long": every blockhash handed out
    // so far expires, as a minute passing would do.
    server.middlewares.use('/__demo/solana/expire-blockhashes', (_request, response) => {
      solana.expireBlockhashes()
      response.end('expired')
    })
  }

  return {
    page: {
      mode: 'local',
      baseUrl: simulator.baseUrl,
      metadataUrl: simulator.metadataUrl,
      endpointIds: simulator.simulator.catalog.endpointIds,
      cctpDomains: simulator.simulator.catalog.cctpDomains,
      trustedDeployments: simulator.simulator.catalog.trustedDeployments,
      wallet: chains.user,
      // What the page needs of each chain (the rest stays on the server side).
      chains: chains.chains.map((chain) => ({
        chainKey: chain.chainKey,
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        token: chain.token,
        zeroResetToken: chain.zeroResetToken,
        batchCallsAccount: chain.batchCallsAccount,
        ensUniversalResolver: chain.ensUniversalResolver,
      })),
      solana: {
        rpcUrl: solanaRpcUrl,
        // The local test keypair (no value anywhere else): the page's test wallet signs with it.
        secretKey: Array.from(solana.user.secretKey),
        usdc: solana.usdc,
      },
    },
    plugins: [controls],
    describe: () => [
      `  simulator (value transfer)  ${simulator.baseUrl}`,
      `  simulator (OFT metadata)    ${simulator.metadataUrl}`,
      ...chains.chains.map(
        (chain) => `  local chain ${chain.chainKey.padEnd(9)} id ${chain.chainId}  ${chain.rpcUrl}`,
      ),
      `  local Solana (litesvm)      ${solanaRpcUrl}`,
      `  test wallet ${chains.user}: 10,000 ETH, 1,000 USDC and 1,000 USDT on each chain, 1,000 TOFT on Ethereum`,
      `  Solana test wallet ${solana.user.publicKey.toBase58()}: 100 SOL, 1,000 USDC`,
      `  ENS names on the local Ethereum: ${Object.values(LOCAL_ENS_NAMES)
        .map((entry) => entry.name)
        .join(', ')}`,
    ],
    stop: async () => {
      stopRelayer()
      await Promise.allSettled([simulator.close(), chains.stop(), solanaRpc?.close()])
    },
  }
}
