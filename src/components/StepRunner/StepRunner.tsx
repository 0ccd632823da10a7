import { forwardRef, type ReactNode, useId, useState } from 'react'
import type { StepFinding, WrongAccountError } from '../../core/errors.js'
import type { Quote } from '../../core/schemas/quote.js'
import { confirmationKey } from '../../core/steps/verify/index.js'
import { useChains } from '../../hooks/useChains.js'
import { type UseExecuteStepsParameters, useExecuteSteps } from '../../hooks/useExecuteSteps.js'
import type { CardMessages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { shortHash } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { Context, type StepExecution, useRunner } from './context.js'
import { Findings } from './Findings.js'
import { FindingText } from './FindingText.js'
import { Ledger } from './Ledger.js'
import { Steps } from './Steps.js'

export type StepRunnerRootProps = UiProps & {
  /** The execution to show: `useExecuteSteps(...)` or `useExecuteOftTransfer(...)`. */
  execution: StepExecution
  quote: Quote | undefined
  /** Called for "get a new quote" (an expired or vanished quote). */
  onRefreshQuote?: (() => void) | undefined
  /**
   * Why the transfer cannot start yet ("Insufficient USDC balance"): the button says it and
   * stays disabled. Only before a run: a started transfer is never blocked by it.
   */
  blockedReason?: string | undefined
  children?: ReactNode
}

const Root = forwardRef<HTMLElement, StepRunnerRootProps>(function Root(props, ref) {
  const {
    execution,
    quote,
    onRefreshQuote,
    blockedReason,
    children,
    className,
    messages: overrides,
    theme,
    colorScheme,
  } = props
  const messages = useMessages(overrides, props.locale)
  const texts = useLocaleTexts(props.locale)
  const chains = useChains().data ?? []
  // A confirmation holds for the warnings it was given for: a new quote's are asked again.
  const warnings = (execution.findings ?? []).filter((finding) => finding.severity === 'warn')
  const shown = warningsKey(quote?.id, warnings)
  const [confirmedFor, setConfirmedFor] = useState<string>()
  const confirmed = confirmedFor === shown
  const setConfirmed = (checked: boolean) => setConfirmedFor(checked ? shown : undefined)
  const confirmId = useId()
  const themeRef = useThemeRef(theme, ref)
  return (
    <Context.Provider
      value={{
        execution,
        quote,
        chains,
        messages,
        confirmed,
        confirmedWarnings: confirmed ? warnings : false,
        setConfirmed,
        onRefreshQuote,
        blockedReason,
        confirmId,
        texts,
        locale: props.locale,
      }}
    >
      <section
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-step-runner', className)}
        data-theme={colorScheme}
        data-phase={execution.phase}
        aria-label={messages.steps}
      >
        {children}
      </section>
    </Context.Provider>
  )
})

/**
 * What a running transfer waits for: the wallet, the chain, or vtkit itself (checking, or
 * building a step that is prepared right before it is signed). Never "confirm in your wallet"
 * before the wallet has been asked.
 */
function runningLabel(steps: readonly { state: string }[], messages: CardMessages): string {
  if (steps.some((step) => step.state === 'awaitingWallet')) return messages.actionRunning
  if (steps.some((step) => step.state === 'submitted')) return messages.actionConfirming
  return messages.actionPreparing
}

/** The one action that fits: start, try again, switch network, get a new quote, or continue after checking the wallet. */
function Action() {
  const {
    execution,
    quote,
    messages,
    confirmed,
    confirmedWarnings,
    onRefreshQuote,
    blockedReason,
    confirmId,
    texts,
  } = useRunner('Action')
  const cancelHintId = useId()
  const findings = execution.findings ?? []
  const refused = findings.some((finding) => finding.severity === 'refuse')
  const needsConfirm = findings.some((finding) => finding.severity === 'warn') && !confirmed
  const error = execution.error
  // A resumed transfer with a step already sent goes on from there: never "Approve and send" again.
  const begun = execution.steps.some((step) => step.state !== 'idle' && step.state !== 'failed')
  let label = begun ? messages.actionContinue : startLabel(quote, messages)
  let onClick: () => void = () => void execution.execute({ confirmedWarnings })
  if (execution.phase === 'submitted') label = messages.actionDone
  else if (refused && !execution.isRunning) label = messages.actionRefused
  else if (needsConfirm && !execution.isRunning && !refused) {
    // The warnings are read and confirmed first: the button takes the reader to the confirm box.
    label = messages.actionReview
    onClick = () => document.getElementById(confirmId)?.focus()
  } else if (execution.isElsewhere) label = messages.actionElsewhere
  else if (execution.isRunning) label = runningLabel(execution.steps, messages)
  else if (blockedReason && execution.phase === 'idle' && !error) label = blockedReason
  else if (error?.name === 'QuoteExpiredError' || error?.name === 'QuoteNotFoundError') {
    label = messages.actionNewQuote
    onClick = () => onRefreshQuote?.()
  } else if (error?.name === 'SwitchChainError') label = messages.actionSwitchNetwork
  else if (error?.name === 'TransactionPendingError') label = messages.actionKeepWaiting
  // Only the wallet can do it; the run goes on by itself once the app sees the account back, and
  // the button tries again for apps that cannot see it (nothing is asked of the wrong account).
  else if (error?.name === 'WrongAccountError') {
    label = formatMessage(messages.actionSwitchAccount, {
      account: shortHash((error as WrongAccountError).expected),
    })
    onClick = () =>
      void (execution.resume ? execution.resume() : execution.execute({ confirmedWarnings }))
  } else if (error?.name === 'StepInterruptedError') {
    label = messages.actionCheckedWallet
    onClick = () => void execution.execute({ confirmedWarnings, retryInterrupted: true })
  } else if (error) label = messages.actionRetry
  const disabled =
    refused ||
    execution.isRunning ||
    execution.phase === 'submitted' ||
    !execution.isReady ||
    (label === messages.actionNewQuote && !onRefreshQuote) ||
    label === blockedReason
  const cancelHint =
    execution.isRunning &&
    !execution.isElsewhere &&
    execution.steps.some((step) => step.state === 'awaitingWallet')
  return (
    <div className="vtkit-step-action">
      {error && error.name !== 'UnsafeStepError' && (
        <p className="vtkit-error" role="alert">
          <FindingText message={texts.error(error)} />
        </p>
      )}
      {(execution.needsWallet ?? !execution.isReady) && !refused && (
        <p className="vtkit-muted">{messages.connectWallet}</p>
      )}
      {execution.isElsewhere && <p className="vtkit-muted">{messages.elsewhereNote}</p>}
      {/* One prompt for every step (EIP-5792): said before the wallet shows a single request. */}
      {execution.batched && execution.phase === 'idle' && !execution.isRunning && (
        <p className="vtkit-muted">{messages.stepsBatched}</p>
      )}
      {/* A wallet's request cannot be withdrawn by the page: only the wallet can cancel it. The
          status is always there (empty, it takes no room): a screen reader hears its text arrive. */}
      <p id={cancelHintId} className="vtkit-muted" role="status">
        {cancelHint ? messages.cancelInWallet : ''}
      </p>
      {execution.isUnsaved && (
        <p className="vtkit-warning" role="status">
          {messages.journalUnsaved}
        </p>
      )}
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        data-variant="primary"
        disabled={disabled}
        aria-describedby={cancelHint ? cancelHintId : undefined}
        onClick={onClick}
      >
        {label}
      </button>
    </div>
  )
}

/** What the start button does, in the user's words: approve first, sign, or just send. */
function startLabel(quote: Quote | undefined, messages: CardMessages): string {
  const [first, ...rest] = quote?.userSteps ?? []
  if (!first || rest.length === 0) return messages.actionStart
  if (first.type === 'SIGNATURE') return messages.actionSignAndSend
  const data =
    'chainType' in first && first.chainType === 'EVM'
      ? (first.transaction as { encoded: { data: string } }).encoded.data
      : undefined
  return data?.startsWith('0x095ea7b3') ? messages.actionApproveAndSend : messages.actionStart
}

export type StepRunnerProps = Omit<StepRunnerRootProps, 'execution' | 'children'> &
  Omit<UseExecuteStepsParameters, 'quote'> & { quote: Quote | undefined }

/** A quote's user steps, run with the connected wallet: what is asked, where it stands, what to do next. */
const StepRunnerDefault = /* @__PURE__ */ forwardRef<HTMLElement, StepRunnerProps>(
  function StepRunner(props, ref) {
    const {
      className,
      locale,
      messages,
      theme,
      colorScheme,
      onRefreshQuote,
      blockedReason,
      ...parameters
    } = props
    const execution = useExecuteSteps(parameters)
    return (
      <Root
        ref={ref}
        execution={execution}
        quote={props.quote}
        onRefreshQuote={onRefreshQuote}
        blockedReason={blockedReason}
        className={className}
        locale={locale}
        messages={messages}
        theme={theme}
        colorScheme={colorScheme}
      >
        <Findings />
        <Ledger />
        <Steps />
        <Action />
      </Root>
    )
  },
)

// Pure, and its parts exported one by one: a layout of parts (the widget's) bundles only those.
export { Action, Findings, Ledger, Root, Steps }

/**
 * A quote's steps run in the user's wallet, each checked before the wallet sees it: what the checks
 * found, the ledger of what moves, the steps and the one action. Its parts compose a runner of
 * your own.
 */
export const StepRunner = /* @__PURE__ */ Object.assign(StepRunnerDefault, {
  Root,
  Steps,
  Findings,
  Ledger,
  Action,
})

/** Which warnings, of which quote, a confirmation was given for (as the engine matches them). */
function warningsKey(quoteId: string | undefined, warnings: readonly StepFinding[]): string {
  return JSON.stringify([quoteId, warnings.map(confirmationKey)])
}
