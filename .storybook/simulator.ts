/// <reference types="vite/client" />
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
  statusTimeline:
    import.meta.env.MODE === 'test'
      ? // Under Vitest (the story tests, the visual references) the plays wait for the end, they
        // do not watch it: final by the kit's second poll, 2 s after sending, not its third, 5 s.
        // Unseen at the first poll, as for designers (a failure read then has no explorer link).
        { seenAfterMs: 1_000, processingAfterMs: 1_200, finalAfterMs: 1_500 }
      : // A transfer's journey in seconds, not minutes: designers watch it end.
        { seenAfterMs: 1_000, processingAfterMs: 2_500, finalAfterMs: 5_000 },
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
