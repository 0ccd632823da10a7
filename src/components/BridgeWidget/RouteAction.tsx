import { Findings } from '../StepRunner/Findings.js'
import * as StepRunner from '../StepRunner/StepRunner.js'
import { useBridgeContext } from './bridgeContext.js'
import { SwitchNetwork } from './SwitchNetwork.js'
import { requestRules } from './useBridge/useRouteHandover.js'
import { LossConfirm, RateConfirm, RecipientConfirm } from './ValueConfirms.js'

/**
 * The route's steps with what the checks found, what must be accepted before a start, and the
 * start button (`StepRunner`): loaded with the views and the run it starts, so the card paints
 * without them (`ActionSection` stands in until they are in).
 */
export function RouteAction() {
  const { bridge, messages, ui } = useBridgeContext('Action')
  const findings = bridge.execution.findings
  return (
    <StepRunner.Root
      execution={bridge.execution}
      quote={bridge.runnable}
      onRefreshQuote={bridge.quote.refetch}
      blockedReason={bridge.blockedReason}
      className="vtkit-flat"
      {...ui}
    >
      {findings?.length ? (
        <Findings
          next={
            findings.some(
              (finding) => finding.severity === 'refuse' && requestRules.has(finding.rule),
            )
              ? messages.refusedNothingSent
              : undefined
          }
        />
      ) : null}
      {/* What the route pays, who receives and what it loses: accepted before the wallet is asked. */}
      {bridge.rateDrop ? (
        <RateConfirm />
      ) : bridge.recipientToConfirm ? (
        <RecipientConfirm />
      ) : bridge.lossToAccept ? (
        <LossConfirm />
      ) : bridge.switchTo ? (
        <SwitchNetwork to={bridge.switchTo} />
      ) : (
        <StepRunner.Action />
      )}
    </StepRunner.Root>
  )
}
