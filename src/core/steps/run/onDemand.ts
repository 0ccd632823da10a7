// What a page needs only once routes are checked, in one module loaded on demand: the checks of
// what is signed, what they read first (production's registry, the chains' facts) and the runner
// of the steps. One chunk, not two that would share a third.

export { loadProductionRegistry } from '../../registry/loadRegistry.js'
export { readChainFacts, verifyUserSteps } from '../verify/index.js'
export { runSteps } from './runSteps.js'
export { verifyBeforeRun } from './verifyBeforeRun.js'
