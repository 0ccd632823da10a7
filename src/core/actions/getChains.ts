import type { Client } from '../config.js'
import type {
  AbortedError,
  ConfigError,
  HttpError,
  NetworkError,
  PaginationError,
  RateLimitError,
  ResponseShapeError,
  TimeoutError,
} from '../errors.js'
import { request } from '../request.js'
import { type Chain, chainSchema, chainsPageSchema } from '../schemas/chain.js'
import { readArrayItems, type SkippedItem } from '../schemas/items.js'
import { parseResponse } from '../schemas/parse.js'
import { collectPages, cursorOf, type OnPage } from './paginate.js'

export type GetChainsParameters = {
  signal?: AbortSignal
  /** Told the chains so far after each page but the last: a list usable before it is whole. */
  onPage?: OnPage<Chain>
}
export type GetChainsReturnType = Chain[]
export type GetChainsPageParameters = { nextToken?: string | undefined; signal?: AbortSignal }
export type GetChainsPageReturnType = {
  chains: Chain[]
  nextToken: string | undefined
  /** Chains of the page vtkit could not read: dropped, the others kept (see `onInvalidItem`). */
  skipped: SkippedItem[]
}
/** The failures a read of a public list can end in. */
export type GetListErrorType =
  | ConfigError
  | HttpError
  | RateLimitError
  | TimeoutError
  | NetworkError
  | AbortedError
  | ResponseShapeError
export type GetChainsErrorType = GetListErrorType | PaginationError

/** One page of `GET /chains`. */
export async function getChainsPage(
  client: Client,
  { nextToken, signal }: GetChainsPageParameters = {},
): Promise<GetChainsPageReturnType> {
  const response = await request(client, {
    service: 'transfer',
    method: 'GET',
    path: '/chains',
    query: { 'pagination[nextToken]': nextToken },
    idempotent: true,
    signal,
  })
  const page = parseResponse(chainsPageSchema, response.data, response.url)
  const { items, skipped } = readArrayItems(
    client.onInvalidItem,
    page.chains,
    { kind: 'chain', url: response.url, path: 'chains' },
    (item, path) => parseResponse(chainSchema, item, response.url, path),
  )
  return { chains: items, nextToken: cursorOf(page.pagination), skipped }
}

/** Every chain the service supports, all pages followed (a chain vtkit cannot read is dropped and reported). */
export async function getChains(
  client: Client,
  { signal, onPage }: GetChainsParameters = {},
): Promise<GetChainsReturnType> {
  return collectPages(
    client,
    async (nextToken) => {
      const page = await getChainsPage(client, { nextToken, signal })
      return { items: page.chains, nextToken: page.nextToken, url: chainsUrl(client) }
    },
    onPage,
  )
}

function chainsUrl(client: Client): string {
  return `${client.baseUrl}/chains`
}
