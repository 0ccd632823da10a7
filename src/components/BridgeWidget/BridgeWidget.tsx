import { forwardRef, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useAccount } from 'wagmi'
import type { QuoteRequest } from '../../core/actions/getQuotes.js'
import { isAddressOfChainType, NATIVE_TOKEN_ADDRESS } from '../../core/address.js'
import { formatAmount } from '../../core/amounts.js'
import type { VtError } from '../../core/errors.js'
import { checkFunds } from '../../core/funds.js'
import { chainTypeLabel, statusLabel } from '../../core/labels.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { ExecutionResult } from '../../core/steps/executeSteps.js'
import type { SolanaExecutor, StarknetExecutor } from '../../core/steps/executors.js'
import type { TransferJournal, TransferRecord } from '../../core/steps/journal.js'
import { useChains } from '../../hooks/useChains.js'
import { useExecuteSteps } from '../../hooks/useExecuteSteps.js'
import { useQuote } from '../../hooks/useQuote.js'
import { useTransferHistory } from '../../hooks/useTransferHistory.js'
import { NativeDropField, RecipientField } from '../fields.js'
import { chainName, formatTokenAmount, shortHash } from '../format.js'
import type { Messages } from '../messages.js'
import { formatMessage } from '../messages.js'
import { QuoteCard } from '../QuoteCard/QuoteCard.js'
import { readAmount } from '../readAmount.js'
import { StatusTimeline } from '../StatusTimeline/StatusTimeline.js'
import { StepRunner } from '../StepRunner/StepRunner.js'
import { TokenPicker, type TokenSelection } from '../TokenPicker/TokenPicker.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { useGasPrice, useSourceBalance } from './useSourceBalance.js'

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
  /** Rendered where the user must connect a wallet: your own connect button. */
  connectWallet?: ReactNode
  /** Solana and Starknet signers (EVM comes from wagmi). */
  executors?: { solana?: SolanaExecutor; starknet?: StarknetExecutor }
  /** The signing wallet for non-EVM sources (EVM: the connected wagmi account). */
  walletAddress?: string | undefined
  journal?: TransferJournal | undefined
}

/** Text to smallest units, or why it cannot be read. */
/** The whole flow in one component: pick, quote, sign, track, and the history. Uses the host's wallet connection. */
export const BridgeWidget = forwardRef<HTMLElement, BridgeWidgetProps>(
  function BridgeWidget(props, ref) {
    const { className, locale, theme, colorScheme } = props
    const messages = useMessages(props.messages)
    const ids = useId()
    const themeRef = useThemeRef(theme, ref)
    const account = useAccount()
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
    const sender = sourceChain?.chainType === 'EVM' ? account.address : props.walletAddress
    const recipient =
      values.recipient.trim() ||
      (destinationChain?.chainType === 'EVM' ? account.address : undefined) ||
      ''
    // The connected wallet receives unless the user asks for another address.
    const [recipientOpen, setRecipientOpen] = useState(false)
    const recipientInvalid =
      values.recipient.trim() !== '' &&
      destinationChain !== undefined &&
      !isAddressOfChainType(recipient, destinationChain.chainType)
    const amount = readAmount(values.amount, source?.token.decimals)
    const drop = readAmount(values.nativeDrop, destinationChain?.nativeCurrency?.decimals)

    const request: Partial<QuoteRequest> | undefined =
      source && destination
        ? {
            amount: amount.value,
            srcChainKey: source.chainKey,
            srcTokenAddress: source.token.address,
            srcWalletAddress: sender,
            dstChainKey: destination.chainKey,
            dstTokenAddress: destination.token.address,
            dstWalletAddress: recipientInvalid ? undefined : recipient || undefined,
            options: {
              feeTolerance: { type: 'PERCENT', amount: values.feeTolerance },
              ...(drop.value ? { dstNativeDropAmount: drop.value } : {}),
            },
          }
        : undefined
    const quote = useQuote({ request })
    const selected = quote.selectedQuote
    const onQuote = useRef(props.onQuote)
    onQuote.current = props.onQuote
    useEffect(() => {
      if (selected) onQuote.current?.(selected)
    }, [selected])

    const history = useTransferHistory({ journal: props.journal })
    const evmChainId = sourceChain?.chainType === 'EVM' ? sourceChain.chainId : undefined
    const balance = useSourceBalance(source?.token.address, evmChainId, account.address)
    // The native coin pays the steps' value and gas, whatever the token sent.
    const nativeBalance = useSourceBalance(NATIVE_TOKEN_ADDRESS, evmChainId, account.address)
    const gasPrice = useGasPrice(selected ? evmChainId : undefined)
    // An unfinished transfer from the journal (a reload, a closed tab) runs instead of the form's.
    const [resuming, setResuming] = useState<TransferRecord | undefined>(undefined)
    const execution = useExecuteSteps({
      quote: resuming?.quote ?? selected,
      request:
        resuming?.request ??
        (quote.validation.state === 'valid' ? quote.validation.request : undefined),
      walletAddress: sender,
      prices: resuming ? undefined : quote.tokens,
      journal: props.journal,
      executors: props.executors,
      onStepSubmitted: props.onStepSubmitted,
      onComplete: (result) => {
        history.refresh()
        balance.refresh()
        nativeBalance.refresh()
        props.onTransferComplete?.(result)
      },
      onError: (error) => {
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
    const startOver = () => {
      setResuming(undefined)
      update({ amount: '' })
    }
    const nativeSymbol = sourceChain?.nativeCurrency?.symbol ?? ''
    const blockedReason = shortfall
      ? formatMessage(
          shortfall.kind === 'token' ? messages.insufficientBalance : messages.notEnoughForGas,
          { symbol: shortfall.kind === 'token' ? (source?.token.symbol ?? '') : nativeSymbol },
        )
      : undefined

    return (
      <section
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-widget', className)}
        data-theme={colorScheme}
        aria-label={messages.widgetTitle}
      >
        <fieldset className="vtkit-form" disabled={locked}>
          <div className="vtkit-widget-row">
            <TokenPicker
              label={messages.from}
              value={source}
              onChange={(selection) => update({ source: selection, destination: undefined })}
              locale={locale}
              messages={props.messages}
              colorScheme={colorScheme}
              theme={theme}
            />
            <label className="vtkit-field">
              <span>{messages.amount}</span>
              <input
                className="vtkit-input"
                inputMode="decimal"
                autoComplete="off"
                value={values.amount}
                aria-invalid={amount.error || shortfall?.kind === 'token' ? true : undefined}
                aria-describedby={`${ids}-amount`}
                onChange={(event) => update({ amount: event.target.value })}
              />
            </label>
          </div>
          <p
            id={`${ids}-amount`}
            className={classNames(
              'vtkit-muted',
              (amount.error || shortfall?.kind === 'token') && 'vtkit-error',
            )}
          >
            {amount.error ??
              (available !== undefined && source
                ? formatMessage(messages.balance, {
                    amount: `${formatTokenAmount(available, source.token.decimals, locale)} ${source.token.symbol}`,
                  })
                : '')}
            {available !== undefined && source && !amount.error && (
              <button
                type="button"
                className="vtkit-disclosure vtkit-max"
                onClick={() => update({ amount: formatAmount(available, source.token.decimals) })}
              >
                {messages.max}
              </button>
            )}
          </p>
          <TokenPicker
            label={messages.to}
            value={destination}
            onChange={(selection) => update({ destination: selection })}
            source={
              source ? { chainKey: source.chainKey, tokenAddress: source.token.address } : undefined
            }
            locale={locale}
            messages={props.messages}
            colorScheme={colorScheme}
            theme={theme}
          />
          {recipientOpen || values.recipient !== '' || !recipient ? (
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
            />
          ) : (
            <p className="vtkit-row vtkit-muted">
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
          )}
          <details className="vtkit-settings">
            <summary>{messages.settings}</summary>
            <NativeDropField
              label={formatMessage(messages.nativeDrop, {
                symbol: destinationChain?.nativeCurrency?.symbol ?? '',
              })}
              value={values.nativeDrop}
              onChange={(text) => update({ nativeDrop: text })}
            />
            <label className="vtkit-field">
              <span>{messages.feeTolerance}</span>
              <input
                className="vtkit-input"
                type="number"
                min={0}
                max={100}
                step={0.1}
                value={values.feeTolerance}
                onChange={(event) =>
                  update({
                    feeTolerance: Math.min(100, Math.max(0, Number(event.target.value) || 0)),
                  })
                }
              />
            </label>
          </details>
        </fieldset>

        {!account.address &&
          sourceChain?.chainType !== 'SOLANA' &&
          (props.connectWallet ?? <p className="vtkit-muted">{messages.connectWallet}</p>)}
        {source && destination && !amount.value && !amount.error && (
          <p className="vtkit-muted">{messages.enterAmount}</p>
        )}
        {quote.error && (
          <p className="vtkit-error" role="alert">
            {quote.error.shortMessage}
          </p>
        )}
        {quote.isLoading && !resuming && <p className="vtkit-muted">{messages.loading}</p>}
        {resuming && (
          <>
            <p className="vtkit-row">
              <span>
                {formatMessage(messages.resuming, {
                  route: `${resuming.request.srcChainKey} → ${resuming.request.dstChainKey}`,
                })}
              </span>
              <button type="button" className="vtkit-disclosure" onClick={startOver}>
                {messages.newTransfer}
              </button>
            </p>
            <StepRunner.Root
              execution={execution}
              quote={resuming.quote}
              messages={props.messages}
              colorScheme={colorScheme}
              theme={theme}
            >
              <StepRunner.Findings />
              <StepRunner.Steps />
              <StepRunner.Action />
            </StepRunner.Root>
          </>
        )}
        {!resuming && selected && pair && (
          <>
            {quote.quotes.length > 1 && !locked && (
              <QuoteCard.List
                quotes={quote.quotes}
                pair={pair}
                tokens={quote.tokens}
                selectedId={selected.id}
                onSelect={quote.selectQuote}
                rejectedQuotes={quote.rejectedQuotes}
                locale={locale}
                messages={props.messages}
                colorScheme={colorScheme}
                theme={theme}
              />
            )}
            {locked ? (
              <QuoteCard.Root
                quote={selected}
                pair={pair}
                tokens={quote.tokens}
                locale={locale}
                messages={props.messages}
                colorScheme={colorScheme}
                theme={theme}
              >
                <QuoteCard.Details />
              </QuoteCard.Root>
            ) : (
              <QuoteCard
                quote={selected}
                pair={pair}
                tokens={quote.tokens}
                isExpired={quote.isExpired}
                onRefresh={quote.refetch}
                locale={locale}
                messages={props.messages}
                colorScheme={colorScheme}
                theme={theme}
              />
            )}
            <StepRunner.Root
              execution={execution}
              quote={selected}
              onRefreshQuote={quote.refetch}
              blockedReason={blockedReason}
              messages={props.messages}
              colorScheme={colorScheme}
              theme={theme}
            >
              <StepRunner.Findings />
              <StepRunner.Steps />
              <StepRunner.Action />
            </StepRunner.Root>
          </>
        )}
        {execution.phase === 'submitted' && execution.record && (
          <StatusTimeline
            quoteId={execution.record.quoteId}
            txHash={execution.record.srcTxHash}
            submittedAt={execution.record.updatedAt}
            locale={locale}
            messages={props.messages}
            colorScheme={colorScheme}
            theme={theme}
          />
        )}
        {!resuming && execution.phase === 'submitted' && execution.transfer.isFinal && (
          <button
            type="button"
            className="vtkit-button vtkit-wide"
            data-variant="primary"
            onClick={startOver}
          >
            {messages.newTransfer}
          </button>
        )}
        <section className="vtkit-history" aria-label={messages.history}>
          <h3 className="vtkit-history-title">{messages.history}</h3>
          {history.items.length === 0 ? (
            <p className="vtkit-muted">{messages.historyEmpty}</p>
          ) : (
            <ul className="vtkit-list">
              {history.items.slice(0, 5).map((item) => (
                <li key={item.record.quoteId} className="vtkit-row" data-state={item.state}>
                  <span>
                    {chainName(chains, item.record.request.srcChainKey)} →{' '}
                    {chainName(chains, item.record.request.dstChainKey)}
                  </span>
                  <span className="vtkit-muted">
                    {historyStateLabel(item, messages)}
                    {item.state === 'executing' &&
                      item.record.quoteId !== execution.record?.quoteId && (
                        <button
                          type="button"
                          className="vtkit-disclosure vtkit-max"
                          onClick={() => setResuming(item.record)}
                        >
                          {messages.resume}
                        </button>
                      )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </section>
    )
  },
)

/** A history row's state for people: the outcome, the live status, or where the run stopped. */
function historyStateLabel(
  item: {
    state: 'executing' | 'inFlight' | 'done'
    record: { outcome?: string | undefined }
    status?: { status: string } | undefined
  },
  messages: Messages,
): string {
  if (item.record.outcome) return statusLabel(item.record.outcome)
  if (item.status?.status) return statusLabel(item.status.status)
  return item.state === 'executing' ? messages.historyExecuting : messages.historyInFlight
}
