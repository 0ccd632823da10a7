import { useEffect, useRef } from 'react'
import type { Chain } from '../../core/schemas/chain.js'
import { readLocaleAmount, toLocaleAmountText } from '../localeAmount.js'
import type { TokenDefaultRef } from './tokenDefaults.js'
import type { BridgeLock, BridgeValues } from './useBridge/types.js'

/** The form's values in the page's address, by the names other widgets use (LI.FI's). */
export const urlParams = {
  fromChain: 'fromChain',
  fromToken: 'fromToken',
  toChain: 'toChain',
  toToken: 'toToken',
  fromAmount: 'fromAmount',
} as const

export type UrlValues = {
  source?: TokenDefaultRef | undefined
  destination?: TokenDefaultRef | undefined
  amount?: string | undefined
}

const chainOf = (text: string | null) =>
  text === null || text.trim() === ''
    ? undefined
    : /^\d{1,12}$/.test(text.trim())
      ? Number(text.trim())
      : text.trim()

/** A token's address (EVM, Starknet, Solana); never a symbol, which a lookalike can carry too. */
const tokenAddress = /^0x[0-9a-fA-F]{40,64}$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const tokenRef = (chain: string | null, token: string | null): TokenDefaultRef | undefined => {
  const chainRef = chainOf(chain)
  const tokenText = token?.trim()
  return chainRef !== undefined && tokenText && tokenAddress.test(tokenText)
    ? { chain: chainRef, token: tokenText }
    : undefined
}

/**
 * What a shared link says of the form: the two sides by chain and token address, and the amount.
 * Never who receives: a link must not choose where the funds go; never a token by symbol (the
 * first token of that symbol could be a lookalike). A part the app locked is the app's.
 */
export function readUrlValues(search: string, lock: BridgeLock = {}, locale?: string): UrlValues {
  const params = new URLSearchParams(search)
  const amount = params.get(urlParams.fromAmount)?.trim()
  return {
    source: lock.source
      ? undefined
      : tokenRef(params.get(urlParams.fromChain), params.get(urlParams.fromToken)),
    destination: lock.destination
      ? undefined
      : tokenRef(params.get(urlParams.toChain), params.get(urlParams.toToken)),
    // Written with "." (links made before that may have ","), shown in the locale's form.
    amount:
      !lock.amount && amount && amount.length <= 40 && /^\d*[.,]?\d*$/.test(amount)
        ? toLocaleAmountText(amount.replace(',', '.'), locale)
        : undefined,
  }
}

/** The page's address with the form's values in it (the other parameters and the hash kept). */
export function urlWithValues(
  href: string,
  values: Pick<BridgeValues, 'source' | 'destination' | 'amount'>,
  chains: readonly Chain[],
  lock: BridgeLock = {},
  locale?: string,
): string {
  const url = new URL(href)
  const side = (
    selection: BridgeValues['source'],
    chainParam: string,
    tokenParam: string,
    locked: boolean | undefined,
  ) => {
    const chain = chains.find((item) => item.chainKey === selection?.chainKey)
    if (!selection || locked) {
      url.searchParams.delete(chainParam)
      url.searchParams.delete(tokenParam)
      return
    }
    // An EVM chain by its id, as wallets and explorers name it; the others by key.
    url.searchParams.set(
      chainParam,
      chain?.chainType === 'EVM' && typeof chain.chainId === 'number'
        ? String(chain.chainId)
        : selection.chainKey,
    )
    url.searchParams.set(tokenParam, selection.token.address)
  }
  side(values.source, urlParams.fromChain, urlParams.fromToken, lock.source)
  side(values.destination, urlParams.toChain, urlParams.toToken, lock.destination)
  // The amount as a plain decimal, so that a link reads the same in every language.
  const amount = lock.amount ? undefined : readLocaleAmount(values.amount, locale)
  if (amount) url.searchParams.set(urlParams.fromAmount, amount)
  else url.searchParams.delete(urlParams.fromAmount)
  return url.toString()
}

/**
 * Keeps the page's address in step with the form (`history.replaceState`: no new history entry
 * per keystroke), once the link's own values have been read and resolved (`ready`).
 */
export function useUrlSync(
  enabled: boolean,
  ready: boolean,
  values: BridgeValues,
  chains: readonly Chain[],
  lock: BridgeLock,
  locale: string | undefined,
) {
  const latest = useRef({ values, chains, lock, locale })
  latest.current = { values, chains, lock, locale }
  const key = `${values.source?.chainKey}:${values.source?.token.address}|${values.destination?.chainKey}:${values.destination?.token.address}|${values.amount}|${chains.length}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values written
  useEffect(() => {
    if (!enabled || !ready || typeof window === 'undefined') return
    const { values, chains, lock, locale } = latest.current
    const next = urlWithValues(window.location.href, values, chains, lock, locale)
    if (next !== window.location.href) window.history.replaceState(window.history.state, '', next)
  }, [enabled, ready, key])
}
