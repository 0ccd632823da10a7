import { useEffect, useMemo, useRef } from 'react'
import {
  isAddressOfChainType,
  isSameAddress,
  NATIVE_TOKEN_ADDRESS,
  SOLANA_NATIVE_MINT,
} from '../../../core/address.js'
import { bestReturnQuote, fastestQuote } from '../../../core/quoteRanking.js'
import type { QuoteRequest } from '../../../core/schemas/quote.js'
import { type EvmWallet, useEvmWallet } from '../../../hooks/internal/useEvmWallet.js'
import { useChains } from '../../../hooks/useChains.js'
import { useQuote } from '../../../hooks/useQuote.js'
import { useTokens } from '../../../hooks/useTokens.js'
import { useLocaleTexts } from '../../localeTexts.js'
import { readAmount } from '../../readAmount.js'
import { useRecipientName } from '../../recipients/useRecipientName.js'
import type { PickerBalances } from '../../TokenPicker/heldBalances.js'
import { previewWallet } from '../previewWallet.js'
import {
  type BalanceSource,
  readEvmBalances,
  useGasPrice,
  useSourceBalance,
} from '../useSourceBalance.js'
import type { BridgeValues, UseBridgeParameters, UseBridgeReturnType } from './types.js'

/** What the route gives the layout (its fields of `UseBridgeReturnType`), and the other hooks. */
export type BridgeRoute = Pick<
  UseBridgeReturnType,
  | 'chains'
  | 'sourceChain'
  | 'destinationChain'
  | 'sender'
  | 'recipient'
  | 'recipientName'
  | 'ownWalletReceives'
  | 'recipientInvalid'
  | 'signable'
  | 'previewing'
  | 'amount'
  | 'quote'
  | 'selected'
  | 'runnable'
  | 'pickerBalances'
  | 'balance'
  | 'nativeBalance'
  | 'gasPrice'
  | 'walletChainId'
  | 'wagmiChains'
> & {
  /** The user's own wallet on the destination's chain type, where it is known to be theirs. */
  ownWallet: string | undefined
  /** The wallet of the user on a chain type, as far as the app gives one. */
  walletOn: (chainType: string | undefined) => string | undefined
  request: Partial<QuoteRequest> | undefined
  accountAddress: string | undefined
  evm: EvmWallet
}

/**
 * What the form's values ask for: who sends and who receives, the amount read, the quotes and the
 * route that may run (asked for this very wallet and input), and the balances that pay for it.
 */
export function useBridgeRoute(options: UseBridgeParameters, values: BridgeValues): BridgeRoute {
  const texts = useLocaleTexts(options.locale)
  const evm = useEvmWallet()
  const chains = useChains().data ?? []
  const tokenIndex = useTokens().data
  const { source, destination } = values
  const sourceChain = chains.find((chain) => chain.chainKey === source?.chainKey)
  const destinationChain = chains.find((chain) => chain.chainKey === destination?.chainKey)
  const solana = options.solana
  const walletOn = (chainType: string | undefined) =>
    chainType === 'EVM'
      ? evm.address
      : chainType === 'SOLANA' && solana
        ? solana.address
        : options.walletAddress
  const sender = walletOn(sourceChain?.chainType)
  // The user's own wallet receives by default only where it is known to be theirs on that
  // chain type (the wagmi account on EVM, the Solana wallet on Solana), and of its form.
  const ownWallet =
    destinationChain?.chainType === 'EVM'
      ? evm.address
      : destinationChain?.chainType === 'SOLANA'
        ? solana?.address
        : undefined
  const ownWalletReceives =
    ownWallet !== undefined && isAddressOfChainType(ownWallet, destinationChain?.chainType ?? '')
  const typed = values.recipient.trim()
  // A typed ENS name receives at the address it gives; none while it is looked up. A recipient
  // the app locked is an address: a name there would be signed for with no one seeing it.
  const recipientName = useRecipientName(options.lock?.recipient ? '' : typed, destinationChain)
  const recipient =
    recipientName.state === 'found'
      ? recipientName.address
      : recipientName.state !== 'none'
        ? ''
        : typed || (ownWalletReceives ? (ownWallet ?? '') : '')
  const recipientInvalid =
    typed !== '' &&
    destinationChain !== undefined &&
    (recipientName.state === 'none'
      ? !isAddressOfChainType(recipient, destinationChain.chainType)
      : recipientName.state === 'missing' || recipientName.state === 'failed')
  // A source chain this app gives no signer for: said plainly, not a connect button that
  // could never help.
  const signable =
    sourceChain === undefined ||
    sourceChain.chainType === 'EVM' ||
    (sourceChain.chainType === 'SOLANA' && Boolean(solana ?? options.executors?.solana)) ||
    (sourceChain.chainType === 'STARKNET' && Boolean(options.executors?.starknet))
  // Without a wallet on the source chain, the routes are still shown: quoted for stand-in
  // wallets, looked at only, never run (the wallet gets a quote of its own once connected).
  const previewing = !sender && signable
  const amount = readAmount(values.amount, source?.token.decimals, texts)
  const drop = readAmount(values.nativeDrop, destinationChain?.nativeCurrency?.decimals, texts)

  const request: Partial<QuoteRequest> | undefined =
    source && destination
      ? {
          amount: amount.value,
          srcChainKey: source.chainKey,
          srcTokenAddress: source.token.address,
          srcWalletAddress: sender ?? previewWallet(sourceChain?.chainType, source.token.address),
          dstChainKey: destination.chainKey,
          dstTokenAddress: destination.token.address,
          dstWalletAddress: recipientInvalid
            ? undefined
            : recipient ||
              (previewing
                ? previewWallet(destinationChain?.chainType, destination.token.address)
                : undefined),
          options: {
            feeTolerance: { type: 'PERCENT', amount: values.feeTolerance },
            ...(drop.value ? { dstNativeDropAmount: drop.value } : {}),
          },
        }
      : undefined
  const quote = useQuote({
    request,
    selectDefault:
      options.routePriority === 'fastest'
        ? (quotes, tokens) => fastestQuote(quotes) ?? bestReturnQuote(quotes, tokens)
        : undefined,
  })
  const selected = quote.selectedQuote
  // Only a quote asked for this very wallet and this very input may run: never a preview's,
  // even in the moment between a wallet connecting and its own quote arriving, nor the last
  // amount's while a new one settles.
  const runnable =
    selected &&
    sender &&
    !quote.isDebouncing &&
    isSameAddress(quote.quotedRequest?.srcWalletAddress, sender)
      ? selected
      : undefined
  const onQuote = useRef(options.onQuote)
  onQuote.current = options.onQuote
  useEffect(() => {
    if (runnable) onQuote.current?.(runnable)
  }, [runnable])

  // The From picker lists what the connected wallets hold first, with the amounts.
  const pickerBalances = useMemo<PickerBalances>(
    () => ({
      // Read again once the catalogue is there, and once it is whole: before it, only the
      // native coin is known.
      key: `${evm.address ?? ''}|${solana?.address ?? ''}|${tokenIndex ? (tokenIndex.partial ? 'partial' : 'catalogue') : ''}`,
      read: (chainKey) => {
        const chain = chains.find((item) => item.chainKey === chainKey)
        if (chain?.chainType === 'SOLANA') return solana?.address ? solana.balances?.() : undefined
        if (chain?.chainType !== 'EVM' || typeof chain.chainId !== 'number' || !evm.address)
          return undefined
        return readEvmBalances(
          evm.clientOf(chain.chainId),
          evm.address,
          tokenIndex?.byChain(chainKey) ?? [],
        )
      },
    }),
    [evm, solana, chains, tokenIndex],
  )
  const evmChainId = sourceChain?.chainType === 'EVM' ? sourceChain.chainId : undefined
  const balanceSource: BalanceSource | undefined =
    evmChainId !== undefined
      ? { chainType: 'EVM', chainId: evmChainId, owner: evm.address }
      : sourceChain?.chainType === 'SOLANA' && solana
        ? { chainType: 'SOLANA', wallet: solana }
        : undefined
  const balance = useSourceBalance(source?.token.address, balanceSource)
  // The native coin pays the steps' value and gas (on Solana, the fees), whatever the token sent.
  const nativeBalance = useSourceBalance(
    sourceChain?.chainType === 'SOLANA' ? SOLANA_NATIVE_MINT : NATIVE_TOKEN_ADDRESS,
    balanceSource,
  )
  const gasPrice = useGasPrice(selected ? evmChainId : undefined)
  return {
    chains,
    sourceChain,
    destinationChain,
    walletOn,
    sender,
    recipient,
    recipientName,
    ownWallet,
    ownWalletReceives,
    recipientInvalid,
    signable,
    previewing,
    amount,
    request,
    quote,
    selected,
    runnable,
    pickerBalances,
    balance,
    nativeBalance,
    gasPrice,
    walletChainId: evm.chainId,
    wagmiChains: evm.chains,
    accountAddress: evm.address,
    evm,
  }
}
