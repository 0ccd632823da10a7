import type { ReactNode } from 'react'
import type { StepFinding } from '../../core/errors.js'
import type { LocaleTexts } from '../localeTexts.js'
import { useRunner } from './context.js'

// What the checks found, said before anything is signed.

/**
 * Refusals of the safety checks in plain words, and warnings with their confirm. `next` closes a
 * refusal instead of "Choose another route" where no other route would help.
 */
export function Findings({ next }: { next?: string | undefined } = {}) {
  const { execution, messages, confirmed, setConfirmed, confirmId, texts } = useRunner('Findings')
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

/** An EVM address or a Solana public key in a finding: kept whole, so the user can check it. */
export const ADDRESS = /(0x[0-9a-fA-F]{40,64}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b)/

/** Where a narrow card must wrap an address, it wraps between groups of four, never inside one. */
export function breakableAddress(address: string): ReactNode[] {
  const groups = address.match(/^0x|.{1,4}/g) ?? [address]
  return groups.flatMap((group, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one fixed address
    index === 0 ? [group] : [<wbr key={index} />, group],
  )
}

/** Each finding in the component's language, once: findings of one rule say the same in a pack. */
export function said(
  findings: readonly StepFinding[],
  texts: LocaleTexts,
): [string, StepFinding][] {
  return [...new Map(findings.map((finding) => [texts.finding(finding), finding])).entries()]
}

/** A finding as a sentence (capital first, full stop last, in its script), its addresses set apart. */
export function FindingText({ message }: { message: string }) {
  const sentence = `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?。！？]$/.test(message) ? '' : '.'}`
  return (
    <>
      {sentence.split(ADDRESS).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <code key={index} className="vtkit-address">
            {breakableAddress(part)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  )
}
