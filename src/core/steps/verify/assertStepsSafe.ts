import { type StepFinding, UnsafeStepError } from '../../errors.js'
import type { ConfirmedWarnings } from '../types/index.js'

/** What makes two warnings the same for a confirmation: their rule and step, not their words. */
export const confirmationKey = (finding: Pick<StepFinding, 'rule' | 'stepIndex'>) =>
  `${finding.rule}:${finding.stepIndex}`

/** Throws an `UnsafeStepError` when any finding is a refusal, or a warning the user did not confirm. */
export function assertStepsSafe(
  findings: readonly StepFinding[],
  { confirmedWarnings = false }: { confirmedWarnings?: ConfirmedWarnings | undefined } = {},
): void {
  const confirmed = (finding: StepFinding) =>
    typeof confirmedWarnings === 'boolean'
      ? confirmedWarnings
      : confirmedWarnings.some((item) => confirmationKey(item) === confirmationKey(finding))
  const blocking = findings.filter(
    (finding) => finding.severity === 'refuse' || !confirmed(finding),
  )
  if (blocking.length > 0) throw new UnsafeStepError([...findings])
}
