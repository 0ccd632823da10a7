import { InputCheck, isPlainObject } from '../input.js'
import { anyAddress, digitString, nonEmptyString, openEnum, type WithField } from './common.js'
import { parseResponse } from './parse.js'
import { parseUserSteps, type UserStep } from './userStep.js'
import * as v from './validator.js'

/** Route types seen in production, then the specification's names for the same routes; the list may grow. */
export type RouteType =
  | 'STARGATE_V2_TAXI'
  | 'STARGATE_V2_BUS'
  | 'OFT_V2'
  | 'CCTP_V2'
  | 'CCTP_V1'
  | 'AORI_V1'
  | 'OFT'
  | 'BRIDGEA_V2_TAXI'
  | 'BRIDGEA_V2_BUS'
  | 'CCTP'
  | 'INTENTA'
export type FeeType = 'MESSAGE' | 'GENERAL' | 'DST_NATIVE_DROP' | 'CCTP_RECEIVE'

export const routeStepSchema = v.looseObject({
  type: openEnum<RouteType>(),
  srcChainKey: v.optional(v.string()),
  description: v.optional(v.string(), ''),
})

export const feeSchema = v.looseObject({
  chainKey: v.string(),
  type: openEnum<FeeType>(),
  description: v.optional(v.string(), ''),
  amount: digitString,
  address: anyAddress,
})

/** A quote as sent, with `userSteps` validated step by step (see `parseUserSteps`). */
export const quoteSchema = v.looseObject({
  id: nonEmptyString,
  routeSteps: v.optional(v.array(routeStepSchema), []),
  fees: v.optional(v.array(feeSchema), []),
  duration: v.optional(
    v.looseObject({
      /** Milliseconds, or null when unknown. */
      estimated: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    }),
  ),
  feeUsd: v.optional(v.string()),
  feePercent: v.optional(v.string()),
  srcAmount: digitString,
  dstAmount: digitString,
  dstAmountMin: v.optional(digitString),
  srcAmountUsd: v.optional(v.string()),
  dstAmountUsd: v.optional(v.string()),
  /** Absent on some quotes (Solana sources): their steps come from `/build-user-steps`. */
  userSteps: v.optional(v.array(v.unknown())),
  options: v.optional(v.looseObject({ dstNativeDropAmount: v.optional(v.string()) })),
  /** Optional on any quote: ISO text, or epoch milliseconds (or seconds) as text or a number. */
  expiresAt: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
})

export const quoteErrorSchema = v.looseObject({
  status: v.optional(v.number()),
  message: v.optional(v.string()),
  issues: v.optional(v.array(v.looseObject({ message: v.optional(v.string()) }))),
})

/**
 * Read after the `error` check: a successful body must carry its `quotes` array. Quotes and
 * tokens are read one by one, so that one malformed item does not sink the others.
 */
export const quotesResponseSchema = v.looseObject({
  error: v.nullish(v.union([quoteErrorSchema, v.string()])),
  quotes: v.array(v.unknown()),
  /** Item shape not shown by the spec: kept as sent (see `describeRejectedQuote`). */
  rejectedQuotes: v.optional(v.array(v.unknown()), []),
  tokens: v.optional(v.array(v.unknown()), []),
})

export type RouteStep = v.InferOutput<typeof routeStepSchema>
export type Fee = v.InferOutput<typeof feeSchema>
export type Quote = WithField<v.InferOutput<typeof quoteSchema>, 'userSteps', UserStep[]> & {
  /**
   * Set by vtkit on a quote that came without `userSteps`: its steps come from
   * `/build-user-steps`, which `executeSteps` calls (and verifies) before anything is signed.
   */
  userStepsPending?: true
}
export type RejectedQuote = unknown

export type QuoteOptions = {
  amountType?: 'EXACT_SRC_AMOUNT'
  /** Maximum acceptable fee variance, 0 to 100 percent (service default 1). */
  feeTolerance?: { type: 'PERCENT'; amount: number }
  /** Native gas drop on the destination, in its smallest units (service default 0). */
  dstNativeDropAmount?: string
}

export type QuoteRequest = {
  /** Smallest units of the source token. */
  amount: string
  srcChainKey: string
  /** The conventional native address (`NATIVE_TOKEN_ADDRESS`) for an EVM native coin. */
  srcTokenAddress: string
  srcWalletAddress: string
  dstChainKey: string
  dstTokenAddress: string
  dstWalletAddress: string
  options?: QuoteOptions
}

/** Every field a quote request must carry (the address and chain fields are non-empty text). */
export const quoteRequestFields = [
  'amount',
  'srcChainKey',
  'srcTokenAddress',
  'srcWalletAddress',
  'dstChainKey',
  'dstTokenAddress',
  'dstWalletAddress',
] as const

/**
 * One quote, strictly: every step it carries must be readable. A quote without `userSteps` is
 * kept and marked `userStepsPending`: its steps come from `/build-user-steps` before signing.
 */
export function parseQuote(item: unknown, url: string, path: string): Quote {
  const { userSteps, ...quote } = parseResponse(quoteSchema, item, url, path)
  if (userSteps === undefined) return { ...quote, userSteps: [], userStepsPending: true }
  return { ...quote, userSteps: parseUserSteps(userSteps, url, `${path}.userSteps`) }
}

/** The request as it will be sent, or an `InvalidInputError` listing every problem. */
export function checkQuoteRequest(quoteRequest: QuoteRequest): QuoteRequest {
  const check = new InputCheck('quote request')
  if (!isPlainObject(quoteRequest)) {
    check.add('request', 'must be an object').done()
  }
  check.digits('amount', quoteRequest.amount, { positive: true })
  for (const field of quoteRequestFields) {
    if (field !== 'amount') check.text(field, quoteRequest[field])
  }
  if (
    quoteRequest.srcChainKey === quoteRequest.dstChainKey &&
    typeof quoteRequest.srcTokenAddress === 'string' &&
    typeof quoteRequest.dstTokenAddress === 'string' &&
    quoteRequest.srcTokenAddress.toLowerCase() === quoteRequest.dstTokenAddress.toLowerCase()
  ) {
    check.add('dstTokenAddress', 'must differ from the source: same chain and token on both sides')
  }
  const options = quoteRequest.options
  if (options !== undefined) {
    if (!isPlainObject(options)) check.add('options', 'must be an object')
    else {
      const tolerance = options.feeTolerance?.amount
      if (
        tolerance !== undefined &&
        !(typeof tolerance === 'number' && tolerance >= 0 && tolerance <= 100)
      ) {
        check.add('options.feeTolerance.amount', 'must be a percentage from 0 to 100')
      }
      check.digits('options.dstNativeDropAmount', options.dstNativeDropAmount, { optional: true })
    }
  }
  check.done()
  const { amount, options: sentOptions } = quoteRequest
  const body: QuoteRequest = { amount, ...pickRequired(quoteRequest) }
  if (sentOptions) body.options = sentOptions
  return body
}

function pickRequired(quoteRequest: QuoteRequest) {
  const {
    srcChainKey,
    srcTokenAddress,
    srcWalletAddress,
    dstChainKey,
    dstTokenAddress,
    dstWalletAddress,
  } = quoteRequest
  return {
    srcChainKey,
    srcTokenAddress,
    srcWalletAddress,
    dstChainKey,
    dstTokenAddress,
    dstWalletAddress,
  }
}
