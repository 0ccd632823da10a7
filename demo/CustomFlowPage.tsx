import { useState } from 'react'
import { useChains, useExecuteSteps, useQuote } from 'vtkit'
import { formatAmount, parseAmount, quoteRouteLabel, sortByReturn, statusLabel } from 'vtkit/core'
import { useAccount } from 'wagmi'

export type CustomFlowToken = {
  chainKey: string
  address: string
  decimals: number
  symbol: string
}

/**
 * The same transfer without the widget: vtkit's hooks composed by hand, for integrators who keep
 * their own layout. useQuote asks (debounced, validated), useExecuteSteps runs the steps with the
 * connected wallet after checking them, and its `transfer` follows the status to the end.
 */
export function CustomFlowPage({
  from,
  to,
  scheme,
}: {
  from: CustomFlowToken
  to: CustomFlowToken
  scheme?: 'light' | 'dark'
}) {
  const { address } = useAccount()
  const chains = useChains().data
  const nameOf = (chainKey: string) =>
    chains?.find((chain) => chain.chainKey === chainKey)?.name ?? chainKey
  const [amountText, setAmountText] = useState('10')
  const amount = readAmount(amountText, from.decimals)
  const quote = useQuote({
    request: address && {
      amount,
      srcChainKey: from.chainKey,
      srcTokenAddress: from.address,
      srcWalletAddress: address,
      dstChainKey: to.chainKey,
      dstTokenAddress: to.address,
      dstWalletAddress: address,
    },
  })
  const execution = useExecuteSteps({
    quote: quote.selectedQuote,
    request: quote.validation.state === 'valid' ? quote.validation.request : undefined,
  })
  const refusals = (execution.findings ?? []).filter((finding) => finding.severity === 'refuse')

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
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </label>
      {!address && <p>Connect the test wallet to get quotes.</p>}
      {quote.error && <p role="alert">{quote.error.shortMessage}</p>}
      <fieldset className="demo-routes">
        <legend>Routes</legend>
        {/* Best return first, as the widget lists them: what arrives, net of fees, in dollars. */}
        {sortByReturn(quote.quotes, quote.tokens).map((item) => (
          <label key={item.id} className="demo-route">
            <input
              type="radio"
              name="route"
              checked={item.id === quote.selectedQuote?.id}
              onChange={() => quote.selectQuote(item.id)}
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
        {(quote.selectedQuote?.userSteps ?? []).map((step, index) => (
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

function readAmount(text: string, decimals: number): string | undefined {
  try {
    return String(parseAmount(text, decimals))
  } catch {
    return undefined // the quote waits; its validation says what is missing
  }
}
