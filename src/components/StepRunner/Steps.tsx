import { formatAmount } from '../../core/amounts.js'
import { readable } from '../../core/labels.js'
import type { UserStep } from '../../core/schemas/userStep.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { useExplorerTxUrl } from '../explorer.js'
import { shortHash } from '../format.js'
import { useRunner } from './context.js'

/** Each user step with its description, chain and state. */
export function Steps() {
  const runner = useRunner('Steps')
  const { execution, quote, chains } = runner
  const messages = withViewMessages(runner.messages)
  const explorerTxUrl = useExplorerTxUrl()
  if (!quote) return null
  // Steps built by /build-user-steps live in the run's record; until then the quote has none.
  const built = execution.record?.quoteId === quote.id ? execution.record.quote : undefined
  const steps: readonly UserStep[] = built?.userSteps.length ? built.userSteps : quote.userSteps
  if (steps.length === 0 && quote.userStepsPending) {
    const chainKey = quote.routeSteps[0]?.srcChainKey ?? ''
    const chain = chains.find((item) => item.chainKey === chainKey)?.name ?? chainKey
    return (
      <ol className="vtkit-list vtkit-steps" aria-label={messages.steps}>
        <li className="vtkit-step" data-state="idle">
          <span className="vtkit-step-description">
            {formatMessage(messages.stepsPrepared, { chain })}
          </span>
        </li>
      </ol>
    )
  }
  return (
    <ol className="vtkit-list vtkit-steps" aria-label={messages.steps}>
      {steps
        .map((step, index) => ({ step, index, key: `step-${index}` }))
        .map(({ step, index, key }) => {
          const record = execution.steps[index]
          const state = record?.state ?? 'idle'
          const stepChain = chains.find((item) => item.chainKey === step.chainKey)
          const chain = stepChain?.name ?? step.chainKey ?? ''
          const current = execution.currentStep === index && execution.isRunning
          const hash = record?.hash ?? record?.signature
          const link = record?.hash ? explorerTxUrl(stepChain, record.hash) : undefined
          return (
            <li
              key={key}
              className="vtkit-step"
              data-state={state}
              aria-current={current ? 'step' : undefined}
            >
              <span className="vtkit-step-icon" aria-hidden="true" />
              <span className="vtkit-step-description">
                {'description' in step && typeof step.description === 'string' && step.description
                  ? step.description
                  : ((messages as Record<string, string>)[`step${step.type}`] ??
                    readable(step.type))}
                {/* "on Base" wraps as a whole, never "on" alone at a line's end. */}{' '}
                <span className="vtkit-muted vtkit-nowrap">
                  {formatMessage(messages.onChain, { chain })}
                </span>
                <StepRent lamports={execution.rentOf?.(step)} />
              </span>
              <span className="vtkit-step-state" aria-live={current ? 'polite' : undefined}>
                {(messages as Record<string, string>)[`stepState_${state}`] ?? state}
                {hash &&
                  (link ? (
                    <a className="vtkit-link" href={link} target="_blank" rel="noopener noreferrer">
                      <code>{shortHash(hash)}</code>
                    </a>
                  ) : (
                    <code className="vtkit-muted">{shortHash(hash)}</code>
                  ))}
              </span>
            </li>
          )
        })}
    </ol>
  )
}

/** What a Solana step pays, at most, to open the route's token account (its rent). */
function StepRent({ lamports }: { lamports: bigint | undefined }) {
  const messages = withViewMessages(useRunner('Steps').messages)
  if (!lamports) return null
  return (
    <span className="vtkit-step-note vtkit-muted">
      {formatMessage(messages.stepRent, { amount: formatAmount(lamports, 9) })}
    </span>
  )
}
