/** An OFT deployment as a send went through it: the contract, its kind, the token it wraps. */
export type SeenOftDeployment = { address: string; type: string; innerToken?: string }

/**
 * Trust on first use for `/list`: the OFT each send went through, by source chain and symbol.
 * When `/list` later names another contract (or kind, or inner token) for the same token on the
 * same chain, the user is asked to confirm before anything is signed (`oft-deployment-changed`).
 */
export type OftDeploymentMemory = {
  get(): Readonly<Record<string, SeenOftDeployment>>
  /** Remembers the deployment a send from `chainKey` of `symbol` went through. */
  remember(chainKey: string, symbol: string, deployment: SeenOftDeployment): void
}

/** The memory's key: the source chain and the `/list` symbol. */
export function oftDeploymentKey(chainKey: string, symbol: string): string {
  return `${chainKey}:${symbol}`
}

/** The OFT deployments seen before, by chain and symbol (trust on first use), for the page's life. */
export function createMemoryOftDeploymentMemory(): OftDeploymentMemory {
  const seen: Record<string, SeenOftDeployment> = {}
  return {
    get: () => ({ ...seen }),
    remember: (chainKey, symbol, deployment) => {
      seen[oftDeploymentKey(chainKey, symbol)] = seenOf(deployment)
    },
  }
}

/** Kept in `localStorage` (or the given storage) under one key; unreadable content is ignored. */
export function createStorageOftDeploymentMemory({
  storage,
  key = 'vtkit:oft-deployments',
}: {
  storage?: Storage
  key?: string
} = {}): OftDeploymentMemory {
  const store = () => storage ?? globalThis.localStorage
  const read = (): Record<string, SeenOftDeployment> => {
    try {
      const data: unknown = JSON.parse(store().getItem(key) ?? '{}')
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return {}
      const valid: Record<string, SeenOftDeployment> = {}
      for (const [entryKey, entry] of Object.entries(data as Record<string, unknown>)) {
        const { address, type, innerToken } = (entry ?? {}) as Record<string, unknown>
        if (typeof address === 'string' && typeof type === 'string')
          valid[entryKey] = {
            address,
            type,
            ...(typeof innerToken === 'string' ? { innerToken } : {}),
          }
      }
      return valid
    } catch {
      return {}
    }
  }
  return {
    get: read,
    remember: (chainKey, symbol, deployment) => {
      try {
        const next = { ...read(), [oftDeploymentKey(chainKey, symbol)]: seenOf(deployment) }
        store().setItem(key, JSON.stringify(next))
      } catch {
        // A full or disabled storage only loses the memory, never the send.
      }
    },
  }
}

/** Only what identifies the contract (a deployment from `/list` carries more). */
function seenOf({ address, type, innerToken }: SeenOftDeployment): SeenOftDeployment {
  return { address, type, ...(innerToken === undefined ? {} : { innerToken }) }
}
