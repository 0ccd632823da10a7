import type { Client } from '../config.js'
import { PaginationError } from '../errors.js'
import { asPartialList } from '../partialList.js'

export type Page<T> = { items: T[]; nextToken: string | undefined; url: string }

/** Told the items so far after each page but the last (a partial list: `isPartialList`). */
export type OnPage<T> = ((itemsSoFar: T[]) => void) | undefined

/**
 * Follows `nextToken` until it is absent. A cursor seen twice, or more than `client.maxPages`
 * pages, is a `PaginationError`: a misbehaving server can never make the kit loop forever.
 */
export async function collectPages<T>(
  client: Client,
  fetchPage: (nextToken: string | undefined) => Promise<Page<T>>,
  onPage?: OnPage<T>,
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let nextToken: string | undefined
  for (let pages = 1; ; pages++) {
    const page = await fetchPage(nextToken)
    items.push(...page.items)
    if (page.nextToken === undefined) return items
    if (seen.has(page.nextToken)) {
      throw new PaginationError({ url: page.url, reason: 'repeated-cursor', pages })
    }
    if (pages >= client.maxPages) {
      throw new PaginationError({ url: page.url, reason: 'too-many-pages', pages })
    }
    seen.add(page.nextToken)
    nextToken = page.nextToken
    onPage?.(asPartialList([...items]))
  }
}

/** An absent, null or empty `nextToken` all mean "last page". */
export function cursorOf(pagination: {
  nextToken?: string | null | undefined
}): string | undefined {
  return pagination.nextToken ? pagination.nextToken : undefined
}
