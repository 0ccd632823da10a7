import { useQueryClient } from '@tanstack/react-query'
import { Tabs } from 'radix-ui'
import { forwardRef, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import type { GetQuotesReturnType, QuoteRequest } from '../../core/actions/getQuotes.js'
import {
  isAddressOfChainType,
  isSameAddress,
  NATIVE_TOKEN_ADDRESS,
  SOLANA_NATIVE_MINT,
} from '../../core/address.js'
import { formatAmount } from '../../core/amounts.js'
import type { VtError } from '../../core/errors.js'
import { checkFunds, maxSendable } from '../../core/funds.js'
import { chainTypeLabel } from '../../core/labels.js'
import type { ChainType } from '../../core/schemas/chain.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { ExecutionResult } from '../../core/steps/executeSteps.js'
import type { SolanaExecutor, SolanaWallet, StarknetExecutor } from '../../core/steps/executors.js'
import type { TransferJournal, TransferRecord } from '../../core/steps/journal.js'
import { useChains } from '../../hooks/useChains.js'
import { useExecuteSteps } from '../../hooks/useExecuteSteps.js'
import { useQuote } from '../../hooks/useQuote.js'
import { useTokens } from '../../hooks/useTokens.js'
import { useTransferHistory } from '../../hooks/useTransferHistory.js'
import { RecipientField } from '../fields.js'
import {
  formatTokenAmount,
  formatUsd,
  headlineFractionDigits,
  shortHash,
  usdValue,
} from '../format.js'
import { formatMessage } from '../messages.js'
import { readAmount } from '../readAmount.js'
import { StepRunner } from '../StepRunner/StepRunner.js'
import type { PickerBalances } from '../TokenPicker/heldBalances.js'
import { TokenPicker, type TokenSelection } from '../TokenPicker/TokenPicker.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { walletChainName } from '../walletChain.js'
import { AmountPanel } from './AmountPanel.js'
import { HistoryList } from './HistoryList.js'
import { previewWallet } from './previewWallet.js'
import { RouteCard } from './RouteCard.js'
import { Settings } from './SettingsDialog.js'
import { TransferProgress } from './TransferProgress.js'
import {
  type BalanceSource,
  readEvmBalances,
  useGasPrice,
  useSourceBalance,
} from './useSourceBalance.js'

export type BridgeValues = {
  source: TokenSelection | undefined
  destination: TokenSelection | undefined
  /** As typed, in whole tokens ("1.5"). */
  amount: string
  /** Empty: the connected wallet. */
  recipient: string
  /** Native gas to receive on the destination, as typed ("0.01"). */
  nativeDrop: string
  /** Percent, 0 to 100. */
  feeTolerance: number
}

const emptyValues: BridgeValues = {
  source: undefined,
  destination: undefined,
  amount: '',
  recipient: '',
  nativeDrop: '',
  feeTolerance: 1,
}

export type BridgeWidgetProps = UiProps & {
  /** Controlled values (with `onChange`). */
  values?: BridgeValues | undefined
  defaultValues?: Partial<BridgeValues> | undefined
  onChange?: ((values: BridgeValues) => void) | undefined
  onQuote?: ((quote: Quote) => void) | undefined
  onStepSubmitted?: ((stepIndex: number, hash: string) => void) | undefined
  onTransferComplete?: ((result: ExecutionResult) => void) | undefined
  onError?: ((error: VtError) => void) | undefined
  /**
   * Rendered where the user must connect a wallet: your own connect button, or a function of the
   * chain type that needs one (`'SOLANA'` for a Solana source without a Solana wallet).
   */
  connectWallet?: ReactNode | ((chainType: ChainType) => ReactNode) | undefined
  /** Chain logos by chain key for the pickers (https or data:image URLs). Default: initials. */
  chainLogos?: Readonly<Record<string, string>> | undefined
  /** The Solana wallet: `useWalletAdapterSolana()` from vtkit/solana (address, signer, balances). */
  solana?: SolanaWallet | undefined
  /** Solana and Starknet signers without `solana` (EVM comes from wagmi). */
  executors?: { solana?: SolanaExecutor; starknet?: StarknetExecutor }
  /** The signing wallet for non-EVM sources without `solana` (EVM: the connected wagmi account). */
  walletAddress?: string | undefined
  journal?: TransferJournal | undefined
  /** How long a sent transaction may stay unmined before "check your wallet" (default 10 min). */
  receiptTimeoutMs?: number | undefined
}

/**
 * After these a step may be out in the wallet (sent and not mined, perhaps sent, cancelled there)
 * or the run waits for its own account: the transfer stays on screen with its way forward, since
 * the form in its place could send the same transfer a second time.
 */
const staysOnScreen = (error: VtError | null) =>
  error !== null &&
  (error.name === 'WrongAccountError' ||
    error.name === 'TransactionPendingError' ||
    error.name === 'StepInterruptedError' ||
    error.name === 'TransactionReplacedError')

/** The whole flow in one component: pick, quote, sign, track, and the history. Uses the host's wallet connection. */
export const BridgeWidget = forwardRef<HTMLElement, BridgeWidgetProps>(
  function BridgeWidget(props, ref) {
    const { className, locale, theme, colorScheme } = props
    const messages = useMessages(props.messages)
    const ids = useId()
    const themeRef = useThemeRef(theme, ref)
    const account = useAccount()
    const wagmiConfig = useConfig()
    const switchNetwork = (chainId: number) =>
      void switchChain(wagmiConfig, { chainId }).catch(() => {
        // Declined or unsupported: the button stays and says the same; nothing was asked of funds.
      })
    const chains = useChains().data ?? []
    const [uncontrolled, setUncontrolled] = useState<BridgeValues>({
      ...emptyValues,
      ...props.defaultValues,
    })
    const values = props.values ?? uncontrolled
    const update = (changes: Partial<BridgeValues>) => {
      const next = { ...values, ...changes }
      setUncontrolled(next)
      props.onChange?.(next)
    }

    const { source, destination } = values
    const sourceChain = chains.find((chain) => chain.chainKey === source?.chainKey)
    const destinationChain = chains.find((chain) => chain.chainKey === destination?.chainKey)
    const solana = props.solana
    const walletOn = (chainType: string | undefined) =>
      chainType === 'EVM'
        ? account.address
        : chainType === 'SOLANA' && solana
          ? solana.address
          : props.walletAddress
    const sender = walletOn(sourceChain?.chainType)
    // The user's own wallet receives by default only where it is known to be theirs on that
    // chain type (the wagmi account on EVM, the Solana wallet on Solana), and of its form.
    const ownWallet =
      destinationChain?.chainType === 'EVM'
        ? account.address
        : destinationChain?.chainType === 'SOLANA'
          ? solana?.address
          : undefined
    const recipient =
      values.recipient.trim() ||
      (ownWallet && isAddressOfChainType(ownWallet, destinationChain?.chainType ?? '')
        ? ownWallet
        : '')
    // The connected wallet receives unless the user asks for another address.
    const [recipientOpen, setRecipientOpen] = useState(false)
    const [routesOpen, setRoutesOpen] = useState(false)
    const recipientInvalid =
      values.recipient.trim() !== '' &&
      destinationChain !== undefined &&
      !isAddressOfChainType(recipient, destinationChain.chainType)
    // A source chain this app gives no signer for: said plainly, not a connect button that
    // could never help.
    const signable =
      sourceChain === undefined ||
      sourceChain.chainType === 'EVM' ||
      (sourceChain.chainType === 'SOLANA' && Boolean(solana ?? props.executors?.solana)) ||
      (sourceChain.chainType === 'STARKNET' && Boolean(props.executors?.starknet))
    // Without a wallet on the source chain, the routes are still shown: quoted for stand-in
    // wallets, looked at only, never run (the wallet gets a quote of its own once connected).
    const previewing = !sender && signable
    const amount = readAmount(values.amount, source?.token.decimals)
    const drop = readAmount(values.nativeDrop, destinationChain?.nativeCurrency?.decimals)

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
    const quote = useQuote({ request })
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
    const onQuote = useRef(props.onQuote)
    onQuote.current = props.onQuote
    useEffect(() => {
      if (runnable) onQuote.current?.(runnable)
    }, [runnable])

    const history = useTransferHistory({ journal: props.journal })
    const tokenIndex = useTokens().data
    // The From picker lists what the connected wallets hold first, with the amounts.
    const pickerBalances = useMemo<PickerBalances>(
      () => ({
        // Read again once the catalogue is there, and once it is whole: before it, only the
        // native coin is known.
        key: `${account.address ?? ''}|${solana?.address ?? ''}|${tokenIndex ? (tokenIndex.partial ? 'partial' : 'catalogue') : ''}`,
        read: (chainKey) => {
          const chain = chains.find((item) => item.chainKey === chainKey)
          if (chain?.chainType === 'SOLANA')
            return solana?.address ? solana.balances?.() : undefined
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
      journal: props.journal,
      receiptTimeoutMs: props.receiptTimeoutMs,
      executors: solana?.executor
        ? { ...props.executors, solana: solana.executor }
        : props.executors,
      onStepSubmitted: props.onStepSubmitted,
      onComplete: (result) => {
        history.refresh()
        balance.refresh()
        nativeBalance.refresh()
        props.onTransferComplete?.(result)
      },
      onError: (error) => {
        // Back to the form, whose input may change, unless the transfer must stay on screen.
        if (!staysOnScreen(error)) setStarted(undefined)
        // A failed run may still have spent gas or sent a step: show what is left.
        balance.refresh()
        nativeBalance.refresh()
        props.onError?.(error)
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

    const available = balance.value
    const pair =
      request && quote.validation.state === 'valid' ? quote.validation.request : undefined
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
      runnable && quote.quotedRequest
        ? { quote: runnable, request: quote.quotedRequest }
        : undefined
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
      update({ amount: '' })
    }
    const nativeSymbol = sourceChain?.nativeCurrency?.symbol ?? ''
    const blockedReason = shortfall
      ? formatMessage(
          shortfall.kind === 'token' ? messages.insufficientBalance : messages.notEnoughForGas,
          { symbol: shortfall.kind === 'token' ? (source?.token.symbol ?? '') : nativeSymbol },
        )
      : undefined

    const ui = { locale, messages: props.messages, colorScheme, theme }
    const [tab, setTab] = useState('transfer')
    const progress = locked || resuming !== undefined || staysOnScreen(execution.error)
    const wrongNetwork =
      sourceChain?.chainType === 'EVM' &&
      account.chainId !== undefined &&
      sourceChain.chainId !== undefined &&
      account.chainId !== sourceChain.chainId
    // Switching networks is the next step only for a transfer that could go ahead on it: a
    // shortfall or a refusal is said first, and needs no switch to be seen.
    // A refusal is remembered for its quote: while the amount is typed again (no run yet, so no
    // findings), the route stays marked and its promise unshown.
    const refusedIds = useRef(new Set<string>()).current
    if (checked && execution.findings?.some((finding) => finding.severity === 'refuse'))
      refusedIds.add(checked.id)
    const refused = selected !== undefined && refusedIds.has(selected.id)
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
      : Boolean(account.address ?? solana?.address ?? props.walletAddress)
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
    const sourceUsd =
      source && amount.value
        ? usdValue(
            amount.value,
            source.token.decimals,
            source.token.price?.usd ?? undefined,
            locale,
          )
        : undefined

    // A refused route's promise is not shown as what arrives: it may be the lure.
    const received =
      selected && destination && !refused
        ? formatTokenAmount(
            selected.dstAmount,
            destination.token.decimals,
            locale,
            headlineFractionDigits(selected.dstAmount, destination.token.decimals),
          )
        : undefined
    const longest = Math.max(values.amount.length, received?.length ?? 0)

    const form = (
      <div className="vtkit-form">
        {/* A long amount gets a smaller type, a longer one smaller still, so that it shows whole. */}
        <div
          className="vtkit-panels"
          data-long={longest > 13 ? 'more' : longest > 8 ? '' : undefined}
        >
          <AmountPanel
            label={messages.from}
            aside={
              available !== undefined &&
              source && (
                <span
                  className={classNames(
                    'vtkit-muted',
                    shortfall?.kind === 'token' && 'vtkit-error',
                  )}
                >
                  {formatMessage(messages.balance, {
                    amount: `${formatTokenAmount(available, source.token.decimals, locale)} ${source.token.symbol}`,
                  })}
                  <button
                    type="button"
                    className="vtkit-disclosure vtkit-max"
                    onClick={() =>
                      update({
                        amount: formatAmount(
                          maxSendable({
                            available,
                            srcChainKey: source.chainKey,
                            chainType: sourceChain?.chainType,
                            srcTokenAddress: source.token.address,
                            quote: selected,
                            gasPrice,
                          }),
                          source.token.decimals,
                        ),
                      })
                    }
                  >
                    {messages.max}
                  </button>
                </span>
              )
            }
            amount={
              <input
                className="vtkit-amount-input"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                aria-label={messages.amount}
                value={values.amount}
                aria-invalid={amount.error || shortfall?.kind === 'token' ? true : undefined}
                aria-describedby={amount.error ? `${ids}-amount` : undefined}
                onChange={(event) => update({ amount: event.target.value })}
              />
            }
            token={
              <TokenPicker
                label={messages.from}
                chainLogos={props.chainLogos}
                balances={pickerBalances}
                value={source}
                // The destination stays (a pair without a route says so) unless it is now the source.
                onChange={(selection) =>
                  update({
                    source: selection,
                    destination:
                      destination?.chainKey === selection.chainKey &&
                      isSameAddress(destination.token.address, selection.token.address)
                        ? undefined
                        : destination,
                  })
                }
                {...ui}
              />
            }
            usd={sourceUsd ?? (selected ? formatUsd(selected.srcAmountUsd, locale) : undefined)}
          />
          <button
            type="button"
            className="vtkit-swap"
            aria-label={messages.swapDirection}
            disabled={!source || !destination}
            onClick={() => update({ source: destination, destination: source })}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M12 5v14m-6-6 6 6 6-6"
              />
            </svg>
          </button>
          <AmountPanel
            label={messages.to}
            amount={
              <output className="vtkit-amount-output" aria-label={messages.youReceive}>
                {quote.isLoading && !selected ? (
                  <span className="vtkit-skeleton vtkit-skeleton-amount" />
                ) : (
                  (received ?? <span className="vtkit-muted">{refused ? '—' : '0'}</span>)
                )}
              </output>
            }
            token={
              <TokenPicker
                label={messages.to}
                chainLogos={props.chainLogos}
                value={destination}
                onChange={(selection) => update({ destination: selection })}
                source={
                  source
                    ? { chainKey: source.chainKey, tokenAddress: source.token.address }
                    : undefined
                }
                {...ui}
              />
            }
            usd={selected && !refused ? formatUsd(selected.dstAmountUsd, locale) : undefined}
          />
        </div>
        {amount.error && (
          <p id={`${ids}-amount`} className="vtkit-error">
            {amount.error}
          </p>
        )}
        {/* Before a wallet connects, its own address is the recipient to come: no field yet. */}
        {recipientOpen || values.recipient !== '' || (!recipient && destination && !previewing) ? (
          <RecipientField
            label={messages.recipient}
            focusOnMount={recipientOpen}
            value={values.recipient}
            placeholder={recipient}
            error={
              recipientInvalid && destinationChain
                ? formatMessage(messages.recipientInvalid, {
                    chainType: chainTypeLabel(destinationChain.chainType),
                  })
                : undefined
            }
            onChange={(text) => update({ recipient: text })}
            // The way back to the default, where the connected wallet can receive.
            back={
              ownWallet && isAddressOfChainType(ownWallet, destinationChain?.chainType ?? '') ? (
                <button
                  type="button"
                  className="vtkit-disclosure"
                  onClick={() => {
                    setRecipientOpen(false)
                    update({ recipient: '' })
                  }}
                >
                  {messages.sendToMyWallet}
                </button>
              ) : undefined
            }
          />
        ) : (
          recipient && (
            <p className="vtkit-row vtkit-muted vtkit-recipient-line">
              <span>{formatMessage(messages.toYourWallet, { address: shortHash(recipient) })}</span>
              <button
                type="button"
                className="vtkit-disclosure"
                aria-expanded={false}
                onClick={() => setRecipientOpen(true)}
              >
                {messages.sendToAnother}
              </button>
            </p>
          )
        )}
        {quote.error && !previewing && (
          <p className="vtkit-error" role="alert">
            {quote.error.shortMessage}
          </p>
        )}
        {selected && pair ? (
          <RouteCard
            selected={selected}
            quotes={quote.quotes}
            rejectedQuotes={quote.rejectedQuotes}
            pair={pair}
            tokens={quote.tokens}
            isExpired={quote.isExpired}
            onSelect={quote.selectQuote}
            onRefresh={quote.refetch}
            refused={refused}
            routesOpen={routesOpen}
            onRoutesOpenChange={setRoutesOpen}
            {...ui}
          />
        ) : (
          quote.isLoading && (
            <div className="vtkit-skeleton vtkit-skeleton-route" aria-hidden="true" />
          )
        )}
        {waitingFor === 'connect' ? (
          ((typeof props.connectWallet === 'function'
            ? props.connectWallet(
                sourceChain && !sender ? (sourceChain.chainType as ChainType) : 'EVM',
              )
            : props.connectWallet) ?? (
            <button
              type="button"
              className="vtkit-button vtkit-wide"
              data-variant="primary"
              disabled
            >
              {messages.actionConnect}
            </button>
          ))
        ) : waitingFor ? (
          <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
            {waitingFor}
          </button>
        ) : (
          <StepRunner.Root
            execution={execution}
            quote={runnable}
            onRefreshQuote={quote.refetch}
            blockedReason={blockedReason}
            className="vtkit-flat"
            {...ui}
          >
            <StepRunner.Findings />
            {switchTo ? (
              <>
                <p className="vtkit-muted vtkit-wallet-chain">
                  {formatMessage(messages.walletOnChain, {
                    chain: walletChainName(chains, wagmiConfig.chains, account.chainId),
                  })}
                </p>
                <button
                  type="button"
                  className="vtkit-button vtkit-wide"
                  data-variant="primary"
                  onClick={() => switchNetwork(switchTo.chainId)}
                >
                  {formatMessage(messages.actionSwitchTo, { chain: switchTo.name })}
                </button>
              </>
            ) : (
              <StepRunner.Action />
            )}
          </StepRunner.Root>
        )}
      </div>
    )

    // What runs: the resumed or started transfer, or the quote asked for this wallet and this input.
    const running = pinned ?? formTransfer
    return (
      <section
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-widget', className)}
        data-theme={colorScheme}
        aria-label={messages.widgetTitle}
      >
        <Tabs.Root value={tab} onValueChange={setTab} className="vtkit-tabs">
          <div className="vtkit-widget-head">
            <Tabs.List className="vtkit-tab-list" aria-label={messages.widgetTitle}>
              <Tabs.Trigger value="transfer" className="vtkit-tab">
                {messages.transferTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="history" className="vtkit-tab">
                {messages.historyTab}
              </Tabs.Trigger>
            </Tabs.List>
            {!progress && tab === 'transfer' && (
              <Settings
                messages={messages}
                colorScheme={colorScheme}
                feeTolerance={values.feeTolerance}
                nativeDrop={values.nativeDrop}
                nativeSymbol={destinationChain?.nativeCurrency?.symbol ?? ''}
                onChange={update}
              />
            )}
          </div>
          <Tabs.Content value="transfer" className="vtkit-tab-panel">
            {progress && running ? (
              <TransferProgress
                execution={execution}
                quote={running.quote}
                request={running.request}
                onRefreshQuote={resuming ? undefined : quote.refetch}
                onNewTransfer={startOver}
                {...ui}
              />
            ) : (
              form
            )}
          </Tabs.Content>
          <Tabs.Content value="history" className="vtkit-tab-panel">
            <HistoryList
              items={history.items}
              activeQuoteId={execution.record?.quoteId}
              onResume={(item) => {
                setResuming(item.record)
                setTab('transfer')
              }}
              {...ui}
            />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    )
  },
)
