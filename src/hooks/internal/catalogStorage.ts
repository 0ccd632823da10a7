import { isPlainObject } from '../../core/input.js'
import { asPartialList } from '../../core/partialList.js'
import { chainSchema } from '../../core/schemas/chain.js'
import { metadataSchema } from '../../core/schemas/metadata.js'
import { tokenSchema } from '../../core/schemas/token.js'
import * as v from '../../core/schemas/validator.js'

/** The catalogues kept between visits, each under its service's URL. */
export type CatalogName = 'chains' | 'tokens' | 'metadata'

export type StoredCatalog = { data: unknown; savedAt: number }

/** What is stored: another version of vtkit's shape is not read, and gets overwritten. */
const VERSION = 1
/** Older than this, a stored catalogue is not shown at all. */
const MAX_AGE_MS = 7 * 24 * 3_600_000
/** A catalogue takes at most this much of the origin's storage (browsers give ~5 million). */
const MAX_CODE_UNITS = 1_000_000

const schemas: Record<CatalogName, v.Schema<unknown>> = {
  chains: v.array(chainSchema),
  tokens: v.array(tokenSchema),
  metadata: metadataSchema,
}

const keyOf = (name: CatalogName, baseUrl: string | undefined) =>
  `vtkit:catalog:${name}:${baseUrl ?? ''}`

/**
 * Removes every stored catalogue: they are a cache, and a transfer the journal cannot store for
 * want of room matters more (the default journal calls this before giving up on storage).
 */
export function dropStoredCatalogs(storage: Storage): void {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith('vtkit:catalog:')) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}

/** `localStorage` when the page has one and allows it (resolved on use, never at import). */
export function catalogStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * A catalogue stored by an earlier visit, read again as the service's answer would be (storage
 * is writable by any script of the origin): anything that does not read, or is too old, is not
 * used. A list cut to fit the size bound comes back partial (`isPartialList`): the rest is fetched.
 */
export function readCatalog(
  storage: Storage,
  name: CatalogName,
  baseUrl: string | undefined,
  now = Date.now(),
): StoredCatalog | undefined {
  try {
    const stored: unknown = JSON.parse(storage.getItem(keyOf(name, baseUrl)) ?? 'null')
    if (
      !isPlainObject(stored) ||
      stored.v !== VERSION ||
      typeof stored.savedAt !== 'number' ||
      stored.savedAt > now ||
      now - stored.savedAt > MAX_AGE_MS
    )
      return undefined
    const result = v.safeParse(schemas[name], stored.data)
    if (!result.success) return undefined
    const data = stored.complete === false ? asPartialList(result.output as object) : result.output
    return { data, savedAt: stored.savedAt }
  } catch {
    return undefined
  }
}

/**
 * Stores a whole catalogue for the next visit. A list too big for the bound keeps its first
 * items (the next visit shows them at once and fetches the rest); storage that refuses (full,
 * blocked) is left alone: this is a cache, the service stays the source.
 */
export function writeCatalog(
  storage: Storage,
  name: CatalogName,
  baseUrl: string | undefined,
  data: unknown,
  now = Date.now(),
): void {
  const entry = (stored: unknown, complete: boolean) =>
    JSON.stringify({ v: VERSION, savedAt: now, complete, data: stored })
  let text = entry(data, true)
  if (text.length > MAX_CODE_UNITS && !Array.isArray(data)) return
  for (let kept = (data as unknown[]).length; text.length > MAX_CODE_UNITS; ) {
    kept = Math.floor(((kept * MAX_CODE_UNITS) / text.length) * 0.98)
    text = entry((data as unknown[]).slice(0, kept), false)
  }
  try {
    storage.setItem(keyOf(name, baseUrl), text)
  } catch {
    // Full or blocked: the next visit fetches, as the first did.
  }
}
