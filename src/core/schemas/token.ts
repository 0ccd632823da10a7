import { anyAddress, decimals, nonEmptyString } from './common.js'
import { paginationSchema } from './pagination.js'
import * as v from './validator.js'

export const tokenSchema = v.looseObject({
  /** Present in token listings, absent in the `tokens` array of a quote response. */
  isSupported: v.optional(v.boolean()),
  chainKey: nonEmptyString,
  address: anyAddress,
  decimals,
  symbol: v.string(),
  name: v.optional(v.string(), ''),
  logoUrl: v.nullish(v.string()),
  price: v.nullish(v.looseObject({ usd: v.nullish(v.number()) })),
})

/** A page as sent; its tokens are read one by one (see `parseListItems`). */
export const tokensPageSchema = v.looseObject({
  tokens: v.array(v.unknown()),
  pagination: paginationSchema,
})

export type Token = v.InferOutput<typeof tokenSchema>
