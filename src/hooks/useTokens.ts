import { useQuery } from '@tanstack/react-query'
import type { Token } from '../core/schemas/token.js'
import { createTokenIndex, type TokenIndex } from '../core/tokenIndex.js'
import { type GetTokensQueryKey, getTokensQueryOptions } from '../query/getTokens.js'
import { useVtkitClient } from './context.js'
import { memoizeByReference } from './memo.js'
import type { QueryParameter } from './types.js'

export type UseTokensParameters = { query?: QueryParameter<Token[], TokenIndex, GetTokensQueryKey> }
export type UseTokensReturnType = ReturnType<typeof useTokens>

const toIndex = memoizeByReference((tokens: Token[]) => createTokenIndex(tokens))

/**
 * The supported-token catalog (all pages), once per session. `data` is a `TokenIndex`:
 * `data.tokens`, `data.get(chainKey, address)`, `data.byChain(chainKey)`, `data.search(text)`.
 */
export function useTokens({ query }: UseTokensParameters = {}) {
  const client = useVtkitClient('useTokens')
  return useQuery({ ...getTokensQueryOptions(client), ...query, select: toIndex })
}
