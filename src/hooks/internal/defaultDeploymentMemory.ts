import {
  createMemoryOftDeploymentMemory,
  createStorageOftDeploymentMemory,
  type OftDeploymentMemory,
} from '../../core/oft/oftDeploymentMemory.js'
import {
  createMemoryDeploymentMemory,
  createStorageDeploymentMemory,
} from '../../core/steps/store/index.js'
import type { DeploymentMemory } from '../../core/steps/types/index.js'

let memory: DeploymentMemory | undefined
let oftMemory: OftDeploymentMemory | undefined

/** `localStorage` when the page has one (resolved on first use, never at import), memory otherwise. */
export function defaultDeploymentMemory(): DeploymentMemory {
  if (memory) return memory
  const storage = pageStorage()
  memory = storage ? createStorageDeploymentMemory({ storage }) : createMemoryDeploymentMemory()
  return memory
}

/** The same for the OFTs of `/list` that sends went through. */
export function defaultOftDeploymentMemory(): OftDeploymentMemory {
  if (oftMemory) return oftMemory
  const storage = pageStorage()
  oftMemory = storage
    ? createStorageOftDeploymentMemory({ storage })
    : createMemoryOftDeploymentMemory()
  return oftMemory
}

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can throw when it is disabled (private modes, sandboxed frames).
    return undefined
  }
}
