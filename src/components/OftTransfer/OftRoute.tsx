import { splitOftDust } from '../../core/oft/oftAmount.js'
import type { OftAmountCheck } from '../../hooks/useOftTransfer.js'
import { formatMessage } from '../../locales/format.js'
import { AmountPanel } from '../BridgeWidget/AmountPanel.js'
import { formatTokenAmount, headlineFractionDigits } from '../format.js'
import { amountKeystrokes, formatAmountText } from '../localeAmount.js'
import { classNames } from '../ui.js'
import { useOft } from './context.js'
import { OftDestinationPicker, OftSourcePicker } from './OftPickers.js'

/** The From and To panels: the amount, the token on its source chain, the destination chain. */
export function Route() {
  const context = useOft('Route')
  const { messages, locale, ids, values, update, catalog, chains, entry, source, amount, build } =
    context
  const { balance, sourceChain, ui } = context
  if (catalog && catalog.symbols.length === 0)
    return <p className="vtkit-muted">{messages.oftNoTokens}</p>
  const dust = build.amountCheck
  const note = amount.error ?? (dust.state === 'dust' ? <DustNote check={dust} /> : undefined)
  // What crosses is known as soon as an amount is typed: the digits the shared decimals carry.
  const arrives =
    source && entry && amount.value
      ? splitOftDust(BigInt(amount.value), source.localDecimals, entry.sharedDecimals).sendable
      : undefined
  const destination = chains.find((chain) => chain.chainKey === values.dstChainName)
  const arrivesText =
    arrives !== undefined && source
      ? formatTokenAmount(
          arrives,
          source.localDecimals,
          locale,
          headlineFractionDigits(arrives, source.localDecimals),
        )
      : undefined
  const longest = Math.max(values.amount.length, arrivesText?.length ?? 0)
  return (
    <>
      {/* A long amount gets a smaller type, a longer one smaller still, so that it shows whole. */}
      <div
        className="vtkit-panels"
        data-long={longest > 13 ? 'more' : longest > 8 ? '' : undefined}
      >
        <AmountPanel
          label={messages.from}
          aside={
            balance.value !== undefined &&
            source && (
              <span
                className={classNames(
                  'vtkit-muted',
                  context.shortfall?.kind === 'token' && 'vtkit-error',
                )}
              >
                {formatMessage(messages.balance, {
                  amount: `${formatTokenAmount(balance.value, source.localDecimals, locale)} ${values.symbol}`,
                })}
                <button
                  type="button"
                  className="vtkit-disclosure vtkit-max"
                  disabled={ui.disabled}
                  onClick={() =>
                    update({
                      amount: formatAmountText(
                        context.maxAmount ?? 0n,
                        source.localDecimals,
                        locale,
                      ),
                    })
                  }
                >
                  {messages.max}
                </button>
              </span>
            )
          }
          amount={
            <input
              className="vtkit-amount-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              aria-label={messages.amount}
              value={values.amount}
              disabled={!source || ui.disabled}
              aria-invalid={note || context.shortfall?.kind === 'token' ? true : undefined}
              aria-describedby={note ? `${ids}-amount` : undefined}
              onChange={(event) =>
                update({ amount: amountKeystrokes(event.target.value, values.amount) })
              }
            />
          }
          token={
            <OftSourcePicker
              {...ui}
              catalog={catalog}
              balances={context.pickerBalances}
              locale={context.locale}
              symbol={values.symbol}
              chainKey={values.srcChainName}
              canSendFrom={(chain) => chain.chainType === 'EVM'}
              onSearch={(search) => context.searched('source', search)}
              onChange={({ symbol, chainKey }) =>
                update({
                  symbol,
                  srcChainName: chainKey,
                  amount: symbol === values.symbol ? values.amount : '',
                  dstChainName:
                    symbol === values.symbol && values.dstChainName !== chainKey
                      ? values.dstChainName
                      : '',
                })
              }
            />
          }
        />
        <button
          type="button"
          className="vtkit-swap"
          aria-label={messages.swapDirection}
          // A send leaves from an EVM chain: the way back exists only to one.
          disabled={ui.disabled || !values.dstChainName || destination?.chainType !== 'EVM'}
          onClick={() =>
            update({ srcChainName: values.dstChainName, dstChainName: values.srcChainName })
          }
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M12 5v14m-6-6 6 6 6-6"
            />
          </svg>
        </button>
        <AmountPanel
          label={messages.to}
          amount={
            <output className="vtkit-amount-output" aria-label={messages.youReceive}>
              {arrivesText ?? <span className="vtkit-muted">0</span>}
            </output>
          }
          token={
            <OftDestinationPicker
              {...ui}
              catalog={catalog}
              deployedOn={entry ? Object.keys(entry.deployments) : []}
              symbol={values.symbol}
              sourceChainKey={sourceChain?.chainKey ?? ''}
              chainKey={values.dstChainName}
              onChange={(dstChainName) => update({ dstChainName })}
              onSearch={(search) => context.searched('destination', search)}
            />
          }
        />
      </div>
      {note && (
        <p id={`${ids}-amount`} className="vtkit-error">
          {note}
        </p>
      )}
    </>
  )
}

/** The dust in plain words, and the amount that crosses whole, one click away. */
function DustNote({ check }: { check: Extract<OftAmountCheck, { state: 'dust' }> }) {
  const { messages, values, update, locale } = useOft('Route')
  const symbol = values.symbol
  const sendable = formatAmountText(check.sendable, check.localDecimals, locale)
  return (
    <>
      {formatMessage(messages.oftDust, {
        // Exact, never rounded: the point is how small it is.
        dust: formatAmountText(check.dust, check.localDecimals, locale),
        symbol,
        decimals: check.sharedDecimals,
      })}{' '}
      <button
        type="button"
        className="vtkit-disclosure"
        onClick={() => update({ amount: sendable })}
      >
        {formatMessage(messages.oftUseSendable, { amount: sendable, symbol })}
      </button>
    </>
  )
}
