import {
  createMemoryDeploymentMemory,
  createStorageDeploymentMemory,
  type DeploymentMemory,
} from '../core/steps/deploymentMemory.js'

let memory: DeploymentMemory | undefined

/** `localStorage` when the page has one (resolved on first use, never at import), memory otherwise. */
export function defaultDeploymentMemory(): DeploymentMemory {
  if (memory) return memory
  let storage: Storage | undefined
  try {
    storage = globalThis.localStorage
  } catch {
    // Storage can throw when it is disabled (private modes, sandboxed frames).
  }
  memory = storage ? createStorageDeploymentMemory({ storage }) : createMemoryDeploymentMemory()
  return memory
}
