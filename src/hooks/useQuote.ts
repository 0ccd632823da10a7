import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { GetChainsErrorType } from '../core/actions/getChains.js'
import type { GetQuotesErrorType, GetQuotesReturnType } from '../core/actions/getQuotes.js'
import type { UnexpectedError } from '../core/errors.js'
import { quoteExpiryTime } from '../core/quote.js'
import { compareQuotes, type QuoteChange } from '../core/quoteChange.js'
import {
  type QuoteInput,
  type QuoteInputValidation,
  validateQuoteInput,
} from '../core/quoteInput.js'
import { bestReturnQuote } from '../core/quoteRanking.js'
import type { Quote, QuoteRequest } from '../core/schemas/quote.js'
import type { Token } from '../core/schemas/token.js'
import { getQuotesQueryOptions } from '../query/getQuotes.js'
import { useVtkitClient } from './context.js'
import { asVtError } from './internal/asVtError.js'
import { useChains } from './useChains.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useNow } from './useNow.js'

export type UseQuoteParameters = {
  /** The request as the form holds it; incomplete or invalid input makes no request. */
  request: QuoteInput | undefined
  /** Quiet time after the last change before asking (typing "1000" makes one request). Default 300 ms. */
  debounceMs?: number
  /**
   * Picks the default quote from the quotes and the response's tokens (with their prices);
   * default: the one whose recipient gets the most, native fees on top counted (`bestReturnQuote`).
   */
  selectDefault?: (quotes: Quote[], tokens: readonly Token[]) => Quote | undefined
  enabled?: boolean
}

export type UseQuoteReturnType = {
  /** What is wrong or missing in the input, decided without a network call. */
  validation: QuoteInputValidation
  quotes: Quote[]
  rejectedQuotes: GetQuotesReturnType['rejectedQuotes']
  tokens: GetQuotesReturnType['tokens']
  selectedQuote: Quote | undefined
  /** Picks a quote; the pick is kept by its route when new quotes replace these (expiry, amount). */
  selectQuote: (quoteId: string) => void
  /** The selected quote's `expiresAt` has passed; a new quote is on its way. */
  isExpired: boolean
  /** The quote that expired and was replaced, until `acknowledgeChange()`. */
  replacedQuote: Quote | undefined
  /** What changed from `replacedQuote` to `selectedQuote`: show it before the user goes on. */
  change: QuoteChange | undefined
  acknowledgeChange: () => void
  /** Epoch ms when the selected quote expires, if it says. */
  expiresAt: number | undefined
  /**
   * `getQuotes`' own errors (`ApiError` with `issues`, ...), or the chains' while they are asked
   * first (`getChains`'), or an `UnexpectedError`.
   */
  error: GetQuotesErrorType | GetChainsErrorType | UnexpectedError | null
  /** The input changed and the request waits for the debounce. */
  isDebouncing: boolean
  /** The request the quotes answer: the input as it was when the debounce settled. */
  quotedRequest: QuoteRequest | undefined
  isLoading: boolean
  isFetching: boolean
  refetch: () => void
}

/** Cheapest by fee in USD; quotes without `feeUsd` come last. */
export function cheapestQuote(quotes: Quote[]): Quote | undefined {
  let best: Quote | undefined
  let bestFee = Number.POSITIVE_INFINITY
  for (const quote of quotes) {
    const fee = Number(quote.feeUsd)
    const value = Number.isFinite(fee) ? fee : Number.POSITIVE_INFINITY
    if (best === undefined || value < bestFee) {
      best = quote
      bestFee = value
    }
  }
  return best
}

// A new answer (a refresh at expiry, another amount, the wallet's quotes after a preview) gives
// every quote a new id: the user's pick is kept by its route, the same kinds of steps from the
// same chains (the best of them, should several share it).
const routeOf = (quote: Quote) =>
  JSON.stringify(quote.routeSteps.map((step) => [step.type, step.srcChainKey]))

/**
 * The quotes for a transfer: validated, debounced, with a selected quote that is refreshed
 * automatically when its `expiresAt` passes. The consumer re-renders at expiry, not every second:
 * `useQuoteCountdown` gives a live countdown to the component that shows it.
 */
export function useQuote({
  request,
  debounceMs = 300,
  selectDefault = bestReturnQuote,
  enabled = true,
}: UseQuoteParameters): UseQuoteReturnType {
  const client = useVtkitClient('useQuote')
  const chains = useChains()
  const inputKey = JSON.stringify(request ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `inputKey` stands for `request` by content
  const validation = useMemo(
    () => validateQuoteInput(request, chains.data),
    [inputKey, chains.data],
  )
  const ready = validation.state === 'valid' ? validation.request : undefined
  // An input that only waited for the chain list (nobody typed while it waited: a widget's
  // default values, a deep link) is asked at once; typing is debounced as ever.
  const waited = useRef<{ key: string; typed: boolean } | undefined>(undefined)
  if (validation.state === 'pending')
    waited.current = {
      key: inputKey,
      typed: waited.current ? waited.current.typed || waited.current.key !== inputKey : false,
    }
  const untouched = waited.current?.key === inputKey && !waited.current.typed
  const settled = useDebouncedValue(ready, ready && untouched ? 0 : debounceMs)
  const options = getQuotesQueryOptions(client, settled)
  const query = useQuery({ ...options, enabled: options.enabled && enabled })

  const quotes = query.data?.quotes ?? []
  const [picked, setPicked] = useState<{ id: string; route?: string }>()
  const selectedQuote =
    quotes.find((quote) => quote.id === picked?.id) ??
    selectDefault(
      quotes.filter((quote) => routeOf(quote) === picked?.route),
      query.data?.tokens ?? [],
    ) ??
    selectDefault(quotes, query.data?.tokens ?? [])
  const expiresAt = selectedQuote ? quoteExpiryTime(selectedQuote) : undefined
  // The quote the user last saw before an expiry, for the same input: kept until acknowledged
  // (a second expiry compares with what was shown, not with the unseen replacement), and
  // forgotten when the input changes (another amount or token is not a change of rate).
  const [expiredFor, setExpired] = useState<{ quote: Quote; key: string }>()
  const settledKey = JSON.stringify(settled ?? null)
  const expired = expiredFor?.key === settledKey ? expiredFor.quote : undefined
  // The last quote that expired (shown as expired until its replacement arrives).
  const [lastExpiredId, setLastExpiredId] = useState<string>()
  const { refetch } = query

  useEffect(() => {
    if (!selectedQuote || expiresAt === undefined) return
    const expire = () => {
      setExpired((previous) =>
        previous?.key === settledKey ? previous : { quote: selectedQuote, key: settledKey },
      )
      setLastExpiredId(selectedQuote.id)
      void refetch()
    }
    const delay = expiresAt - Date.now()
    if (delay <= 0) {
      expire()
      return
    }
    // setTimeout holds at most 2^31-1 ms; a longer wait is re-armed by the next render.
    const timer = setTimeout(expire, Math.min(delay, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [selectedQuote, expiresAt, refetch, settledKey])

  return {
    validation,
    quotes,
    rejectedQuotes: query.data?.rejectedQuotes ?? [],
    tokens: query.data?.tokens ?? [],
    selectedQuote,
    selectQuote: (id) => {
      const quote = quotes.find((candidate) => candidate.id === id)
      setPicked({ id, route: quote && routeOf(quote) })
    },
    isExpired: selectedQuote !== undefined && lastExpiredId === selectedQuote.id,
    replacedQuote: expired && expired.id !== selectedQuote?.id ? expired : undefined,
    change:
      expired && selectedQuote && expired.id !== selectedQuote.id
        ? compareQuotes(expired, selectedQuote)
        : undefined,
    acknowledgeChange: () => setExpired(undefined),
    expiresAt,
    // Without the chain list the input cannot be validated: its failure is this hook's too, or a
    // form would wait for quotes forever.
    error:
      asVtError<GetQuotesErrorType>(query.error) ??
      (validation.state === 'pending' ? asVtError<GetChainsErrorType>(chains.error) : null),
    isDebouncing: ready !== undefined && JSON.stringify(ready) !== JSON.stringify(settled),
    quotedRequest: query.data ? settled : undefined,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    // Tries again what failed: the chain list first, since the quote waits for it.
    refetch: () => void (chains.error ? chains.refetch() : refetch()),
  }
}

export type UseQuoteCountdownReturnType = { secondsLeft: number | undefined; isExpired: boolean }

/** A live countdown to a quote's expiry; re-renders only the component that uses it, once a second. */
export function useQuoteCountdown(
  quote: Pick<Quote, 'expiresAt'> | undefined,
  intervalMs = 1_000,
): UseQuoteCountdownReturnType {
  const expiresAt = quote ? quoteExpiryTime(quote) : undefined
  const now = useNow(intervalMs, expiresAt !== undefined)
  if (expiresAt === undefined) return { secondsLeft: undefined, isExpired: false }
  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000))
  return { secondsLeft, isExpired: now >= expiresAt }
}
