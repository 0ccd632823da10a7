import { createContext, useContext } from 'react'
import type { StepFinding } from '../../core/errors.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { Quote } from '../../core/schemas/quote.js'
import type { ConfirmedWarnings } from '../../core/steps/types/index.js'
import type { UseExecuteStepsReturnType } from '../../hooks/useExecuteSteps.js'
import type { CardMessages } from '../../locales/en/messages.js'
import type { LocaleTexts } from '../localeTexts.js'

// What every part of a StepRunner reads.

/**
 * What StepRunner shows and drives: `useExecuteSteps(...)` or `useExecuteOftTransfer(...)`, or
 * any run of the step engine with the same shape.
 */
export type StepExecution = Pick<
  UseExecuteStepsReturnType,
  'execute' | 'steps' | 'currentStep' | 'phase' | 'error' | 'isReady' | 'isRunning'
> &
  Partial<
    Pick<
      UseExecuteStepsReturnType,
      | 'record'
      | 'resume'
      | 'isUnsaved'
      | 'needsWallet'
      | 'isElsewhere'
      | 'rentOf'
      | 'batched'
      | 'ledger'
    >
  > & {
    findings: readonly StepFinding[] | undefined
  }

export type RunnerContext = {
  execution: StepExecution
  quote: Quote | undefined
  chains: readonly Chain[]
  messages: CardMessages
  confirmed: boolean
  /** What the engine is told was confirmed: the very warnings shown, or none. */
  confirmedWarnings: ConfirmedWarnings
  setConfirmed: (confirmed: boolean) => void
  onRefreshQuote: (() => void) | undefined
  blockedReason: string | undefined
  /** The warnings' confirm box, where "Review transfer" takes the focus. */
  confirmId: string
  texts: LocaleTexts
  locale: string | undefined
}

export const Context = createContext<RunnerContext | undefined>(undefined)

export function useRunner(part: string): RunnerContext {
  const context = useContext(Context)
  if (!context) throw new Error(`StepRunner.${part} must be inside StepRunner.Root`)
  return context
}
