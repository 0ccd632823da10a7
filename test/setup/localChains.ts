import type { TestProject } from 'vitest/node'
import { type LocalChain, startLocalChains } from '../chains/localChains.js'
import { createLocalSolana } from '../chains/localSolana.js'
import { startSolanaRpcServer } from '../chains/solanaRpcServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    localChains: { chains: LocalChain[]; user: `0x${string}` }
    /** A Solana node over HTTP, for tests in jsdom (where web3.js cannot run a chain). */
    localSolana: {
      rpcUrl: string
      userSecretKey: number[]
      usdc: string
      vault: string
      routeAccount: string
      toft: string
    }
  }
}

/** Starts the local chains once per test run (not per file or test), and stops them after. */
export default async function setup(project: TestProject) {
  const chains = await startLocalChains()
  const solana = createLocalSolana()
  const rpc = await startSolanaRpcServer(solana).catch(async (error: unknown) => {
    await chains.stop()
    throw error
  })
  project.provide('localChains', { chains: chains.chains, user: chains.user })
  project.provide('localSolana', {
    rpcUrl: rpc.url,
    userSecretKey: Array.from(solana.user.secretKey),
    usdc: solana.usdc,
    vault: solana.vault,
    routeAccount: solana.routeAccount,
    toft: solana.toft,
  })
  return async () => {
    await Promise.allSettled([chains.stop(), rpc.close()])
  }
}
