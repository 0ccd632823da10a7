import { splitOftDust } from '../../core/oft/oftAmount.js'
import { useOftList } from '../../hooks/useOftList.js'
import type { OftAmountCheck } from '../../hooks/useOftTransfer.js'
import { formatMessage } from '../../locales/format.js'
import { AmountInput, AmountPanel, BalanceAside, SwapSides } from '../BridgeWidget/AmountPanel.js'
import { formatTokenAmount, headlineFractionDigits } from '../format.js'
import { formatAmountText } from '../localeAmount.js'
import { useLocaleTexts } from '../localeTexts.js'
import { LoadError } from '../TokenPicker/listParts.js'
import { useMessages } from '../ui.js'
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
              <BalanceAside
                text={formatMessage(messages.balance, {
                  amount: `${formatTokenAmount(balance.value, source.localDecimals, locale)} ${values.symbol}`,
                })}
                short={context.shortfall?.kind === 'token'}
                max={{
                  label: messages.max,
                  disabled: ui.disabled,
                  onClick: () =>
                    update({
                      amount: formatAmountText(
                        context.maxAmount ?? 0n,
                        source.localDecimals,
                        locale,
                      ),
                    }),
                }}
              />
            )
          }
          amount={
            <AmountInput
              label={messages.amount}
              value={values.amount}
              disabled={!source || ui.disabled}
              invalid={Boolean(note) || context.shortfall?.kind === 'token'}
              describedBy={note ? `${ids}-amount` : undefined}
              onChange={(text) => update({ amount: text })}
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
        <SwapSides
          label={messages.swapDirection}
          // A send leaves from an EVM chain: the way back exists only to one.
          disabled={
            Boolean(ui.disabled) || !values.dstChainName || destination?.chainType !== 'EVM'
          }
          onSwap={() =>
            update({ srcChainName: values.dstChainName, dstChainName: values.srcChainName })
          }
        />
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
      <ListUnavailable />
    </>
  )
}

/** The OFT list could not be read: said on the card, with a retry (as the widget's lists are). */
function ListUnavailable() {
  const { locale } = useOft('Route')
  const list = useOftList()
  const messages = useMessages(undefined, locale)
  const texts = useLocaleTexts(locale)
  if (!list.isError || list.data) return null
  return (
    <LoadError
      message={texts.error(list.error)}
      retry={() => void list.refetch()}
      messages={messages}
    />
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
