// What a page needs only once routes are checked, in one module loaded on demand: the checks of
// what is signed, what they read first (production's registry, the chains' facts), the runner
// of the steps and the wallet requests only a run makes (a receipt's wait, an EIP-5792 batch sent
// and followed, the block's gas limit), which the executors reach through it. One chunk, not
// several that would share another.

export { loadProductionRegistry } from '../../registry/loadRegistry.js'
export { readChainFacts, verifyUserSteps } from '../verify/index.js'
export { getCallsStatus, sendCalls } from './atomicBatchCalls.js'
export { readBlockGasLimit } from './blockGasLimit.js'
export { runSteps } from './runSteps.js'
export { verifyBeforeRun } from './verifyBeforeRun.js'
export { waitForMined } from './waitForMined.js'
