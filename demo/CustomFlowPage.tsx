import { useBridge } from 'vtkit'
import { formatAmount, quoteRouteLabel, sortByReturn, statusLabel } from 'vtkit/core'

export type CustomFlowToken = {
  chainKey: string
  address: string
  decimals: number
  symbol: string
}

/**
 * The same transfer without the widget's markup: `useBridge` gives the widget's behaviour (the
 * quotes for this wallet and input, the route that may run, the checks, the run and its status),
 * and this page lays it out its own way, for integrators who keep their own layout.
 */
export function CustomFlowPage({
  from,
  to,
  scheme,
  locale,
}: {
  from: CustomFlowToken
  to: CustomFlowToken
  scheme?: 'light' | 'dark'
  /** How the amount is read and errors are said (this page's own words stay English). */
  locale?: string
}) {
  const bridge = useBridge({
    locale,
    defaultValues: {
      source: { chain: from.chainKey, token: from.address },
      destination: { chain: to.chainKey, token: to.address },
      amount: '10',
    },
  })
  const { quote, execution, sender } = bridge
  const nameOf = (chainKey: string) =>
    bridge.chains.find((chain) => chain.chainKey === chainKey)?.name ?? chainKey
  const refusals = (execution.findings ?? []).filter((finding) => finding.severity === 'refuse')
  // The route the page shows as chosen: the one that runs once started, else the form's pick.
  const chosen = bridge.running?.quote ?? bridge.selected

  return (
    <section
      className="vtkit-root vtkit-card demo-custom"
      data-theme={scheme}
      aria-label="Custom flow"
    >
      <label className="demo-field">
        {`Amount of ${from.symbol} (${nameOf(from.chainKey)} → ${nameOf(to.chainKey)})`}
        <input
          className="vtkit-input"
          inputMode="decimal"
          value={bridge.values.amount}
          onChange={(event) => bridge.update({ amount: event.target.value })}
        />
      </label>
      {!sender && <p>Connect the test wallet to get quotes.</p>}
      {quote.error && sender && <p role="alert">{quote.error.shortMessage}</p>}
      <fieldset className="demo-routes">
        <legend>Routes</legend>
        {/* Best return first, as the widget lists them: what arrives, net of fees, in dollars. */}
        {(sender ? sortByReturn(quote.quotes, quote.tokens) : []).map((item) => (
          <label key={item.id} className="demo-route">
            <input
              type="radio"
              name="route"
              checked={item.id === chosen?.id}
              onChange={() => bridge.selectRoute(item.id)}
            />
            {`${quoteRouteLabel(item)}: receive ${formatAmount(item.dstAmount, to.decimals)} ${to.symbol}`}
          </label>
        ))}
      </fieldset>
      {refusals.map((finding) => (
        <p key={`${finding.rule}:${finding.stepIndex}`} role="alert">
          {finding.message}
        </p>
      ))}
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        data-variant="primary"
        // Sent once: this quote's transfer is on its way (a new amount gives a new quote).
        disabled={
          !execution.isReady ||
          execution.isRunning ||
          refusals.length > 0 ||
          execution.phase === 'submitted'
        }
        onClick={() => void execution.execute()}
      >
        {execution.isRunning
          ? 'Confirm in your wallet…'
          : execution.phase === 'submitted'
            ? 'Sent'
            : 'Send'}
      </button>
      <ol aria-label="Steps" className="demo-steps">
        {(chosen?.userSteps ?? []).map((step, index) => (
          <li key={`${step.type}:${step.description}`}>
            {/* A state once the step has one: nothing to say before it starts. */}
            {`${step.description || 'Step'}${stateOf(execution.steps[index]?.state)}`}
          </li>
        ))}
      </ol>
      {execution.error && <p role="alert">{execution.error.shortMessage}</p>}
      {execution.phase === 'submitted' && (
        <p role="status">{`Status: ${execution.transfer.status ? statusLabel(execution.transfer.status) : 'waiting for the network'}`}</p>
      )}
    </section>
  )
}

const stepWords: Record<string, string> = {
  awaitingWallet: 'Confirm in your wallet',
  submitted: 'Sent, waiting for the network',
  confirmed: 'Confirmed',
  skipped: 'Not needed',
  failed: 'Failed',
}
const stateOf = (state: string | undefined) =>
  state && stepWords[state] ? ` · ${stepWords[state]}` : ''
