import { anyAddress, decimals, nonEmptyString, openEnum } from './common.js'
import { paginationSchema } from './pagination.js'
import * as v from './validator.js'

export type ChainType = 'EVM' | 'SOLANA' | 'STARKNET'

export const nativeCurrencySchema = v.looseObject({
  chainKey: v.optional(v.string()),
  address: anyAddress,
  decimals,
  symbol: v.string(),
  name: v.optional(v.string()),
})

export const chainSchema = v.looseObject({
  name: v.string(),
  shortName: v.optional(v.string()),
  chainKey: nonEmptyString,
  chainType: openEnum<ChainType>(),
  /** Present in some responses, absent in others. */
  nativeCurrency: v.optional(nativeCurrencySchema),
  /** Present in some responses, absent in others; 0 for a Solana-type chain. */
  chainId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

export const chainsPageSchema = v.looseObject({
  chains: v.array(chainSchema),
  pagination: paginationSchema,
})

export type Chain = v.InferOutput<typeof chainSchema>
export type NativeCurrency = v.InferOutput<typeof nativeCurrencySchema>
