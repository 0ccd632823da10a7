import { useRef } from 'react'
import { maxSendable } from '../../../core/funds.js'
import type { ChainType } from '../../../core/schemas/chain.js'
import { isTokenInScope } from '../../../core/scope.js'
import { formatAmountText as formatMaxAmount } from '../../localeAmount.js'
import type { BridgeEvent } from '../bridgeEvents.js'
import type { BridgeRun, BridgeValues, UseBridgeParameters, UseBridgeReturnType } from './types.js'
import { useBridgeChecks } from './useBridgeChecks.js'
import { type BridgeRoute, useBridgeRoute } from './useBridgeRoute.js'
import { useBridgeValues } from './useBridgeValues.js'
import { useRecipientConfirm } from './useRecipientConfirm.js'

// `useBridge` in two halves around its run, so that the widget can take the run from a module it
// loads on demand (`BridgeRunHost`) while `useBridge` runs it in place.

/** The form's half: the host's events, the values (no network) and the route (quotes, balances). */
export type BridgeForm = {
  emit: (event: BridgeEvent) => void
  values: BridgeValues
  update: (changes: Partial<BridgeValues>) => void
  defaultsError: UseBridgeReturnType['defaultsError']
  route: BridgeRoute
}

/** The values and the route, what the run is made from. */
export function useBridgeForm(options: UseBridgeParameters): BridgeForm {
  const emit = useEmit(options.onEvent)
  const { values, update, defaultsError } = useBridgeValues(options, emit)
  const route = useBridgeRoute(options, values)
  return { emit, values, update, defaultsError, route }
}

/** The rest of `useBridge` over a run: the recipient to confirm, the checks, and what it gives. */
export function useBridgeOverRun(
  options: UseBridgeParameters,
  form: BridgeForm,
  run: BridgeRun,
): UseBridgeReturnType {
  const { emit, values, update, defaultsError, route } = form
  const recipient = useRecipientConfirm(options, values, route, run)
  const checks = useBridgeChecks(options, values, route, run, emit, recipient.recipientToConfirm)
  const { source, destination } = values
  const { walletOn, request, accountAddress, evm, ownWallet, ...routeShown } = route
  const { resumed, checked, ...runShown } = run
  const { sourceChain, sender, selected, balance, gasPrice } = route
  // Swapped, each side must still be in the app's scope.
  const lock = options.lock ?? {}
  const canSwap =
    !lock.source &&
    !lock.destination &&
    source !== undefined &&
    destination !== undefined &&
    isTokenInScope(destination.token, options.scope, 'from', route.chains) &&
    isTokenInScope(source.token, options.scope, 'to', route.chains)
  return {
    ...routeShown,
    ...runShown,
    ...recipient,
    // A refused route is not started at all: nothing to confirm for it.
    recipientToConfirm: recipient.recipientToConfirm && !checks.refused,
    // The checks' `execution` over the run's: its `execute` waits for the confirmations.
    ...checks,
    values,
    update,
    scope: options.scope,
    defaultsError,
    canSwap,
    lock,
    hide: options.hide ?? {},
    recipientLabel: options.recipientLabel,
    searched: (side, search) => emit({ type: 'searchTyped', side, ...search }),
    maxAmount: () =>
      balance.value !== undefined && source
        ? formatMaxAmount(
            maxSendable({
              available: balance.value,
              srcChainKey: source.chainKey,
              chainType: sourceChain?.chainType,
              srcTokenAddress: source.token.address,
              quote: selected,
              gasPrice,
            }),
            source.token.decimals,
            options.locale,
          )
        : undefined,
    connectChainType: (sourceChain && !sender ? sourceChain.chainType : 'EVM') as ChainType,
  }
}

/** The host's `onEvent`, read at call time; a listener that throws never stops the widget. */
function useEmit(onEvent: ((event: BridgeEvent) => void) | undefined) {
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  return (event: BridgeEvent) => {
    try {
      onEventRef.current?.(event)
    } catch (error) {
      console.error('vtkit: onEvent threw', error)
    }
  }
}
