import { anyAddress, digitString, nonEmptyString, openEnum, type WithField } from './common.js'
import type { UserStep } from './userStep.js'
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
