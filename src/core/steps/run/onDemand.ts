// What a page needs only once a route is chosen, in one module loaded on demand: the checks of
// what is signed and the runner of the steps. One chunk, not two that would share a third.

export { verifyUserSteps } from '../verify/index.js'
export { runSteps } from './runSteps.js'
