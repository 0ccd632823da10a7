import { useQuery } from '@tanstack/react-query'
import type { Token } from '../../core/schemas/token.js'

/** The connected wallet's balances for the picker, read one chain at a time. */
export type PickerBalances = {
  /** Whose balances these are (an address, or one per chain type): a new key reads them again. */
  key: string
  /**
   * Balances on a chain by token address (smallest units; hex addresses in lower case); undefined
   * where no wallet of this chain's type is connected.
   */
  read(chainKey: string): Promise<ReadonlyMap<string, bigint>> | undefined
}

/** How a balance map names a token: hex addresses in lower case, base58 as it is. */
export function balanceKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}

/** The balances of the chain shown, once read; undefined while unknown or without a wallet. */
export function useHeldBalances(
  balances: PickerBalances | undefined,
  chainKey: string | undefined,
): ReadonlyMap<string, bigint> | undefined {
  const query = useQuery({
    queryKey: ['vtkit', 'pickerBalances', balances?.key, chainKey],
    enabled: balances !== undefined && chainKey !== undefined,
    retry: false,
    staleTime: 15_000,
    queryFn: async () => {
      if (!balances || !chainKey) throw new Error('unreachable: the query is disabled')
      return (await balances.read(chainKey)) ?? new Map<string, bigint>()
    },
  })
  return query.data
}

/** The value of a holding in USD where the token has a price, else undefined. */
export function heldUsd(token: Token, amount: bigint): number | undefined {
  const price = token.price?.usd
  return typeof price === 'number' ? (Number(amount) / 10 ** token.decimals) * price : undefined
}

/**
 * The tokens the wallet holds first, the most valuable first (by USD where priced, then by
 * whole-token amount); the rest after them in their own order.
 */
export function heldFirst(tokens: readonly Token[], held: ReadonlyMap<string, bigint>): Token[] {
  const amountOf = (token: Token) => held.get(balanceKey(token.address)) ?? 0n
  const holdings = tokens.filter((token) => amountOf(token) > 0n)
  if (holdings.length === 0) return [...tokens]
  const worth = (token: Token) => heldUsd(token, amountOf(token)) ?? -1
  const whole = (token: Token) => Number(amountOf(token)) / 10 ** token.decimals
  holdings.sort((a, b) => worth(b) - worth(a) || whole(b) - whole(a))
  return [...holdings, ...tokens.filter((token) => amountOf(token) === 0n)]
}
