import { useEffect, useRef, useState } from 'react'
import type { StepFinding } from '../../../core/errors.js'
import { quoteRouteLabel } from '../../../core/labels.js'
import { quoteDurationMs, sortByReturn } from '../../../core/quoteRanking.js'
import type { Quote } from '../../../core/schemas/quote.js'
import type { Token } from '../../../core/schemas/token.js'

/** Refusals of what was asked (who receives, which chain): every route's, not one route's. */
export const requestRules: ReadonlySet<string> = new Set([
  'recipient-cannot-receive',
  'chain-id-conflict',
  'no-executor',
])

/** A refused route handed over to the next safe one: both named, and why the first was blocked. */
export type RouteHandover = {
  blockedId: string
  blocked: string
  /** The first refusal's sentence, in the user's language. */
  reason: string
  chosenId: string
  chosen: string
}

/**
 * The routes the checks refused (each kept with its reason while its quote is listed), and the
 * handover: when the chosen route is refused before anything is signed, the next route in the
 * widget's own order (best return, or fastest) that is not refused is chosen instead, and said.
 */
export function useRouteHandover(state: {
  checked: Quote | undefined
  findings: readonly StepFinding[] | undefined
  selected: Quote | undefined
  quotes: readonly Quote[]
  tokens: readonly Token[]
  fastestFirst: boolean
  /** False while a transfer runs or is resumed: nothing is chosen for it. */
  idle: boolean
  finding: (finding: StepFinding) => string
  select: (quoteId: string) => void
}): { refusedIds: ReadonlySet<string>; handover: RouteHandover | undefined } {
  const { checked, findings, selected, quotes, idle } = state
  // A refusal is remembered for its quote: while the amount is typed again (no run yet, so no
  // findings), the route stays marked and its promise unshown.
  const refusals = useRef(new Map<string, string>()).current
  const refusal = findings?.find((finding) => finding.severity === 'refuse')
  if (checked && refusal && !refusals.has(checked.id))
    refusals.set(checked.id, state.finding(refusal))
  // A refusal of what was asked (who receives, on which chain) is every route's: no other route
  // would pass, so none is chosen in its place (the recipient's line says why).
  const ofTheRequest =
    refusal !== undefined && requestRules.has(refusal.rule) && checked?.id === selected?.id
  const [handover, setHandover] = useState<RouteHandover>()
  const latest = useRef(state)
  latest.current = state
  const refusedNow = selected !== undefined && refusals.has(selected.id)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refused choice
  useEffect(() => {
    const { selected, quotes, tokens, fastestFirst, select } = latest.current
    if (!refusedNow || !idle || !selected || ofTheRequest) return
    const order = fastestFirst
      ? [...quotes].sort((a, b) => quoteDurationMs(a) - quoteDurationMs(b))
      : sortByReturn(quotes, tokens)
    const next = order.find((quote) => !refusals.has(quote.id))
    if (!next) return
    setHandover({
      blockedId: selected.id,
      blocked: quoteRouteLabel(selected),
      reason: refusals.get(selected.id) ?? '',
      chosenId: next.id,
      chosen: quoteRouteLabel(next),
    })
    select(next.id)
  }, [refusedNow, idle, selected?.id])
  const listed = new Set(quotes.map((quote) => quote.id))
  return {
    refusedIds: new Set([...refusals.keys()].filter((id) => listed.has(id))),
    // Said while its choice stands: the user choosing again, or new quotes, end it.
    handover:
      handover && selected?.id === handover.chosenId && !refusals.has(handover.chosenId)
        ? handover
        : undefined,
  }
}
