import { useQuery } from '@tanstack/react-query'
import type { Token } from '../core/schemas/token.js'
import { isTokenInScope, type ScopeSide, type TransferScope } from '../core/scope.js'
import { createTokenIndex, type TokenIndex } from '../core/tokenIndex.js'
import { type GetTokensQueryKey, getTokensQueryOptions } from '../query/getTokens.js'
import { useVtkitClient } from './context.js'
import { memoizeByReference } from './internal/memo.js'
import { keepInScope, useScopedSelect } from './internal/useScopedSelect.js'
import { useStoredCatalog } from './internal/useStoredCatalog.js'
import type { QueryParameter } from './types.js'
import { useChains } from './useChains.js'

export type UseTokensParameters = {
  /** Only the tokens that may be picked on `side` (default `from`), as the widget's pickers list them. */
  scope?: TransferScope | undefined
  side?: ScopeSide | undefined
  query?: QueryParameter<Token[], TokenIndex, GetTokensQueryKey>
}
export type UseTokensReturnType = ReturnType<typeof useTokens>

const toIndex = memoizeByReference((tokens: Token[]) => createTokenIndex(tokens))

/**
 * The supported-token catalog, once per session and kept for the next visit; usable from the
 * first page on (`data.partial` until the last). `data` is a `TokenIndex`: `data.tokens`,
 * `data.get(chainKey, address)`, `data.byChain(chainKey)`, `data.search(text)`.
 */
export function useTokens({ scope, side = 'from', query }: UseTokensParameters = {}) {
  const client = useVtkitClient('useTokens')
  // A scope may name chains by EVM id: the chain list tells which key that is.
  const chains = useChains({ query: { enabled: scope !== undefined } }).data
  const scoped = useScopedSelect(
    scope,
    (tokens: Token[]) =>
      toIndex(keepInScope(tokens, (token) => isTokenInScope(token, scope, side, chains ?? []))),
    [side, chains],
  )
  return useQuery({
    ...useStoredCatalog('tokens', client, getTokensQueryOptions(client)),
    ...query,
    select: scoped ?? toIndex,
  })
}
