import { afterAll, afterEach, beforeAll } from 'vitest'
import { type ClientConfig, createClient } from '../../src/exports/core.js'
import { generateCatalog } from '../../src/exports/testing.js'
import {
  type SimulatorServer,
  type StartSimulatorServerOptions,
  startSimulatorServer,
} from '../../src/exports/testing-server.js'

/** One catalog for every test file of a worker: generating it is the costly part. */
export const sharedCatalog = generateCatalog({ seed: 1 })

export const API_KEY = 'sim-api-key'
export const OFT_API_KEY = 'sim-oft-key'

/**
 * Starts a simulator server for this file (once), and after each test forgets its faults,
 * requests, quotes and transfers. Returns a getter, valid inside tests.
 */
export function withSimulatorServer(
  options: StartSimulatorServerOptions = {},
): () => SimulatorServer {
  let server: SimulatorServer | undefined
  beforeAll(async () => {
    server = await startSimulatorServer({ catalog: sharedCatalog, ...options })
  })
  afterEach(() => server?.simulator.reset())
  afterAll(async () => server?.close())
  return () => {
    if (!server) throw new Error('the simulator server is not running (use inside a test)')
    return server
  }
}

/**
 * A client for the server, with both keys, fast retries and the endpoint ids of the simulator's
 * made-up chains (as an app configures the chains vtkit's table lacks), unless overridden.
 */
export function clientFor(server: SimulatorServer, config: ClientConfig = {}) {
  return createClient({
    baseUrl: server.baseUrl,
    endpointIds: server.simulator.catalog.endpointIds,
    cctpDomains: server.simulator.catalog.cctpDomains,
    trustedDeployments: server.simulator.catalog.trustedDeployments,
    metadataUrl: server.metadataUrl,
    apiKey: API_KEY,
    oftApiKey: OFT_API_KEY,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...config,
  })
}

/** Addresses that fit each chain type, for quote requests. */
export const wallets = {
  evm: '0x1111111111111111111111111111111111111111',
  evm2: '0x2222222222222222222222222222222222222222',
  solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  starknet: '0x04a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f',
} as const
