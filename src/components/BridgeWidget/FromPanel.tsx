import { isSameAddress } from '../../core/address.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd, usdValue } from '../format.js'
import { amountKeystrokes } from '../localeAmount.js'
import { TokenPicker } from '../TokenPicker/TokenPicker.js'
import { classNames } from '../ui.js'
import { AmountPanel } from './AmountPanel.js'
import { useBridgeContext } from './bridgeContext.js'

/** What is sent: the amount typed, the balance and MAX, the source token's picker; `errorId` names the amount's error. */
export function FromPanel({ errorId }: { errorId: string }) {
  const { bridge, messages, ui, chainLogos } = useBridgeContext('From')
  const { values, update, amount, selected, shortfall } = bridge
  const { source, destination } = values
  const available = bridge.balance.value
  const locale = ui.locale
  const sourceUsd =
    source && amount.value
      ? usdValue(amount.value, source.token.decimals, source.token.price?.usd ?? undefined, locale)
      : undefined
  return (
    <AmountPanel
      label={messages.from}
      aside={
        available !== undefined &&
        source && (
          <span className={classNames('vtkit-muted', shortfall?.kind === 'token' && 'vtkit-error')}>
            {formatMessage(messages.balance, {
              amount: `${formatTokenAmount(available, source.token.decimals, locale)} ${source.token.symbol}`,
            })}
            {!bridge.lock.amount && (
              <button
                type="button"
                className="vtkit-disclosure vtkit-max"
                onClick={() => {
                  const max = bridge.maxAmount()
                  if (max !== undefined) update({ amount: max })
                }}
              >
                {messages.max}
              </button>
            )}
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
          readOnly={bridge.lock.amount}
          aria-invalid={amount.error || shortfall?.kind === 'token' ? true : undefined}
          aria-describedby={amount.error ? errorId : undefined}
          onChange={(event) =>
            update({ amount: amountKeystrokes(event.target.value, values.amount) })
          }
        />
      }
      token={
        <TokenPicker
          label={messages.from}
          chainLogos={chainLogos}
          balances={bridge.pickerBalances}
          scope={bridge.scope}
          side="from"
          locked={bridge.lock.source}
          onSearch={(search) => bridge.searched('source', search)}
          value={source}
          // The destination stays (a pair without a route says so) unless it is now the source,
          // and a destination the app locked stays whatever is picked here.
          onChange={(selection) =>
            update({
              source: selection,
              destination:
                !bridge.lock.destination &&
                destination?.chainKey === selection.chainKey &&
                isSameAddress(destination.token.address, selection.token.address)
                  ? undefined
                  : destination,
            })
          }
          {...ui}
        />
      }
      usd={sourceUsd ?? (selected ? formatUsd(selected.srcAmountUsd, locale) : undefined)}
    />
  )
}
