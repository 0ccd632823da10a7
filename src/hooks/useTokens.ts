import { useQuery } from '@tanstack/react-query'
import type { Token } from '../core/schemas/token.js'
import { createTokenIndex, type TokenIndex } from '../core/tokenIndex.js'
import { type GetTokensQueryKey, getTokensQueryOptions } from '../query/getTokens.js'
import { useVtkitClient } from './context.js'
import { memoizeByReference } from './memo.js'
import type { QueryParameter } from './types.js'
import { useStoredCatalog } from './useStoredCatalog.js'

export type UseTokensParameters = { query?: QueryParameter<Token[], TokenIndex, GetTokensQueryKey> }
export type UseTokensReturnType = ReturnType<typeof useTokens>

const toIndex = memoizeByReference((tokens: Token[]) => createTokenIndex(tokens))

/**
 * The supported-token catalog, once per session and kept for the next visit; usable from the
 * first page on (`data.partial` until the last). `data` is a `TokenIndex`: `data.tokens`,
 * `data.get(chainKey, address)`, `data.byChain(chainKey)`, `data.search(text)`.
 */
export function useTokens({ query }: UseTokensParameters = {}) {
  const client = useVtkitClient('useTokens')
  return useQuery({
    ...useStoredCatalog('tokens', client, getTokensQueryOptions(client)),
    ...query,
    select: toIndex,
  })
}
