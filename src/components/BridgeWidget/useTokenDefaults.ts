import { useEffect, useRef, useState } from 'react'
import { InvalidInputError, type ValidationIssue } from '../../core/errors.js'
import { isPartialList } from '../../core/partialList.js'
import type { Chain } from '../../core/schemas/chain.js'
import { isTokenInScope } from '../../core/scope.js'
import type { useTokens } from '../../hooks/useTokens.js'
import {
  isTokenDefaultRef,
  resolveTokenDefault,
  type TokenDefault,
  type TokenDefaultRef,
} from './tokenDefaults.js'
import type { UrlValues } from './urlValues.js'
import type { BridgeValues, UseBridgeParameters } from './useBridge/types.js'

type Side = 'source' | 'destination'

/** A side waiting for the catalogue: a link's value falls back, quietly, to the app's default. */
type Pending = { side: Side; ref: TokenDefaultRef; fallback?: TokenDefault | undefined }

/**
 * Resolves the defaults given by id once the catalogue has them (uncontrolled only: controlled
 * values are the host's), unless the user set that side first (`forget`). `error`: an
 * `InvalidInputError` naming every default that names nothing, said once the lists are whole.
 * A shared link's sides (`fromUrl`) come first; one that names nothing, or nothing in scope,
 * gives way to the app's default without an error (an old link is not the app's mistake).
 * `settled`: nothing is left to wait for.
 */
export function useTokenDefaults(
  options: UseBridgeParameters,
  chainList: readonly Chain[] | undefined,
  tokenIndex: ReturnType<typeof useTokens>['data'],
  apply: (changes: Partial<BridgeValues>) => void,
  fromUrl: UrlValues = {},
): { error: InvalidInputError | null; forget: (side: Side) => void; settled: boolean } {
  // Refs, not state: a second run of the effect (React's StrictMode) finds the work done.
  const pending = useRef<Pending[] | undefined>(undefined)
  pending.current ??= options.values
    ? []
    : (['source', 'destination'] as const).flatMap((side): Pending[] => {
        const given = options.defaultValues?.[side]
        const linked = fromUrl[side]
        if (linked) return [{ side, ref: linked, fallback: given }]
        return isTokenDefaultRef(given) ? [{ side, ref: given }] : []
      })
  const issues = useRef<ValidationIssue[]>([])
  const [error, setError] = useState<InvalidInputError | null>(null)
  const [, setSettledCount] = useState(0)
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
    const left: Pending[] = []
    const queue = [...waiting]
    let changed = false
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { side, ref, fallback } = item
      const resolved = resolveTokenDefault(side, ref, catalogue)
      if (resolved === 'pending') {
        left.push(item)
        continue
      }
      changed = true
      const issue: ValidationIssue | undefined =
        'path' in resolved
          ? resolved
          : !isTokenInScope(
                resolved.token,
                latest.current.scope,
                side === 'source' ? 'from' : 'to',
                chainList,
              )
            ? { path: side, message: "is outside the widget's scope" }
            : undefined
      if (!issue && !('path' in resolved)) found[side] = resolved
      else if (!('fallback' in item)) issues.current.push(issue as ValidationIssue)
      // The link named nothing usable: the app's own default, as if there were no link.
      else if (isTokenDefaultRef(fallback)) queue.push({ side, ref: fallback })
      else if (fallback) found[side] = fallback
    }
    if (!changed) return
    pending.current = left
    // Settled with nothing to apply (a link that named nothing, no default): rendered anew, so
    // that what waits for `settled` (the address bar) sees it.
    if (left.length === 0) setSettledCount((count) => count + 1)
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
    settled: (pending.current ?? []).length === 0,
    forget: (side) => {
      pending.current = (pending.current ?? []).filter((item) => item.side !== side)
    },
  }
}
