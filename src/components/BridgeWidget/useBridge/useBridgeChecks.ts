import { useEffect, useMemo, useRef, useState } from 'react'
import type { InvalidInputError, VtError } from '../../../core/errors.js'
import { checkFunds } from '../../../core/funds.js'
import { chainTypeLabel } from '../../../core/labels.js'
import { ledgerArrival, ledgerValueLoss } from '../../../core/steps/verify/index.js'
import {
  defaultValueLossThresholds,
  quoteValueLoss,
  type RateDrop,
  rateDrop,
  readValueLossThresholds,
  type ValueLoss,
  type ValueLossThresholds,
} from '../../../core/valueLoss.js'
import { formatMessage } from '../../../locales/format.js'
import { formatTokenAmount, headlineFractionDigits } from '../../format.js'
import { useLocaleTexts } from '../../localeTexts.js'
import { useMessages } from '../../ui.js'
import { useRunEvents } from '../bridgeEventEffects.js'
import type { BridgeEvent } from '../bridgeEvents.js'
import type { BridgeRun, BridgeValues, UseBridgeParameters, UseBridgeReturnType } from './types.js'
import type { BridgeRoute } from './useBridgeRoute.js'
import { useRouteHandover } from './useRouteHandover.js'

/** What the checks give the layout: their fields of `UseBridgeReturnType`. */
export type BridgeChecks = Pick<
  UseBridgeReturnType,
  | 'pair'
  | 'shortfall'
  | 'blockedReason'
  | 'refused'
  | 'refusedIds'
  | 'handover'
  | 'valueLoss'
  | 'lossUnknown'
  | 'ledger'
  | 'lossToAccept'
  | 'acceptLoss'
  | 'rateDrop'
  | 'acceptRate'
  | 'selectRoute'
  | 'received'
  | 'execution'
  | 'switchTo'
  | 'waitingFor'
>

/**
 * What stands between the chosen route and the wallet: the funds, a refusal, the value it loses,
 * a rate that dropped and a recipient to confirm (each to accept before any prompt), the wallet's network, and the one
 * thing the button asks for next; and what arrives, read from the signed steps.
 */
export function useBridgeChecks(
  options: UseBridgeParameters,
  values: BridgeValues,
  route: BridgeRoute,
  run: BridgeRun,
  emit: (event: BridgeEvent) => void,
  recipientToConfirm: boolean,
): BridgeChecks {
  const messages = useMessages(options.messages, options.locale)
  const { source, destination } = values
  const { chains, sourceChain, quote, selected, runnable, sender, amount } = route
  const { execution, checked, resumed } = run
  const pair =
    route.request && quote.validation.state === 'valid' ? quote.validation.request : undefined
  // Checked before any wallet prompt: the button says what is missing instead of starting.
  const shortfall =
    selected && pair && source && !resumed && execution.phase === 'idle'
      ? checkFunds({
          quote: selected,
          request: pair,
          chains,
          tokenBalance: route.balance.value,
          nativeBalance: route.nativeBalance.value,
          gasPrice: route.gasPrice,
        })
      : undefined
  const nativeSymbol = sourceChain?.nativeCurrency?.symbol ?? ''
  const blockedReason = shortfall
    ? formatMessage(
        shortfall.kind === 'token' ? messages.insufficientBalance : messages.notEnoughForGas,
        { symbol: shortfall.kind === 'token' ? (source?.token.symbol ?? '') : nativeSymbol },
      )
    : undefined
  const texts = useLocaleTexts(options.locale)
  const { refusedIds, handover } = useRouteHandover({
    checked,
    findings: execution.findings,
    selected,
    quotes: quote.quotes,
    tokens: quote.tokens,
    fastestFirst: options.routePriority === 'fastest',
    idle: execution.phase === 'idle' && !resumed,
    finding: texts.finding,
    select: quote.selectQuote,
  })
  const refused = selected !== undefined && refusedIds.has(selected.id)
  const lossThresholds = useValueLossThresholds(options.valueLoss, options.onError)
  // Said before the run only: what is running or resumed was accepted when it started.
  const beforeRun = execution.phase !== 'running' && execution.phase !== 'submitted' && !resumed
  // What the chosen route's steps move, read from their calldata: what the card shows, and what
  // the loss and what arrives are figured from (the quote's own figures only where none is read).
  const ledger = checked && checked.id === selected?.id ? execution.ledger : undefined
  const read = ledger !== undefined && ledger.entries.length > 0
  const arrival = read && selected ? ledgerArrival(ledger, selected) : undefined
  const valueLoss =
    selected && !refused && beforeRun
      ? read && destination
        ? ledgerValueLoss(
            ledger,
            selected,
            {
              chains,
              prices: quote.tokens,
              dstToken: { chainKey: destination.chainKey, address: destination.token.address },
            },
            lossThresholds,
          )
        : quoteValueLoss(selected, quote.tokens, lossThresholds)
      : undefined
  const [lossAcceptedFor, setLossAcceptedFor] = useState<string>()
  const lossToAccept =
    valueLoss?.level === 'confirm' && selected !== undefined && lossAcceptedFor !== selected.id
  const lessPaid = beforeRun
    ? rateDrop(quote.change, options.rateChangeTolerance ?? 0.001)
    : undefined
  useAcceptEvents(emit, selected?.id, valueLoss, lessPaid)
  const gated = lossToAccept || lessPaid !== undefined || (recipientToConfirm && !refused)
  const { selectRoute } = useRunEvents(emit, {
    quote,
    sender,
    runnable,
    checked,
    findings: execution.findings,
    phase: execution.phase,
    elsewhere: execution.isElsewhere,
    status: execution.transfer.status,
  })
  // Switching networks is the next step only for a transfer that could go ahead on it: a
  // shortfall or a refusal is said first, and needs no switch to be seen.
  const wrongNetwork =
    sourceChain?.chainType === 'EVM' &&
    route.walletChainId !== undefined &&
    sourceChain.chainId !== undefined &&
    route.walletChainId !== sourceChain.chainId
  const switchTo =
    wrongNetwork &&
    typeof sourceChain?.chainId === 'number' &&
    execution.phase === 'idle' &&
    !blockedReason &&
    !refused
      ? { chainId: sourceChain.chainId, name: sourceChain.name }
      : undefined
  // The one button's reason not to act yet, in the order a person fixes them: a wallet first
  // (the host's connect button takes the button's place), as in the widgets people know.
  const connected = sourceChain
    ? Boolean(sender)
    : Boolean(route.accountAddress ?? options.solana?.address ?? options.walletAddress)
  // Routes are on their way while the amount settles (even after a failed quote: the error is
  // the last input's), while the chain list it is checked against arrives, or while the service
  // answers: none of these is "no route".
  const asking =
    quote.isDebouncing ||
    (!quote.error && (quote.isLoading || quote.validation.state === 'pending'))
  const waitingFor = !route.signable
    ? formatMessage(messages.actionUnsupportedSource, {
        chainType: chainTypeLabel(sourceChain?.chainType ?? ''),
      })
    : !connected
      ? 'connect'
      : !source || !destination
        ? source
          ? messages.actionSelectDestination
          : messages.actionSelectTokens
        : amount.error
          ? messages.actionInvalidAmount
          : !amount.value
            ? messages.actionEnterAmount
            : route.recipientInvalid
              ? messages.actionInvalidRecipient
              : !sender
                ? 'connect'
                : !route.recipient
                  ? route.recipientName.state === 'looking'
                    ? messages.actionFindingRoutes
                    : messages.actionEnterRecipient
                  : asking
                    ? messages.actionFindingRoutes
                    : !selected || !pair
                      ? messages.actionNoRoute
                      : !runnable
                        ? messages.actionFindingRoutes
                        : undefined
  // A refused route's promise is not shown as what arrives: it may be the lure.
  const arriving = arrival?.expected ?? selected?.dstAmount
  const received =
    selected && destination && !refused && arriving !== undefined
      ? formatTokenAmount(
          arriving,
          destination.token.decimals,
          options.locale,
          headlineFractionDigits(arriving, destination.token.decimals),
        )
      : undefined
  return {
    pair,
    shortfall,
    blockedReason,
    refused,
    refusedIds,
    handover,
    valueLoss,
    lossUnknown: read && !refused && beforeRun && valueLoss === undefined,
    ledger,
    lossToAccept,
    acceptLoss: () => {
      if (!selected || !valueLoss) return
      setLossAcceptedFor(selected.id)
      emit({ type: 'valueLoss', quoteId: selected.id, ...lossFields(valueLoss), accepted: true })
    },
    rateDrop: lessPaid,
    acceptRate: () => {
      if (!lessPaid || !selected) return
      quote.acknowledgeChange()
      emit({ type: 'rateChanged', quoteId: selected.id, ...lessPaid, accepted: true })
    },
    selectRoute,
    received,
    // Spread over the run's: the layout's `execute` waits for the confirmations.
    execution: gated ? { ...execution, execute: async () => undefined } : execution,
    switchTo,
    waitingFor,
  }
}

/** The app's thresholds, checked once per change; a mistake is told to `onError`, the defaults stand. */
function useValueLossThresholds(
  given: Partial<ValueLossThresholds> | undefined,
  onError: ((error: VtError) => void) | undefined,
): ValueLossThresholds {
  const key = JSON.stringify(given ?? {})
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `given` by content
  const read = useMemo(() => {
    try {
      return { thresholds: readValueLossThresholds(given), error: undefined }
    } catch (error) {
      return { thresholds: defaultValueLossThresholds, error: error as InvalidInputError }
    }
  }, [key])
  const report = useRef(onError)
  report.current = onError
  useEffect(() => {
    if (read.error) report.current?.(read.error)
  }, [read])
  return read.thresholds
}

/** A loss as events carry it: its units as a decimal string, like every amount they name. */
function lossFields({ units, ...loss }: ValueLoss) {
  return { ...loss, ...(units !== undefined && { units: units.toString() }) }
}

/** `valueLoss` and `rateChanged` told once each when shown (their acceptance is told on the click). */
function useAcceptEvents(
  emit: (event: BridgeEvent) => void,
  quoteId: string | undefined,
  loss: ValueLoss | undefined,
  drop: RateDrop | undefined,
) {
  const emitRef = useRef(emit)
  emitRef.current = emit
  const told = useRef(new Set<string>()).current
  const lossKey = loss && loss.level !== 'none' && quoteId ? `loss:${quoteId}` : undefined
  const dropKey = drop && quoteId ? `drop:${quoteId}:${drop.before}` : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per key
  useEffect(() => {
    if (lossKey && loss && quoteId && !told.has(lossKey)) {
      told.add(lossKey)
      emitRef.current({ type: 'valueLoss', quoteId, ...lossFields(loss), accepted: false })
    }
    if (dropKey && drop && quoteId && !told.has(dropKey)) {
      told.add(dropKey)
      emitRef.current({ type: 'rateChanged', quoteId, ...drop, accepted: false })
    }
  }, [lossKey, dropKey])
}
