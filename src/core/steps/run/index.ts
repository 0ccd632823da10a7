// The run room's door: what starts, follows and locks a transfer's steps. The runner itself
// (`runSteps`, the engine and the executors' loops) is reached only through `loadOnDemand`, so a
// page pays for it once a route is chosen.
export { solanaChecks, starknetChecks } from './chainTypeChecks.js'
export {
  executeSteps,
  isTransferRunning,
  isUserRejection,
  runVerifiedSteps,
} from './executeSteps.js'
export { leadingTransactions } from './leadingTransactions.js'
export { loadOnDemand } from './loadVerifier.js'
export { webTransferLocks } from './transferLocks.js'
