// vtkit/testing/server: the simulator over real HTTP (Node only).
export {
  type SimulatorServer,
  type StartSimulatorServerOptions,
  startSimulatorServer,
} from '../testing/server.js'
