import { anyAddress, digitString, nonEmptyString, openEnum } from './common.js'
import { tokenSchema } from './token.js'
import type { UserStep } from './userStep.js'
import * as v from './validator.js'

export type RouteType = 'OFT' | 'BRIDGEA_V2_TAXI' | 'BRIDGEA_V2_BUS' | 'CCTP' | 'INTENTA'
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
  userSteps: v.array(v.unknown()),
  options: v.optional(v.looseObject({ dstNativeDropAmount: v.optional(v.string()) })),
  /** Optional on any quote. */
  expiresAt: v.optional(v.string()),
})

export const quoteErrorSchema = v.looseObject({
  status: v.optional(v.number()),
  message: v.optional(v.string()),
  issues: v.optional(v.array(v.looseObject({ message: v.optional(v.string()) }))),
})

/** Read after the `error` check: a successful body must carry its `quotes` array. */
export const quotesResponseSchema = v.looseObject({
  error: v.nullish(v.union([quoteErrorSchema, v.string()])),
  quotes: v.array(v.unknown()),
  /** Item shape not shown by the spec: kept as sent (see `describeRejectedQuote`). */
  rejectedQuotes: v.optional(v.array(v.unknown()), []),
  tokens: v.optional(v.array(tokenSchema), []),
})

export type RouteStep = v.InferOutput<typeof routeStepSchema>
export type Fee = v.InferOutput<typeof feeSchema>
type QuoteFields = v.InferOutput<typeof quoteSchema>
// Not `Omit`: on a type that keeps unknown fields (an index signature) it would drop the known ones.
export type Quote = {
  [Key in keyof QuoteFields as Key extends 'userSteps' ? never : Key]: QuoteFields[Key]
} & { userSteps: UserStep[] }
export type RejectedQuote = unknown
