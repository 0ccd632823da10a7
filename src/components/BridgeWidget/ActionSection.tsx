import { formatMessage } from '../../locales/format.js'
import * as StepRunner from '../StepRunner/StepRunner.js'
import { walletChainName } from '../walletChain.js'
import { useBridgeContext } from './bridgeContext.js'
import { requestRules } from './useBridge/useRouteHandover.js'
import { useOnDemandViews, WithViews } from './useOnDemandViews.js'

/**
 * The one next action: the host's connect button, what is missing, switching networks, or the
 * route's steps with their safety findings and the start button.
 */
export function ActionSection() {
  const { bridge, messages, ui, connectWallet } = useBridgeContext('Action')
  const { waitingFor, switchTo } = bridge
  const findings = bridge.execution.findings
  // Nothing starts before the views that show the transfer are in (its progress, what the checks
  // found): "Loading…" on the button meanwhile, and what failed with a retry if they cannot load.
  // Loaded at once when a route is ready to start, whether or not the browser was idle yet.
  const views = useOnDemandViews(bridge.runnable !== undefined)
  if (waitingFor === 'connect')
    return (
      (typeof connectWallet === 'function'
        ? connectWallet(bridge.connectChainType)
        : connectWallet) ?? (
        <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
          {messages.actionConnect}
        </button>
      )
    )
  if (waitingFor)
    return (
      <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
        {waitingFor}
      </button>
    )
  return (
    <StepRunner.Root
      execution={bridge.execution}
      quote={bridge.runnable}
      onRefreshQuote={bridge.quote.refetch}
      blockedReason={bridge.blockedReason ?? (views.views ? undefined : messages.loading)}
      className="vtkit-flat"
      {...ui}
    >
      {/* Said once the checks have read the route: loaded with the runner they need. */}
      {findings?.length ? (
        <WithViews messages={messages}>
          {({ Findings }) => (
            <Findings
              next={
                findings.some(
                  (finding) => finding.severity === 'refuse' && requestRules.has(finding.rule),
                )
                  ? messages.refusedNothingSent
                  : undefined
              }
            />
          )}
        </WithViews>
      ) : null}
      {/* What the route pays, who receives and what it loses: accepted before the wallet is asked. */}
      {bridge.rateDrop || bridge.recipientToConfirm || bridge.lossToAccept ? (
        // Until they are loaded, "Loading…" stands where the start button would: nothing starts.
        <WithViews messages={messages}>
          {({ RateConfirm, RecipientConfirm, LossConfirm }) =>
            bridge.rateDrop ? (
              <RateConfirm />
            ) : bridge.recipientToConfirm ? (
              <RecipientConfirm />
            ) : (
              <LossConfirm />
            )
          }
        </WithViews>
      ) : switchTo ? (
        <>
          <p className="vtkit-muted vtkit-wallet-chain">
            {formatMessage(messages.walletOnChain, {
              chain: walletChainName(bridge.chains, bridge.wagmiChains, bridge.walletChainId),
            })}
          </p>
          <button
            type="button"
            className="vtkit-button vtkit-wide"
            data-variant="primary"
            onClick={() => bridge.switchNetwork(switchTo.chainId)}
          >
            {formatMessage(messages.actionSwitchTo, { chain: switchTo.name })}
          </button>
        </>
      ) : views.error && !views.views ? (
        <WithViews messages={messages}>{() => null}</WithViews>
      ) : (
        <StepRunner.Action />
      )}
    </StepRunner.Root>
  )
}
