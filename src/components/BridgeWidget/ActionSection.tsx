import { classNames } from '../ui.js'
import { useBridgeContext } from './bridgeContext.js'
import { SwitchNetwork } from './SwitchNetwork.js'
import { useOnDemandViews, WithViews } from './useOnDemandViews.js'

/**
 * The one next action: the host's connect button, what is missing, switching networks, or the
 * route's steps with their safety findings and the start button (`RouteAction`, loaded with the
 * views and the run: until they are in, the button reads "Loading…" and nothing starts; if they
 * cannot load, what failed and "Try again").
 */
export function ActionSection() {
  const { bridge, messages, ui, connectWallet } = useBridgeContext('Action')
  const { waitingFor, switchTo } = bridge
  // Loaded at once when a route is ready to start, whether or not the browser was idle yet.
  const views = useOnDemandViews(bridge.runnable !== undefined)
  if (waitingFor === 'connect')
    return (
      (typeof connectWallet === 'function'
        ? connectWallet(bridge.connectChainType)
        : connectWallet) ?? <Waiting label={messages.actionConnect} />
    )
  if (waitingFor) return <Waiting label={waitingFor} />
  if (views.views) return <views.views.RouteAction />
  // Until then, the route's action as it will stand (the same box, the button disabled).
  const confirms = bridge.rateDrop || bridge.recipientToConfirm || bridge.lossToAccept
  return (
    <section
      className={classNames('vtkit-root', 'vtkit-card', 'vtkit-step-runner', 'vtkit-flat')}
      data-theme={ui.colorScheme}
      data-phase="idle"
      aria-label={messages.steps}
    >
      {views.error ? (
        <WithViews messages={messages}>{() => null}</WithViews>
      ) : switchTo && !confirms ? (
        <SwitchNetwork to={switchTo} />
      ) : (
        <div className="vtkit-step-action">
          <Waiting
            label={confirms ? messages.loading : (bridge.blockedReason ?? messages.loading)}
          />
        </div>
      )}
    </section>
  )
}

function Waiting({ label }: { label: string }) {
  return (
    <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
      {label}
    </button>
  )
}
