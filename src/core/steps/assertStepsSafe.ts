import { type StepFinding, UnsafeStepError } from '../errors.js'

/** Throws an `UnsafeStepError` when any finding is a refusal (or an unconfirmed warning, with `confirmedWarnings: false`). */
export function assertStepsSafe(
  findings: readonly StepFinding[],
  { confirmedWarnings = false } = {},
): void {
  const blocking = findings.filter((finding) => finding.severity === 'refuse' || !confirmedWarnings)
  if (blocking.length > 0) throw new UnsafeStepError([...findings])
}
