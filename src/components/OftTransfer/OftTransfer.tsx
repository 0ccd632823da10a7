import { forwardRef, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import type {
  OftExecutionOptions,
  OftTransferRequest,
} from '../../core/actions/buildOftTransfer.js'
import { isAddressOfChainType, isSameAddress, NATIVE_TOKEN_ADDRESS } from '../../core/address.js'
import { checkFunds, maxSendable } from '../../core/funds.js'
import { splitOftDust } from '../../core/oft/oftAmount.js'
import { oftSourceToken } from '../../core/oft/sourceToken.js'
import { useEvmWallet } from '../../hooks/internal/useEvmWallet.js'
import { useChains } from '../../hooks/useChains.js'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useExecuteOftTransfer } from '../../hooks/useExecuteOftTransfer.js'
import { useOftList } from '../../hooks/useOftList.js'
import { useOftTransfer } from '../../hooks/useOftTransfer.js'
import { formatMessage } from '../../locales/format.js'
import { useRunStateEvents } from '../BridgeWidget/bridgeEventEffects.js'
import type { BridgeEvent } from '../BridgeWidget/bridgeEvents.js'
import {
  type BalanceSource,
  readEvmBalances,
  useGasPrice,
  useSourceBalance,
} from '../BridgeWidget/useSourceBalance.js'
import { useLocaleTexts } from '../localeTexts.js'
import { readAmount } from '../readAmount.js'
import type { PickerBalances } from '../TokenPicker/heldBalances.js'
import { classNames, useThemeRef } from '../ui.js'
import { walletChainName } from '../walletChain.js'
import { Context, emptyValues, type OftContext, type OftTransferValues } from './context.js'
import { Delivery, Header, Recipient, Steps, Summary } from './OftParts.js'
import { Route } from './OftRoute.js'
import { oftChangeEvents, oftDeliveryStatus, oftRequestAsQuoteRequest } from './oftEvents.js'
import { useOftMessages } from './oftMessages.js'
import type { OftTransferRootProps } from './rootProps.js'
import { useOftRecipient } from './useOftRecipient.js'
import { useOftRecipientConfirm } from './useOftRecipientConfirm.js'

export type { OftTransferValues } from './context.js'

/** The state of an OFT send: the choices, the built send (`/transfer`) and its execution. */
const Root = forwardRef<HTMLElement, OftTransferRootProps>(function Root(props, ref) {
  const { className, locale, theme, colorScheme, children } = props
  const messages = useOftMessages(props.messages, props.locale)
  const texts = useLocaleTexts(props.locale)
  const ids = useId()
  const themeRef = useThemeRef(theme, ref)
  const evm = useEvmWallet()
  const chains = useChains().data ?? []
  const catalog = useOftList().data
  const [values, setValues] = useState<OftTransferValues>({
    ...emptyValues,
    ...props.defaultValues,
  })
  const onEventRef = useRef(props.onEvent)
  onEventRef.current = props.onEvent
  const emit = (event: BridgeEvent) => onEventRef.current?.(event)
  const update = (changes: Partial<OftTransferValues>) => {
    for (const event of oftChangeEvents(values, changes, catalog)) emit(event)
    setValues((old) => ({ ...old, ...changes }))
  }

  // A symbol may have several `/list` entries: the one deployed on the chosen source chain.
  const entry =
    catalog?.deployments(values.symbol, values.srcChainName)[0]?.entry ??
    catalog?.deployments(values.symbol)[0]?.entry
  const source = entry?.deployments[values.srcChainName]
  const destinationChain = chains.find((chain) => chain.chainKey === values.dstChainName)
  const sender = props.walletAddress ?? evm.address
  const recipient = useOftRecipient(values.recipient, destinationChain, sender, props.solana)
  const recipientText = recipient.value
  const recipientName = recipient.name
  const amount = readAmount(values.amount, source?.localDecimals, texts)
  const drop = readAmount(
    values.nativeDrop,
    destinationChain?.nativeCurrency?.decimals ?? 18,
    texts,
  )
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
  const runIdRef = useRef<string | undefined>(undefined)
  const runId = () => runIdRef.current ?? ''
  const execution = useExecuteOftTransfer({
    transfer: build.data,
    request,
    walletAddress: sender,
    journal: props.journal,
    atomicBatch: props.atomicBatch,
    solana: props.solana,
    onStepStart: (stepIndex) => emit({ type: 'walletPrompt', quoteId: runId(), stepIndex }),
    onBatchSubmitted: (stepIndexes, batchId) =>
      emit({ type: 'batchSubmitted', quoteId: runId(), stepIndexes, batchId }),
    onStepSubmitted: (stepIndex, hash) =>
      emit({ type: 'stepSubmitted', quoteId: runId(), stepIndex, hash }),
    onStepConfirmed: (stepIndex, hash) =>
      emit({ type: 'stepConfirmed', quoteId: runId(), stepIndex, hash }),
    onComplete: (result) => {
      balance.refresh()
      nativeBalance.refresh()
      emit({ type: 'transferComplete', quoteId: result.quoteId, result })
      props.onTransferComplete?.(result)
    },
    onError: (error) => {
      // A failed run may still have spent gas or sent the approval.
      balance.refresh()
      nativeBalance.refresh()
      emit({ type: 'transferFailed', quoteId: runIdRef.current, error })
    },
  })
  const built = execution.quote
  runIdRef.current = built?.id
  // A send built for the input is its one route: received, and chosen by default, once each.
  const toldBuilds = useRef(new Set<string>()).current
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per send built
  useEffect(() => {
    if (!built || !request || toldBuilds.has(built.id)) return
    toldBuilds.add(built.id)
    emit({
      type: 'routesReceived',
      request: oftRequestAsQuoteRequest(request, catalog, values.symbol),
      routes: 1,
      rejected: 0,
    })
    emit({
      type: 'routeChosen',
      quoteId: built.id,
      routeType: built.routeSteps[0]?.type ?? 'OFT',
      by: 'default',
    })
  }, [built?.id])
  useRunStateEvents(emit, {
    checkedId: built?.id,
    findings: execution.findings,
    phase: execution.phase,
    elsewhere: execution.isElsewhere,
    status: oftDeliveryStatus(execution.delivery.state),
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
    evm.chains.find((chain) => chain.id === chainId)?.nativeCurrency.symbol ??
    ''
  // The From dialog lists what the wallet holds first, with the amounts, chain by chain.
  const evmSender = isAddressOfChainType(sender ?? '', 'EVM') ? (sender as Address) : undefined
  const pickerBalances = useMemo<PickerBalances | undefined>(
    () =>
      evmSender && catalog
        ? {
            key: `${evmSender}|oft`,
            read: (chainKey) => {
              const chain = chains.find((item) => item.chainKey === chainKey)
              if (chain?.chainType !== 'EVM' || typeof chain.chainId !== 'number') return undefined
              const tokens = Object.keys(catalog.list).flatMap((symbol) =>
                catalog
                  .deployments(symbol, chainKey)
                  .slice(0, 1)
                  .map(({ deployment }) => ({ address: oftSourceToken(deployment), symbol })),
              )
              return readEvmBalances(evm.clientOf(chain.chainId), evmSender, tokens)
            },
          }
        : undefined,
    [evmSender, catalog, chains, evm],
  )
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
  // A native coin sent (a native OFT adapter) keeps the messaging fee and the gas of the send built;
  // and Max is an amount that crosses whole (what the shared decimals carry), never one with dust.
  const maxAmount =
    balance.value !== undefined && tokenSent && sourceChain && source && entry
      ? splitOftDust(
          maxSendable({
            available: balance.value,
            srcChainKey: sourceChain.chainKey,
            chainType: sourceChain.chainType,
            srcTokenAddress: tokenSent,
            quote: execution.quote,
            gasPrice,
          }),
          source.localDecimals,
          entry.sharedDecimals,
        ).sendable
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
    evm.chainId !== undefined &&
    evm.chainId !== chainId &&
    isSameAddress(sender, evm.address)
      ? {
          name: sourceChain?.name ?? values.srcChainName,
          walletOn: walletChainName(chains, evm.chains, evm.chainId),
          // Declined: the button stays and says the same.
          run: () => evm.switchTo(chainId),
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
                  ? recipientName.state === 'looking'
                    ? messages.oftPreparing
                    : messages.actionEnterRecipient
                  : receiveGasInvalid
                    ? messages.oftActionCheckSettings
                    : shortfall?.kind === 'token'
                      ? blockedReason
                      : // The send built for the input as it stood 300 ms ago never starts.
                        JSON.stringify(typed) !== JSON.stringify(request)
                        ? messages.oftPreparing
                        : build.error
                          ? 'retry'
                          : undefined
  const locked = execution.phase === 'running' || execution.phase === 'submitted'
  const recipientConfirm = useOftRecipientConfirm({
    typed: values.recipient.trim() !== '' && !recipient.invalid,
    ...{ recipient: recipientText, sender, sourceChain, destinationChain, execution, request },
    solanaWallet: props.solana?.address,
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
    recipientConfirm,
    receiveGasInvalid,
    request,
    build,
    execution,
    sourceChain,
    nativeSymbol,
    balance,
    maxAmount,
    shortfall,
    waitingFor,
    blockedReason,
    switchTo,
    connectWallet: props.connectWallet,
    pickerBalances,
    searched: (side, search) => emit({ type: 'searchTyped', side, ...search }),
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

/**
 * Sends an OFT to another chain in one card: the token and its chains, the amount, the recipient,
 * the send checked before the wallet sees it, and its delivery. Its parts (`OftTransfer.Root` and
 * the parts inside it) lay out the same behaviour in a layout of your own.
 */
export const OftTransfer = Object.assign(OftTransferDefault, {
  Root,
  Header,
  Route,
  Recipient,
  Summary,
  Steps,
  Delivery,
})
