import { anyAddress, chainIdNumber, decimals, nonEmptyString, openEnum } from './common.js'
import { paginationSchema } from './pagination.js'
import * as v from './validator.js'

/** The chain types vtkit can sign on. */
export type ChainType = 'EVM' | 'SOLANA' | 'STARKNET'
/** Chain types production lists where vtkit cannot sign: shown as destinations only. */
export type ReceiveOnlyChainType = 'APTOS' | 'TON' | 'TRON' | 'STELLAR'
export type KnownChainType = ChainType | ReceiveOnlyChainType

/** Whether vtkit can sign transactions on chains of this type (EVM, Solana, Starknet). */
export function isSignableChainType(chainType: string | undefined): chainType is ChainType {
  return chainType === 'EVM' || chainType === 'SOLANA' || chainType === 'STARKNET'
}

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
  chainType: openEnum<KnownChainType>(),
  /** Present in some responses, absent in others. */
  nativeCurrency: v.optional(nativeCurrencySchema),
  /** Present in some responses, absent in others; 0 for a Solana-type chain. Digit strings are read as numbers. */
  chainId: v.optional(chainIdNumber(0)),
})

/** A page as sent; its chains are read one by one (see `parseListItems`). */
export const chainsPageSchema = v.looseObject({
  chains: v.array(v.unknown()),
  pagination: paginationSchema,
})

export type Chain = v.InferOutput<typeof chainSchema>
export type NativeCurrency = v.InferOutput<typeof nativeCurrencySchema>
