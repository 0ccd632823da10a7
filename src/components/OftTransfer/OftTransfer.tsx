import { createContext, forwardRef, type ReactNode, useContext, useId, useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import type {
  OftExecutionOptions,
  OftTransferRequest,
} from '../../core/actions/buildOftTransfer.js'
import { isAddressOfChainType, NATIVE_TOKEN_ADDRESS } from '../../core/address.js'
import { formatAmount } from '../../core/amounts.js'
import { checkFunds, type FundsShortfall } from '../../core/funds.js'
import { chainTypeLabel } from '../../core/labels.js'
import { splitOftDust } from '../../core/oft/oftAmount.js'
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
import { AmountPanel } from '../BridgeWidget/AmountPanel.js'
import {
  type BalanceSource,
  type SourceBalance,
  useGasPrice,
  useSourceBalance,
} from '../BridgeWidget/useSourceBalance.js'
import { useExplorerTxUrl } from '../explorer.js'
import { NativeDropField, RecipientField } from '../fields.js'
import { formatTokenAmount, shortHash } from '../format.js'
import { formatMessage } from '../messages.js'
import { readAmount } from '../readAmount.js'
import { SettingsButton } from '../SettingsButton.js'
import { StepRunner } from '../StepRunner/StepRunner.js'
import { classNames, type UiProps, useThemeRef } from '../ui.js'
import { walletChainName } from '../walletChain.js'
import { OftDestinationPicker, OftSourcePicker } from './OftPickers.js'
import { type OftMessages, useOftMessages } from './oftMessages.js'

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
  messages: OftMessages
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
  sourceChain: Chain | undefined
  /** The source chain's coin, which pays the messaging fee and the gas. */
  nativeSymbol: string
  /** The sender's balance of the token sent (the inner token of an adapter). */
  balance: SourceBalance
  shortfall: FundsShortfall | undefined
  /** What the one button says instead of acting; `connect` and `retry` are buttons of their own. */
  waitingFor: string | undefined
  blockedReason: string | undefined
  switchTo: { name: string; walletOn: string; run: () => void } | undefined
  connectWallet: ReactNode
  /** What the pickers take. */
  ui: {
    messages: OftMessages
    colorScheme: 'light' | 'dark' | undefined
    chains: readonly Chain[]
    chainLogos: Readonly<Record<string, string>> | undefined
    disabled: boolean
  }
}

const Context = createContext<OftContext | undefined>(undefined)

function useOft(part: string): OftContext {
  const context = useContext(Context)
  if (!context) throw new Error(`OftTransfer.${part} must be inside OftTransfer.Root`)
  return context
}

export type OftTransferRootProps = Omit<UiProps, 'messages'> & {
  /** Any texts to replace (English by default): the shared ones and OftTransfer's own. */
  messages?: Partial<OftMessages> | undefined
  defaultValues?: Partial<OftTransferValues>
  /** The sender; default the connected wagmi account. */
  walletAddress?: string
  /** A Solana wallet (`useWalletAdapterSolana()` from vtkit/solana): it receives sends to Solana unless another address is typed. */
  solana?: SolanaWallet | undefined
  journal?: TransferJournal
  onTransferComplete?: (result: ExecutionResult) => void
  /** Rendered where the user must connect a wallet: your own connect button. */
  connectWallet?: ReactNode
  /** Chain logos by chain key for the pickers (https or data:image URLs). Default: initials. */
  chainLogos?: Readonly<Record<string, string>> | undefined
  children?: ReactNode
}

const chainTypeOf = (chain: Chain | undefined) =>
  chain?.chainType === 'EVM' ? 'EVM' : chain?.chainType === 'SOLANA' ? 'SOLANA' : undefined

/** The token a deployment takes from the wallet: the inner token of an adapter, else the OFT. */
function oftSourceToken(deployment: OftDeployment): string {
  if (deployment.type === 'NATIVE_OFT_ADAPTER') return NATIVE_TOKEN_ADDRESS
  return deployment.innerToken ?? deployment.address
}

/** The state of an OFT send: the choices, the built send (`/transfer`) and its execution. */
const Root = forwardRef<HTMLElement, OftTransferRootProps>(function Root(props, ref) {
  const { className, locale, theme, colorScheme, children } = props
  const messages = useOftMessages(props.messages)
  const ids = useId()
  const themeRef = useThemeRef(theme, ref)
  const account = useAccount()
  const wagmiConfig = useConfig()
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
    (dstChainType === 'EVM' && isAddressOfChainType(sender ?? '', 'EVM')
      ? sender
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
    source &&
    destinationChain &&
    amount.value &&
    sender &&
    recipientText &&
    !recipient.invalid &&
    !receiveGasInvalid
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
    onComplete: (result) => {
      balance.refresh()
      props.onTransferComplete?.(result)
    },
  })

  const sourceChain = chains.find((chain) => chain.chainKey === values.srcChainName)
  const chainId = sourceChain?.chainType === 'EVM' ? sourceChain.chainId : undefined
  const balanceSource: BalanceSource | undefined =
    typeof chainId === 'number' && isAddressOfChainType(sender ?? '', 'EVM')
      ? { chainType: 'EVM', chainId, owner: sender as Address }
      : undefined
  // `/chains` may leave the native coin out; the host's wagmi chain always names it.
  const nativeSymbol =
    sourceChain?.nativeCurrency?.symbol ??
    wagmiConfig.chains.find((chain) => chain.id === chainId)?.nativeCurrency.symbol ??
    ''
  const tokenSent = source ? oftSourceToken(source) : undefined
  const balance = useSourceBalance(tokenSent, balanceSource)
  const nativeBalance = useSourceBalance(NATIVE_TOKEN_ADDRESS, balanceSource)
  const gasPrice = useGasPrice(execution.quote ? chainId : undefined)
  const idle = execution.phase === 'idle'
  // The token is checked as soon as an amount is typed; the native coin (the messaging fee and
  // the gas) once the send is built.
  const shortfall =
    idle && amount.value && balance.value !== undefined && BigInt(amount.value) > balance.value
      ? { kind: 'token' as const, needed: BigInt(amount.value), available: balance.value }
      : idle && execution.quote && request && tokenSent
        ? checkFunds({
            quote: execution.quote,
            request: {
              amount: request.amount,
              srcChainKey: request.srcChainName,
              srcTokenAddress: tokenSent,
              srcWalletAddress: request.from,
              dstChainKey: request.dstChainName,
              dstTokenAddress: '',
              dstWalletAddress: request.to,
            },
            chains,
            tokenBalance: balance.value,
            nativeBalance: nativeBalance.value,
            gasPrice,
          })
        : undefined
  const blockedReason = shortfall
    ? formatMessage(
        shortfall.kind === 'token' ? messages.insufficientBalance : messages.notEnoughForGas,
        {
          symbol: shortfall.kind === 'token' ? values.symbol : nativeSymbol,
        },
      )
    : undefined
  const refused = execution.findings?.some((finding) => finding.severity === 'refuse') ?? false
  const switchTo =
    idle &&
    !blockedReason &&
    !refused &&
    typeof chainId === 'number' &&
    account.chainId !== undefined &&
    account.chainId !== chainId &&
    sender === account.address
      ? {
          name: sourceChain?.name ?? values.srcChainName,
          walletOn: walletChainName(chains, wagmiConfig.chains, account.chainId),
          run: () =>
            void switchChain(wagmiConfig, { chainId }).catch(() => {
              // Declined: the button stays and says the same; nothing was asked of funds.
            }),
        }
      : undefined
  const dust = build.amountCheck.state === 'dust'
  const waitingFor = !sender
    ? 'connect'
    : !source
      ? messages.selectToken
      : !destinationChain
        ? messages.oftActionSelectDestination
        : amount.error
          ? messages.actionInvalidAmount
          : !amount.value
            ? messages.actionEnterAmount
            : dust
              ? messages.oftActionDust
              : recipient.invalid
                ? messages.actionInvalidRecipient
                : !recipientText
                  ? messages.oftActionEnterRecipient
                  : receiveGasInvalid
                    ? messages.oftActionCheckSettings
                    : build.error
                      ? 'retry'
                      : undefined
  const locked = execution.phase === 'running' || execution.phase === 'submitted'
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
    sourceChain,
    nativeSymbol,
    balance,
    shortfall,
    waitingFor,
    blockedReason,
    switchTo,
    connectWallet: props.connectWallet,
    ui: { messages, colorScheme, chains, chainLogos: props.chainLogos, disabled: locked },
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

/** The From and To panels: the amount, the token on its source chain, the destination chain. */
function Route() {
  const context = useOft('Route')
  const { messages, locale, ids, values, update, catalog, chains, entry, source, amount, build } =
    context
  const { request, balance, sourceChain, ui } = context
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
  return (
    <>
      <div className="vtkit-panels">
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
                    update({ amount: formatAmount(balance.value ?? 0n, source.localDecimals) })
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
              onChange={(event) => update({ amount: event.target.value })}
            />
          }
          token={
            <OftSourcePicker
              {...ui}
              catalog={catalog}
              symbol={values.symbol}
              chainKey={values.srcChainName}
              canSendFrom={(chain) => chain.chainType === 'EVM'}
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
              {arrives !== undefined && source ? (
                formatTokenAmount(arrives, source.localDecimals, locale)
              ) : (
                <span className="vtkit-muted">0</span>
              )}
            </output>
          }
          token={
            <OftDestinationPicker
              {...ui}
              catalog={catalog}
              symbol={values.symbol}
              sourceChainKey={sourceChain?.chainKey ?? ''}
              chainKey={values.dstChainName}
              onChange={(dstChainName) => update({ dstChainName })}
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
  const { messages, values, update } = useOft('Route')
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

/** The title and the settings gear: gas to receive on the destination and for its lzReceive. */
function Header() {
  const { messages, ids, values, update, chains, receiveGasInvalid, ui } = useOft('Header')
  const destination = chains.find((chain) => chain.chainKey === values.dstChainName)
  return (
    <div className="vtkit-widget-head">
      <h2 className="vtkit-widget-title">{messages.oftTitle}</h2>
      <SettingsButton messages={messages} colorScheme={ui.colorScheme}>
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
      </SettingsButton>
    </div>
  )
}

/**
 * Who receives: the user's own wallet on the destination ("To your wallet 0x12…"), or, behind
 * "Send to another address", any address of the destination's chain type.
 */
function Recipient() {
  const { messages, values, update, recipient, chains } = useOft('Recipient')
  const [open, setOpen] = useState(false)
  const destination = chains.find((chain) => chain.chainKey === values.dstChainName)
  if (!destination) return null
  if (!open && values.recipient === '' && recipient.value)
    return (
      <p className="vtkit-row vtkit-muted vtkit-recipient-line">
        <span>{formatMessage(messages.toYourWallet, { address: shortHash(recipient.value) })}</span>
        <button
          type="button"
          className="vtkit-disclosure"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {messages.sendToAnother}
        </button>
      </p>
    )
  return (
    <RecipientField
      label={messages.recipient}
      focusOnMount={open}
      value={values.recipient}
      placeholder={recipient.value}
      error={
        recipient.invalid
          ? formatMessage(messages.recipientInvalid, {
              chainType: chainTypeLabel(destination.chainType),
            })
          : undefined
      }
      onChange={(text) => update({ recipient: text })}
    />
  )
}

/** What leaves, what arrives (without the dust) and the messaging fee, once the send is built. */
function Summary() {
  const { messages, locale, values, source, request, build, chains, nativeSymbol } =
    useOft('Summary')
  if (build.error)
    return (
      <p className="vtkit-error" role="alert">
        {build.error.shortMessage}
      </p>
    )
  if (request && build.isFetching && !build.data)
    return <div className="vtkit-skeleton vtkit-skeleton-route" aria-hidden="true" />
  if (!build.data || !request || !source) return null
  const check = build.amountCheck
  const arrives = check.state === 'dust' ? check.sendable : BigInt(request.amount)
  const chainName = (key: string) => chains.find((chain) => chain.chainKey === key)?.name ?? key
  const native = chains.find((chain) => chain.chainKey === request.srcChainName)?.nativeCurrency
  const fee = build.populatedTransaction?.value ?? '0'
  return (
    <dl className="vtkit-card vtkit-route-card vtkit-amounts">
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.youSend}</dt>
        <dd className="vtkit-amount">
          {formatTokenAmount(BigInt(request.amount), source.localDecimals, locale)} {values.symbol}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.oftArrives}</dt>
        <dd>
          {formatTokenAmount(arrives, source.localDecimals, locale)} {values.symbol}{' '}
          {formatMessage(messages.onChain, { chain: chainName(request.dstChainName) })}
        </dd>
      </div>
      <div className="vtkit-row">
        <dt className="vtkit-muted">{messages.oftNetworkFee}</dt>
        <dd>
          {formatTokenAmount(BigInt(fee), native?.decimals ?? 18, locale)} {nativeSymbol}
        </dd>
      </div>
    </dl>
  )
}

/**
 * The one action: the reason it cannot be taken yet ("Enter an amount", "Insufficient TOFT
 * balance", "Switch to Base"), else the approval and the send with the safety findings.
 */
function Steps() {
  const context = useOft('Steps')
  const { execution, locale, messages, build, ui } = context
  const reason = context.waitingFor
  if (reason === 'connect')
    return (
      context.connectWallet ?? (
        <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
          {messages.actionConnect}
        </button>
      )
    )
  if (reason === 'retry')
    return (
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        data-variant="primary"
        onClick={() => void build.refetch()}
      >
        {messages.actionRetry}
      </button>
    )
  if (reason || !execution.quote)
    return (
      <button type="button" className="vtkit-button vtkit-wide" data-variant="primary" disabled>
        {reason ?? messages.oftPreparing}
      </button>
    )
  const switchTo = context.switchTo
  return (
    <StepRunner.Root
      execution={execution}
      quote={execution.quote}
      blockedReason={context.blockedReason}
      className="vtkit-flat"
      locale={locale}
      messages={messages}
      colorScheme={ui.colorScheme}
    >
      <StepRunner.Findings />
      <StepRunner.Steps />
      {switchTo ? (
        <>
          <p className="vtkit-muted vtkit-wallet-chain">
            {formatMessage(messages.walletOnChain, { chain: switchTo.walletOn })}
          </p>
          <button
            type="button"
            className="vtkit-button vtkit-wide"
            data-variant="primary"
            onClick={switchTo.run}
          >
            {formatMessage(messages.actionSwitchTo, { chain: switchTo.name })}
          </button>
        </>
      ) : (
        <StepRunner.Action />
      )}
    </StepRunner.Root>
  )
}

/** After the send: its hash, then its arrival where the destination can be watched. */
function Delivery() {
  const { execution, messages, chains, values, update, sourceChain } = useOft('Delivery')
  const explorerUrl = useExplorerTxUrl()
  const hash = execution.record?.srcTxHash
  if (execution.phase !== 'submitted' || !hash) return null
  const link = explorerUrl(sourceChain, hash)
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
        {link ? (
          <a className="vtkit-link" href={link} target="_blank" rel="noopener noreferrer">
            {messages.viewOnExplorer}
          </a>
        ) : (
          <code>{shortHash(hash)}</code>
        )}
        {delivery.deliveryHash ? ` → ${shortHash(delivery.deliveryHash)}` : ''}
      </p>
      {/* A new amount is a new send: the form opens again for it. */}
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        onClick={() => update({ amount: '', recipient: '' })}
      >
        {messages.newTransfer}
      </button>
    </div>
  )
}

export type OftTransferProps = Omit<OftTransferRootProps, 'children'>

/**
 * An OFT send from the metadata service, whole: the token on its source chain and the destination
 * among its `/list` deployments, the amount (balance checked, dust explained), the recipient and
 * the execution options, the built send, its steps, its delivery.
 */
const OftTransferDefault = forwardRef<HTMLElement, OftTransferProps>(
  function OftTransfer(props, ref) {
    return (
      <Root ref={ref} {...props}>
        <Header />
        <Route />
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
  Header,
  Route,
  Recipient,
  Summary,
  Steps,
  Delivery,
})
