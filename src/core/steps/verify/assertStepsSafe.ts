import { type StepFinding, UnsafeStepError } from '../../errors.js'

/**
 * What the user confirmed: every warning (`true`), or the warnings shown to them (a list, matched
 * by rule and step: the words may name an amount more exactly once the catalogue is in), so that
 * a confirmation given for one set of warnings never lets through another kind.
 */
export type ConfirmedWarnings = boolean | readonly StepFinding[]

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
