import { withViewMessages } from '../../locales/en/messages.js'
import { useRunner } from './context.js'
import { FindingText, said } from './FindingText.js'

// What the checks found, said before anything is signed.

/**
 * Refusals of the safety checks in plain words, and warnings with their confirm. `next` closes a
 * refusal instead of "Choose another route" where no other route would help.
 */
export function Findings({ next }: { next?: string | undefined } = {}) {
  const runner = useRunner('Findings')
  const { execution, confirmed, setConfirmed, confirmId, texts } = runner
  const messages = withViewMessages(runner.messages)
  const findings = execution.findings ?? []
  const refusals = findings.filter((finding) => finding.severity === 'refuse')
  const warnings = findings.filter((finding) => finding.severity === 'warn')
  if (refusals.length > 0) {
    return (
      <div className="vtkit-alert" data-tone="danger" role="alert">
        <span className="vtkit-alert-icon" aria-hidden="true">
          !
        </span>
        <div className="vtkit-alert-body">
          <p className="vtkit-alert-title">{messages.refused}</p>
          <ul className="vtkit-list">
            {said(refusals, texts).map(([text, finding]) => (
              <li key={`${finding.rule}:${finding.stepIndex}`} data-rule={finding.rule}>
                <FindingText message={text} />
              </li>
            ))}
          </ul>
          <p>{next ?? messages.refusedNext}</p>
        </div>
      </div>
    )
  }
  if (warnings.length === 0) return null
  return (
    <div className="vtkit-alert" data-tone="warning">
      <span className="vtkit-alert-icon" aria-hidden="true">
        !
      </span>
      <div className="vtkit-alert-body">
        <ul className="vtkit-list">
          {said(warnings, texts).map(([text, finding]) => (
            <li key={`${finding.rule}:${finding.stepIndex}`} data-rule={finding.rule}>
              <FindingText message={text} />
            </li>
          ))}
        </ul>
        <label className="vtkit-confirm">
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />{' '}
          {messages.confirmWarnings}
        </label>
      </div>
    </div>
  )
}
