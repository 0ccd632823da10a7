import { useEffect, useRef, useState } from 'react'
import { InvalidInputError, type ValidationIssue } from '../../core/errors.js'
import { isPartialList } from '../../core/partialList.js'
import type { Chain } from '../../core/schemas/chain.js'
import { isTokenInScope } from '../../core/scope.js'
import type { useTokens } from '../../hooks/useTokens.js'
import { isTokenDefaultRef, resolveTokenDefault, type TokenDefaultRef } from './tokenDefaults.js'
import type { BridgeValues, UseBridgeOptions } from './useBridge.js'

type Side = 'source' | 'destination'

/**
 * Resolves the defaults given by id once the catalogue has them (uncontrolled only: controlled
 * values are the host's), unless the user set that side first (`forget`). `error`: an
 * `InvalidInputError` naming every default that names nothing, said once the lists are whole.
 */
export function useTokenDefaults(
  options: UseBridgeOptions,
  chainList: readonly Chain[] | undefined,
  tokenIndex: ReturnType<typeof useTokens>['data'],
  apply: (changes: Partial<BridgeValues>) => void,
): { error: InvalidInputError | null; forget: (side: Side) => void } {
  // Refs, not state: a second run of the effect (React's StrictMode) finds the work done.
  const pending = useRef<{ side: Side; ref: TokenDefaultRef }[] | undefined>(undefined)
  pending.current ??= options.values
    ? []
    : (['source', 'destination'] as const).flatMap((side) => {
        const given = options.defaultValues?.[side]
        return isTokenDefaultRef(given) ? [{ side, ref: given }] : []
      })
  const issues = useRef<ValidationIssue[]>([])
  const [error, setError] = useState<InvalidInputError | null>(null)
  const latest = useRef({ apply, onError: options.onError, scope: options.scope })
  latest.current = { apply, onError: options.onError, scope: options.scope }
  useEffect(() => {
    const waiting = pending.current ?? []
    if (waiting.length === 0 || !chainList) return
    const catalogue = {
      chains: chainList,
      chainsComplete: !isPartialList(chainList),
      byChain: tokenIndex ? (chainKey: string) => tokenIndex.byChain(chainKey) : undefined,
      tokensComplete: tokenIndex !== undefined && !tokenIndex.partial,
    }
    const found: Partial<BridgeValues> = {}
    const left = waiting.filter(({ side, ref }) => {
      const resolved = resolveTokenDefault(side, ref, catalogue)
      if (resolved === 'pending') return true
      if ('path' in resolved) issues.current.push(resolved)
      else if (
        !isTokenInScope(
          resolved.token,
          latest.current.scope,
          side === 'source' ? 'from' : 'to',
          chainList,
        )
      )
        issues.current.push({ path: side, message: "is outside the widget's scope" })
      else found[side] = resolved
      return false
    })
    if (left.length === waiting.length) return
    pending.current = left
    if (Object.keys(found).length > 0) latest.current.apply(found)
    // Said once, with every default that names nothing, when none is left to wait for.
    if (left.length === 0 && issues.current.length > 0) {
      const invalid = new InvalidInputError('defaultValues', issues.current)
      setError(invalid)
      latest.current.onError?.(invalid)
    }
  }, [chainList, tokenIndex])
  return {
    error,
    forget: (side) => {
      pending.current = (pending.current ?? []).filter((item) => item.side !== side)
    },
  }
}
