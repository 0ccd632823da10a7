import { useEffect, useRef } from 'react'
import { isSameAddress } from '../../core/address.js'
import type { StepFinding } from '../../core/errors.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { UseQuoteReturnType } from '../../hooks/useQuote.js'
import type { BridgeEvent } from './bridgeEvents.js'
import type { BridgeValues } from './useBridge/types.js'

/** The events a change of the values makes: a token picked for a side, the settings changed. */
export function changeEvents(before: BridgeValues, changes: Partial<BridgeValues>): BridgeEvent[] {
  const events: BridgeEvent[] = []
  for (const side of ['source', 'destination'] as const) {
    const chosen = changes[side]
    const was = before[side]
    if (
      chosen &&
      !(was?.chainKey === chosen.chainKey && isSameAddress(was.token.address, chosen.token.address))
    )
      events.push({
        type: 'tokenChosen',
        side,
        chainKey: chosen.chainKey,
        tokenAddress: chosen.token.address,
        symbol: chosen.token.symbol,
      })
  }
  const feeTolerance = changes.feeTolerance ?? before.feeTolerance
  const nativeDrop = changes.nativeDrop ?? before.nativeDrop
  if (feeTolerance !== before.feeTolerance || nativeDrop !== before.nativeDrop)
    events.push({ type: 'settingsChanged', feeTolerance, nativeDrop })
  return events
}

/** Tells an event once per key: a remount, a cached answer shown again, is not news. */
function useTellOnce(emit: (event: BridgeEvent) => void) {
  const emitRef = useRef(emit)
  emitRef.current = emit
  const told = useRef(new Set<string>()).current
  return {
    emit: (event: BridgeEvent) => emitRef.current(event),
    once: (key: string, event: BridgeEvent) => {
      if (told.has(key)) return
      told.add(key)
      emitRef.current(event)
    },
  }
}

/**
 * The events a run makes as it moves, the same for the bridge and an OFT send: a refusal by the
 * checks, the start, and each status of the submitted transfer. Each is told once.
 */
export function useRunStateEvents(
  emit: (event: BridgeEvent) => void,
  state: {
    /** The quote (or OFT send) the engine checks and runs. */
    checkedId: string | undefined
    findings: readonly Pick<StepFinding, 'severity' | 'rule'>[] | undefined
    phase: string
    /** Another tab drives the run: this one follows it. */
    elsewhere: boolean
    status: string | undefined
  },
) {
  const { checkedId, findings, phase, status, elsewhere } = state
  const tell = useTellOnce(emit)
  const refusedRules = findings
    ?.filter((finding) => finding.severity === 'refuse')
    .map((finding) => finding.rule)
  const refusedKey = refusedRules?.join(',') ?? ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per refused quote
  useEffect(() => {
    if (!checkedId || !refusedRules || refusedRules.length === 0) return
    tell.once(`refused:${checkedId}`, {
      type: 'transferRefused',
      quoteId: checkedId,
      rules: refusedRules,
    })
  }, [checkedId, refusedKey])

  // Each start into `running` (a retry after a refusal by the wallet too), but not a run another
  // tab drives, which this tab only follows.
  const previousPhase = useRef(phase)
  // biome-ignore lint/correctness/useExhaustiveDependencies: told on the phase's change
  useEffect(() => {
    const was = previousPhase.current
    previousPhase.current = phase
    if (phase === 'running' && was !== 'running' && checkedId && !elsewhere)
      tell.emit({ type: 'transferStarted', quoteId: checkedId })
  }, [phase, checkedId, elsewhere])

  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per status
  useEffect(() => {
    if (status && checkedId)
      tell.once(`status:${checkedId}:${status}`, {
        type: 'statusChanged',
        quoteId: checkedId,
        status,
      })
  }, [status, checkedId])
}

/**
 * The events the bridge's answers make: the wallet's routes received and the route that would
 * run chosen (by the user through `selectRoute`, or by default); then the run's own
 * (`useRunStateEvents`). Each is told once.
 */
export function useRunEvents(
  emit: (event: BridgeEvent) => void,
  state: {
    quote: UseQuoteReturnType
    sender: string | undefined
    runnable: Quote | undefined
    checked: Quote | undefined
    findings: readonly StepFinding[] | undefined
    phase: string
    elsewhere: boolean
    status: string | undefined
  },
) {
  const { quote, sender, runnable, checked } = state
  const tell = useTellOnce(emit)
  const userChoice = useRef<string | undefined>(undefined)

  // Only the wallet's own answers: a preview for stand-in wallets is not the user's routes.
  const request = quote.quotedRequest
  const forWallet =
    request !== undefined && sender !== undefined && isSameAddress(request.srcWalletAddress, sender)
  const quotes = quote.quotes
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per answer (its quotes)
  useEffect(() => {
    if (!forWallet || !request || quotes.length === 0) return
    tell.once(`routes:${quotes.map((item) => item.id).join(',')}`, {
      type: 'routesReceived',
      request,
      routes: quotes.length,
      rejected: quote.rejectedQuotes.length,
    })
  }, [quotes, forWallet])

  const runnableId = runnable?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: told when the route changes
  useEffect(() => {
    if (!runnable) return
    tell.once(`chosen:${runnable.id}`, {
      type: 'routeChosen',
      quoteId: runnable.id,
      routeType: runnable.routeSteps[0]?.type ?? '',
      // A route type the user picked stays picked across new answers (the same route, anew).
      by: userChoice.current === (runnable.routeSteps[0]?.type ?? '') ? 'user' : 'default',
    })
  }, [runnableId])

  useRunStateEvents(emit, { ...state, checkedId: checked?.id })

  return {
    selectRoute: (id: string) => {
      userChoice.current = quote.quotes.find((item) => item.id === id)?.routeSteps[0]?.type
      quote.selectQuote(id)
    },
  }
}
