import { createContext, useContext } from 'react'
import { isNativeTokenAddress, isSameAddress } from '../../core/address.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { Quote, QuoteRequest } from '../../core/schemas/quote.js'
import type { Token } from '../../core/schemas/token.js'
import type { ValueLedger } from '../../core/steps/types/index.js'
import type { CardMessages } from '../../locales/en/messages.js'

// What every part of a QuoteCard reads.

export type TokenInfo = {
  chainKey: string
  symbol: string
  decimals: number
  priceUsd: number | undefined
}

export type CardContext = {
  quote: Quote
  /** What the quote's steps move, read from their calldata; undefined until read. */
  ledger: ValueLedger | undefined
  walletAddress: string | undefined
  tokens: readonly Token[]
  chains: readonly Chain[]
  messages: CardMessages
  locale: string | undefined
  source: TokenInfo | undefined
  destination: TokenInfo | undefined
}

/** Which tokens the quote moves: the response's `tokens` are not in any promised order. */
export type QuotedPair = Pick<
  QuoteRequest,
  'srcChainKey' | 'srcTokenAddress' | 'dstChainKey' | 'dstTokenAddress'
>

export const Context = createContext<CardContext | undefined>(undefined)
export const noChains: Chain[] = []

export function useCard(part: string): CardContext {
  const context = useContext(Context)
  if (!context) throw new Error(`QuoteCard.${part} must be inside QuoteCard.Root`)
  return context
}

/** A token's symbol and decimals: from the quote's tokens, or the chain's native currency. */
export function tokenInfo(
  context: Pick<CardContext, 'tokens' | 'chains'>,
  chainKey: string,
  address: string,
): TokenInfo | undefined {
  const token = context.tokens.find(
    (item) => item.chainKey === chainKey && isSameAddress(item.address, address),
  )
  if (token)
    return {
      chainKey,
      symbol: token.symbol,
      decimals: token.decimals,
      priceUsd: token.price?.usd ?? undefined,
    }
  const native = context.chains.find((chain) => chain.chainKey === chainKey)?.nativeCurrency
  if (native && (isSameAddress(native.address, address) || isNativeTokenAddress(address))) {
    // The response may list the coin under the other spelling of its address.
    const priced = context.tokens.find(
      (item) =>
        item.chainKey === chainKey &&
        (isNativeTokenAddress(item.address) || isSameAddress(item.address, native.address)),
    )
    const priceUsd = priced?.price?.usd ?? undefined
    return { chainKey, symbol: native.symbol, decimals: native.decimals, priceUsd }
  }
  return undefined
}
