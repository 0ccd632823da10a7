import { setupWorker } from 'msw/browser'
import { createClient } from 'vtkit/core'
import { createSimulator } from 'vtkit/testing'
import { createSimulatorHandlers } from 'vtkit/testing/msw'

/** The origin the stories' client talks to; MSW answers it from the simulator, in the browser. */
export const simulatorOrigin = 'https://sim.vtkit.test'

/**
 * Keyless, like a production dApp behind its own proxy: no API key exists anywhere in Storybook,
 * so none can leak into a story, its source, or its network panel.
 */
export const simulator = createSimulator({
  seed: 1,
  apiKeys: null,
  oftApiKeys: null,
  // A transfer's journey in seconds, not minutes: designers watch it end.
  statusTimeline: { seenAfterMs: 1_000, processingAfterMs: 2_500, finalAfterMs: 5_000 },
})

export const storyClient = createClient({
  baseUrl: `${simulatorOrigin}/v1`,
  metadataUrl: `${simulatorOrigin}/oft/v1`,
  // The simulator's made-up chains: their LayerZero endpoint ids, as an app configures its own.
  endpointIds: simulator.catalog.endpointIds,
  cctpDomains: simulator.catalog.cctpDomains,
  trustedDeployments: simulator.catalog.trustedDeployments,
})

let started: Promise<unknown> | undefined

/** Starts the service worker once, before the first story renders. */
export function startSimulator(): Promise<unknown> {
  started ??= setupWorker(...createSimulatorHandlers(simulator, { origin: simulatorOrigin })).start(
    {
      onUnhandledRequest: 'bypass',
      quiet: true,
    },
  )
  return started
}
