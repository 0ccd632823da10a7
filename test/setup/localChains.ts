import type { TestProject } from 'vitest/node'
import { type LocalChain, startLocalChains } from '../chains/localChains.js'

declare module 'vitest' {
  export interface ProvidedContext {
    localChains: { chains: LocalChain[]; user: `0x${string}` }
  }
}

/** Starts the local EVM chains once per test run (not per file or test), and stops them after. */
export default async function setup(project: TestProject) {
  const chains = await startLocalChains()
  project.provide('localChains', { chains: chains.chains, user: chains.user })
  return () => chains.stop()
}
