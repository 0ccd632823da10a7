import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import type { GetQuotesReturnType } from '../../core/actions/getQuotes.js'
import {
  isAddressOfChainType,
  isSameAddress,
  NATIVE_TOKEN_ADDRESS,
  SOLANA_NATIVE_MINT,
} from '../../core/address.js'
import { formatAmount } from '../../core/amounts.js'
import type { InvalidInputError, VtError } from '../../core/errors.js'
import { checkFunds, maxSendable } from '../../core/funds.js'
import { chainTypeLabel } from '../../core/labels.js'
import { bestReturnQuote, fastestQuote } from '../../core/quoteRanking.js'
import type { ChainType } from '../../core/schemas/chain.js'
import type { QuoteRequest } from '../../core/schemas/quote.js'
import { isTokenInScope } from '../../core/scope.js'
import type { TransferRecord } from '../../core/steps/types/records.js'
import { ledgerArrival, ledgerValueLoss } from '../../core/steps/verify/ledger/value.js'
import {
  defaultValueLossThresholds,
  quoteValueLoss,
  rateDrop,
  readValueLossThresholds,
  type ValueLoss,
  type ValueLossThresholds,
} from '../../core/valueLoss.js'
import { useChains } from '../../hooks/useChains.js'
import { useExecuteSteps } from '../../hooks/useExecuteSteps.js'
import { useQuote } from '../../hooks/useQuote.js'
import { useTokens } from '../../hooks/useTokens.js'
import { useTransferHistory } from '../../hooks/useTransferHistory.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, headlineFractionDigits } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { readAmount } from '../readAmount.js'
import type { PickerBalances } from '../TokenPicker/heldBalances.js'
import { useMessages } from '../ui.js'
import type { PickerSearch } from '../useSearchReport.js'
import { changeEvents, useRunEvents } from './bridgeEventEffects.js'
import type { BridgeEvent } from './bridgeEvents.js'
import { type BridgeValues, emptyValues, type UseBridgeParameters } from './bridgeTypes.js'
import { previewWallet } from './previewWallet.js'
import { isTokenDefaultRef } from './tokenDefaults.js'
import { readUrlValues, type UrlValues, useUrlSync } from './urlValues.js'
import {
  type BalanceSource,
  readEvmBalances,
  useGasPrice,
  useSourceBalance,
} from './useSourceBalance.js'
import { useTokenDefaults } from './useTokenDefaults.js'

/**
 * After these a step may be out in the wallet (sent and not mined, perhaps sent, cancelled there)
 * or the run waits for its own account: the transfer stays on screen with its way forward, since
 * the form in its place could send the same transfer a second time.
 */
export const staysOnScreen = (error: VtError | null) =>
  error !== null &&
  (error.name === 'WrongAccountError' ||
    error.name === 'TransactionPendingError' ||
    error.name === 'StepInterruptedError' ||
    error.name === 'TransactionReplacedError')

/**
 * Everything `BridgeWidget` does, without its markup: the values and their setter, the quotes and
 * the route that may run, the balances and the funds check, the one next action, the run (start,
 * resume, start over) and the history. A layout of one's own renders from it; `BridgeWidget` is
 * one such layout.
 */
export function useBridge(options: UseBridgeParameters = {}) {
  const messages = useMessages(options.messages, options.locale)
  const texts = useLocaleTexts(options.locale)
  const account = useAccount()
  const wagmiConfig = useConfig()
  const chainList = useChains().data
  const chains = chainList ?? []
  const tokenIndex = useTokens().data
  // A shared link's values, read once (never who receives, never a locked part).
  const [fromUrl] = useState<UrlValues>(() =>
    options.syncWithUrl && typeof window !== 'undefined' && !options.values
      ? readUrlValues(window.location.search, options.lock)
      : {},
  )
  const [uncontrolled, setUncontrolled] = useState<BridgeValues>(() => {
    const { source, destination, ...rest } = options.defaultValues ?? {}
    return {
      ...emptyValues,
      ...rest,
      ...(fromUrl.amount ? { amount: fromUrl.amount } : {}),
      // A side a link names waits for the catalogue (the app's default is its fallback).
      source: isTokenDefaultRef(source) || fromUrl.source ? undefined : source,
      destination: isTokenDefaultRef(destination) || fromUrl.destination ? undefined : destination,
    }
  })
  const values = options.values ?? uncontrolled
  const valuesRef = useRef(values)
  valuesRef.current = values
  const onEventRef = useRef(options.onEvent)
  onEventRef.current = options.onEvent
  // A host's listener that throws must not stop the widget (its state moves on regardless).
  const emit = (event: BridgeEvent) => {
    try {
      onEventRef.current?.(event)
    } catch (error) {
      console.error('vtkit: onEvent threw', error)
    }
  }
  const apply = (changes: Partial<BridgeValues>) => {
    const next = { ...valuesRef.current, ...changes }
    valuesRef.current = next
    setUncontrolled(next)
    options.onChange?.(next)
  }
  const defaults = useTokenDefaults(options, chainList, tokenIndex, apply, fromUrl)
  // What the user changes is told (`tokenChosen`, `settingsChanged`); defaults resolving are not,
  // and a side the user set is no longer the default's to fill.
  const update = (changes: Partial<BridgeValues>) => {
    const before = valuesRef.current
    if ('source' in changes) defaults.forget('source')
    if ('destination' in changes) defaults.forget('destination')
    apply(changes)
    for (const event of changeEvents(before, changes)) emit(event)
  }
  const defaultsError = defaults.error
  useUrlSync(
    options.syncWithUrl === true && !options.values,
    defaults.settled,
    values,
    chains,
    options.lock ?? {},
  )

  const { source, destination } = values
  const sourceChain = chains.find((chain) => chain.chainKey === source?.chainKey)
  const destinationChain = chains.find((chain) => chain.chainKey === destination?.chainKey)
  const solana = options.solana
  const walletOn = (chainType: string | undefined) =>
    chainType === 'EVM'
      ? account.address
      : chainType === 'SOLANA' && solana
        ? solana.address
        : options.walletAddress
  const sender = walletOn(sourceChain?.chainType)
  // The user's own wallet receives by default only where it is known to be theirs on that
  // chain type (the wagmi account on EVM, the Solana wallet on Solana), and of its form.
  const ownWallet =
    destinationChain?.chainType === 'EVM'
      ? account.address
      : destinationChain?.chainType === 'SOLANA'
        ? solana?.address
        : undefined
  const ownWalletReceives =
    ownWallet !== undefined && isAddressOfChainType(ownWallet, destinationChain?.chainType ?? '')
  const recipient = values.recipient.trim() || (ownWalletReceives ? (ownWallet ?? '') : '')
  const recipientInvalid =
    values.recipient.trim() !== '' &&
    destinationChain !== undefined &&
    !isAddressOfChainType(recipient, destinationChain.chainType)
  // A source chain this app gives no signer for: said plainly, not a connect button that
  // could never help.
  const signable =
    sourceChain === undefined ||
    sourceChain.chainType === 'EVM' ||
    (sourceChain.chainType === 'SOLANA' && Boolean(solana ?? options.executors?.solana)) ||
    (sourceChain.chainType === 'STARKNET' && Boolean(options.executors?.starknet))
  // Without a wallet on the source chain, the routes are still shown: quoted for stand-in
  // wallets, looked at only, never run (the wallet gets a quote of its own once connected).
  const previewing = !sender && signable
  const amount = readAmount(values.amount, source?.token.decimals, texts)
  const drop = readAmount(values.nativeDrop, destinationChain?.nativeCurrency?.decimals, texts)

  const request: Partial<QuoteRequest> | undefined =
    source && destination
      ? {
          amount: amount.value,
          srcChainKey: source.chainKey,
          srcTokenAddress: source.token.address,
          srcWalletAddress: sender ?? previewWallet(sourceChain?.chainType, source.token.address),
          dstChainKey: destination.chainKey,
          dstTokenAddress: destination.token.address,
          dstWalletAddress: recipientInvalid
            ? undefined
            : recipient ||
              (previewing
                ? previewWallet(destinationChain?.chainType, destination.token.address)
                : undefined),
          options: {
            feeTolerance: { type: 'PERCENT', amount: values.feeTolerance },
            ...(drop.value ? { dstNativeDropAmount: drop.value } : {}),
          },
        }
      : undefined
  const quote = useQuote({
    request,
    selectDefault:
      options.routePriority === 'fastest'
        ? (quotes, tokens) => fastestQuote(quotes) ?? bestReturnQuote(quotes, tokens)
        : undefined,
  })
  const selected = quote.selectedQuote
  // Only a quote asked for this very wallet and this very input may run: never a preview's,
  // even in the moment between a wallet connecting and its own quote arriving, nor the last
  // amount's while a new one settles.
  const runnable =
    selected &&
    sender &&
    !quote.isDebouncing &&
    isSameAddress(quote.quotedRequest?.srcWalletAddress, sender)
      ? selected
      : undefined
  const onQuote = useRef(options.onQuote)
  onQuote.current = options.onQuote
  useEffect(() => {
    if (runnable) onQuote.current?.(runnable)
  }, [runnable])

  const history = useTransferHistory({ journal: options.journal })
  // The From picker lists what the connected wallets hold first, with the amounts.
  const pickerBalances = useMemo<PickerBalances>(
    () => ({
      // Read again once the catalogue is there, and once it is whole: before it, only the
      // native coin is known.
      key: `${account.address ?? ''}|${solana?.address ?? ''}|${tokenIndex ? (tokenIndex.partial ? 'partial' : 'catalogue') : ''}`,
      read: (chainKey) => {
        const chain = chains.find((item) => item.chainKey === chainKey)
        if (chain?.chainType === 'SOLANA') return solana?.address ? solana.balances?.() : undefined
        if (chain?.chainType !== 'EVM' || typeof chain.chainId !== 'number' || !account.address)
          return undefined
        return readEvmBalances(
          wagmiConfig,
          chain.chainId,
          account.address,
          tokenIndex?.byChain(chainKey) ?? [],
        )
      },
    }),
    [account.address, solana, chains, wagmiConfig, tokenIndex],
  )
  const evmChainId = sourceChain?.chainType === 'EVM' ? sourceChain.chainId : undefined
  const balanceSource: BalanceSource | undefined =
    evmChainId !== undefined
      ? { chainType: 'EVM', chainId: evmChainId, owner: account.address }
      : sourceChain?.chainType === 'SOLANA' && solana
        ? { chainType: 'SOLANA', wallet: solana }
        : undefined
  const balance = useSourceBalance(source?.token.address, balanceSource)
  // The native coin pays the steps' value and gas (on Solana, the fees), whatever the token sent.
  const nativeBalance = useSourceBalance(
    sourceChain?.chainType === 'SOLANA' ? SOLANA_NATIVE_MINT : NATIVE_TOKEN_ADDRESS,
    balanceSource,
  )
  const gasPrice = useGasPrice(selected ? evmChainId : undefined)
  // An unfinished transfer from the journal (a reload, a closed tab) runs instead of the form's.
  const [resuming, setResuming] = useState<TransferRecord | undefined>(undefined)
  // A transfer started from the form keeps its quote and signer whatever the form does next
  // (a wallet switching accounts mid-flow re-quotes the form; the transfer waits for its own).
  const [started, setStarted] = useState<Pick<TransferRecord, 'quote' | 'request'>>()
  const pinned = resuming ?? started
  const pinnedChainType = chains.find(
    (chain) => chain.chainKey === pinned?.request.srcChainKey,
  )?.chainType
  // The quote the engine runs and checks: the pinned transfer's, else the form's.
  const checked = pinned?.quote ?? runnable
  const checkedIdRef = useRef(checked?.id)
  checkedIdRef.current = checked?.id
  const execution = useExecuteSteps({
    quote: checked,
    request: pinned?.request ?? (runnable ? quote.quotedRequest : undefined),
    // A pinned transfer is signed by the EVM account that started it (the engine pauses while
    // the wallet is on another), or by the wallet of its own source chain.
    walletAddress: pinned
      ? pinnedChainType === 'EVM'
        ? pinned.request.srcWalletAddress
        : walletOn(pinnedChainType)
      : sender,
    prices: resuming ? undefined : quote.tokens,
    journal: options.journal,
    receiptTimeoutMs: options.receiptTimeoutMs,
    atomicBatch: options.atomicBatch,
    executors: solana?.executor
      ? { ...options.executors, solana: solana.executor }
      : options.executors,
    onStepStart: (stepIndex) =>
      emit({ type: 'walletPrompt', quoteId: checkedIdRef.current ?? '', stepIndex }),
    onStepSubmitted: (stepIndex, hash) => {
      emit({ type: 'stepSubmitted', quoteId: checkedIdRef.current ?? '', stepIndex, hash })
      options.onStepSubmitted?.(stepIndex, hash)
    },
    onStepConfirmed: (stepIndex, hash) =>
      emit({ type: 'stepConfirmed', quoteId: checkedIdRef.current ?? '', stepIndex, hash }),
    onBatchSubmitted: (stepIndexes, batchId) =>
      emit({ type: 'batchSubmitted', quoteId: checkedIdRef.current ?? '', stepIndexes, batchId }),
    onComplete: (result) => {
      history.refresh()
      balance.refresh()
      nativeBalance.refresh()
      emit({ type: 'transferComplete', quoteId: result.quoteId, result })
      options.onTransferComplete?.(result)
    },
    onError: (error) => {
      // Back to the form, whose input may change, unless the transfer must stay on screen.
      if (!staysOnScreen(error)) setStarted(undefined)
      // A failed run may still have spent gas or sent a step: show what is left.
      balance.refresh()
      nativeBalance.refresh()
      emit({ type: 'transferFailed', quoteId: checkedIdRef.current, error })
      options.onError?.(error)
    },
  })
  // An intent's tokens move when a solver fills it, after the wallet's part is done: the
  // balance is read again once the transfer is final, too.
  const final = execution.transfer.isFinal
  const refreshBalance = useRef(balance.refresh)
  refreshBalance.current = balance.refresh
  useEffect(() => {
    if (final) refreshBalance.current()
  }, [final])

  const pair = request && quote.validation.state === 'valid' ? quote.validation.request : undefined
  // Checked before any wallet prompt: the button says what is missing instead of starting.
  const shortfall =
    selected && pair && source && !resuming && execution.phase === 'idle'
      ? checkFunds({
          quote: selected,
          request: pair,
          chains,
          tokenBalance: balance.value,
          nativeBalance: nativeBalance.value,
          gasPrice,
        })
      : undefined
  // While a transfer runs, its inputs and route stay as they were sent: no edit, no countdown.
  const locked = execution.phase === 'running' || execution.phase === 'submitted'
  const formTransfer =
    runnable && quote.quotedRequest ? { quote: runnable, request: quote.quotedRequest } : undefined
  const formTransferRef = useRef(formTransfer)
  formTransferRef.current = formTransfer
  const phase = execution.phase
  useEffect(() => {
    if (phase === 'running') setStarted((pin) => pin ?? formTransferRef.current)
  }, [phase])
  const queryClient = useQueryClient()
  const startOver = () => {
    // A quote is sent once: the same input again asks anew (the quote's id would find the
    // transfer just made). Only its own answer goes: a host's other quotes stay cached.
    const sent = (started ?? resuming)?.quote.id
    queryClient.removeQueries({
      queryKey: ['vtkit', 'quotes'],
      predicate: ({ state }) =>
        (state.data as GetQuotesReturnType | undefined)?.quotes.some(({ id }) => id === sent) ??
        false,
    })
    setResuming(undefined)
    setStarted(undefined)
    // A locked amount is the app's: it stays for the next transfer.
    if (!options.lock?.amount) update({ amount: '' })
  }
  const nativeSymbol = sourceChain?.nativeCurrency?.symbol ?? ''
  const blockedReason = shortfall
    ? formatMessage(
        shortfall.kind === 'token' ? messages.insufficientBalance : messages.notEnoughForGas,
        { symbol: shortfall.kind === 'token' ? (source?.token.symbol ?? '') : nativeSymbol },
      )
    : undefined

  const progress = locked || resuming !== undefined || staysOnScreen(execution.error)
  const wrongNetwork =
    sourceChain?.chainType === 'EVM' &&
    account.chainId !== undefined &&
    sourceChain.chainId !== undefined &&
    account.chainId !== sourceChain.chainId
  // A refusal is remembered for its quote: while the amount is typed again (no run yet, so no
  // findings), the route stays marked and its promise unshown.
  const refusedIds = useRef(new Set<string>()).current
  if (checked && execution.findings?.some((finding) => finding.severity === 'refuse'))
    refusedIds.add(checked.id)
  const refused = selected !== undefined && refusedIds.has(selected.id)
  const lossThresholds = useValueLossThresholds(options.valueLoss, options.onError)
  // Said before the run only: what is running or resumed was accepted when it started.
  const beforeRun = execution.phase !== 'running' && execution.phase !== 'submitted' && !resuming
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
  const lossUnknown = read && !refused && beforeRun && valueLoss === undefined
  const [lossAcceptedFor, setLossAcceptedFor] = useState<string>()
  const lossToAccept =
    valueLoss?.level === 'confirm' && selected !== undefined && lossAcceptedFor !== selected.id
  const lessPaid = beforeRun
    ? rateDrop(quote.change, options.rateChangeTolerance ?? 0.001)
    : undefined
  useAcceptEvents(emit, selected?.id, valueLoss, lessPaid)
  const gated = lossToAccept || lessPaid !== undefined
  const gatedExecution = gated ? { ...execution, execute: async () => undefined } : execution
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
    : Boolean(account.address ?? solana?.address ?? options.walletAddress)
  const waitingFor = !signable
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
            : recipientInvalid
              ? messages.actionInvalidRecipient
              : !sender
                ? 'connect'
                : !recipient
                  ? messages.actionEnterRecipient
                  : quote.isLoading
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

  // Swapped, each side must still be in the app's scope.
  const lock = options.lock ?? {}
  const canSwap =
    !lock.source &&
    !lock.destination &&
    source !== undefined &&
    destination !== undefined &&
    isTokenInScope(destination.token, options.scope, 'from', chains) &&
    isTokenInScope(source.token, options.scope, 'to', chains)

  return {
    values,
    /** Changes some values (the rest stay); `onChange` hears the whole. */
    update,
    /** The chains and tokens that may be picked (as given). */
    scope: options.scope,
    /** Defaults given by id that name nothing in the catalogue (an `InvalidInputError`), or null. */
    defaultsError,
    /** Source and destination can trade places (both set, neither locked, each in scope on the other side). */
    canSwap,
    /** The parts the user cannot change. */
    lock,
    /** The parts the widget leaves out. */
    hide: options.hide ?? {},
    recipientLabel: options.recipientLabel,
    chains,
    sourceChain,
    destinationChain,
    /** The wallet that signs on the source chain, if one is connected there. */
    sender,
    /** Who receives: the typed address, else the user's own wallet on that chain type. */
    recipient,
    /** The user's own wallet can receive on the destination (the way back from another address). */
    ownWalletReceives,
    recipientInvalid,
    /** No wallet on the source yet: routes are quoted for stand-in wallets, to look at only. */
    previewing,
    /** The app can sign on the source chain. */
    signable,
    /** The amount read with the source token's decimals (`value` in base units, or `error`). */
    amount,
    quote,
    /** The route chosen, from the quotes of the form's input (shown, not necessarily runnable). */
    selected,
    /** Tells a picker's settled search as `searchTyped` (the pickers' `onSearch`). */
    searched: (side: 'source' | 'destination', search: PickerSearch) =>
      emit({ type: 'searchTyped', side, ...search }),
    /**
     * What the chosen route loses of the value sent (`usd`, `fraction`) and whether that is said
     * (`warn`) or must be accepted (`confirm`); undefined when its USD values are unknown.
     */
    valueLoss,
    /** The chosen route's steps are read, but an amount they move has no price: its loss cannot be told. */
    lossUnknown,
    /**
     * What the chosen route's steps move, read from their calldata (`useExecuteSteps().ledger`):
     * what the card shows instead of the service's figures.
     */
    ledger,
    /** The loss is above `confirm` and not yet accepted for this quote: no wallet prompt until then. */
    lossToAccept,
    /** Accepts the chosen route's loss (told as `valueLoss` with `accepted`). */
    acceptLoss: () => {
      if (!selected || !valueLoss) return
      setLossAcceptedFor(selected.id)
      emit({ type: 'valueLoss', quoteId: selected.id, ...lossFields(valueLoss), accepted: true })
    },
    /**
     * A new quote pays less than the one shown (amounts in the destination token's smallest
     * units): no wallet prompt until the user accepts it (`acceptRate`).
     */
    rateDrop: lessPaid,
    acceptRate: () => {
      if (!lessPaid || !selected) return
      quote.acknowledgeChange()
      emit({ type: 'rateChanged', quoteId: selected.id, ...lessPaid, accepted: true })
    },
    /** Picks a route by its quote id (told as `routeChosen` by the user). */
    selectRoute,
    /** The route that may run: asked for this wallet and this input. */
    runnable,
    /** The request as validated (undefined while the input is incomplete). */
    pair,
    /** The chosen route was refused by a safety check: its promise is not shown. */
    refused,
    /** What arrives by the chosen route, as text (undefined while none, or when it was refused). */
    received,
    balance,
    nativeBalance,
    gasPrice,
    pickerBalances,
    /** The funds check before any prompt: `kind` `token` or `gas`, or undefined. */
    shortfall,
    /** What the user must do before the transfer can start, as the button says it. */
    blockedReason,
    /** The largest amount that can be sent (fees and gas kept), as text; undefined when unknown. */
    maxAmount: (): string | undefined =>
      balance.value !== undefined && source
        ? formatAmount(
            maxSendable({
              available: balance.value,
              srcChainKey: source.chainKey,
              chainType: sourceChain?.chainType,
              srcTokenAddress: source.token.address,
              quote: selected,
              gasPrice,
            }),
            source.token.decimals,
          )
        : undefined,
    /**
     * The run. Its `execute` waits for the confirmations before a loss: while `lossToAccept` or
     * `rateDrop` stands it asks nothing of the wallet, whatever layout calls it.
     */
    execution: gatedExecution,
    /** A transfer is running, resumed or must stay on screen: its progress replaces the form. */
    progress,
    /** What runs: the resumed or started transfer, or the quote asked for this wallet and this input. */
    running: pinned ?? formTransfer,
    /** Whether the progress shown is a resumed transfer's (its quote cannot be asked again). */
    resuming: resuming !== undefined,
    /** Runs an unfinished transfer of the history instead of the form's. */
    resume: (record: TransferRecord) => setResuming(record),
    /** After a transfer: back to an empty amount, the sent quote forgotten. */
    startOver,
    history,
    /** The wallet is on another EVM chain than the source: the chain to switch to, if that is next. */
    switchTo,
    switchNetwork: (chainId: number) =>
      void switchChain(wagmiConfig, { chainId }).catch(() => {
        // Declined or unsupported: the button stays and says the same; nothing was asked of funds.
      }),
    /**
     * Why the transfer cannot start yet, as the button says it; `'connect'` when a wallet must be
     * connected (on `connectChainType`); undefined when the run's own action is next.
     */
    waitingFor,
    connectChainType: (sourceChain && !sender ? sourceChain.chainType : 'EVM') as ChainType,
    /** The wagmi account's chain id (for "your wallet is on …"). */
    walletChainId: account.chainId,
    wagmiChains: wagmiConfig.chains,
  }
}

export type UseBridgeReturnType = ReturnType<typeof useBridge>

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
  loss: ReturnType<typeof quoteValueLoss>,
  drop: ReturnType<typeof rateDrop>,
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
