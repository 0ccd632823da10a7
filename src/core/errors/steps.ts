import { VtError } from './base.js'

// The safety checks' refusals: nothing was shown to the wallet.

/** One finding of `verifyUserSteps` (declared here so the error can carry them). */
export type StepFinding = {
  rule: string
  /** Index in the quote's `userSteps`; -1 for a finding about the quote as a whole. */
  stepIndex: number
  severity: 'refuse' | 'warn'
  message: string
}

/** A quote's steps failed a safety rule: nothing was shown to the wallet. `rule` names the first refusal. */
export class UnsafeStepError extends VtError {
  override readonly name = 'UnsafeStepError' as const
  readonly rule: string
  readonly findings: StepFinding[]
  constructor(findings: StepFinding[]) {
    const refusals = findings.filter((finding) => finding.severity === 'refuse')
    const first = refusals[0] ?? findings[0]
    super(
      `This transfer was stopped for your safety: ${first?.message ?? 'its steps did not pass the checks'}`,
      {
        metaMessages: refusals
          .slice(1)
          .map(
            (finding) => `- step ${finding.stepIndex + 1}: ${finding.message} (${finding.rule})`,
          ),
        details: first ? `rule ${first.rule}, step ${first.stepIndex + 1}` : undefined,
      },
    )
    this.rule = first?.rule ?? 'unknown'
    this.findings = findings
  }
}
