import type { Metadata } from '../../schemas/metadata.js'
import type { DeploymentMemory } from '../types/index.js'

/** The service's deployments seen before (trust on first use of its multicall and delegate), for the page's life. */
export function createMemoryDeploymentMemory(): DeploymentMemory {
  const seen: Record<string, { multicall?: string; transferDelegate?: string }> = {}
  return {
    get: () => ({ ...seen }),
    remember: (metadata, chainKey) => {
      const entry = entryOf(metadata, chainKey)
      if (entry) seen[chainKey] = entry
    },
  }
}

/** Kept in `localStorage` (or the given storage) under one key; unreadable content is ignored. */
export function createStorageDeploymentMemory({
  storage,
  key = 'vtkit:deployments',
}: {
  storage?: Storage
  key?: string
} = {}): DeploymentMemory {
  const store = () => storage ?? globalThis.localStorage
  const read = (): Record<string, { multicall?: string; transferDelegate?: string }> => {
    try {
      const data: unknown = JSON.parse(store().getItem(key) ?? '{}')
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return {}
      const valid: Record<string, { multicall?: string; transferDelegate?: string }> = {}
      for (const [chainKey, entry] of Object.entries(data as Record<string, unknown>)) {
        const { multicall, transferDelegate } = (entry ?? {}) as Record<string, unknown>
        if (isAddress(multicall) && isAddress(transferDelegate))
          valid[chainKey] = { multicall, transferDelegate }
      }
      return valid
    } catch {
      return {}
    }
  }
  return {
    get: read,
    remember: (metadata, chainKey) => {
      const entry = entryOf(metadata, chainKey)
      if (!entry) return
      try {
        store().setItem(key, JSON.stringify({ ...read(), [chainKey]: entry }))
      } catch {
        // A full or disabled storage only loses the memory, never the transfer.
      }
    },
  }
}

function entryOf(metadata: Metadata, chainKey: string) {
  const deployments = metadata[chainKey]?.deployments
  const multicall = deployments?.multicall?.address
  const transferDelegate = deployments?.transferDelegate?.address
  return multicall && transferDelegate ? { multicall, transferDelegate } : undefined
}

function isAddress(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}
