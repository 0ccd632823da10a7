import type { Client } from '../config.js'
import type { InvalidInputError, PaginationError } from '../errors.js'
import { InputCheck, isPlainObject } from '../input.js'
import { request } from '../request.js'
import { readArrayItems, type SkippedItem } from '../schemas/items.js'
import { parseResponse } from '../schemas/parse.js'
import { type Token, tokenSchema, tokensPageSchema } from '../schemas/token.js'
import type { GetListErrorType } from './getChains.js'
import { collectPages, cursorOf, type OnPage } from './paginate.js'

export type TransferrableFrom = { chainKey: string; tokenAddress: string }
export type GetTokensParameters = {
  /** Only the tokens a transfer from this source can reach (route discovery). */
  transferrableFrom?: TransferrableFrom | undefined
  signal?: AbortSignal
  /** Told the tokens so far after each page but the last: a list usable before it is whole. */
  onPage?: OnPage<Token>
}
export type GetTokensReturnType = Token[]
export type GetTokensPageParameters = Omit<GetTokensParameters, 'onPage'> & {
  nextToken?: string | undefined
}
export type GetTokensPageReturnType = {
  tokens: Token[]
  nextToken: string | undefined
  /** Tokens of the page vtkit could not read: dropped, the others kept (see `onInvalidItem`). */
  skipped: SkippedItem[]
}
export type GetTokensErrorType = GetListErrorType | PaginationError | InvalidInputError

/** One page of `GET /tokens`: the catalog, or the destinations reachable from `transferrableFrom`. */
export async function getTokensPage(
  client: Client,
  { transferrableFrom, nextToken, signal }: GetTokensPageParameters = {},
): Promise<GetTokensPageReturnType> {
  checkSource(transferrableFrom)
  const response = await request(client, {
    service: 'transfer',
    method: 'GET',
    path: '/tokens',
    query: {
      // The spec requires both filters together, never one alone.
      transferrableFromChainKey: transferrableFrom?.chainKey,
      transferrableFromTokenAddress: transferrableFrom?.tokenAddress,
      'pagination[nextToken]': nextToken,
    },
    idempotent: true,
    signal,
  })
  const page = parseResponse(tokensPageSchema, response.data, response.url)
  const { items, skipped } = readArrayItems(
    client.onInvalidItem,
    page.tokens,
    { kind: 'token', url: response.url, path: 'tokens' },
    (item, path) => parseResponse(tokenSchema, item, response.url, path),
  )
  return { tokens: items, nextToken: cursorOf(page.pagination), skipped }
}

/** Every token of the catalog (or every reachable destination), all pages followed. */
export async function getTokens(
  client: Client,
  { transferrableFrom, signal, onPage }: GetTokensParameters = {},
): Promise<GetTokensReturnType> {
  checkSource(transferrableFrom)
  return collectPages(
    client,
    async (nextToken) => {
      const page = await getTokensPage(client, { transferrableFrom, nextToken, signal })
      return { items: page.tokens, nextToken: page.nextToken, url: `${client.baseUrl}/tokens` }
    },
    onPage,
  )
}

function checkSource(source: TransferrableFrom | undefined): void {
  if (source === undefined) return
  const check = new InputCheck('token filter')
  if (!isPlainObject(source)) check.add('transferrableFrom', 'must be { chainKey, tokenAddress }')
  else
    check
      .text('transferrableFrom.chainKey', source.chainKey)
      .text('transferrableFrom.tokenAddress', source.tokenAddress)
  check.done()
}
