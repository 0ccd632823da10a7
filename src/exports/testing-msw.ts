// vtkit/testing/msw: the simulator as MSW request handlers (needs the optional peer `msw`).
export { createSimulatorHandlers } from '../testing/msw.js'
