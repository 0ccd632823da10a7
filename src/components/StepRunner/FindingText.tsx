import type { ReactNode } from 'react'
import type { StepFinding } from '../../core/errors.js'
import type { LocaleTexts } from '../localeTexts.js'

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
