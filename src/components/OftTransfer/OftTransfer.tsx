import { createContext, forwardRef, type ReactNode, useContext, useId, useState } from 'react'
import { useAccount } from 'wagmi'
import type {
  OftExecutionOptions,
  OftTransferRequest,
} from '../../core/actions/buildOftTransfer.js'
import { isAddressOfChainType } from '../../core/address.js'
import { formatAmount } from '../../core/amounts.js'
import { chainTypeLabel } from '../../core/labels.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { OftDeployment, OftListEntry } from '../../core/schemas/oft.js'
import type { ExecutionResult } from '../../core/steps/executeSteps.js'
import type { SolanaWallet } from '../../core/steps/executors.js'
import type { TransferJournal } from '../../core/steps/journal.js'
import { useChains } from '../../hooks/useChains.js'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useExecuteOftTransfer } from '../../hooks/useExecuteOftTransfer.js'
import { type OftCatalog, useOftList } from '../../hooks/useOftList.js'
import { type OftAmountCheck, useOftTransfer } from '../../hooks/useOftTransfer.js'
import { NativeDropField, RecipientField } from '../fields.js'
import { formatTokenAmount, shortHash } from '../format.js'
import { formatMessage, type Messages } from '../messages.js'
import { readAmount } from '../readAmount.js'
import { StepRunner } from '../StepRunner/StepRunner.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'

export type OftTransferValues = {
  symbol: string
  srcChainName: string
  dstChainName: string
  /** As typed, in whole tokens ("1.5"). */
  amount: string
  /** Empty: the connected wallet (EVM destinations; on Solana, the `solana` prop's wallet). */
  recipient: string
  /** Native coin to receive on the destination, in whole units; empty for none. */
  nativeDrop: string
  /** Gas for the receiving contract's lzReceive; empty for the default. */
  receiveGas: string
}

const emptyValues: OftTransferValues = {
  symbol: '',
  srcChainName: '',
  dstChainName: '',
  amount: '',
  recipient: '',
  nativeDrop: '',
  receiveGas: '',
}

type OftContext = {
  messages: Messages
  locale: string | undefined
  ids: string
  values: OftTransferValues
  update: (changes: Partial<OftTransferValues>) => void
  catalog: OftCatalog | undefined
  chains: readonly Chain[]
  entry: OftListEntry | undefined
  source: OftDeployment | undefined
  amount: { value?: string; error?: string }
  recipient: { value: string; invalid: boolean }
  receiveGasInvalid: boolean
  request: OftTransferRequest | undefined
  build: ReturnType<typeof useOftTransfer>
  execution: ReturnType<typeof useExecuteOftTransfer>
}

const Context = createContext<OftContext | undefined>(undefined)

function useOft(part: string): OftContext {
  const context = useContext(Context)
  if (!context) throw new Error(`OftTransfer.${part} must be inside OftTransfer.Root`)
  return context
}

export type OftTransferRootProps = UiProps & {
  defaultValues?: Partial<OftTransferValues>
  /** The sender; default the connected wagmi account. */
  walletAddress?: string
  /** A Solana wallet (`useWalletAdapterSolana()` from vtkit/solana): it receives sends to Solana unless another address is typed. */
  solana?: SolanaWallet | undefined
  journal?: TransferJournal
  onTransferComplete?: (result: ExecutionResult) => void
  children?: ReactNode
}

const chainTypeOf = (chain: Chain | undefined) =>
  chain?.chainType === 'EVM' ? 'EVM' : chain?.chainType === 'SOLANA' ? 'SOLANA' : undefined

/** The state of an OFT send: the choices, the built send (`/transfer`) and its execution. */
const Root = forwardRef<HTMLElement, OftTransferRootProps>(function Root(props, ref) {
  const { className, locale, theme, colorScheme, children } = props
  const messages = useMessages(props.messages)
  const ids = useId()
  const themeRef = useThemeRef(theme, ref)
  const account = useAccount()
  const chains = useChains().data ?? []
  const catalog = useOftList().data
  const [values, setValues] = useState<OftTransferValues>({
    ...emptyValues,
    ...props.defaultValues,
  })
  const update = (changes: Partial<OftTransferValues>) =>
    setValues((old) => ({ ...old, ...changes }))

  const entry = catalog?.deployments(values.symbol)[0]?.entry
  const source = entry?.deployments[values.srcChainName]
  const destinationChain = chains.find((chain) => chain.chainKey === values.dstChainName)
  const dstChainType = chainTypeOf(destinationChain)
  const sender = props.walletAddress ?? account.address
  const recipientText =
    values.recipient.trim() ||
    (dstChainType === 'EVM'
      ? account.address
      : dstChainType === 'SOLANA'
        ? props.solana?.address
        : undefined) ||
    ''
  const recipient = {
    value: recipientText,
    invalid:
      values.recipient.trim() !== '' &&
      dstChainType !== undefined &&
      !isAddressOfChainType(recipientText, dstChainType),
  }
  const amount = readAmount(values.amount, source?.localDecimals)
  const drop = readAmount(values.nativeDrop, destinationChain?.nativeCurrency?.decimals ?? 18)
  const receiveGasInvalid =
    values.receiveGas.trim() !== '' && !/^\d+$/.test(values.receiveGas.trim())
  const executor: NonNullable<OftExecutionOptions['executor']> = {
    ...(values.receiveGas.trim() && !receiveGasInvalid
      ? { lzReceive: { gasLimit: values.receiveGas.trim() } }
      : {}),
    ...(drop.value ? { nativeDrops: [{ amount: drop.value, receiver: recipientText }] } : {}),
  }
  const complete =
    source && destinationChain && amount.value && sender && recipientText && !recipient.invalid
  const typed: OftTransferRequest | undefined = complete
    ? {
        srcChainName: values.srcChainName,
        dstChainName: values.dstChainName,
        oftAddress: source.address,
        amount: amount.value as string,
        from: sender,
        to: recipientText,
        ...(Object.keys(executor).length > 0 ? { options: { executor } } : {}),
      }
    : undefined
  // One build per settled input, not one per keystroke.
  const request = useDebouncedValue(typed, 300)
  const build = useOftTransfer({ request })
  const execution = useExecuteOftTransfer({
    transfer: build.data,
    request,
    walletAddress: sender,
    journal: props.journal,
    onComplete: props.onTransferComplete,
  })
  const context: OftContext = {
    messages,
    locale,
    ids,
    values,
    update,
    catalog,
    chains,
    entry,
    source,
    amount,
    recipient,
    receiveGasInvalid,
    request,
    build,
    execution,
  }
  return (
    <Context.Provider value={context}>
      <section
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-widget', 'vtkit-oft', className)}
        data-theme={colorScheme}
        aria-label={messages.oftTitle}
      >
        {children}
      </section>
    </Context.Provider>
  )
})

/** The token, by symbol, and the two chains among its deployments. */
function Route() {
  const { messages, values, update, catalog, chains, entry } = useOft('Route')
  const chainName = (key: string) => chains.find((chain) => chain.chainKey === key)?.name ?? key
  const deployed = entry ? Object.keys(entry.deployments) : []
  if (catalog && catalog.symbols.length === 0)
    return <p className="vtkit-muted">{messages.oftNoTokens}</p>
  return (
    <div className="vtkit-widget-row">
      <label className="vtkit-field">
        <span>{messages.oftToken}</span>
        <select
          className="vtkit-input"
          value={values.symbol}
          onChange={(event) =>
            update({ symbol: event.target.value, srcChainName: '', dstChainName: '', amount: '' })
          }
        >
          <option value="">{messages.selectToken}</option>
          {catalog?.symbols.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </select>
      </label>
      <label className="vtkit-field">
        <span>{messages.sourceChain}</span>
        <select
          className="vtkit-input"
          value={values.srcChainName}
          disabled={!entry}
          onChange={(event) =>
            update({
              srcChainName: event.target.value,
              dstChainName: values.dstChainName === event.target.value ? '' : values.dstChainName,
            })
          }
        >
          <option value="">{messages.selectChain}</option>
          {deployed.map((key) => (
            <option key={key} value={key}>
              {chainName(key)}
            </option>
          ))}
        </select>
      </label>
      <label className="vtkit-field">
        <span>{messages.destinationChain}</span>
        <select
          className="vtkit-input"
          value={values.dstChainName}
          disabled={!values.srcChainName}
          onChange={(event) => update({ dstChainName: event.target.value })}
        >
          <option value="">{messages.selectChain}</option>
          {deployed
            .filter((key) => key !== values.srcChainName)
            .map((key) => (
              <option key={key} value={key}>
                {chainName(key)}
              </option>
            ))}
        </select>
      </label>
    </div>
  )
}

/** The amount in the source deployment's decimals, with dust explained before anything is built. */
function Amount() {
  const { messages, ids, values, update, amount, source, build } = useOft('Amount')
  const dust = build.amountCheck
  const note = amount.error ?? (dust.state === 'dust' ? <DustNote check={dust} /> : undefined)
  return (
    <>
      <label className="vtkit-field">
        <span>{messages.amount}</span>
        <input
          className="vtkit-input"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          disabled={!source}
          aria-invalid={note ? true : undefined}
          aria-describedby={note ? `${ids}-amount` : undefined}
          onChange={(event) => update({ amount: event.target.value })}
        />
      </label>
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
  const { messages, values, update } = useOft('Amount')
  const symbol = values.symbol
  const sendable = formatAmount(check.sendable, check.localDecimals)
  return (
    <>
      {formatMessage(messages.oftDust, {
        // Exact, never rounded: the point is how small it is.
        dust: formatAmount(check.dust, check.localDecimals),
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

/** Who receives (EVM hex or Solana base58, by the destination's type), and the execution options. */
function Recipient() {
  const { messages, ids, values, update, recipient, chains, receiveGasInvalid } =
    useOft('Recipient')
  const destination = chains.find((chain) => chain.chainKey === values.dstChainName)
  return (
    <>
      <RecipientField
        label={messages.recipient}
        value={values.recipient}
        placeholder={recipient.value}
        error={
          recipient.invalid && destination
            ? formatMessage(messages.recipientInvalid, {
                chainType: chainTypeLabel(destination.chainType),
              })
            : undefined
        }
        onChange={(text) => update({ recipient: text })}
      />
      <details className="vtkit-settings">
        <summary>{messages.settings}</summary>
        <NativeDropField
          label={formatMessage(messages.nativeDrop, {
            symbol: destination?.nativeCurrency?.symbol ?? '',
          })}
          value={values.nativeDrop}
          onChange={(text) => update({ nativeDrop: text })}
        />
        <label className="vtkit-field">
          <span>{messages.oftReceiveGas}</span>
          <input
            className="vtkit-input"
            inputMode="numeric"
            value={values.receiveGas}
            aria-invalid={receiveGasInvalid ? true : undefined}
            aria-describedby={receiveGasInvalid ? `${ids}-gas` : undefined}
            onChange={(event) => update({ receiveGas: event.target.value })}
          />
        </label>
        {receiveGasInvalid && (
          <p id={`${ids}-gas`} className="vtkit-error">
            {messages.invalidGas}
          </p>
        )}
      </details>
    </>
  )
}

/** What leaves, what arrives (without the dust) and the messaging fee, once the send is built. */
function Summary() {
  const { messages, locale, values, source, request, build, chains } = useOft('Summary')
  if (build.error)
    return (
      <p className="vtkit-error" role="alert">
        {build.error.shortMessage}
      </p>
    )
  if (request && build.isFetching && !build.data)
    return <p className="vtkit-muted">{messages.oftPreparing}</p>
  if (!build.data || !request || !source) return null
  const check = build.amountCheck
  const arrives = check.state === 'dust' ? check.sendable : BigInt(request.amount)
  const native = chains.find((chain) => chain.chainKey === request.srcChainName)?.nativeCurrency
  const fee = build.populatedTransaction?.value ?? '0'
  return (
    <dl className="vtkit-amounts">
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.youSend}</dt>
        <dd className="vtkit-amount">
          {formatTokenAmount(BigInt(request.amount), source.localDecimals, locale)} {values.symbol}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.oftArrives}</dt>
        <dd>
          {formatTokenAmount(arrives, source.localDecimals, locale)} {values.symbol}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.oftNetworkFee}</dt>
        <dd>
          {formatTokenAmount(BigInt(fee), native?.decimals ?? 18, locale)} {native?.symbol ?? ''}
        </dd>
      </div>
    </dl>
  )
}

/** The approval and the send, with the safety findings and the one action that fits. */
function Steps() {
  const { execution, locale, messages } = useOft('Steps')
  if (!execution.quote) return null
  return (
    <StepRunner.Root
      execution={execution}
      quote={execution.quote}
      locale={locale}
      messages={messages}
    >
      <StepRunner.Findings />
      <StepRunner.Steps />
      <StepRunner.Action />
    </StepRunner.Root>
  )
}

/** After the send: its hash, then its arrival where the destination can be watched. */
function Delivery() {
  const { execution, messages, chains, values } = useOft('Delivery')
  const hash = execution.record?.srcTxHash
  if (execution.phase !== 'submitted' || !hash) return null
  const chain =
    chains.find((item) => item.chainKey === values.dstChainName)?.name ?? values.dstChainName
  const { delivery } = execution
  const text =
    delivery.state === 'delivered'
      ? messages.deliveryDelivered
      : delivery.state === 'unobservable'
        ? messages.deliveryUnobservable
        : messages.deliveryInFlight
  return (
    <div className="vtkit-delivery">
      <p role="status" aria-live="polite">
        {formatMessage(text, { chain })}
      </p>
      <p className="vtkit-muted">
        {shortHash(hash)}
        {delivery.deliveryHash ? ` → ${shortHash(delivery.deliveryHash)}` : ''}
      </p>
    </div>
  )
}

export type OftTransferProps = Omit<OftTransferRootProps, 'children'>

/**
 * An OFT send from the metadata service, whole: token and chains from `/list`, amount (dust
 * explained), recipient and execution options, the built send, its steps, its delivery.
 */
const OftTransferDefault = forwardRef<HTMLElement, OftTransferProps>(
  function OftTransfer(props, ref) {
    return (
      <Root ref={ref} {...props}>
        <Route />
        <Amount />
        <Recipient />
        <Summary />
        <Steps />
        <Delivery />
      </Root>
    )
  },
)

export const OftTransfer = Object.assign(OftTransferDefault, {
  Root,
  Route,
  Amount,
  Recipient,
  Summary,
  Steps,
  Delivery,
})
