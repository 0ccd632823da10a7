import { HttpResponse, http } from 'msw'
import { SimulatedNetworkError, type Simulator } from './simulatorTypes.js'

/**
 * MSW handlers that answer every request under `origin` from the simulator: the same behaviour
 * as the HTTP server, at the network level, for Storybook and jsdom tests.
 */
export function createSimulatorHandlers(simulator: Simulator, { origin }: { origin: string }) {
  return [
    http.all(`${origin.replace(/\/+$/, '')}/*`, async ({ request }) => {
      try {
        return await simulator.handle(request)
      } catch (error) {
        if (error instanceof SimulatedNetworkError) return HttpResponse.error()
        throw error
      }
    }),
  ]
}
