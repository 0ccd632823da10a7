import { isSameAddress } from '../../core/address.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd, usdValue } from '../format.js'
import { AmountInput, AmountPanel, BalanceAside } from './AmountPanel.js'
import { useBridgeContext } from './bridgeContext.js'
import { SidePicker } from './SidePicker.js'

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
          <BalanceAside
            text={formatMessage(messages.balance, {
              amount: `${formatTokenAmount(available, source.token.decimals, locale)} ${source.token.symbol}`,
            })}
            short={shortfall?.kind === 'token'}
            max={
              bridge.lock.amount
                ? undefined
                : {
                    label: messages.max,
                    onClick: () => {
                      const max = bridge.maxAmount()
                      if (max !== undefined) update({ amount: max })
                    },
                  }
            }
          />
        )
      }
      amount={
        <AmountInput
          label={messages.amount}
          value={values.amount}
          readOnly={bridge.lock.amount}
          invalid={Boolean(amount.error) || shortfall?.kind === 'token'}
          describedBy={amount.error ? errorId : undefined}
          onChange={(text) => update({ amount: text })}
        />
      }
      token={
        <SidePicker
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
